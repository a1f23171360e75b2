import { describe, expect, it } from 'vitest';
import type { MovePlan, PlannedSquare } from '@dungeonbowl/engine';
import { plannedAt, rushSquares, wayWords } from './reach';

const square = { floor: 0, x: 5, y: 3 };
const way = (over: Partial<PlannedSquare>): PlannedSquare => ({
  square,
  path: [{ floor: 0, x: 4, y: 3 }, square],
  steps: [],
  chance: 1,
  chanceWithoutRerolls: 1,
  chanceWithTeamReroll: 1,
  movementLeft: { ma: 4, rushes: 2 },
  teleporter: false,
  touchdown: false,
  jumpDown: null,
  ...over,
});
const plan = (w: PlannedSquare): MovePlan => ({
  player: '0-1',
  from: { floor: 0, x: 3, y: 3 },
  declared: [],
  standUp: null,
  squares: [w],
});

describe('the way to a hovered square, in words', () => {
  it('says when no roll is needed', () => {
    const w = way({});
    expect(wayWords(plan(w), w)).toBe('2 squares: no roll needed');
  });

  it('BB-GEN-2: lists each roll as the D6 it needs and the chance, with a team re-roll when it helps', () => {
    const roll = { player: '0-1', skill: null, divingTackle: false };
    const w = way({
      steps: [
        { square, jump: false, rolls: [{ ...roll, kind: 'rush', target: 2, modifier: 0 }] },
        { square, jump: false, rolls: [{ ...roll, kind: 'dodge', target: 3, modifier: -2 }] },
      ],
      chance: 0.5,
      chanceWithTeamReroll: 0.75,
    });
    expect(wayWords(plan(w), w)).toBe(
      '2 squares: rush 2+, dodge 5+ — 50% (75% with a team re-roll)',
    );
  });

  it('says when a way ends on a teleporter or scores', () => {
    expect(wayWords(plan(way({ teleporter: true })), way({ teleporter: true }))).toMatch(
      /teleporter/,
    );
    expect(wayWords(plan(way({ touchdown: true })), way({ touchdown: true }))).toMatch(/touchdown/);
  });

  it('DB-FLOOR-3, DB-FLOOR-4: says when a way jumps down into a void, with its landing roll', () => {
    const landing = { player: '0-1', kind: 'floor-landing', target: 3, modifier: 0 } as const;
    const w = way({
      steps: [{ square, jump: false, rolls: [{ ...landing, skill: null, divingTackle: false }] }],
      jumpDown: { landing: { ...square, floor: 0 } },
      chance: 4 / 6,
      chanceWithTeamReroll: 4 / 6,
    });
    expect(wayWords(plan(w), w)).toBe('2 squares (jumping down): land below 3+ — 67%');
    const lava = way({ jumpDown: { landing: null }, chance: 0 });
    expect(wayWords(plan(lava), lava)).toMatch(/nowhere to land/);
  });

  it('DB-JUMP-5: Jervis’s jump over an obstacle with no tackle zone about needs a 1+', () => {
    const roll = {
      player: '0-1',
      skill: null,
      divingTackle: false,
      kind: 'obstacle-jump',
    } as const;
    const w = way({
      steps: [{ square, jump: true, rolls: [{ ...roll, target: 1, modifier: 0 }] }],
    });
    expect(wayWords(plan(w), w)).toBe('2 squares: jump 1+ — 100%');
  });

  it('finds the way to a square of the plan, and none elsewhere or on another floor', () => {
    const w = way({});
    expect(plannedAt(plan(w), square)).toBe(w);
    expect(plannedAt(plan(w), { ...square, floor: 1 })).toBeNull();
    expect(plannedAt(null, square)).toBeNull();
  });
});

describe('the squares reached only by Rushing', () => {
  it('BB-MOVE-5: a way that rolls a Rush is a rush square; one that does not, or only dodges, is not', () => {
    const roll = { player: '0-1', skill: null, divingTackle: false, target: 2, modifier: 0 };
    const far = { floor: 0, x: 9, y: 3 };
    const near = { floor: 0, x: 6, y: 3 };
    const rushed = way({
      square: far,
      steps: [{ square: far, jump: false, rolls: [{ ...roll, kind: 'rush' }] }],
    });
    const dodged = way({
      square: near,
      steps: [{ square: near, jump: false, rolls: [{ ...roll, kind: 'dodge' }] }],
    });
    const plain = way({});
    const all: MovePlan = { ...plan(plain), squares: [plain, dodged, rushed] };
    expect(rushSquares(all)).toEqual([far]);
    expect(rushSquares(null)).toEqual([]);
  });
});
