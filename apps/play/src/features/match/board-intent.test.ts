import { describe, expect, it } from 'vitest';
import { autoPlacement, type MatchView } from '@dungeonbowl/engine';
import { clickIntent } from './board-intent';
import { reachOf } from './reach';
import { act, openSession, type MatchSession } from './match-session';
import { testRecord } from './test-record';

function humanMatch(): { session: MatchSession; view: MatchView } {
  const result = openSession(testRecord(['human', 'human'], 'intent-test'));
  if ('error' in result) throw new Error(result.error);
  return { session: result.session, view: result.update.view };
}

/** Chooses end zones and sets both teams up as the auto-place button does. */
function setUp(start: { session: MatchSession; view: MatchView }) {
  let { session, view } = start;
  while (view.state.pending.length > 0) {
    const zone = view.actions.find((a) => a.type === 'choose-end-zone');
    for (const action of zone ? [zone] : autoPlacement(view.state)) {
      const step = act(session, action);
      if ('error' in step) throw new Error(step.error);
      ({
        session,
        update: { view },
      } = step);
    }
  }
  return { session, view };
}

describe('reading a click on the board', () => {
  it('during set-up, a click on a free end-zone square places the chosen Reserve there', () => {
    let { session, view } = humanMatch();
    const zone = view.actions.find((a) => a.type === 'choose-end-zone');
    if (zone) {
      const step = act(session, zone);
      if ('error' in step) throw new Error(step.error);
      ({
        session,
        update: { view },
      } = step);
    }
    const place = view.actions.find((a) => a.type === 'place')!;
    if (place.type !== 'place') throw new Error('no placement offered');
    const other = view.actions.find((a) => a.type === 'place' && a.player !== place.player);
    const chosen = other?.type === 'place' ? other.player : place.player;
    expect(clickIntent(view, chosen, place.square)).toEqual({
      kind: 'act',
      action: { type: 'place', player: chosen, square: place.square },
    });
    expect(clickIntent(view, chosen, { floor: 0, x: 12, y: 7 })).toEqual({
      kind: 'explain',
      reason: expect.stringMatching(/end zone/),
    });
  });

  it('a click on one of the coach’s players selects him; a click on an empty square out of reach is explained', () => {
    const { view } = setUp(humanMatch());
    const mine = view.state.players.find(
      (p) => p.team === view.viewer && p.box === null && p.at !== null,
    )!;
    expect(clickIntent(view, null, mine.at!)).toEqual({ kind: 'select', player: mine.id });
    expect(clickIntent(view, mine.id, { floor: 0, x: 13, y: 1 })).toEqual({
      kind: 'explain',
      reason: expect.any(String),
    });
  });

  it('once a player is moving, a click on a square he may step to moves him there', () => {
    let { session, view } = setUp(humanMatch());
    const activate = view.actions.find((a) => a.type === 'activate' && a.action === 'move')!;
    const step = act(session, activate);
    if ('error' in step) throw new Error(step.error);
    ({
      session,
      update: { view },
    } = step);
    const move = view.actions.find((a) => a.type === 'move')!;
    if (move.type !== 'move') throw new Error('no move offered');
    expect(
      clickIntent(view, activate.type === 'activate' ? activate.player : null, move.to),
    ).toEqual({
      kind: 'act',
      action: move,
    });
  });

  it('while a bot or nobody is to act, clicks are explained', () => {
    const { view } = humanMatch();
    const spectator = { ...view, viewer: null, actions: [] };
    expect(clickIntent(spectator, null, { floor: 0, x: 3, y: 3 })).toEqual({
      kind: 'explain',
      reason: 'A bot is playing: wait for your turn.',
    });
  });

  it('with one of his players chosen, a click on a wall, a chest or a square out of his reach says why, and keeps him chosen', () => {
    const { view } = setUp(humanMatch());
    const start = view.actions.find((a) => a.type === 'activate' && a.action === 'move')!;
    if (start.type !== 'activate') throw new Error('no activation offered');
    const p = view.state.players.find((q) => q.id === start.player)!;
    const plan = reachOf(view, p.id);
    expect(clickIntent(view, p.id, { floor: 0, x: 0, y: 0 }, plan)).toEqual({
      kind: 'explain',
      reason: 'That square is a wall.',
    });
    const far = { floor: 0, x: p.at!.x <= 12 ? 24 : 1, y: 13 };
    expect(clickIntent(view, p.id, far, plan)).toEqual({
      kind: 'explain',
      reason: `That square is out of ${p.name}’s reach.`,
    });
    expect(clickIntent(view, p.id, view.state.chests[0]!.at, plan)).toEqual({
      kind: 'explain',
      reason: expect.stringMatching(/chest .*DB-CHEST-3/),
    });
  });

  it('BB-MOVE-7: a click on an opponent, while a Prone blitzer of his is acting, stands him up first', () => {
    let { session, view } = setUp(humanMatch());
    const blitz = view.actions.find((a) => a.type === 'activate' && a.action === 'blitz')!;
    if (blitz.type !== 'activate') throw new Error('no Blitz offered');
    const step = act(session, blitz);
    if ('error' in step) throw new Error(step.error);
    ({
      session,
      update: { view },
    } = step);
    // The view the engine gives for a Prone blitzer: standing up is offered, no block yet.
    const prone: MatchView = {
      ...view,
      state: {
        ...view.state,
        players: view.state.players.map((p) =>
          p.id === blitz.player ? { ...p, stance: 'prone' } : p,
        ),
      },
      actions: [{ type: 'stand-up' }, { type: 'end-activation' }, { type: 'end-turn' }],
    };
    const opponent = view.state.players.find((p) => p.team !== view.viewer && p.at !== null)!;
    expect(clickIntent(prone, blitz.player, opponent.at!)).toEqual({
      kind: 'stand-up-first',
      square: opponent.at,
    });
  });
});
