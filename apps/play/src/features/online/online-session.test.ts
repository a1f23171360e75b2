import {
  apply,
  legalActions,
  readyTeamsFor,
  startMatch,
  type GameEvent,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { narrate } from '../log/narrate';
import { createLocalHost } from '../match/match-host';
import { playAction, undoSteps } from '../match/match-thunks';
import { tackleZoneAnswerChosen } from '../match/matchSlice';
import { teamColour } from '../match/team-colours';
import { testRecord } from '../match/test-record';
import { selectTeamColours } from '../match/use-team-colours';
import { chooseOnlineTeam, joinOnline } from './online-thunks';
import { onlineTestScreen } from './test-room';

const record = testRecord(['human', 'heuristic'], 'online-test');

/** A view of a new match, as the room sends one, from the engine run here. */
async function startView() {
  const opened = await createLocalHost().open(record);
  if ('error' in opened) throw new Error(opened.error);
  return opened.update.view;
}

async function joined() {
  const { room, asked, store } = onlineTestScreen();
  const ticket = { matchId: 'match-0123456789', token: 'token-0123456789', role: 'coach' } as const;
  expect(await store.dispatch(joinOnline(ticket))).toBe(true);
  expect(asked).toEqual([{ matchId: ticket.matchId, token: ticket.token }]);
  room.say('welcome', {
    matchId: ticket.matchId,
    seat: 0,
    team: null,
    map: record.map,
    options: {},
    settings: { turnSeconds: null },
  });
  room.say('presence', {
    status: 'playing',
    seats: [
      {
        seat: 0,
        kind: 'remote',
        coach: 'Anna',
        team: 'Humans',
        colour: '#0e7490',
        ready: true,
        connected: true,
        away: false,
      },
      {
        seat: 1,
        kind: 'bot-heuristic',
        coach: 'Bot',
        team: 'Orcs',
        colour: null,
        ready: true,
        connected: true,
        away: false,
      },
    ],
    spectators: 0,
    acting: 0,
    turnEndsAt: null,
  });
  return { room, store };
}

describe('an online match on the match screen', () => {
  it('is opened by the room, and a bot of the server is never played on this screen', async () => {
    const { room, store } = await joined();
    const view = await startView();
    // The bot's seat is the one to act: the server plays it, not this screen.
    room.say('match', {
      view: { ...view, acting: 1 },
      events: [],
      actions: 0,
      action: null,
      undo: null,
    });
    const { record: shown, online } = store.getState().match;
    expect(online).toEqual({ matchId: 'match-0123456789', seat: 0 });
    expect(shown?.coaches).toEqual(['human', 'heuristic']);
    expect(shown?.seed).toBe('');
    // The colour Anna chose for her team is drawn, as at one screen; the bot's team has its own.
    expect(shown?.teamColours).toEqual(['#0e7490', null]);
    expect(selectTeamColours(store.getState())).toEqual(['#0e7490', teamColour(1)]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // A bot step asked of this screen would be refused and shown: nothing is.
    expect(store.getState().match.problem).toBeNull();
    expect(store.getState().match.busy).toBe(false);
    expect(room.sent).toEqual([]);
  });

  it('draws the teams in the colours the room tells, as they change, and sends the coach’s own with his team', async () => {
    const { room, store } = await joined();
    room.say('match', {
      view: await startView(),
      events: [],
      actions: 0,
      action: null,
      undo: null,
    });
    const presence = (colours: readonly (string | null)[]) =>
      room.say('presence', {
        status: 'playing',
        seats: colours.map((colour, seat) => ({
          seat,
          kind: seat === 0 ? ('remote' as const) : ('bot-heuristic' as const),
          coach: `Coach ${seat + 1}`,
          team: `Team ${seat + 1}`,
          colour,
          ready: true,
          connected: true,
          away: false,
        })),
        spectators: 0,
        acting: 0,
        turnEndsAt: null,
      });
    presence([null, '#4d7c0f']);
    expect(store.getState().match.record?.teamColours).toEqual([null, '#4d7c0f']);
    expect(selectTeamColours(store.getState())).toEqual([teamColour(0), '#4d7c0f']);
    presence([null, null]);
    expect(store.getState().match.record?.teamColours).toBeUndefined();
    expect(selectTeamColours(store.getState())).toEqual([teamColour(0), teamColour(1)]);

    const sheet = readyTeamsFor('human')[0]!;
    store.dispatch(chooseOnlineTeam(sheet, ' Anna ', '#0e7490'));
    store.dispatch(chooseOnlineTeam(sheet, '', null));
    expect(room.sent).toEqual([
      { type: 'choose-team', payload: { sheet, coach: 'Anna', colour: '#0e7490' } },
      { type: 'choose-team', payload: { sheet } },
    ]);
  });

  it("sends the coach's action with the actions he has seen, and shows the room's answer", async () => {
    const { room, store } = await joined();
    const view = await startView();
    room.say('match', { view, events: [], actions: 3, action: null, undo: null });
    const action = view.actions[0]!;
    const played = store.dispatch(playAction(action));
    expect(room.sent).toEqual([{ type: 'act', payload: { action, at: 3 } }]);
    room.say('match', { view, events: [], actions: 4, action, undo: null });
    expect(await played).toBe(true);
    expect(store.getState().match.record?.actions).toEqual([action]);
  });

  it("shows the room's refusal in its words, and the other coaches' actions as they come", async () => {
    const { room, store } = await joined();
    const view = await startView();
    room.say('match', { view, events: [], actions: 0, action: null, undo: null });
    const played = store.dispatch(playAction(view.actions[0]!));
    room.say('refused', { to: 'act', reason: 'It is not your turn to act.' });
    expect(await played).toBe(false);
    expect(store.getState().match.problem).toBe('It is not your turn to act.');
    const other = view.actions[1]!;
    room.say('match', { view, events: [], actions: 1, action: other, undo: null });
    expect(store.getState().match.record?.actions).toEqual([other]);
  });

  it("sends the coach's Undo with the actions he has seen; the room's answer takes the steps out", async () => {
    const { room, store } = await joined();
    const view = await startView();
    const action = view.actions[0]!;
    room.say('match', { view, events: [], actions: 0, action: null, undo: null });
    room.say('match', {
      view,
      events: [],
      actions: 1,
      action,
      undo: { player: '0-1', actions: 1 },
    });
    expect(store.getState().match.undo).toEqual({ player: '0-1', actions: 1 });
    const undone = store.dispatch(undoSteps());
    expect(room.sent).toEqual([{ type: 'undo', payload: { at: 1 } }]);
    room.say('match', {
      view,
      events: [],
      actions: 0,
      action: null,
      undo: null,
      undone: { player: '0-1', actions: 1 },
    });
    expect(await undone).toBe(true);
    const { record: shown, log, undo } = store.getState().match;
    expect(shown?.actions).toEqual([]);
    expect(undo).toBeNull();
    expect(log.at(-1)?.text).toMatch(/^Undo: the last action of .+ taken back/);
  });

  it("tells a screen of the acting coach's Undo in its log, and shows the room's refusal of one", async () => {
    const { room, store } = await joined();
    const view = await startView();
    room.say('match', { view, events: [], actions: 2, action: null, undo: null });
    room.say('match', {
      view,
      events: [],
      actions: 0,
      action: null,
      undo: null,
      undone: { player: '0-2', actions: 2 },
    });
    expect(store.getState().match.log.at(-1)?.text).toMatch(/^Undo: the last 2 actions of /);
    const refused = store.dispatch(undoSteps());
    room.say('refused', { to: 'undo', reason: 'Nothing to undo: a die was rolled.' });
    expect(await refused).toBe(false);
    expect(store.getState().match.problem).toBe('Nothing to undo: a die was rolled.');
  });

  it('narrates the whole match so far to a screen that joins it, and what it missed to one that comes back', async () => {
    const { room, store } = await joined();
    const view = await startView();
    // The match's start and its first action, as the room tells them.
    const started = startMatch(record.map, record.teams, record.seed, record.options);
    if ('error' in started) throw new Error(started.error);
    const first = apply(started.state, legalActions(started.state)[0]!);
    if ('error' in first) throw new Error(first.error);
    const history = [...started.events, ...first.events];
    room.say('match', { view, events: history, actions: 1, action: null, undo: null });
    const texts = () => store.getState().match.log.map((line) => line.text);
    expect(texts()).toEqual(narrate(history, view.state));
    expect(texts().length).toBeGreaterThan(1);
    // Back after a drop: the log goes on with what happened meanwhile.
    room.say('match', { view, events: first.events, actions: 2, action: null, undo: null });
    expect(texts()).toEqual([
      ...narrate(history, view.state),
      ...narrate(first.events, view.state),
    ]);
  });

  it('takes the steps an Undo takes back out of the log, those told as the screen joined or came back too', async () => {
    const { room, store } = await joined();
    const view = await startView();
    // The match's start and three actions: two told as the screen joins, one as it comes back.
    const started = startMatch(record.map, record.teams, record.seed, record.options);
    if ('error' in started) throw new Error(started.error);
    const steps = [];
    let state = started.state;
    for (let i = 0; i < 3; i++) {
      const step = apply(state, legalActions(state)[0]!);
      if ('error' in step) throw new Error(step.error);
      steps.push(step.events);
      state = step.state;
    }
    const [a, b, c] = steps as [GameEvent[], GameEvent[], GameEvent[]];
    const start = started.events.length;
    const joining = [...started.events, ...a, ...b];
    room.say('match', {
      view,
      events: joining,
      actionStarts: [start, start + a.length],
      actions: 2,
      action: null,
      undo: null,
    });
    room.say('match', { view, events: c, actionStarts: [0], actions: 3, action: null, undo: null });
    const texts = () => store.getState().match.log.map((line) => line.text);
    const told = [started.events, a, b, c].flatMap((events) => narrate(events, view.state));
    expect(texts()).toEqual(told);
    // The last two actions are taken back: their lines leave every screen's log.
    room.say('match', {
      view,
      events: [],
      actions: 1,
      action: null,
      undo: null,
      undone: { player: null, actions: 2 },
    });
    const kept = [started.events, a].flatMap((events) => narrate(events, view.state));
    expect(kept.length).toBeLessThan(told.length);
    expect(texts().slice(0, -1)).toEqual(kept);
    expect(texts().at(-1)).toMatch(/^Undo: the last 2 actions taken back/);
  });

  it('shows a screen that comes back after an Undo made while it was away the match as it stands, as a screen there all along', async () => {
    const { room, store } = await joined();
    const view = await startView();
    const started = startMatch(record.map, record.teams, record.seed, record.options);
    if ('error' in started) throw new Error(started.error);
    const play = (state: typeof started.state, i = 0) => {
      const step = apply(state, legalActions(state)[i]!);
      if ('error' in step) throw new Error(step.error);
      return step;
    };
    const a = play(started.state);
    const b = play(a.state);
    // Played after the Undo took a and b back.
    const c = play(started.state, 1);
    expect(narrate(c.events, view.state).length).toBeGreaterThan(0);
    const start = started.events.length;
    room.say('match', {
      view,
      events: [...started.events, ...a.events, ...b.events],
      actionStarts: [start, start + a.events.length],
      actions: 2,
      action: null,
      undo: null,
    });
    const texts = () => store.getState().match.log.map((line) => line.text);
    // Away, then back: the room tells the Undo made meanwhile and what was played since.
    room.say('match', {
      view,
      events: c.events,
      actionStarts: [0],
      actions: 1,
      action: null,
      undo: null,
      undone: { player: null, actions: 2 },
    });
    const undoLine =
      'Undo: the last 2 actions taken back, as if never played (no die had been rolled).';
    expect(texts()).toEqual([
      ...narrate(started.events, view.state),
      undoLine,
      ...narrate(c.events, view.state),
    ]);
    // Its log goes on as a live screen's: a later Undo takes the step played since out too.
    room.say('match', {
      view,
      events: [],
      actions: 0,
      action: null,
      undo: null,
      undone: { player: null, actions: 1 },
    });
    expect(texts()).toEqual([
      ...narrate(started.events, view.state),
      undoLine,
      'Undo: the last action taken back, as if never played (no die had been rolled).',
    ]);
  });

  it('makes the log anew, not doubled, of the whole match told to a screen that joins the room again after losing it', async () => {
    const { room, store } = await joined();
    const view = await startView();
    const started = startMatch(record.map, record.teams, record.seed, record.options);
    if ('error' in started) throw new Error(started.error);
    const a = apply(started.state, legalActions(started.state)[0]!);
    if ('error' in a) throw new Error(a.error);
    const b = apply(started.state, legalActions(started.state)[1]!);
    if ('error' in b) throw new Error(b.error);
    const start = started.events.length;
    room.say('match', {
      view,
      events: [...started.events, ...a.events],
      actionStarts: [start],
      actions: 1,
      action: null,
      undo: null,
    });
    store.dispatch(tackleZoneAnswerChosen({ coach: 0, mover: 1, answer: 'mark' }));
    const answers = store.getState().match.record?.tackleZoneAnswers;
    expect(answers).toBeDefined();
    // The room is lost (a restart of the server): the screen joins it again, and is told the
    // whole match, which has had an Undo and another action meanwhile.
    await room.leave();
    await new Promise((resolve) => setTimeout(resolve, 700));
    room.say('welcome', {
      matchId: 'match-0123456789',
      seat: 0,
      team: null,
      map: record.map,
      options: {},
      settings: { turnSeconds: null },
    });
    room.say('match', {
      view,
      events: [...started.events, ...b.events],
      actionStarts: [start],
      actions: 1,
      action: null,
      undo: null,
    });
    const { log, record: shown } = store.getState().match;
    expect(log.map((line) => line.text)).toEqual(
      narrate([...started.events, ...b.events], view.state),
    );
    // The coach's standing answers chosen at this screen stay.
    expect(shown?.tackleZoneAnswers).toEqual(answers);
  });
});
