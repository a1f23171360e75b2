import { describe, expect, it } from 'vitest';
import { HEAT_COLOURS, heatMost, heatShades } from './heat-shades';

const heat = [
  {
    floor: 0,
    squares: [
      { x: 1, y: 1, knockedDown: 10, lost: 0 },
      { x: 2, y: 1, knockedDown: 1, lost: 3 },
      { x: 3, y: 1, knockedDown: 5, lost: 0 },
    ],
  },
];

describe('the fairness heat map drawn over a floor', () => {
  it('tints each square by the square root of its count against the busiest square of the floor', () => {
    const shades = heatShades(heat, 0, 'knockedDown');
    expect(shades.map((s) => [s.fill.slice(0, 7), s.squares])).toEqual([
      [HEAT_COLOURS[1], [{ x: 2, y: 1 }]],
      [HEAT_COLOURS[3], [{ x: 3, y: 1 }]],
      [HEAT_COLOURS[4], [{ x: 1, y: 1 }]],
    ]);
    expect(heatMost(heat, 0, 'knockedDown')).toBe(10);
  });

  it('leaves squares with no count, and floors where nothing happened, alone', () => {
    expect(heatShades(heat, 0, 'lost')).toEqual([
      { fill: `${HEAT_COLOURS[4]}cc`, squares: [{ x: 2, y: 1 }] },
    ]);
    expect(heatShades(heat, 1, 'knockedDown')).toEqual([]);
    expect(heatMost(heat, 1, 'lost')).toBe(0);
  });
});
