import { describe, expect, it } from 'vitest';
import { pictureLayout, pictureProblem } from './picture-layout';

describe('the layout of an exported picture', () => {
  it('one floor is the grid at the chosen pixels a square, under its title', () => {
    const layout = pictureLayout({ width: 26, height: 15 }, 1, 20);
    expect(layout).toMatchObject({ width: 520, height: 18 + 300, titleHeight: 18 });
    expect(layout.views).toEqual([{ squareSize: 20, originX: 0, originY: 18 }]);
  });

  it('without titles, the board starts at the top', () => {
    expect(pictureLayout({ width: 26, height: 15 }, 1, 20, false)).toMatchObject({
      height: 300,
      titleHeight: 0,
    });
  });

  it('several floors stand side by side, one square apart', () => {
    const layout = pictureLayout({ width: 50, height: 40 }, 3, 10);
    expect(layout.width).toBe(3 * 500 + 2 * 10);
    expect(layout.views.map((v) => v.originX)).toEqual([0, 510, 1020]);
  });

  it('a picture too large for a browser is explained, not attempted', () => {
    expect(pictureProblem(pictureLayout({ width: 80, height: 80 }, 4, 64))).toMatch(
      /at most 16384/,
    );
    expect(pictureProblem(pictureLayout({ width: 80, height: 80 }, 4, 16))).toBeNull();
  });

  it('the legend goes under the floors, in as many columns as the picture is wide', () => {
    const layout = pictureLayout({ width: 50, height: 40 }, 3, 10, true, 13);
    const boards = 18 + 400;
    expect(layout.legend).toMatchObject({ x: 0, columns: 6 });
    expect(layout.legend!.y).toBeGreaterThan(boards);
    // 13 entries in rows of 6: 3 rows.
    expect(layout.height).toBe(
      layout.legend!.y + layout.legend!.headingHeight + 3 * layout.legend!.rowHeight,
    );
    // A small picture widens to hold one column of it.
    const small = pictureLayout({ width: 10, height: 10 }, 1, 4, true, 2);
    expect(small.width).toBe(small.legend!.cellWidth);
    expect(pictureLayout({ width: 10, height: 10 }, 1, 4, true, 0).legend).toBeNull();
  });
});
