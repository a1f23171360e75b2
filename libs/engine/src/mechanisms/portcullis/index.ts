import { capitalise, type DungeonMap, pieceName } from '@dungeonbowl/dungeon-schema';
import { roll } from '../../dice/draw';
import type { Board, GameState, Square } from '../../model/state';
import type { Step } from '../../rules/context';
import type { Mechanism, MechanismMark } from '../mechanism';
import { remember, remembered } from '../../model/memory';

/** A portcullis on one edge of a square (map format v1 `features`, kind `portcullis`). */
export interface PortcullisSpot {
  readonly id: string;
  readonly at: Square;
  readonly side: 'north' | 'east' | 'south' | 'west';
  readonly start: 'open' | 'closed' | 'random';
}

export type PortcullisPosition = 'open' | 'closed';

/** What the match remembers: each portcullis's position, by id. */
export type PortcullisMemory = { readonly [id: string]: PortcullisPosition };

const KIND = 'portcullis';

export const portcullisesOf = (board: Board): readonly PortcullisSpot[] =>
  (board.mechanisms?.[KIND] as readonly PortcullisSpot[] | undefined) ?? [];

/** Each portcullis's position now; one the match has not set yet counts as open. */
export const portcullisPositions = (state: Pick<GameState, 'mechanismState'>): PortcullisMemory =>
  remembered<PortcullisMemory>(state, KIND) ?? {};

function fromMap(map: DungeonMap): PortcullisSpot[] | undefined {
  const spots = (map.features ?? []).flatMap((f) =>
    f.kind === 'portcullis'
      ? [
          {
            id: f.id,
            at: { floor: f.floor, x: f.x, y: f.y },
            side: f.side,
            start: f.start ?? 'random',
          },
        ]
      : [],
  );
  return spots.length > 0 ? spots : undefined;
}

/**
 * Whether a step from a to b (neighbours on one floor) goes across the edge `side` of square
 * `at` (a portcullis, a portal): across the line it closes, beside it or diagonally past either of
 * its ends, as past a wall corner.
 */
export function across(
  spot: { readonly at: Square; readonly side: PortcullisSpot['side'] },
  a: Square,
  b: Square,
): boolean {
  const { at, side } = spot;
  if (a.floor !== at.floor || b.floor !== at.floor) return false;
  if (side === 'east' || side === 'west') {
    const west = side === 'east' ? at.x : at.x - 1;
    return (
      Math.min(a.x, b.x) === west &&
      Math.max(a.x, b.x) === west + 1 &&
      (a.y === at.y || b.y === at.y)
    );
  }
  const north = side === 'south' ? at.y : at.y - 1;
  return (
    Math.min(a.y, b.y) === north &&
    Math.max(a.y, b.y) === north + 1 &&
    (a.x === at.x || b.x === at.x)
  );
}

/** The two squares an edge lies between: its own and the one across it (what `across` concerns). */
export function edgeSquares(spot: {
  readonly at: Square;
  readonly side: PortcullisSpot['side'];
}): Square[] {
  const { at, side } = spot;
  const [dx, dy] = { north: [0, -1], east: [1, 0], south: [0, 1], west: [-1, 0] }[side];
  return [at, { floor: at.floor, x: at.x + dx!, y: at.y + dy! }];
}

/** Sets a portcullis's position and says so, with the die that moved it if any. */
function set(
  step: Step,
  spot: PortcullisSpot,
  position: PortcullisPosition,
  rolled: number | null,
) {
  remember(step.state, KIND, { ...portcullisPositions(step.state), [spot.id]: position });
  step.events.push({ type: 'portcullis', id: spot.id, rolled, position });
}

/**
 * The portcullis (DB-PORT): on a square's edge in a corridor, it starts open or closed as the map
 * says, or by a D6, 1–3 open, 4–6 closed (DB-PORT-6); at the end of every round a D6 moves it on a
 * 6 (DB-PORT-5). Closed, it is a wall for movement, push-backs, tackle zones, assists and blocks,
 * and hurts nobody (DB-PORT-2); the ball goes through it (DB-PORT-3), a pass at −1 (DB-PORT-4,
 * `rules/pass.ts`). Its position is in `mechanismState.portcullis`, for every coach to see.
 */
/** Each portcullis, open or closed (DB-PORT-1). */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  const positions = portcullisPositions(state);
  return portcullisesOf(state.board).map((spot) => {
    const position = positions[spot.id] ?? 'open';
    return {
      kind: KIND,
      squares: [spot.at],
      state: position,
      label: `${capitalise(pieceName('portcullis', spot.id))} is ${position}.`,
    };
  });
}

export const portcullis: Mechanism = {
  shown,
  kind: KIND,
  fromMap,
  barrier: (state, a, b) => {
    const spots = portcullisesOf(state.board);
    if (spots.length === 0) return null;
    const positions = portcullisPositions(state);
    return spots.some((s) => positions[s.id] === 'closed' && across(s, a, b))
      ? 'The portcullis is closed: nothing goes through it but the ball (DB-PORT-2, DB-PORT-3).'
      : null;
  },
  guards: (board) => portcullisesOf(board).flatMap(edgeSquares),
  startOfMatch: (step) => {
    for (const spot of portcullisesOf(step.state.board)) {
      if (spot.start !== 'random') set(step, spot, spot.start, null);
      else {
        const rolled = roll(step.state, 6);
        set(step, spot, rolled <= 3 ? 'open' : 'closed', rolled);
      }
    }
  },
  endOfRound: (step) => {
    for (const spot of portcullisesOf(step.state.board)) {
      const rolled = roll(step.state, 6);
      const now = portcullisPositions(step.state)[spot.id] ?? 'open';
      set(step, spot, rolled === 6 ? (now === 'open' ? 'closed' : 'open') : now, rolled);
    }
  },
};
