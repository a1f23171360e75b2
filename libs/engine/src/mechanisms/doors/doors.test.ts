import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { legalActions } from '../../legal-actions';
import type { GameState } from '../../model/state';
import type { DraftState, Step } from '../../rules/context';
import { startOfMatch } from '../../flow/turn-sequence';
import { board, named, play } from '../../testing/fixture';
import { mechanismData, mechanismMarks } from '../registry';
import type { DoorsData, DoorsMemory } from '.';

const at = (x: number, y: number) => ({ floor: 0, x, y });

/**
 * A hall with a portal on the east edge of (3, 1), between (3, 1) and (4, 1), and a door in
 * square (6, 2).
 */
const data = (
  portal: DoorsData['portals'][number]['start'] = 'random',
  door: DoorsData['doors'][number]['start'] = 'random',
): DoorsData => ({
  portals: [{ id: 'gate', at: at(3, 1), side: 'east', start: portal, endZone: 'Z1' }],
  doors: [{ id: 'leaf', at: at(6, 2), start: door }],
});
const hall = (memory?: DoorsMemory) => {
  const b = board(['.........', '.........', '.........', '.........', '.........']).mechanism(
    'doors',
    data(),
  );
  return memory ? b.remembering('doors', memory) : b;
};
const closedGate = (leaf: 'horizontal' | 'vertical' = 'horizontal') =>
  hall({ portals: { gate: 'closed' }, doors: { leaf } });
const openGate = (leaf: 'horizontal' | 'vertical' = 'horizontal') =>
  hall({ portals: { gate: 'open' }, doors: { leaf } });
const memoryOf = (state: GameState) => state.mechanismState?.doors as DoorsMemory | undefined;

function matchStarts(start: DraftState): Step {
  const step: Step = { state: start, events: [] };
  startOfMatch(step);
  return step;
}

const movesOf = (start: GameState) => {
  const moving = play(start, { type: 'activate', player: '0-1', action: 'move' }).state;
  return {
    state: moving,
    moves: legalActions(moving).flatMap((a) => (a.type === 'move' ? [a.to] : [])),
  };
};

