import { remembered } from '../model/memory';
import { standingCost, barrierBetween, unsteady } from './dungeon';
import { placeIn, sameSquare } from './square-index';

export { sameSquare } from './square-index';
import { playerOn } from './positions';
import { perBoard } from './same-board';
import type {
  Board,
  EndZoneArea,
  GameState,
  PlayerState,
  Square,
  TeleporterSpot,
} from '../model/state';

/**
 * With 3 or 4 teams, the teams whose tackle zones do not count for the test a player of
 * `moverTeam` is making now (DB-MULTI-5): kept while the test is made, then forgotten.
 */
export interface TackleZoneWaiver {
  readonly moverTeam: number;
  readonly waived: readonly number[];
}

export const terrainAt = (board: Board, square: Square): string | undefined =>
  terrainOf(board, square.floor, square.x, square.y);

/** `terrainAt` a square given by its floor and coordinates, for the rules that make none. */
function terrainOf(board: Board, floor: number, x: number, y: number): string | undefined {
  if (x < 0 || y < 0 || x >= board.width || y >= board.height) return undefined;
  return board.floors[floor]?.[y]?.charAt(x);
}

export const isWall = (board: Board, square: Square): boolean =>
  wallOf(board, square.floor, square.x, square.y);

/** `isWall` for a square given by its floor and coordinates. */
function wallOf(board: Board, floor: number, x: number, y: number): boolean {
  const terrain = terrainOf(board, floor, x, y);
  return terrain === undefined || terrain === '#';
}

/** A statue's square: nobody enters it, pushes and the ball stop at it (DB-STATUE-1). */
export function isStatue(board: Board, square: Square): boolean {
  for (const s of board.statues) if (sameSquare(s, square)) return true;
  return false;
}

/** Whether the ball is stopped by a square: a wall or a statue (DB-PASS-4, DB-STATUE-1). */
export const stopsBall = (board: Board, square: Square): boolean =>
  isWall(board, square) || isStatue(board, square);

/**
 * Movement points a square costs to walk into and stand on, or null when nobody stands there:
 * walls, statues, and the drops and hazards that are entered only by falling, jumping down or
 * being pushed. The dungeon's mechanisms say what each terrain costs (`src/mechanisms/`).
 */
export const moveCost = (board: Board, square: Square): number | null =>
  standingCost(board, square);

/**
 * Adjacent squares on the same floor, in the order of the D8 template (BB-BALL-2), that can be
 * reached in one step: never diagonally past a wall corner (DB-MOVE-1, DB-GEN-7).
 */
export const directions: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** Squares between two squares on one floor, walls ignored: max(|dx|, |dy|) (DB-GEN-6); Infinity across floors. */
export const distance = (a: Square, b: Square): number =>
  a.floor === b.floor ? Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) : Infinity;

/** Whether two squares are adjacent for movement, tackle zones, blocks and assists (DB-GEN-7, DB-MOVE-2). */
export function adjacent(board: Board, a: Square, b: Square): boolean {
  if (a.floor !== b.floor) return false;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1) return false;
  if (dx === 0 || dy === 0) return true;
  return !wallOf(board, a.floor, a.x + dx, a.y) && !wallOf(board, a.floor, a.x, a.y + dy);
}

/**
 * Adjacent now, for movement, push-backs, tackle zones, assists and blocks: as `adjacent`, with no
 * closed portcullis between them (DB-PORT-2). Hand-offs and the ball go through (DB-PORT-3).
 */
export const adjacentNow = (
  state: Pick<GameState, 'board' | 'mechanismState'>,
  a: Square,
  b: Square,
): boolean => adjacent(state.board, a, b) && barrierBetween(state, a, b) === null;

/**
 * The neighbours of a square (`adjacent`, in the order of `directions`). On the board, the same
 * list for every question about a square: worked out once per board, whose walls never move, and
 * shared, like the squares in it, which nobody changes (a square is a value: a rule that moves a
 * player gives him another).
 */
export function neighbours(board: Board, square: Square): readonly Square[] {
  const { floor, x, y } = square;
  if (x < 0 || y < 0 || x >= board.width || y >= board.height || !board.floors[floor])
    return neighboursAsked(board, square);
  const lists = neighbourLists(board);
  return (lists[(floor * board.height + y) * board.width + x] ??= neighboursAsked(board, square));
}

/** `neighbours` worked out from the terrain. */
function neighboursAsked(board: Board, square: Square): Square[] {
  const result: Square[] = [];
  for (const [dx, dy] of directions) {
    const next = { floor: square.floor, x: square.x + dx, y: square.y + dy };
    if (terrainAt(board, next) !== undefined && adjacent(board, square, next)) result.push(next);
  }
  return result;
}

