import { featureSquares, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { newFeature } from '../../features/map/new-feature';
import { endZoneSize, type At } from '../../features/map/placement';
import type { ToolSettings } from '../ToolOptions';
import type { ToolId } from '../registry';

/** The tools that put something on the square clicked, and so show what they would cover first. */
const placingTools: ReadonlySet<ToolId> = new Set<ToolId>([
  'chest',
  'teleporter',
  'end-zone',
  'ladder',
  'rope',
  'chute',
  'elevator',
  'feature',
  'room',
]);

export const isPlacingTool = (tool: ToolId): boolean => placingTools.has(tool);

/**
 * The squares the active placing tool would cover if the square under the pointer were clicked:
 * an end zone's 2 x 4 (or 4 x 2 lying) from its north-west corner, a feature's squares as the map
 * format lays them (a boat two, a tilting corridor four), a single square for the rest. Squares
 * off the grid are left out; no tool or no square, no footprint.
 */
export function footprint(
  map: DungeonMap,
  tool: ToolId,
  settings: Pick<ToolSettings, 'featureKind' | 'shape'>,
  at: At | null,
): { x: number; y: number }[] {
  if (!at || !placingTools.has(tool)) return [];
  let squares: { x: number; y: number }[];
  if (tool === 'end-zone') {
    const [width, height] = endZoneSize(settings.shape);
    squares = [];
    for (let dy = 0; dy < height; dy++)
      for (let dx = 0; dx < width; dx++) squares.push({ x: at.x + dx, y: at.y + dy });
  } else if (tool === 'feature') {
    squares = featureSquares(newFeature(map, settings.featureKind, at)).map(({ x, y }) => ({
      x,
      y,
    }));
  } else squares = [{ x: at.x, y: at.y }];
  return squares.filter((s) => s.x >= 0 && s.y >= 0 && s.x < map.width && s.y < map.height);
}