describe('labyrinth doors and end-zone portals', () => {
  it('DB-DOOR-3: at the start a D6 of 3 opens a portal and lays a door horizontal, a 4 closes it and stands it vertical', () => {
    const three = matchStarts(hall().withDice([3, 3]).build());
    expect(memoryOf(three.state)).toEqual({
      portals: { gate: 'open' },
      doors: { leaf: 'horizontal' },
    });
    expect(three.events).toContainEqual({ type: 'door', id: 'gate', rolled: 3, position: 'open' });
    const four = matchStarts(hall().withDice([4, 4]).build());
    expect(memoryOf(four.state)).toEqual({
      portals: { gate: 'closed' },
      doors: { leaf: 'vertical' },
    });
  });

  it('DB-DOOR-3: a map may set them, with no die', () => {
    const set = board(['.........', '.........', '.........'])
      .mechanism('doors', data('closed', 'vertical'))
      .build();
    const step = matchStarts(set);
    expect(memoryOf(step.state)).toEqual({
      portals: { gate: 'closed' },
      doors: { leaf: 'vertical' },
    });
    expect(step.events).toContainEqual({
      type: 'door',
      id: 'leaf',
      rolled: null,
      position: 'vertical',
    });
  });

  it('DB-DOOR-4: only the end of a round rolls, one D6 for all; a 5 leaves them, a 6 changes them all', () => {
    const two = (b: ReturnType<typeof hall>) =>
      b.player('home', 0, 0).player('away', 8, 4, { team: 1 });
    const afterTeam0 = play(two(closedGate()).withDice([5]).build(), { type: 'end-turn' });
    expect(afterTeam0.events.some((e) => e.type === 'doors-rolled')).toBe(false);
    const five = play(afterTeam0.state, { type: 'end-turn' });
    expect(five.events).toContainEqual({ type: 'doors-rolled', rolled: 5, changed: false });
    expect(memoryOf(five.state)).toEqual({
      portals: { gate: 'closed' },
      doors: { leaf: 'horizontal' },
    });
    const six = play(two(closedGate()).activeTeam(1).withDice([6]).build(), { type: 'end-turn' });
    expect(six.events.filter((e) => e.type === 'doors-rolled')).toEqual([
      { type: 'doors-rolled', rolled: 6, changed: true },
    ]);
    expect(memoryOf(six.state)).toEqual({ portals: { gate: 'open' }, doors: { leaf: 'vertical' } });
    const back = play(two(openGate('vertical')).activeTeam(1).withDice([6]).build(), {
      type: 'end-turn',
    });
    expect(memoryOf(back.state)).toEqual({
      portals: { gate: 'closed' },
      doors: { leaf: 'horizontal' },
    });
  });

  it('DB-DOOR-2: a closed portal is a wall on its edge, also diagonally past its ends; open, he goes through', () => {
    const closed = movesOf(closedGate().player('runner', 3, 1).build());
    expect(closed.moves).not.toContainEqual(at(4, 1));
    expect(closed.moves).not.toContainEqual(at(4, 0));
    expect(closed.moves).not.toContainEqual(at(4, 2));
    expect(closed.moves).toContainEqual(at(3, 0));
    expect(apply(closed.state, { type: 'move', to: at(4, 1) })).toMatchObject({
      error: expect.stringContaining('DB-DOOR'),
    });
    const open = play(
      openGate().player('runner', 3, 1).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(4, 1) },
    );
    expect(named(open.state, 'runner').at).toEqual(at(4, 1));
  });

  it('DB-DOOR-1: a horizontal door lets players in and out of its square west–east only', () => {
    const west = movesOf(openGate('horizontal').player('runner', 5, 2).build());
    expect(west.moves).toContainEqual(at(6, 2));
    const north = movesOf(openGate('horizontal').player('runner', 6, 1).build());
    expect(north.moves).not.toContainEqual(at(6, 2));
    const corner = movesOf(openGate('horizontal').player('runner', 5, 1).build());
    expect(corner.moves).not.toContainEqual(at(6, 2));
    const inside = movesOf(openGate('horizontal').player('runner', 6, 2).build());
    expect(inside.moves).toEqual(expect.arrayContaining([at(5, 2), at(7, 2)]));
    expect(inside.moves).not.toContainEqual(at(6, 1));
    expect(inside.moves).not.toContainEqual(at(6, 3));
    expect(inside.moves).not.toContainEqual(at(7, 3));
  });

  it('DB-DOOR-1: a vertical door lets players through north–south only', () => {
    const north = movesOf(openGate('vertical').player('runner', 6, 1).build());
    expect(north.moves).toContainEqual(at(6, 2));
    const west = movesOf(openGate('vertical').player('runner', 5, 2).build());
    expect(west.moves).not.toContainEqual(at(6, 2));
  });

  it('DB-DOOR-4: a door leaf is a wall for blocks and tackle zones', () => {
    // The guard at (6, 1) is beside the door square, across the horizontal leaf.
    const leaving = play(
      openGate('horizontal').player('runner', 6, 2).player('guard', 6, 1, { team: 1 }).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(7, 2) },
    );
    expect(leaving.events.some((e) => e.type === 'test')).toBe(false);
    const blocking = play(
      openGate('horizontal').player('a', 6, 1).player('d', 6, 2, { team: 1 }).build(),
      { type: 'activate', player: '0-1', action: 'block' },
    ).state;
    expect(apply(blocking, { type: 'block', target: '1-1' })).toHaveProperty('error');
    const along = play(
      openGate('horizontal').player('a', 5, 2).player('d', 6, 2, { team: 1 }).build(),
      { type: 'activate', player: '0-1', action: 'block' },
    ).state;
    expect(legalActions(along)).toContainEqual({ type: 'block', target: '1-1' });
  });

  it('DB-DOOR-3: the Pyramid of Death has 4 doors and 4 portals, each shown to the coaches', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const kept = mechanismData(pyramid)?.doors as DoorsData;
    expect(kept.doors).toHaveLength(4);
    expect(kept.portals.map((p) => p.endZone)).toEqual(['Z1', 'Z2', 'Z3', 'Z4']);
    const marks = mechanismMarks(closedGate('vertical').build()).filter((m) => m.kind === 'doors');
    expect(marks).toEqual([
      {
        kind: 'doors',
        squares: [at(3, 1)],
        state: 'closed',
        label: 'Portal gate to end zone Z1 is closed.',
      },
      {
        kind: 'doors',
        squares: [at(6, 2)],
        state: 'vertical',
        label: 'Door leaf is vertical: it lets players through north–south.',
      },
    ]);
  });
});
