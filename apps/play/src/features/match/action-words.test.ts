import { describe, expect, it } from 'vitest';
import {
  autoPlacement,
  type Decision,
  type MatchView,
  type PublicState,
} from '@dungeonbowl/engine';
import { actionSquare, actionWords, decisionWords } from './action-words';
import { act, openSession, type MatchSession } from './match-session';
import { testRecord } from './test-record';

function opened(): { session: MatchSession; view: MatchView } {
  const result = openSession(testRecord(['human', 'human'], 'words-test'));
  if ('error' in result) throw new Error(result.error);
  return { session: result.session, view: result.update.view };
}

/** A state with one decision waiting, the rest as in a real match. */
const waiting = (state: PublicState, decision: PublicState['pending'][number]): PublicState => ({
  ...state,
  pending: [decision],
});

describe('the prompts and buttons of a match', () => {
  it('DB-SETUP-12: the roll-off winner is asked for his end zone, one button a free zone', () => {
    const { view } = opened();
    const team = view.state.teams[view.viewer!]!.name;
    expect(decisionWords(view.state)).toBe(`${team}: choose your end zone.`);
    const zones = view.actions.filter((a) => a.type === 'choose-end-zone');
    expect(zones.map((a) => actionWords(a, view.state))).toEqual([
      'Take end zone Z1',
      'Take end zone Z2',
    ]);
  });

  it('DB-SETUP-14: set-up asks for the six players, and a placement names the player and his square', () => {
    let { session, view } = opened();
    const zone = view.actions.find((a) => a.type === 'choose-end-zone')!;
    const step = act(session, zone);
    if ('error' in step) throw new Error(step.error);
    ({
      session,
      update: { view },
    } = step);
    expect(decisionWords(view.state)).toMatch(/: set up 6 players in end zone Z[12]\.$/);
    const place = autoPlacement(view.state)[0]!;
    expect(actionWords(place, view.state)).toMatch(/^Place .+ \(#\d+ .+\) at \(\d+, \d+\)$/);
    expect(actionSquare(place, view.state)).toEqual(place.type === 'place' ? place.square : null);
  });

  it('BB-BLOCK-4: the block die prompt names both players and each button its face', () => {
    const { view } = opened();
    const [a, d] = [view.state.players[0]!, view.state.players.find((p) => p.team === 1)!];
    const state = waiting(view.state, {
      kind: 'block-die',
      team: 0,
      attacker: a.id,
      defender: d.id,
      dice: ['pow', 'both-down'],
    });
    expect(decisionWords(state)).toBe(
      `${state.teams[0]!.name}: choose the block die for ${a.name} (#${a.number} ${a.position}) against ${d.name} (#${d.number} ${d.position}).`,
    );
    expect(actionWords({ type: 'choose-block-die', index: 0 }, state)).toBe('Choose POW!');
    expect(actionWords({ type: 'choose-block-die', index: 1 }, state)).toBe('Choose Both Down');
  });

  it('DB-TELE-2: the follow-up question warns when the square to follow into is a teleporter', () => {
    const { view } = opened();
    const a = view.state.players[0]!;
    const teleporter = view.state.board.teleporters[0]!.at;
    const followUp = (square: typeof teleporter) =>
      waiting(view.state, { kind: 'follow-up', team: 0, attacker: a.id, square });
    expect(decisionWords(followUp(teleporter))).toMatch(
      /follow up\? The square is a teleporter: following up teleports him at once \(DB-TELE-2\)\.$/,
    );
    expect(decisionWords(followUp({ ...teleporter, x: teleporter.x + 1 }))).toMatch(/follow up\?$/);
  });

  it('BB-RR-1: a failed roll asks for a re-roll with its target and roll; the answers are plain', () => {
    const { view } = opened();
    const p = view.state.players[0]!;
    const state = waiting(view.state, {
      kind: 'reroll',
      team: 0,
      teamReroll: true,
      pro: false,
      test: {
        kind: 'dodge',
        player: p.id,
        from: { floor: 0, x: 1, y: 1 },
        square: { floor: 0, x: 2, y: 1 },
        beforeLeaving: false,
        target: 3,
        modifier: 0,
        rolled: 2,
        skills: [],
      },
    });
    expect(decisionWords(state)).toMatch(
      /failed a dodge roll \(needed 3\+, rolled 2\)\. Re-roll\?$/,
    );
    expect(actionWords({ type: 'use-reroll', source: 'team' }, state)).toBe('Use a team re-roll');
    expect(actionWords({ type: 'use-reroll', source: 'none' }, state)).toBe('Accept the roll');
  });

  it('DB-MULTI-4: a third team’s coach is asked whether his player assists, one button a side and one for nobody', () => {
    const { view } = opened();
    const [a, d] = [view.state.players[0]!, view.state.players.find((p) => p.team === 1)!];
    const helper = view.state.players[1]!;
    const state = waiting(view.state, {
      kind: 'assist',
      team: 1,
      player: helper.id,
      action: 'block',
      attacker: a.id,
      defender: d.id,
      sides: [a.id, d.id],
    });
    const name = (p: typeof a) => `${p.name} (#${p.number} ${p.position})`;
    expect(decisionWords(state)).toBe(
      `${state.teams[1]!.name}: ${name(a)} blocks ${name(d)}. Does ${name(helper)} assist either side?`,
    );
    expect(actionWords({ type: 'assist', helps: d.id }, state)).toBe(`Assist ${name(d)}`);
    expect(actionWords({ type: 'assist', helps: null }, state)).toBe('Assist nobody');
    expect(actionSquare({ type: 'assist', helps: d.id }, state)).toEqual(d.at);
  });

  it('DB-MULTI-5: a coach is asked whether his players mark a mover for one step; the buttons name him', () => {
    const { view } = opened();
    const mover = view.state.players[0]!;
    const state = waiting(view.state, {
      kind: 'tackle-zones',
      team: 1,
      player: mover.id,
      test: { kind: 'step', from: { floor: 0, x: 2, y: 2 }, to: { floor: 0, x: 3, y: 2 } },
    });
    const name = `${mover.name} (#${mover.number} ${mover.position})`;
    expect(decisionWords(state)).toBe(
      `${state.teams[1]!.name}: ${name} moves from (2, 2) to (3, 2). Do your players mark him for this step?`,
    );
    expect(actionWords({ type: 'mark', mark: true }, state)).toBe(`Mark ${name}`);
    expect(actionWords({ type: 'mark', mark: false }, state)).toBe(`Let ${name} through`);
  });

  it('DB-MULTI-5: a coach is asked about a Passing test, a catch or an interference by name', () => {
    const { view } = opened();
    const p = view.state.players[0]!;
    const name = `${p.name} (#${p.number} ${p.position})`;
    const asked = (test: Extract<Decision, { kind: 'tackle-zones' }>['test']) =>
      waiting(view.state, { kind: 'tackle-zones', team: 1, player: p.id, test });
    const pass = asked({ kind: 'pass', target: { floor: 0, x: 5, y: 2 }, ricochet: false });
    expect(decisionWords(pass)).toBe(
      `${view.state.teams[1]!.name}: ${name} throws the ball to (5, 2). Do your players mark him for his Passing test?`,
    );
    expect(actionWords({ type: 'mark', mark: false }, pass)).toBe(`Leave ${name} unmarked`);
    const catching = asked({ kind: 'catch', ballModifier: 0, deflected: false });
    expect(decisionWords(catching)).toContain('tries to catch the ball');
    const jumping = asked({
      kind: 'jump',
      from: { floor: 0, x: 2, y: 2 },
      to: { floor: 0, x: 4, y: 2 },
    });
    expect(decisionWords(jumping)).toContain('jumps from (2, 2) to (4, 2)');
    expect(actionWords({ type: 'mark', mark: false }, jumping)).toBe(`Let ${name} through`);
  });

  it('DB-PASS-15: the ricochet question names the player it comes to and his square', () => {
    const { view } = opened();
    const p = view.state.players.find((q) => q.team === 1)!;
    const at = { floor: 0, x: 5, y: 3 };
    const players = view.state.players.map((q) => (q.id === p.id ? { ...q, at } : q));
    const state = waiting(
      { ...view.state, players },
      { kind: 'ricochet-catch', team: 1, player: p.id },
    );
    expect(decisionWords(state)).toBe(
      `${state.teams[1]!.name}: the ricochet comes to ${p.name} (#${p.number} ${p.position}) at (5, 3). Does he try to catch it?`,
    );
  });

  it('nothing waiting, nothing asked', () => {
    const { view } = opened();
    expect(decisionWords({ ...view.state, pending: [] })).toBeNull();
  });
});
