import type { GameState, Square } from '../model/state';
import { isWall, markers } from './squares';

/** A square in the opposition's tackle zones, with how many of them Mark it. */
export interface ZoneSquare {
  readonly square: Square;
  readonly markers: number;
}

/**
 * The squares of a floor where a player of `team` would be Marked (BB-MOVE-2), as the rules
 * count it for every dodge (`markers`: walls respected, DB-MOVE-2; none from a boat,
 * DB-BOAT-12): for the coach's overlay of the tackle zones. Squares a player stands in count too;
 * walls do not. In board order (row, column).
 */
export function tackleZones(
  state: Pick<GameState, 'board' | 'players' | 'mechanismState'>,
  team: number,
  floor: number,
): ZoneSquare[] {
  const candidates = new Set<number>();
  const { width, height } = state.board;
  for (const p of state.players) {
    if (p.team === team || p.at === null || p.at.floor !== floor) continue;
    for (let y = Math.max(0, p.at.y - 1); y <= Math.min(height - 1, p.at.y + 1); y++)
      for (let x = Math.max(0, p.at.x - 1); x <= Math.min(width - 1, p.at.x + 1); x++)
        if (x !== p.at.x || y !== p.at.y) candidates.add(y * width + x);
  }
  const zones: ZoneSquare[] = [];
  for (const index of [...candidates].sort((a, b) => a - b)) {
    const square = { floor, x: index % width, y: Math.floor(index / width) };
    if (isWall(state.board, square)) continue;
    const count = markers(state, team, square).length;
    if (count > 0) zones.push({ square, markers: count });
  }
  return zones;
}
