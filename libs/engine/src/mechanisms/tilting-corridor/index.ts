import { capitalise, type DungeonMap, pieceName } from '@dungeonbowl/dungeon-schema';
import { perBoard } from '../../board/same-board';
import { placeIn } from '../../board/square-index';
import { roll } from '../../dice/draw';
import type { Board, GameState, Square } from '../../model/state';
import type { Step } from '../../rules/context';
import type { Mechanism, MechanismMark } from '../mechanism';
import { remember, remembered } from '../../model/memory';
import { characteristics } from '../../rules/characteristics';

export type CorridorSide = 'z1' | 'z2';

/** A tilting corridor: its squares from its Z1 end to its Z2 end, the first half the Z1 half. */
export interface TiltingCorridor {
  readonly id: string;
  readonly squares: readonly Square[];
  readonly start: CorridorSide | 'random';
}

/** What the match remembers: the side each corridor is lowered on, by id. */
export type TiltMemory = { readonly [id: string]: CorridorSide };

const KIND = 'tilting-corridor';
const step = {
  north: [0, -1],
  east: [1, 0],
  south: [0, 1],
  west: [-1, 0],
} as const;

export const corridorsOf = (board: Board): readonly TiltingCorridor[] =>
  (board.mechanisms?.[KIND] as readonly TiltingCorridor[] | undefined) ?? [];

export const loweredSides = (state: Pick<GameState, 'mechanismState'>): TiltMemory =>
  remembered<TiltMemory>(state, KIND) ?? {};

function fromMap(map: DungeonMap): TiltingCorridor[] | undefined {
  const corridors = (map.features ?? []).flatMap((f) => {
    if (f.kind !== 'tilting-corridor') return [];
    const [dx, dy] = step[f.direction];
    const squares = Array.from({ length: f.length ?? 4 }, (_, i) => ({
      floor: f.floor,
      x: f.x + dx * i,
      y: f.y + dy * i,
    }));
    return [{ id: f.id, squares, start: f.start ?? 'random' }];
  });
  return corridors.length > 0 ? corridors : undefined;
}

/**
 * For each of the board's corridors, in order, by square place (`placeIn`): 0 outside it, 1 in
 * its Z1 half, 2 in its Z2 half. Every player is weighed after every action (`weigh`), so the
 * halves are found once per board.
 */
const halvesOf = perBoard((board): Uint8Array[] =>
  corridorsOf(board).map((corridor) => {
    const halves = new Uint8Array(board.width * board.height * board.floors.length);
    corridor.squares.forEach((q, i) => {
      const at = placeIn(board, q);
      if (at >= 0 && halves[at] === 0) halves[at] = i < corridor.squares.length / 2 ? 1 : 2;
    });
    return halves;
  }),
);

const SIDES = [null, 'z1', 'z2'] as const;

/** The half of the board's `n`th corridor a square is in, or null outside it. */
function halfOf(board: Board, n: number, q: Square): CorridorSide | null {
  const at = placeIn(board, q);
  return at < 0 ? null : (SIDES[halvesOf(board)[n]![at]!] ?? null);
}

/** Each corridor's lowered half, the end it may be entered by (DB-TILT-1). */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  const sides = loweredSides(state);
  return corridorsOf(state.board).flatMap((corridor, n) => {
    const side = sides[corridor.id];
    if (!side) return [];
    return [
      {
        kind: KIND,
        squares: corridor.squares.filter((q) => halfOf(state.board, n, q) === side),
        state: 'lowered',
        label: `${capitalise(pieceName('tilting corridor', corridor.id))} is lowered on its ${side.toUpperCase()} side.`,
      },
    ];
  });
}

function lower(s: Step, corridor: TiltingCorridor, side: CorridorSide, rolled: number | null) {
  remember(s.state, KIND, { ...loweredSides(s.state), [corridor.id]: side });
  s.events.push({ type: 'corridor-tilted', id: corridor.id, lowered: side, rolled });
}

/**
 * The stronger half wins (DB-TILT-3, DB-TILT-4): each corridor goes down on the half whose
 * players, in any state, have the higher total Strength; on a tie, an empty corridor included, it
 * stays. A player alone who passes the middle tips it to the half he is on. Every player is
 * weighed once for all the corridors, which most often nobody stands in.
 */
function weigh(s: Step): void {
  const { board, players } = s.state;
  const corridors = corridorsOf(board);
  if (corridors.length === 0) return;
  const halves = halvesOf(board);
  // By corridor, the Z1 half's Strength less the Z2 half's: made once someone stands in one.
  let balance: number[] | null = null;
  for (const p of players) {
    const at = p.box === null && p.at ? placeIn(board, p.at) : -1;
    if (at < 0) continue;
    for (let n = 0; n < corridors.length; n++) {
      const half = halves[n]![at]!;
      if (half === 0) continue;
      balance ??= corridors.map(() => 0);
      balance[n]! += half === 1 ? characteristics(p).st : -characteristics(p).st;
    }
  }
  if (balance === null) return;
  corridors.forEach((corridor, n) => {
    if (balance[n] === 0) return;
    const side = balance[n]! > 0 ? 'z1' : 'z2';
    if (loweredSides(s.state)[corridor.id] !== side) lower(s, corridor, side, null);
  });
}

/**
 * The tilting corridor (DB-TILT): lowered on the Z1 or the Z2 side at the start, as the map says or
 * by a D6, 1–3 Z1, 4–6 Z2 (DB-TILT-2); a player walks into it only at its lowered end
 * (DB-TILT-1); after every action it tips to its heavier half (DB-TILT-3, DB-TILT-4). Its lowered
 * side is in `mechanismState['tilting-corridor']`, for every coach to see.
 */
export const tiltingCorridor: Mechanism = {
  shown,
  kind: KIND,
  fromMap,
  stepRefusal: (state, from, to) => {
    const corridors = corridorsOf(state.board);
    for (let n = 0; n < corridors.length; n++) {
      const corridor = corridors[n]!;
      const half = halfOf(state.board, n, to);
      if (half === null || halfOf(state.board, n, from) !== null) continue;
      if (loweredSides(state)[corridor.id] !== half)
        return 'The tilting corridor is raised at this end: it is entered only where it is lowered (DB-TILT-1).';
    }
    return null;
  },
  guards: (board) => corridorsOf(board).flatMap((corridor) => corridor.squares),
  startOfMatch: (s) => {
    for (const corridor of corridorsOf(s.state.board)) {
      if (corridor.start !== 'random') lower(s, corridor, corridor.start, null);
      else {
        const rolled = roll(s.state, 6);
        lower(s, corridor, rolled <= 3 ? 'z1' : 'z2', rolled);
      }
    }
  },
  afterAction: weigh,
};
