import { StrictMode } from 'react';
import { Client } from '@colyseus/sdk';
import { MATCH_ROOM } from '@dungeonbowl/online-protocol';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HANDOFF_PARAM, handedMap, sharedMapText } from '@dungeonbowl/ui';
import '@dungeonbowl/ui/app-shell.css';
import './play.css';
import { App } from './App';
import { createLocalHost, createWorkerHost } from './features/match/match-host';
import { resumeSavedMatch } from './features/match/match-thunks';
import { savedTicket, ticketFromHash } from './features/online/online-link';
import { joinOnline } from './features/online/online-thunks';
import { mapChoiceOf, type MapChoice } from './features/start/map-choice';
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
  if (shared !== null) return mapChoiceOf(shared, 'Shared link');
  if (new URLSearchParams(window.location.search).get('map') !== HANDOFF_PARAM) return null;
  const text = storage && handedMap(storage);
  return text === null || text === undefined
    ? { findings: [], source: 'The editor handed over no map' }
    : mapChoiceOf(text, 'From the editor');
}

const host =
  typeof Worker === 'undefined'
    ? createLocalHost()
    : createWorkerHost(
        new Worker(new URL('./features/match/match.worker.ts', import.meta.url), {
          type: 'module',
        }),
      );
// Online matches are played with the server this page came from.
const rooms = new Client(window.location.origin);
const store = createStore({
  host,
  storage,
  joinRoom: (options) => rooms.joinOrCreate(MATCH_ROOM, options),
});
const given = givenMap();
// An online link opens its seat; else the online match this browser was in is returned to.
const ticket =
  ticketFromHash(window.location.hash) ?? (storage && given === null ? savedTicket(storage) : null);
// A match in progress resumes after a reload, unless the page was opened to play a given map.
if (ticket) void store.dispatch(joinOnline(ticket));
else if (given === null) void store.dispatch(resumeSavedMatch());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to start the app in.');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App given={given} storage={storage} />
    </Provider>
  </StrictMode>,
);
