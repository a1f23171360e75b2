import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { terrainStyle } from '@dungeonbowl/ui';
import { squareListItems, squareListsOf, squaresOfItems } from '../features/map/square-lists';
import { translateThing } from '../features/map/thing-edits';
import { thingSquares, type ThingRef } from '../features/map/things';
import type { BrushState } from './brush/brush-tool';
import type { ChuteState } from './chute/chute-tool';
import type { ElevatorState } from './elevator/elevator-tool';
import type { PickState } from './pick-squares/pick-squares-tool';
import { rectangleSquares, type RectState } from './rect/rect-tool';
import type { ToolId } from './registry';
import { dragOffset, type SelectState } from './select/select-tool';

export const previewFills = {
  shade: 'rgba(220, 38, 38, 0.45)',
  move: 'rgba(56, 189, 248, 0.55)',
  chute: 'rgba(234, 138, 26, 0.6)',
  room: 'rgba(59, 130, 246, 0.4)',
  picking: 'rgba(168, 85, 247, 0.55)',
  list: 'rgba(168, 85, 247, 0.3)',
} as const;

export interface PreviewInput {
  readonly map: DungeonMap;
  readonly floor: number;
  readonly tool: ToolId;
  readonly terrain: string;
  readonly brush: BrushState;
  readonly rect: RectState;
  readonly select: SelectState;
  readonly chute: ChuteState;
  readonly elevator: ElevatorState;
  readonly pick: PickState;
  /** Squares where the active placement tool would break a setup rule. */
  readonly blocked: readonly { x: number; y: number }[];
  readonly selected: ThingRef | null;
}

export interface Preview {
  readonly squares: readonly { x: number; y: number }[];
  readonly fill: string;
}

/** The squares of a thing's lists (boarding squares, protected areas) on the floor shown. */
function listSquares(map: DungeonMap, floor: number, ref: ThingRef, only?: string) {
  return squareListsOf(map, ref).flatMap((field) => {
    const list = squareListItems(map, ref, field.name);
    if (!list || list.floor !== floor || (only !== undefined && field.name !== only)) return [];
    return squaresOfItems(list.items);
  });
}

/**
 * What the board draws over the terrain for the tool at work, in one colour: the stroke or
 * rectangle being drawn, the thing being dragged, the squares picked so far for a list, the
 * chute or elevator being built, the squares a placement would break a rule on, or else the
 * lists of squares of the thing selected.
 */
export function boardPreview(input: PreviewInput): Preview | undefined {
  const { map, floor, tool, terrain, brush, rect, select, chute, elevator, pick, selected } = input;
  const onThisFloor = (squares: readonly { floor: number; x: number; y: number }[]) =>
    squares.filter((s) => s.floor === floor);
  if (brush.mode === 'painting')
    return { squares: brush.squares, fill: terrainStyle(tool === 'eraser' ? '.' : terrain).fill };
  if (pick.mode === 'on') {
    const { ref, list } = pick.target;
    const dragged =
      pick.drag.mode === 'dragging' ? rectangleSquares(pick.drag.anchor, pick.drag.at, false) : [];
    return {
      squares: [...listSquares(map, floor, ref, list), ...dragged],
      fill: previewFills.picking,
    };
  }
  if (rect.mode === 'dragging')
    return {
      squares: rectangleSquares(rect.anchor, rect.at, false),
      fill: tool === 'room' ? previewFills.room : terrainStyle(terrain).fill,
    };
  if (select.mode === 'dragging') {
    const { dx, dy } = dragOffset(select);
    const moved = translateThing(map, select.ref, dx, dy);
    return { squares: onThisFloor(thingSquares(moved, select.ref)), fill: previewFills.move };
  }
  if (tool === 'chute') {
    const built = [
      ...chute.entries,
      ...(chute.step === 'landing' ? [chute.exit, ...chute.landing] : []),
    ];
    return { squares: onThisFloor(built), fill: previewFills.chute };
  }
  if (tool === 'elevator') return { squares: elevator.squares, fill: previewFills.move };
  if (input.blocked.length > 0) return { squares: input.blocked, fill: previewFills.shade };
  const lists = selected ? listSquares(map, floor, selected) : [];
  return lists.length > 0 ? { squares: lists, fill: previewFills.list } : undefined;
}
