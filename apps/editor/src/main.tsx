import { sampleMaps, validateMap } from '@dungeonbowl/dungeon-schema';
import '@dungeonbowl/ui/app-shell.css';
import { sharedMapText } from '@dungeonbowl/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { autosave, createEditorStore, restoreAutosave } from './app/store';
import './editor.css';

/** The map to open: one carried by a share link first, else the autosave, else the first sample. */
function startingMap() {
  const text = sharedMapText(window.location.hash);
  const fallback = restoreAutosave(window.localStorage) ?? sampleMaps[0].map;
  if (text === null) return { map: fallback, problems: null };
  const { map, findings } = validateMap(text);
  return {
    map: map ?? fallback,
    problems: findings.length > 0 ? { file: 'The shared link', findings } : null,
  };
}

const { map, problems } = startingMap();
const store = createEditorStore(map);
autosave(store, window.localStorage);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to start the app in.');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App startupProblems={problems} />
    </Provider>
  </StrictMode>,
);
