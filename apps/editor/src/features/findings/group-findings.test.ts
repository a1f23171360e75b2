import { describe, expect, it } from 'vitest';
import type { Finding } from '@dungeonbowl/dungeon-schema';
import { groupFindings } from './group-findings';

const wall = (x: number, y: number): Finding => ({
  rule: 'MAP-EZ-SHAPE',
  severity: 'error',
  message: `End zone A covers (${x}, ${y}) on Ground floor, which is not plain floor; every end-zone square must be floor.`,
  floor: 0,
  x,
  y,
  path: '/endZones/0',
});

describe('groupFindings', () => {
  it('MAP-EZ-SHAPE: the eight bad squares of one end zone are one row that counts them', () => {
    const squares = [0, 1].flatMap((x) => [0, 1, 2, 3].map((y) => wall(x, y)));
    const groups = groupFindings(squares);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.count).toBe(8);
    expect(groups[0]!.floors).toEqual([{ floor: 0, rows: [{ finding: squares[0], count: 8 }] }]);
  });

  it('MAP-CHEST-SPACING: findings of one thing that say different things stay apart', () => {
    const near = (j: number, x: number): Finding => ({
      rule: 'MAP-CHEST-SPACING',
      severity: 'error',
      message: `Chest 1 is 2 squares from chest ${j} on Ground floor; chests must be at least 5 apart.`,
      floor: 0,
      x,
      y: 0,
      path: '/chests/0',
    });
    expect(groupFindings([near(2, 1), near(3, 2)])[0]!.floors[0]!.rows).toHaveLength(2);
  });

  it('groups by rule, errors first, and by floor, map-wide findings first', () => {
    const count: Finding = {
      rule: 'MAP-CHEST-COUNT',
      severity: 'error',
      message: 'The map has 1 chest; it needs exactly 6.',
      path: '/chests',
    };
    const far: Finding = {
      rule: 'MAP-EZ-APART',
      severity: 'warning',
      message: 'The end zones furthest apart are close.',
      floor: 1,
      x: 0,
      y: 0,
      path: '/endZones/1',
    };
    const upstairs = { ...wall(5, 5), floor: 1, path: '/endZones/1' };
    const groups = groupFindings([far, upstairs, count, wall(0, 0)]);
    expect(groups.map((g) => [g.rule, g.severity, g.count])).toEqual([
      ['MAP-EZ-SHAPE', 'error', 2],
      ['MAP-CHEST-COUNT', 'error', 1],
      ['MAP-EZ-APART', 'warning', 1],
    ]);
    expect(groups[0]!.floors.map((f) => f.floor)).toEqual([0, 1]);
    expect(groups[1]!.floors.map((f) => f.floor)).toEqual([undefined]);
  });
});
