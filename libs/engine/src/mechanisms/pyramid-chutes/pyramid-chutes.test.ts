import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
import type { Action } from '../../model/actions';
import { boardFromMap } from '../../flow/create';
import type { GameState } from '../../model/state';
import { board, named, play } from '../../testing/fixture';
import type { ChuteSpot } from '../chute/data';
import { moveBetween } from '../../board/dungeon';
import { mechanismData } from '../registry';
import type { BoatPlace } from '../boats/places';
import type { PyramidChutesData } from './data';

const f = (floor: number) => (x: number, y: number) => ({ floor, x, y });
const [f0, f1, f2] = [f(0), f(1), f(2)];

/**
 * A chute with an access at (1, 1) of the first floor and one at (1, 2) of the second, down into
 * a pool on the ground floor: its foot at (5, 1), the next square (4, 1), then (3, 1).
 */
const ground = ['#######', '#.~~~~#', '#.~~~~#', '#######'];
const upper = ['#######', '#.....#', '#.....#', '#######'];
const spot: ChuteSpot = {
  id: 'chute-A',
  entries: [f1(1, 1), f2(1, 2)],
  exit: f0(5, 1),
  landing: [f0(4, 1), f0(3, 1), f0(4, 2), f0(3, 2)],
};
const withChute = (boats: readonly BoatPlace[] = []) =>
  board(ground, upper, upper)
    .mechanism('pyramid-chutes', { chutes: [spot] } satisfies PyramidChutesData)
    .mechanism('boats', { boats });
const [foot, next, beyond] = [f0(5, 1), f0(4, 1), f0(3, 1)];

const activate = (id: string, action: 'move' | 'block' = 'move'): Action => ({
  type: 'activate',
  player: id,
  action,
});
const jumpIn = (id: string): Action[] => [activate(id), { type: 'move', to: f1(1, 1) }];
const moves = (state: GameState) =>
  legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));
/** Plays the actions, every die given to the fixture used. */
const settled = (start: GameState, ...actions: Action[]) => {
  const result = play(start, ...actions);
  expect(result.state.dice.forced).toEqual([]);
  return result;
};

