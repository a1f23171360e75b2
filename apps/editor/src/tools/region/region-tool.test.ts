import { describe, expect, it } from 'vitest';
import type { Clip } from '../../features/region/region-clip';
import { runTool } from '../run-tool';
import { regionIdle, regionRect, regionTransition, type RegionEvent } from './region-tool';

const clip: Clip = {
  width: 3,
  height: 2,
  rows: ['abc', 'def'],
  things: {
    chests: [],
    teleporters: [],
    endZones: [],
    links: [],
    chutes: [],
    elevators: [],
    features: [],
    rooms: [],
  },
};
const run = (events: readonly RegionEvent[]) => runTool(regionTransition, regionIdle, events);

describe('the region tool', () => {
  it('a drag selects the rectangle between its corners, whichever way it went', () => {
    const { state, commands } = run([
      { type: 'pointer-down', square: { x: 5, y: 4 } },
      { type: 'pointer-move', square: { x: 2, y: 6 } },
      { type: 'pointer-up' },
    ]);
    expect(state).toEqual({ mode: 'selected', rect: { x: 2, y: 4, width: 4, height: 3 } });
    expect(commands).toEqual([]);
  });

  it('a paste follows the pointer by its north-west corner; a click places it and selects it', () => {
    const { state, commands } = run([
      { type: 'paste', clip },
      { type: 'pointer-move', square: { x: 7, y: 8 } },
      { type: 'pointer-down', square: { x: 9, y: 9 } },
      { type: 'pointer-up' },
    ]);
    expect(commands).toEqual([{ type: 'place', at: { x: 9, y: 9 }, clip }]);
    expect(state).toEqual({ mode: 'selected', rect: { x: 9, y: 9, width: 3, height: 2 } });
  });

  it('a paste turned before it is placed is placed turned; Escape gives it up', () => {
    const turned = run([
      { type: 'paste', clip },
      { type: 'transform', transform: 'rotate-cw' },
      { type: 'pointer-move', square: { x: 1, y: 1 } },
    ]).state;
    expect(regionRect(turned)).toEqual({ x: 1, y: 1, width: 2, height: 3 });
    expect(regionTransition(turned, { type: 'drop' }).state).toEqual(regionIdle);
  });

  it('flipping a selection asks for the region to be flipped in place; a turn swaps its sides', () => {
    const { state, commands } = run([
      { type: 'pointer-down', square: { x: 0, y: 0 } },
      { type: 'pointer-move', square: { x: 3, y: 1 } },
      { type: 'pointer-up' },
      { type: 'transform', transform: 'rotate-ccw' },
    ]);
    expect(commands).toEqual([
      { type: 'transform', rect: { x: 0, y: 0, width: 4, height: 2 }, transform: 'rotate-ccw' },
    ]);
    expect(state).toEqual({ mode: 'selected', rect: { x: 0, y: 0, width: 2, height: 4 } });
  });

  it('nothing selected, a flip does nothing', () => {
    expect(run([{ type: 'transform', transform: 'flip-x' }])).toEqual({
      state: regionIdle,
      commands: [],
    });
  });
});
