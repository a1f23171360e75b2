import { describe, expect, it } from 'vitest';
import type { MovePlan, PlannedSquare } from '@dungeonbowl/engine';
import { chosenWay, wayClick } from './way-choice';

const at = (x: number) => ({ floor: 0, x, y: 3 });
const way = (x: number): PlannedSquare => ({
  square: at(x),
  path: [at(x)],
  steps: [{ square: at(x), jump: false, rolls: [] }],
  chance: 1,
  chanceWithoutRerolls: 1,
  chanceWithTeamReroll: 1,
  movementLeft: { ma: 4, rushes: 2 },
  teleporter: false,
  touchdown: false,
  jumpDown: null,
});
const plan: MovePlan = {
  player: '0-1',
  from: at(3),
  declared: [],
  standUp: null,
  squares: [way(4), way(5)],
};

describe('choosing a way, then going', () => {
  it('a first click chooses the way and goes nowhere; a second click on it goes', () => {
    const first = wayClick(null, plan, at(5));
    expect(first).toEqual({ kind: 'choose', chosen: { player: '0-1', square: at(5) } });
    const chosen = first!.kind === 'choose' ? first!.chosen : null;
    expect(wayClick(chosen, plan, at(5))).toEqual({ kind: 'go', way: way(5) });
  });

  it('a click on another square chooses that one instead; an unreachable square is no way', () => {
    const chosen = { player: '0-1', square: at(5) };
    expect(wayClick(chosen, plan, at(4))).toEqual({
      kind: 'choose',
      chosen: { player: '0-1', square: at(4) },
    });
    expect(wayClick(chosen, plan, at(9))).toBeNull();
    expect(wayClick(chosen, null, at(5))).toBeNull();
  });

  it('a way chosen for another player, or to a square now out of reach, lapses', () => {
    expect(chosenWay({ player: '0-1', square: at(4) }, plan)).toEqual(way(4));
    expect(chosenWay({ player: '0-2', square: at(4) }, plan)).toBeNull();
    expect(chosenWay({ player: '0-1', square: at(8) }, plan)).toBeNull();
    expect(wayClick({ player: '0-2', square: at(5) }, plan, at(5))?.kind).toBe('choose');
  });
});
