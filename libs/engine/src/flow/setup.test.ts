import { sampleMaps, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import type { Action } from '../model/actions';
import type { GameState } from '../model/state';
import { areaSquares, sameSquare } from '../board/squares';
import { readyTeamsFor, teamSetup } from '../rosters';
import { play } from '../testing/fixture';
import { finishSetup } from '../testing/matches';
import { draftOf } from '../rules/context';
import { rollOff } from './roll-off';
import { autoPlacement, startMatch } from './setup';

const trainingHall = sampleMaps[0].map;
const teams = [teamSetup(readyTeamsFor('human')[0]!), teamSetup(readyTeamsFor('orc')[0]!)];

function started(map: DungeonMap = trainingHall, seed = 'setup'): GameState {
  const result = startMatch(map, teams, seed);
  if ('error' in result) throw new Error(result.error);
  return result.state;
}

describe('match setup', () => {
  it.each(sampleMaps.map((s) => [s.id, s.map] as const))(
    'DB-SETUP-1: on %s the match begins with the dungeon laid out, its 6 chests and 6 teleporters in place, and the end zones to choose',
    (_, map) => {
      const state = started(map);
      expect(state.board.floors).toEqual(map.floors.map((f) => f.rows));
      expect(state.chests.map((c) => c.at)).toEqual(map.chests);
      expect(state.board.teleporters.map((t) => t.number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(state.pending.map((d) => d.kind)).toEqual(['choose-end-zone']);
      expect(state.teams.every((t) => t.endZone === null)).toBe(true);
    },
  );

  it('DB-SETUP-12: each team rolls 2D6, the highest first; ties are rolled again among the tied teams only', () => {
    const state = started();
    const draft = draftOf(state);
    draft.dice.forced = [3, 3, 6, 6, 3, 3, 1, 1, 2, 2, 1, 1, 5, 5];
    // Four teams: 6, 12, 6, 2 → team 1 first, team 3 last; teams 0 and 2 tie and roll again: 4, 10.
    const { order, rolls } = rollOff(draft, [0, 1, 2, 3]);
    expect(rolls[0]!.map((r) => r.dice)).toEqual([
      [3, 3],
      [6, 6],
      [3, 3],
      [1, 1],
    ]);
    expect(rolls[1]).toEqual([
      { team: 0, dice: [2, 2] },
      { team: 2, dice: [1, 1] },
    ]);
    expect(order).toEqual([1, 0, 2, 3]);
  });

  it('DB-SETUP-12: the winner of the roll-off chooses his end zone first, among all of them', () => {
    const state = started();
    const first = state.order[0]!;
    expect(state.pending).toEqual([
      { kind: 'choose-end-zone', team: first, options: trainingHall.endZones.map((z) => z.id) },
    ]);
    expect(state.setup?.rolls.length).toBeGreaterThan(0);
  });

  it('DB-SETUP-14, DB-MATCH-10: a team sets up exactly 6 players, only in its own end zone', () => {
    let state = started();
    const first = state.order[0]!;
    const zone = trainingHall.endZones[0]!;
    state = play(state, { type: 'choose-end-zone', endZone: zone.id }).state;
    const places = legalActions(state).filter((a) => a.type === 'place');
    expect(places.length).toBeGreaterThan(0);
    for (const a of places) {
      if (a.type !== 'place') continue;
      expect(a.square.x).toBeGreaterThanOrEqual(zone.x);
      expect(a.square.x).toBeLessThan(zone.x + zone.width);
      expect(a.square.y).toBeGreaterThanOrEqual(zone.y);
      expect(a.square.y).toBeLessThan(zone.y + zone.height);
    }
    expect(legalActions(state)).not.toContainEqual({ type: 'setup-done' });
    const actions = autoPlacement(state);
    state = play(state, ...actions.slice(0, -1)).state;
    expect(state.players.filter((p) => p.team === first && p.box === null)).toHaveLength(6);
    const inReserves = new Set(state.players.filter((p) => p.box === 'reserves').map((p) => p.id));
    const fromReserves = legalActions(state).filter(
      (a) => a.type === 'place' && inReserves.has(a.player),
    );
    expect(fromReserves).toEqual([]); // a seventh player may not be set up
    expect(legalActions(state)).toContainEqual({ type: 'setup-done' });
  });

  it('DB-SETUP-14: apply refuses a seventh player, a square off the end zone or taken, taking back one in the Reserves, and setting up too few', () => {
    let state = started();
    const zone = trainingHall.endZones[0]!;
    state = play(state, { type: 'choose-end-zone', endZone: zone.id }).state;
    const placements = autoPlacement(state).slice(0, -1);
    const [first, ...others] = placements as Extract<Action, { type: 'place' }>[];
    const outside = { floor: zone.floor, x: zone.x + zone.width, y: zone.y };
    expect(apply(state, { ...first!, square: outside })).toHaveProperty('error');
    expect(apply(state, { type: 'unplace', player: first!.player })).toHaveProperty('error');
    expect(apply(state, { type: 'setup-done' })).toHaveProperty('error');
    state = play(state, first!).state;
    expect(apply(state, { ...others[0]!, square: first!.square })).toHaveProperty('error');
    expect(apply(state, { type: 'unplace', player: first!.player })).not.toHaveProperty('error');
    state = play(state, ...others).state;
    const reserve = state.players.find((p) => p.team === state.turn.team && p.box === 'reserves')!;
    const free = areaSquares(zone).find((q) => !state.players.some((p) => sameSquare(p.at, q)))!;
    expect(apply(state, { type: 'place', player: reserve.id, square: free })).toHaveProperty(
      'error',
    );
    expect(apply(state, { ...first!, square: free })).not.toHaveProperty('error'); // moved over
    expect(apply(state, { type: 'setup-done' })).not.toHaveProperty('error');
  });

  it('DB-SETUP-14, BB-NA-8: a team with fewer than 6 players sets up all of them, with no journeymen', () => {
    const few = [{ ...teams[0]!, players: teams[0]!.players.slice(0, 4) }, teams[1]!];
    const result = startMatch(trainingHall, few, 'few');
    if ('error' in result) throw new Error(result.error);
    const choose = { type: 'choose-end-zone', endZone: trainingHall.endZones[0]!.id } as const;
    let state = play(result.state, choose).state;
    if (state.order[0] === 1) {
      state = play(state, ...autoPlacement(state)).state;
      state = play(state, { ...choose, endZone: trainingHall.endZones[1]!.id }).state;
    }
    expect(state.pending.at(-1)).toMatchObject({ kind: 'set-up', team: 0, count: 4 });
  });

  it('DB-SETUP-13: the second team chooses among the end zones left; unchosen end zones stay ordinary squares', () => {
    let state = started();
    const [first, second] = state.order as [number, number];
    const zones = trainingHall.endZones.map((z) => z.id);
    state = play(state, { type: 'choose-end-zone', endZone: zones[0]! }).state;
    state = play(state, ...autoPlacement(state)).state;
    expect(state.pending.at(-1)).toEqual({
      kind: 'choose-end-zone',
      team: second,
      options: zones.slice(1),
    });
    expect(apply(state, { type: 'choose-end-zone', endZone: zones[0]! })).toHaveProperty('error');
    state = play(state, { type: 'choose-end-zone', endZone: zones[1]! }).state;
    state = play(state, ...autoPlacement(state)).state;
    expect(state.teams[first]!.endZone).toBe(zones[0]);
    expect(state.teams[second]!.endZone).toBe(zones[1]);
  });

  it('DB-MATCH-11: the winner of the roll-off plays the first team turn, then the teams alternate', () => {
    const state = finishSetup(started());
    expect(state.turn).toMatchObject({ team: state.order[0], number: 1, round: 1 });
    const next = play(state, { type: 'end-turn' }).state;
    expect(next.turn).toMatchObject({ team: state.order[1], number: 2, round: 1 });
    const third = play(next, { type: 'end-turn' }).state;
    expect(third.turn).toMatchObject({ team: state.order[0], number: 3, round: 2 });
  });

  it('DB-SETUP-7, DB-SETUP-8, DB-MATCH-3: the ball is hidden in exactly one of the 6 chests, chosen by the seeded dice; the other five are trapped', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const state = started(trainingHall, `chest-${seed}`);
      expect(state.chests).toHaveLength(6);
      expect(state.chests.filter((c) => c.ball)).toHaveLength(1);
      expect(state.ball.at).toBeNull(); // no kick-off: the ball is in its chest
      seen.add(state.chests.findIndex((c) => c.ball));
    }
    expect(seen.size).toBe(6); // every chest, the first and the last, may hold it
    expect(started(trainingHall, 'same').chests).toEqual(started(trainingHall, 'same').chests);
  });

  it('DB-MATCH-1: a match has 2 to 4 teams, and a dungeon needs an end zone for each', () => {
    expect(startMatch(trainingHall, [teams[0]!], 's')).toEqual({
      error: expect.stringContaining('DB-MATCH-1'),
    });
    const pyramid = sampleMaps.find((m) => m.id === 'pyramid-of-death')!.map;
    const five = [...teams, ...teams, teams[0]!];
    expect(startMatch(pyramid, five, 's')).toHaveProperty('error');
    const oneZone = { ...trainingHall, endZones: trainingHall.endZones.slice(0, 1) };
    expect(startMatch(oneZone, teams, 's')).toEqual({
      error: expect.stringContaining('end zones'),
    });
  });

  it("DB-MATCH-2, DB-MATCH-1: with Jervis's rules a match is played by 2 teams; 3 or 4 play by Torguer's", () => {
    const pyramid = sampleMaps.find((m) => m.id === 'pyramid-of-death')!.map;
    const jervis = { ruleset: 'jervis-1998' } as const;
    for (const count of [3, 4]) {
      const crowd = [...teams, ...teams].slice(0, count);
      expect(startMatch(pyramid, crowd, 's', jervis)).toEqual({
        error: `With Jervis Johnson's rules (1998) a match is played by 2 teams, not ${count}: 3 or 4 teams play by Torguer's (DB-MATCH-2, DB-MATCH-1).`,
      });
      expect(startMatch(pyramid, crowd, 's')).toHaveProperty('state');
    }
    expect(startMatch(pyramid, teams, 's', jervis)).toHaveProperty('state');
    // The map's ruleset counts as the options' does.
    const jervisMap = { ...pyramid, ruleset: 'jervis-1998' as const };
    expect(startMatch(jervisMap, [...teams, teams[0]!], 's')).toHaveProperty('error');
    expect(
      startMatch(jervisMap, [...teams, teams[0]!], 's', { ruleset: 'torguer-2021' }),
    ).toHaveProperty('state');
  });

  it("DB-GEN-2: the map's ruleset is the match's unless the options choose the other", () => {
    const jervis = { ...trainingHall, ruleset: 'jervis-1998' as const };
    const a = startMatch(jervis, teams, 's');
    const b = startMatch(jervis, teams, 's', { ruleset: 'torguer-2021' });
    expect('state' in a && a.state.options.ruleset).toBe('jervis-1998');
    expect('state' in b && b.state.options.ruleset).toBe('torguer-2021');
  });
});
