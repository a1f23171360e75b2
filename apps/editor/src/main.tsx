import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import '@dungeonbowl/ui/app-shell.css';
import { sharedMapText } from '@dungeonbowl/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { createEditorStore } from './app/store';
import { startAutosave, startingSession } from './features/autosave/autosave';
import { recoveryCopies } from './features/autosave/browser-storage';
import './editor.css';

/** Storage may be refused (private windows, settings): the editor then runs without autosave. */
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();

const { session, notices, problems, fromLink } = startingSession(
  storage,
  window.location.hash,
  Date.now(),
  sampleMaps[0].map,
);
// The link has been read: a reload opens the autosave, with the edits made since.
if (sharedMapText(window.location.hash) !== null)
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
const store = createEditorStore(session, {
  storage,
  notices,
  copies: storage ? recoveryCopies(storage) : [],
});
if (storage) {
  const autosave = startAutosave(store, storage);
  // The link's map is stored at once: the address no longer holds it.
  if (fromLink) autosave.writeNow();
  window.addEventListener('pagehide', autosave.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') autosave.flush();
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to start the app in.');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App startupProblems={problems} storage={storage} />
    </Provider>
  </StrictMode>,
);
