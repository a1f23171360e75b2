import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { MatchHost } from './features/match/match-host';
import { saveMatch } from './features/match/match-storage';
import { playAction, playBotStep } from './features/match/match-thunks';
import { standingAnswer } from './features/match/tackle-zone-answers';
import {
  actionApplied,
  botsPausedToggled,
  matchOpened,
  matchSlice,
  tackleZoneAnswerChosen,
} from './features/match/matchSlice';

export interface Services {
  readonly host: MatchHost;
  readonly storage: Storage | null;
}

/**
 * The play app's store. Two listeners do what reducers must not: save the match to the
 * browser after every change, and let the bots play, one action at a time at the chosen pace.
 */
const rootReducer = combineReducers({ match: matchSlice.reducer });

export function createStore(services: Services) {
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
      tackleZoneAnswerChosen.match(action),
    effect: (_action, api) => {
      const record = api.getState().match.record;
      if (record && services.storage) saveMatch(services.storage, record);
    },
  });
  listeners.startListening({
    predicate: (action) =>
      matchOpened.match(action) || actionApplied.match(action) || botsPausedToggled.match(action),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const botToAct = () => {
        const { record, view, botsPaused, busy } = api.getState().match;
        const acting = view?.acting ?? null;
        return !botsPaused && !busy && acting !== null && record?.coaches[acting] !== 'human';
      };
      if (!botToAct()) return;
      await api.delay(api.getState().match.botDelay);
      if (botToAct()) await api.dispatch(playBotStep());
    },
  });
  // With 3 or 4 teams, a person's standing answer about tackle zones is given for him (DB-MULTI-5).
  listeners.startListening({
    predicate: (action) => matchOpened.match(action) || actionApplied.match(action),
    effect: async (_action, api) => {
      const { record, view, busy } = api.getState().match;
      if (!record || !view || busy) return;
      const answer = standingAnswer(view, record.coaches, record.tackleZoneAnswers ?? {});
      if (answer) await api.dispatch(playAction(answer));
    },
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, Services, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, RootState, Services, UnknownAction>;
