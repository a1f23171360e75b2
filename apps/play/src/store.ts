import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { MatchHost } from './features/match/match-host';
import { OnlineSession, type JoinRoom } from './features/online/online-session';
import { onlineSlice } from './features/online/onlineSlice';
import { saveMatch } from './features/match/match-storage';
import { playAction, playBotStep } from './features/match/match-thunks';
import { standingAnswer } from './features/match/tackle-zone-answers';
import { BOT_PACES, botPaceOf } from './features/match/match-record';
import {
  actionApplied,
  autosaved,
  botPaceChosen,
  botsPausedToggled,
  matchOpened,
  matchSlice,
  stepsTakenBack,
  tackleZoneAnswerChosen,
} from './features/match/matchSlice';

/** What the app is given to run: the engine's host for matches at this screen, and storage. */
export interface StoreInputs {
  readonly host: MatchHost;
  readonly storage: Storage | null;
  /** Joins an online match's room; online play is refused without it. */
  readonly joinRoom?: JoinRoom;
}

/** What thunks and listeners work with: the host of the match on screen, storage, the room. */
export interface Services {
  /** The match host of the match on screen: the local engine, or the online match's room. */
  readonly host: MatchHost;
  readonly storage: Storage | null;
  readonly online: OnlineSession;
}

const noRooms: JoinRoom = () =>
  Promise.reject(new Error('Online play is not available on this screen.'));

/** A host that passes each request to the host of the match on screen at the time. */
function hostOf(current: () => MatchHost): MatchHost {
  return {
    open: (record) => current().open(record),
    act: (action) => current().act(action),
    undo: () => current().undo(),
    botStep: () => current().botStep(),
    exportFile: () => current().exportFile(),
    replayAt: (step) => current().replayAt(step),
  };
}

/**
 * The play app's store. Two listeners do what reducers must not: save the match to the
 * browser after every change (an Undo's too, so taken-back steps leave the save; the bots' pace and
 * pause too, so a reload keeps them), and let the bots play, one action at a time at the chosen pace.
 */
const rootReducer = combineReducers({
  match: matchSlice.reducer,
  online: onlineSlice.reducer,
});

export function createStore(inputs: StoreInputs) {
  // The session and the host read the store once it exists, when first asked.
  const online: OnlineSession = new OnlineSession(inputs.joinRoom ?? noRooms, {
    dispatch: (action) => store.dispatch(action),
    match: () => store.getState().match,
  });
  const services: Services = {
    host: hostOf(() => (store.getState().match.online ? online.host : inputs.host)),
    storage: inputs.storage,
    online,
  };
  const listeners = createListenerMiddleware<RootState, AppDispatch>({ extra: services });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        // Views and maps are large plain objects; checking them on every action slows the page.
        serializableCheck: false,
        immutableCheck: false,
      }).prepend(listeners.middleware),
  });
  listeners.startListening({
    predicate: (action) =>
      matchOpened.match(action) ||
      actionApplied.match(action) ||
      stepsTakenBack.match(action) ||
      tackleZoneAnswerChosen.match(action) ||
      botPaceChosen.match(action) ||
      botsPausedToggled.match(action),
    effect: (_action, api) => {
      const { record, online, unsaved } = api.getState().match;
      // An online match is the server's to keep: this screen keeps only its ticket.
      if (!record || online || !services.storage) return;
      const saved = saveMatch(services.storage, record);
      if (saved === unsaved) api.dispatch(autosaved(saved));
    },
  });
  listeners.startListening({
    predicate: (action) =>
      matchOpened.match(action) || actionApplied.match(action) || botsPausedToggled.match(action),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const botToAct = () => {
        const { record, view, busy, online } = api.getState().match;
        const acting = view?.acting ?? null;
        // Online, the server plays the bots, and a seat of another screen is its coach's.
        if (online || !record) return false;
        return !record.botsPaused && !busy && acting !== null && record.coaches[acting] !== 'human';
      };
      if (!botToAct()) return;
      await api.delay(BOT_PACES[botPaceOf(api.getState().match.record)]);
      if (botToAct()) await api.dispatch(playBotStep());
    },
  });
  // With 3 or 4 teams, a person's standing answer about tackle zones is given for him (DB-MULTI-5).
  listeners.startListening({
    predicate: (action) => matchOpened.match(action) || actionApplied.match(action),
    effect: async (_action, api) => {
      const { record, view, busy, online } = api.getState().match;
      if (!record || !view || busy) return;
      // Online, only this screen's own seat answers; every other seat is another screen's.
      const coaches = online
        ? record.coaches.map((c, i) => (i === online.seat ? c : ('heuristic' as const)))
        : record.coaches;
      const answer = standingAnswer(view, coaches, record.tackleZoneAnswers ?? {});
      if (answer) await api.dispatch(playAction(answer));
    },
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, Services, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, RootState, Services, UnknownAction>;
