import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HANDOFF_PARAM, handedMap, sharedMapText } from '@dungeonbowl/ui';
import '@dungeonbowl/ui/app-shell.css';
import './play.css';
import { App } from './App';
import { createLocalHost, createWorkerHost } from './features/match/match-host';
import { savedMatch } from './features/match/match-storage';
import { openMatch } from './features/match/match-thunks';
import { mapFromText, type MapChoice } from './features/start/map-choice';
import { createStore } from './store';

/** Storage may be refused (private windows, settings): the app then runs without autosave. */
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();

/** The map the page was opened with: a share link's fragment, or the editor's hand-over. */
function givenMap(): MapChoice | null {
  const shared = sharedMapText(window.location.hash);
  if (shared !== null) return mapFromText(shared, 'Shared link');
  if (new URLSearchParams(window.location.search).get('map') !== HANDOFF_PARAM) return null;
  const text = storage && handedMap(storage);
  return text === null || text === undefined
    ? { findings: [], source: 'The editor handed over no map' }
    : mapFromText(text, 'From the editor');
}

const host =
  typeof Worker === 'undefined'
    ? createLocalHost()
    : createWorkerHost(
        new Worker(new URL('./features/match/match.worker.ts', import.meta.url), {
          type: 'module',
        }),
      );
const store = createStore({ host, storage });
const given = givenMap();
// A match in progress resumes after a reload, unless the page was opened to play a given map.
const saved = storage && given === null ? savedMatch(storage) : null;
if (saved) void store.dispatch(openMatch(saved));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to start the app in.');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App given={given} storage={storage} />
    </Provider>
  </StrictMode>,
);
