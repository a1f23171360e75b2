import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Action, GameEvent, MatchView, TakeBackOffer } from '@dungeonbowl/engine';
import { narrateLines, undoLine, type LogLine } from '../log/narrate';
import type { BotPace, MatchRecord } from './match-record';
import { answerKey, type TackleZoneAnswer } from './tackle-zone-answers';

/**
 * The match on screen: its record (what is autosaved and exported), the view of the coach to
 * act, every event so far for the log, and what the coach is doing with the mouse. The full
 * state of the match stays with the host; this slice never sees the ball's chest.
 */
export interface MatchState {
  readonly record: MatchRecord | null;
  readonly view: MatchView | null;
  /** The match so far in words, one line an event (the log). */
  readonly log: readonly LogLine[];
  /**
   * Where the lines of each action of the match begin in the log, action by action, so that an
   * Undo takes its actions' lines out of it (online too, the room telling where each action's
   * events begin as the screen joins or comes back).
   */
  readonly actionLines: readonly number[];
  /** The host is working on a request: clicks wait. */
  readonly busy: boolean;
  /** The last refusal or failure, in words, until the next action. */
  readonly problem: string | null;
  /** The player the coach has clicked. */
  readonly selected: string | null;
  /**
   * An online match: the server holds it and plays its bots, and this screen is one seat of
   * it (null: a spectator's). Null for a match at this screen.
   */
  readonly online: OnlineSeat | null;
  /** The browser refused the last autosave (its storage is full): the match is no longer saved. */
  readonly unsaved: boolean;
  /**
   * What the Undo of the coach at this screen would take back now (his steps since the last die
   * or reveal, in his turn), or null when there is nothing he may take back.
   */
  readonly undo: TakeBackOffer | null;
}

/** This screen's place in an online match. */
export interface OnlineSeat {
  readonly matchId: string;
  readonly seat: number | null;
}

const initialState: MatchState = {
  record: null,
  view: null,
  log: [],
  actionLines: [],
  busy: false,
  problem: null,
  selected: null,
  online: null,
  unsaved: false,
  undo: null,
};