/**
 * By square of a board (floor by floor, row by row), its `neighbours`, found the first time they
 * are asked, once per board.
 */
const neighbourLists = perBoard((board): (readonly Square[] | undefined)[] =>
  Array.from({ length: board.width * board.height * board.floors.length }, () => undefined),
);

export function playerAt(
  state: Pick<GameState, 'players' | 'board'>,
  square: Square,
): PlayerState | undefined {
  return playerOn(state.board, state.players, square);
}

/**
 * Whether a player on the board (and, if `counts` is given, one it counts) stands on a place
 * `marked` (`markedPlaces`): a dungeon's check after every action asks it of its own squares
 * before it looks closer.
 */
export function anyoneOn(
  state: Pick<GameState, 'players' | 'board'>,
  marked: Uint8Array,
  counts?: (p: PlayerState) => boolean,
): boolean {
  for (const p of state.players) {
    if (p.box !== null || p.at === null) continue;
    const i = placeIn(state.board, p.at);
    if (i >= 0 && marked[i] === 1 && (counts === undefined || counts(p))) return true;
  }
  return false;
}

/**
 * Whether a player has a skill, written bare ("Mighty Blow") or with its value ("Mighty Blow (+1)"),
 * his own or one a potion gives him for now (DB-POTION-4).
 */
export const hasSkill = (player: PlayerState, skill: string): boolean =>
  writtenSkill(player, skill) !== undefined;

/**
 * The skill as written on a player's list, or as a potion gives it him (`hasSkill`), if he has it:
 * plain loops, with no closure made, as the rules ask for every action.
 */
function writtenSkill(player: PlayerState, skill: string): string | undefined {
  for (const s of player.skills) if (namesSkill(s, skill)) return s;
  const given = player.potion?.effect?.skills;
  if (given) for (const s of given) if (namesSkill(s, skill)) return s;
  return undefined;
}

/**
 * Whether a written skill is this one: "Mighty Blow" or "Mighty Blow (+1)". Compared in place,
 * with no string built: rules ask this many times for every action.
 */
const namesSkill = (written: string, skill: string): boolean =>
  written === skill ||
  (written.length > skill.length + 1 &&
    written.charCodeAt(skill.length) === 32 && // ' '
    written.charCodeAt(skill.length + 1) === 40 && // '('
    written.startsWith(skill));

/** The value a skill carries, as in "Mighty Blow (+2)"; a bare name counts as +1; 0 without the skill. */
export function skillValue(player: PlayerState, skill: string): number {
  const written = writtenSkill(player, skill);
  if (written === undefined) return 0;
  return Number(/\(\+(\d+)\)/.exec(written)?.[1] ?? 1);
}

/** A Standing player with his tackle zone (BB-STATE-1, BB-STATE-7). */
export const exertsTackleZone = (player: PlayerState): boolean =>
  player.box === null && player.stance === 'standing' && !player.distracted;

/**
 * Opposition players whose tackle zone covers a square (BB-MOVE-2), walls respected (DB-MOVE-2);
 * but for the teams whose coaches chose not to mark this team's mover in the test being made
 * (DB-MULTI-5, `rules/dungeonbowl/alliances/tackle-zones.ts`); none from a boat (DB-BOAT-12).
 */
export function markers(
  state: Pick<GameState, 'board' | 'players' | 'mechanismState'>,
  team: number,
  square: Square,
  ignore?: string,
): PlayerState[] {
  const waiver = remembered<TackleZoneWaiver>(state, 'tackle-zones');
  const waived = waiver?.moverTeam === team ? waiver.waived : undefined;
  const found: PlayerState[] = [];
  // A plain loop, the players far from the square passed over first: asked for most steps.
  for (const p of state.players) {
    const at = p.at;
    if (at === null || at.floor !== square.floor) continue;
    if (Math.abs(at.x - square.x) > 1 || Math.abs(at.y - square.y) > 1) continue;
    if (
      p.team !== team &&
      p.id !== ignore &&
      (waived === undefined || !waived.includes(p.team)) &&
      exertsTackleZone(p) &&
      adjacentNow(state, at, square) &&
      !unsteady(state, p)
    )
      found.push(p);
  }
  return found;
}

/** Opponents Marking a player for a Pass, Catch or Interference test: none with Nerves of Steel (BB-SKILL-1). */
export function marking(
  state: Pick<GameState, 'board' | 'players' | 'mechanismState'>,
  p: PlayerState,
): number {
  if (!p.at || hasSkill(p, 'Nerves of Steel')) return 0;
  return markers(state, p.team, p.at).length;
}

