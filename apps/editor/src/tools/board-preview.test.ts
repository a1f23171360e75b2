import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { boardPreview, previewFills, type PreviewInput } from './board-preview';
import { brushIdle } from './brush/brush-tool';
import { chuteStart } from './chute/chute-tool';
import { elevatorStart } from './elevator/elevator-tool';
import { pickOff, pickTransition } from './pick-squares/pick-squares-tool';
import { rectIdle } from './rect/rect-tool';
import { selectIdle } from './select/select-tool';

const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
const station = {
  kind: 'feature',
  index: pyramid.features!.findIndex((f) => f.kind === 'cart-station' && f.floor === 0),
} as const;
const idle: PreviewInput = {
  map: pyramid,
  floor: 0,
  tool: 'select',
  terrain: '.',
  brush: brushIdle,
  rect: rectIdle,
  select: selectIdle,
  chute: chuteStart,
  elevator: elevatorStart,
  pick: pickOff,
  blocked: [],
  selected: null,
};

describe('what the board draws over the terrain', () => {
  it('a selected cart station shows its boarding squares, on its own floor only', () => {
    expect(boardPreview(idle)).toBeUndefined();
    expect(boardPreview({ ...idle, selected: station })).toEqual({
      squares: [
        { x: 46, y: 20 },
        { x: 47, y: 20 },
        { x: 48, y: 20 },
      ],
      fill: previewFills.list,
    });
    expect(boardPreview({ ...idle, selected: station, floor: 1 })).toBeUndefined();
  });

  it('while picking, the squares listed and the rectangle being dragged', () => {
    let pick = pickTransition(pickOff, {
      type: 'start',
      target: { ref: station, list: 'boarding' },
    }).state;
    pick = pickTransition(pick, { type: 'pointer-down', square: { x: 44, y: 20 } }).state;
    pick = pickTransition(pick, { type: 'pointer-move', square: { x: 45, y: 20 } }).state;
    expect(boardPreview({ ...idle, pick, selected: station })).toEqual({
      squares: [
        { x: 46, y: 20 },
        { x: 47, y: 20 },
        { x: 48, y: 20 },
        { x: 44, y: 20 },
        { x: 45, y: 20 },
      ],
      fill: previewFills.picking,
    });
  });
});