export const matchSlice = createSlice({
  name: 'match',
  initialState,
  reducers: {
    requestSent(state) {
      state.busy = true;
    },
    matchOpened(
      _state,
      {
        payload,
      }: PayloadAction<{
        record: MatchRecord;
        view: MatchView;
        events: readonly GameEvent[];
        /** Where each action's events begin in `events` (`SessionUpdate`), when told. */
        actionStarts?: readonly number[];
        undo?: TakeBackOffer | null;
        online?: OnlineSeat;
      }>,
    ) {
      return {
        ...initialState,
        ...stepsLog(payload.events, payload.actionStarts ?? [], payload.view),
        record: payload.record,
        view: payload.view,
        online: payload.online ?? null,
        undo: payload.undo ?? null,
      };
    },
    /** Who coaches each team of an online match, and in which colours, as the room tells it. */
    seatsTold(state, { payload }: PayloadAction<Pick<MatchRecord, 'coaches' | 'teamColours'>>) {
      if (state.record === null) return;
      const { teamColours: _was, ...record } = state.record;
      const { coaches, teamColours } = payload;
      state.record = {
        ...record,
        coaches: [...coaches],
        ...(teamColours && { teamColours: [...teamColours] }),
      };
    },
    /**
     * An online match seen again after the screen's connection dropped and came back to its room:
     * the log is kept, and goes on with what happened meanwhile (`events`). A screen that joins the
     * room anew is told the whole match, and opens it (`matchOpened`).
     */
    viewRestored(
      state,
      {
        payload,
      }: PayloadAction<{
        view: MatchView;
        events: readonly GameEvent[];
        /** Where each missed action's events begin in `events`, when told. */
        actionStarts?: readonly number[];
        undo: TakeBackOffer | null;
      }>,
    ) {
      const { view, events, actionStarts, undo } = payload;
      const told = stepsLog(events, actionStarts ?? [], view, state.log.length);
      const log = [...state.log, ...told.log];
      const actionLines = [...state.actionLines, ...told.actionLines];
      return { ...state, view, log, actionLines, undo, busy: false };
    },
    matchRefused(state, { payload }: PayloadAction<string>) {
      state.busy = false;
      state.problem = payload;
    },
    actionApplied(
      state,
      {
        payload,
      }: PayloadAction<{
        action: Action;
        view: MatchView;
        events: readonly GameEvent[];
        undo: TakeBackOffer | null;
      }>,
    ) {
      if (state.record === null) return;
      // A player who cannot do anything more is no longer worth keeping selected.
      const keep = state.selected !== null && mayStillAct(payload.view, state.selected);
      return {
        ...state,
        record: { ...state.record, actions: [...state.record.actions, payload.action] },
        view: payload.view,
        log: [...state.log, ...narrateLines(payload.events, payload.view.state)],
        actionLines: [...state.actionLines, state.log.length],
        busy: false,
        problem: null,
        selected: keep ? state.selected : null,
        undo: payload.undo,
      };
    },
    /**
     * The coach's last steps were taken back (Undo): they leave the record and the log as if never
     * played, the match is as it was before them, and the log says so. Online, a screen that comes
     * back after Undos is told them as one, with the events of the actions played since (`events`,
     * `actionStarts` as for `viewRestored`): its log goes on with them.
     */
    stepsTakenBack(
      state,
      {
        payload,
      }: PayloadAction<{
        view: MatchView;
        undone: TakeBackOffer;
        undo: TakeBackOffer | null;
        events?: readonly GameEvent[];
        actionStarts?: readonly number[];
      }>,
    ) {
      if (state.record === null) return;
      const { view, undone, undo, events = [], actionStarts = [] } = payload;
      const kept = Math.max(0, state.record.actions.length - undone.actions);
      // Online, the record holds the actions seen here; the log's lines, those of the whole match.
      const keptLines = Math.max(0, state.actionLines.length - undone.actions);
      const cut = state.actionLines[keptLines] ?? state.log.length;
      const log = [...state.log.slice(0, cut), { text: undoLine(undone, view.state) }];
      const since = stepsLog(events, actionStarts, view, log.length);
      return {
        ...state,
        record: { ...state.record, actions: state.record.actions.slice(0, kept) },
        view,
        log: [...log, ...since.log],
        actionLines: [...state.actionLines.slice(0, keptLines), ...since.actionLines],
        busy: false,
        problem: null,
        undo,
      };
    },
    actionRefused(state, { payload }: PayloadAction<string>) {
      state.busy = false;
      state.problem = payload;
    },
    playerSelected(state, { payload }: PayloadAction<string | null>) {
      state.selected = payload;
      state.problem = null;
    },
    problemShown(state, { payload }: PayloadAction<string>) {
      state.problem = payload;
    },
    /** The coach chose the pace of the bots of the match at this screen: it is saved with it. */
    botPaceChosen(state, { payload }: PayloadAction<BotPace>) {
      if (state.record === null) return;
      state.record = { ...state.record, botPace: payload };
    },
    tackleZoneAnswerChosen(
      state,
      { payload }: PayloadAction<{ coach: number; mover: number; answer: TackleZoneAnswer }>,
    ) {
      if (state.record === null) return;
      const answers = state.record.tackleZoneAnswers ?? {};
      state.record = {
        ...state.record,
        tackleZoneAnswers: {
          ...answers,
          [answerKey(payload.coach, payload.mover)]: payload.answer,
        },
      };
    },
    /** The match at this screen was saved in the browser after its last change, or could not be. */
    autosaved(state, { payload }: PayloadAction<boolean>) {
      state.unsaved = !payload;
    },
    /** The coach paused the bots of the match at this screen, or let them play on: it is saved with it. */
    botsPausedToggled(state) {
      if (state.record === null) return;
      const { botsPaused, ...record } = state.record;
      state.record = botsPaused ? record : { ...record, botsPaused: true };
    },
    matchClosed() {
      return initialState;
    },
  },
});

/**
 * The log of events told together, action by action as they were when played (`actionStarts`:
 * where each action's events begin), with where each action's lines begin after the `shown` ones.
 */
function stepsLog(
  events: readonly GameEvent[],
  actionStarts: readonly number[],
  view: MatchView,
  shown = 0,
): { log: LogLine[]; actionLines: number[] } {
  const log: LogLine[] = [];
  const actionLines: number[] = [];
  const ends = [...actionStarts, events.length];
  let from = 0;
  for (const [i, end] of ends.entries()) {
    if (i > 0) actionLines.push(shown + log.length);
    log.push(...narrateLines(events.slice(from, end), view.state));
    from = end;
  }
  return { log, actionLines };
}

/** Whether a player is the one being activated, or could still be. */
function mayStillAct(view: MatchView, player: string): boolean {
  return (
    view.state.turn.activation?.player === player ||
    view.actions.some((a) => a.type === 'activate' && a.player === player)
  );
}

export const {
  requestSent,
  matchOpened,
  viewRestored,
  seatsTold,
  matchRefused,
  actionApplied,
  actionRefused,
  stepsTakenBack,
  playerSelected,
  problemShown,
  botPaceChosen,
  botsPausedToggled,
  autosaved,
  matchClosed,
  tackleZoneAnswerChosen,
} = matchSlice.actions;