/**
 * Opposing players with Disturbing Presence within 3 squares, in any state (BB-SKILL-1): −1 each
 * to a Pass, Catch or Interference test. Interpretation: counted on the same floor, walls ignored.
 */
export function disturbingPresence(state: Pick<GameState, 'players'>, p: PlayerState): number {
  const at = p.at;
  if (!at) return 0;
  return state.players.filter(
    (q) =>
      q.team !== p.team &&
      q.box === null &&
      q.at !== null &&
      distance(q.at, at) <= 3 &&
      hasSkill(q, 'Disturbing Presence'),
  ).length;
}

/** Standing opposition players next to a player, walls respected (DB-MOVE-2): whom he may block (BB-BLOCK-1), stab or gaze at (BB-SKILL-1). */
export function standingOpponents(state: GameState, p: PlayerState): PlayerState[] {
  const at = p.at;
  if (!at) return [];
  return state.players.filter(
    (q) =>
      q.team !== p.team &&
      q.box === null &&
      q.stance === 'standing' &&
      q.at !== null &&
      adjacentNow(state, at, q.at),
  );
}

/** The teleporter on a square, if any (DB-TELE-1): asked for every square a player enters. */
export function teleporterAt(board: Board, square: Square): TeleporterSpot | undefined {
  const i = placeIn(board, square);
  return i < 0
    ? board.teleporters.find((t) => sameSquare(t.at, square))
    : teleportersByPlace(board)[i];
}

/**
 * By square of a board (`placeIn`), the first of its teleporters there, as a scan of the board's
 * list finds it: worked out once per board, whose teleporters never move.
 */
const teleportersByPlace = perBoard((board): readonly (TeleporterSpot | undefined)[] => {
  const size = board.width * board.height * board.floors.length;
  // Filled with undefined first, not left with holes, which would make a slower array.
  const found = Array.from({ length: size }, (): TeleporterSpot | undefined => undefined);
  for (const t of board.teleporters) {
    const i = placeIn(board, t.at);
    if (i >= 0) found[i] ??= t;
  }
  return found;
});

/**
 * The closed chest on a square, if any (DB-CHEST-1): a plain loop, asked for every square a player
 * may enter.
 */
export function chestAt<C extends { readonly at: Square }>(
  state: { readonly chests: readonly C[] },
  square: Square,
): C | undefined {
  for (const c of state.chests) if (sameSquare(c.at, square)) return c;
  return undefined;
}

/**
 * A pure memo, by list of chests: the squares where its chests stand, by place on the board
 * (`placeIn`), 1 where a chest stands. A match's list of chests is only ever replaced, never
 * changed in place (an opened chest is filtered out, `openChest`), and states share it until
 * then, so a list is indexed once; the rules ask about one state's chests many times over, for
 * every square a player might step into.
 */
const chestPlacesOf = new WeakMap<
  readonly { readonly at: Square }[],
  { readonly board: Board; readonly at: Uint8Array }
>();

/**
 * Up to how many chests a list is scanned rather than read from its index: a scan of a few costs
 * less than looking the index up (a sample map has 6).
 */
const SCANNED_CHESTS = 8;

/**
 * Whether a closed chest stands on a square (`chestAt`): a short list scanned, a longer one read
 * from its index.
 */
export function chestOn(
  pitch: { readonly board: Board; readonly chests: readonly { readonly at: Square }[] },
  q: Square,
): boolean {
  const { board, chests } = pitch;
  if (chests.length <= SCANNED_CHESTS) return chestAt(pitch, q) !== undefined;
  let places = chestPlacesOf.get(chests);
  if (places === undefined || places.board !== board) {
    places = { board, at: new Uint8Array(board.width * board.height * board.floors.length) };
    // A chest off the board is left out: only a square off it, scanned for below, could hold it.
    for (const c of chests) {
      const i = placeIn(board, c.at);
      if (i >= 0) places.at[i] = 1;
    }
    chestPlacesOf.set(chests, places);
  }
  const i = placeIn(board, q);
  return i < 0 ? chestAt(pitch, q) !== undefined : places.at[i] === 1;
}

/** Whether a square lies in an end zone. */
export const inArea = (zone: EndZoneArea, square: Square): boolean =>
  square.floor === zone.floor &&
  square.x >= zone.x &&
  square.x < zone.x + zone.width &&
  square.y >= zone.y &&
  square.y < zone.y + zone.height;

/** Every square of an end zone, row by row. */
export const areaSquares = (zone: EndZoneArea): Square[] =>
  Array.from({ length: zone.width * zone.height }, (_, i) => ({
    floor: zone.floor,
    x: zone.x + (i % zone.width),
    y: zone.y + Math.floor(i / zone.width),
  }));
