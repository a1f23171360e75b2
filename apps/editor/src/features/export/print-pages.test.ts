import { describe, expect, it } from 'vitest';
import {
  A4,
  neighbour,
  printLayout,
  SHEET,
  spansAlong,
  SQUARE_MM,
  squaresPerSheet,
} from './print-pages';

describe('cutting a side of the map into sheets', () => {
  it('whole squares to a sheet, the last sheet shorter', () => {
    expect(spansAlong(26, 7)).toEqual([
      { start: 0, length: 7 },
      { start: 7, length: 7 },
      { start: 14, length: 7 },
      { start: 21, length: 5 },
    ]);
    expect(spansAlong(7, 7)).toEqual([{ start: 0, length: 7 }]);
    expect(spansAlong(8, 7)).toEqual([
      { start: 0, length: 7 },
      { start: 7, length: 1 },
    ]);
  });

  it('with an overlap, each sheet starts that many squares before the end of the one before', () => {
    expect(spansAlong(26, 7, 1)).toEqual([
      { start: 0, length: 7 },
      { start: 6, length: 7 },
      { start: 12, length: 7 },
      { start: 18, length: 7 },
      { start: 24, length: 2 },
    ]);
  });

  it('every square is on a sheet, and neighbours share exactly the overlap', () => {
    for (const total of [1, 8, 25, 26, 49, 80])
      for (const perPage of [1, 7, 10, 11])
        for (const overlap of perPage > 1 ? [0, 1] : [0]) {
          const spans = spansAlong(total, perPage, overlap);
          const covered = new Set(
            spans.flatMap((s) => Array.from({ length: s.length }, (_, i) => s.start + i)),
          );
          expect(covered.size).toBe(total);
          expect(Math.max(...covered)).toBe(total - 1);
          spans.slice(1).forEach((s, i) => {
            const before = spans[i]!;
            expect(before.start + before.length - s.start).toBe(overlap);
          });
        }
  });
});

describe('an A4 sheet at 1 square = 25 mm', () => {
  it('holds 7 x 10 squares upright and 11 x 7 lying, inside its margins, names and rulers', () => {
    expect(squaresPerSheet('portrait')).toEqual({ across: 7, down: 10 });
    expect(squaresPerSheet('landscape')).toEqual({ across: 11, down: 7 });
    const fixed = 2 * SHEET.margin + SHEET.ruler;
    expect(fixed + 7 * SQUARE_MM).toBeLessThanOrEqual(A4.width);
    expect(fixed + SHEET.header + 10 * SQUARE_MM).toBeLessThanOrEqual(A4.height);
    expect(fixed + 11 * SQUARE_MM).toBeLessThanOrEqual(A4.height);
    expect(fixed + SHEET.header + 7 * SQUARE_MM).toBeLessThanOrEqual(A4.width);
  });
});

describe('the sheets of a dungeon', () => {
  it('the Training Hall (26 x 15): 4 x 2 upright sheets rather than 3 x 3 lying', () => {
    const layout = printLayout({ width: 26, height: 15 }, 1);
    expect(layout).toMatchObject({ orientation: 'portrait', columns: 4, rows: 2 });
    expect(layout.paper).toEqual({ width: 210, height: 297 });
    expect(layout.pages.map((p) => [p.number, p.x, p.y, p.width, p.height])).toEqual([
      [1, 0, 0, 7, 10],
      [2, 7, 0, 7, 10],
      [3, 14, 0, 7, 10],
      [4, 21, 0, 5, 10],
      [5, 0, 10, 7, 5],
      [6, 7, 10, 7, 5],
      [7, 14, 10, 7, 5],
      [8, 21, 10, 5, 5],
    ]);
  });

  it('Valdemor (50 x 40, 3 floors): 5 x 6 lying sheets a floor, each floor from a sheet of its own', () => {
    const layout = printLayout({ width: 50, height: 40 }, 3);
    expect(layout).toMatchObject({ orientation: 'landscape', columns: 5, rows: 6 });
    expect(layout.pages).toHaveLength(90);
    expect(layout.pages.map((p) => p.floor)).toEqual([
      ...Array<number>(30).fill(0),
      ...Array<number>(30).fill(1),
      ...Array<number>(30).fill(2),
    ]);
    expect(layout.pages[30]).toMatchObject({ floor: 1, number: 1, x: 0, y: 0 });
  });

  it('a small map takes one sheet; upright when both ways take as many', () => {
    expect(printLayout({ width: 7, height: 7 }, 1)).toMatchObject({
      orientation: 'portrait',
      pages: [{ x: 0, y: 0, width: 7, height: 7 }],
    });
  });

  it('the sheet to the east and to the south, none past the edge', () => {
    const layout = printLayout({ width: 26, height: 15 }, 2);
    const [first, second] = layout.pages;
    expect(neighbour(layout, first!, 'east')).toBe(second);
    expect(neighbour(layout, first!, 'south')).toMatchObject({ floor: 0, number: 5 });
    expect(neighbour(layout, layout.pages[3]!, 'east')).toBeUndefined();
    expect(neighbour(layout, layout.pages[12]!, 'south')).toBeUndefined();
  });

  it('with an overlap, the squares a sheet shares with the one before are marked to glue under it', () => {
    const layout = printLayout({ width: 26, height: 15 }, 1, 1);
    expect(layout).toMatchObject({ orientation: 'landscape', columns: 3, rows: 3 });
    expect(layout.pages[0]).toMatchObject({ underWest: 0, underNorth: 0 });
    expect(layout.pages[1]).toMatchObject({ x: 10, underWest: 1, underNorth: 0 });
    expect(layout.pages.find((p) => p.row === 1 && p.column === 1)).toMatchObject({
      y: 6,
      underWest: 1,
      underNorth: 1,
    });
  });
});