describe('the Pyramid chutes', () => {
  it('DB-PCHUTE-2, DB-PCHUTE-3: a player jumps in for 1 square, masters the landing and stands at the foot, free to go on through the water', () => {
    // AG 3+ or ST 3 (4+): the Agility test, 3 passes.
    const start = withChute().player('slider', 2, 1, { floor: 1 }).withDice([3]).build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', target: 3, modifier: 0, success: true }),
    );
    expect(named(state, 'slider')).toMatchObject({ at: foot, stance: 'standing' });
    expect(state.turn.activation).toMatchObject({ player: '0-1', spent: 1 });
    expect(moves(state)).toContainEqual(next);
    expect(state.turn.turnover).toBeNull();
  });

  it('DB-PCHUTE-5: a failed landing: Prone in the square after the foot, an Armour roll, the ball bouncing from there, a turnover', () => {
    // Fails (2); Armour 3 + 3 holds; the ball bounces east (5), to the foot.
    const start = withChute()
      .player('slider', 2, 1, { floor: 1 })
      .ballHeldBy('slider')
      .withDice([2, 3, 3, 5])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(named(state, 'slider')).toMatchObject({ at: next, stance: 'prone' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 0 }));
    expect(state.ball).toEqual({ at: foot, carrier: null });
    expect(state.turn.team).toBe(1);
  });

  it('DB-PCHUTE-4, DB-PCHUTE-1: pushed and Knocked Down into the second-floor access, he fails without a test', () => {
    // The defender, next to the access, is precarious: his roll (2); POW (6); Armour 3 + 3 holds.
    const start = withChute()
      .player('attacker', 3, 2, { floor: 2 })
      .player('defender', 2, 2, { floor: 2, team: 1 })
      .withDice([2, 6, 3, 3])
      .build();
    const { state, events } = settled(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f2(1, 2) },
      { type: 'follow-up', follow: false },
    );
    expect(events).not.toContainEqual(expect.objectContaining({ test: 'floor-landing' }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'fell', to: next, floors: 2 }));
    expect(named(state, 'defender')).toMatchObject({ at: next, stance: 'prone' });
    expect(state.turn.team).toBe(0); // an opponent falling is no turnover
  });

  it('DB-PCHUTE-2, DB-FLOOR-4: pushed in Standing, he makes the test at −1', () => {
    // Precarious roll (2); Push (3); the test at −1 for the push: 4 passes 3+.
    const start = withChute()
      .player('attacker', 3, 1, { floor: 1 })
      .player('defender', 2, 1, { floor: 1, team: 1 })
      .withDice([2, 3, 4])
      .build();
    const { state, events } = settled(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(1, 1) },
      { type: 'follow-up', follow: false },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', modifier: -1, success: true }),
    );
    expect(named(state, 'defender')).toMatchObject({ at: foot, stance: 'standing' });
  });

  it('DB-PCHUTE-7: the foot taken, the player there is pushed on along the chute, everyone behind him too, and both make an Armour roll', () => {
    // Test passed (3); Armour 3 + 3 for the player hit, then 3 + 3 for the slider.
    const start = withChute()
      .player('slider', 2, 1, { floor: 1 })
      .player('hit', 5, 1, { team: 1 })
      .player('behind', 4, 1, { team: 1 })
      .withDice([3, 3, 3, 3, 3])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(named(state, 'slider')).toMatchObject({ at: foot, stance: 'standing' });
    expect(named(state, 'hit')).toMatchObject({ at: next, stance: 'standing' });
    expect(named(state, 'behind').at).toEqual(beyond);
    expect(events.filter((e) => e.type === 'armour').map((e) => e.player)).toEqual(['1-1', '0-1']);
    expect(state.turn.turnover).toBeNull();
  });

  it('DB-PCHUTE-7, DB-PCHUTE-5: failing onto a player in the square after the foot, he pushes him on and both make an Armour roll', () => {
    // Fails (2); the slider's Armour 3 + 3, then the hit player's 3 + 3.
    const start = withChute()
      .player('slider', 2, 1, { floor: 1 })
      .player('hit', 4, 1, { team: 1 })
      .withDice([2, 3, 3, 3, 3])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(named(state, 'slider')).toMatchObject({ at: next, stance: 'prone' });
    expect(named(state, 'hit').at).toEqual(beyond);
    expect(events.filter((e) => e.type === 'armour').map((e) => e.player)).toEqual(['0-1', '1-1']);
  });

  it('DB-PCHUTE-6: a boat in an arrival square is pushed away and the player in it falls into the water, Prone and unhurt', () => {
    // The boat's rear at (4, 1), its bow at (4, 2). Test passed (3); the D8 (8) puts its player
    // at (5, 2); the boat goes one square west.
    const boat: BoatPlace = { id: 'boat-1', at: next, facing: 'south' };
    const start = withChute([boat])
      .player('slider', 2, 1, { floor: 1 })
      .player('rower', 4, 1, { team: 1 })
      .withDice([3, 8])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(events).toContainEqual({ type: 'boat-pushed', boat: 'boat-1' });
    expect(named(state, 'rower')).toMatchObject({ at: f0(5, 2), stance: 'prone' });
    expect(events).not.toContainEqual(expect.objectContaining({ type: 'armour' }));
    expect(state.mechanismState?.boats).toEqual([{ ...boat, at: beyond }]);
    expect(named(state, 'slider')).toMatchObject({ at: foot, stance: 'standing' });
  });

  it('DB-PCHUTE-1: the Pyramid chutes, with accesses on two floors, are this mechanism’s; the Valdemor chute stays the chute’s', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const data = mechanismData(pyramid);
    expect(data?.chute).toBeUndefined();
    const kept = data?.['pyramid-chutes'] as PyramidChutesData;
    expect(kept.chutes.map((c) => c.id)).toEqual(['chute-A', 'chute-B']);
    const b = boardFromMap(pyramid);
    expect(moveBetween(b, f1(8, 5), f1(7, 5))).toEqual({ cost: 1, way: 'jump-down' });
    const valdemor = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
    expect(mechanismData(valdemor)?.['pyramid-chutes']).toBeUndefined();
    expect(mechanismData(valdemor)?.chute).toBeDefined();
  });
});
