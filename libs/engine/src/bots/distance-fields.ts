import { gridOf } from '../board/grid';
import { indexIn, squareOf } from '../board/square-index';
import { adjacentNow, exertsTackleZone, neighbours, sameSquare } from '../board/squares';
import type { PublicState } from '../view';
import type { PlayerState, Square } from '../model/state';
import {
  DistanceField,
  edgesOf,
  landmarks,
  Marks,
  partedMoves,
  type FieldEdges,
} from './field-search';
import type { BotMemory } from './memory';
import { onlyMoved } from './per-view';

/*
 * The heuristic bot's sense of distance: for a team heading for some squares, how many movement
 * points every square is from the nearest of them, along the board's grid (`board/grid.ts`):
 * steps, ladders, ropes and jumps down.
 */

/** A square's place in the flat arrays of the board's grid. */
const indexOf = (s: PublicState, q: Square): number => indexIn(s.board, q);

/**
 * How far every square is from the nearest target for this mover, in movement points, with a
 * marked square costing 2 more so paths keep clear of Dodges, and a square someone stands on 5
 * more, so paths go round a crowd but still lead up to a player in the way, who may be blocked.
 * Chests, and teleporters (a random trip), are in the way unless they are targets. The cost of
 * a square counts when it is entered, so the mover's own square never weighs on his own way.
 */
export function distanceField(
  memory: BotMemory,
  s: PublicState,
  mover: PlayerState,
  targets: readonly Square[],
): DistanceField {
  // One field serves every player of a team heading for the same squares, as long as nothing
  // it depends on moves: over the decisions of an activation, and the two coaches' decisions.
  return fieldIn(memory, fieldsAround(memory, s, null), s, mover.team, targets, null);
}

/**
 * The mover's own way to the targets: a field of his team's in which he stands nowhere, so that
 * it lasts while he alone moves, over his whole activation. It reads as `distanceField` at his
 * square and at every square nearer the targets than his: the cost of a square counts when it
 * is entered, so a way through his square is longer than his own and is never the shortest to a
 * square nearer than him. A farther square may read nearer than it is (through his square, free
 * here), and his tackle zones are left out, so only his team may use it.
 */
export function ownWay(
  memory: BotMemory,
  s: PublicState,
  mover: PlayerState,
  targets: readonly Square[],
): DistanceField {
  const held = heldOwnWay(memory, s, mover, targets);
  if (held) return held;
  const field = fieldIn(memory, fieldsAround(memory, s, mover), s, mover.team, targets, mover);
  keepOwnWay(memory, s, mover, targets, field);
  return field;
}

/** How many own ways of the mover are kept: he heads for his goal, and the carrier's for the end zone. */
const KEPT_WAYS = 4;

function heldOwnWay(
  memory: BotMemory,
  s: PublicState,
  mover: PlayerState,
  targets: readonly Square[],
): DistanceField | undefined {
  const fields = memory.fields;
  const held = fields.moverWays;
  if (held?.mover !== mover.id) return undefined;
  if (held.view !== s) {
    if (!onlyMoved(held.view, s, mover.id)) {
      fields.moverWays = undefined;
      return undefined;
    }
    held.view = s;
  }
  return held.ways.find((w) => sameSquares(w.targets, targets))?.field;
}

function keepOwnWay(
  memory: BotMemory,
  s: PublicState,
  mover: PlayerState,
  targets: readonly Square[],
  field: DistanceField,
): void {
  const fields = memory.fields;
  if (fields.moverWays?.mover !== mover.id || fields.moverWays.view !== s)
    fields.moverWays = { view: s, mover: mover.id, ways: [] };
  const { ways } = fields.moverWays;
  if (ways.length >= KEPT_WAYS) ways.shift();
  ways.push({ targets, field });
}

/**
 * The mover's field to the targets (his own way if `own`), or undefined when no way leads from
 * his square to them. Players never bar a way, they only make it longer, so whether one leads
 * there follows the board, the dungeon's moving parts and the chests alone: a field found with no
 * way from some square has been searched to its end, and then answers for every field to the same
 * targets, whoever stands where, so that a player cut off from his goal is not searched for again
 * at each of his steps, nor are his team-mates.
 */
export function fieldTo(
  memory: BotMemory,
  s: PublicState,
  mover: PlayerState,
  targets: readonly Square[],
  own: boolean,
): DistanceField | undefined {
  const i = indexOf(s, mover.at!);
  const held = own
    ? (heldOwnWay(memory, s, mover, targets) ?? teamWay(memory, s, mover, targets, i))
    : undefined;
  if (held) return held.standingOn(i) < Infinity ? held : undefined;
  const leftOut = own ? mover : null;
  const around = fieldsAround(memory, s, leftOut);
  let field = around.fields.get(fieldKey(memory, s, mover.team, targets));
  if (field === undefined) {
    // Looked for before a field is made: a field made already has been read at his square. With
    // none found cut off yet, there is nothing to look for.
    const { cutOff } = memory.fields;
    const reach = cutOff.size > 0 ? reachKey(memory, s, targets) : undefined;
    if (reach !== undefined && cutOff.get(reach)?.standingOn(i) === Infinity) return undefined;
    field = fieldIn(memory, around, s, mover.team, targets, leftOut);
    if (field.standingOn(i) === Infinity) {
      const key = reach ?? reachKey(memory, s, targets);
      cutOff.delete(key);
      cutOff.set(key, field);
      if (cutOff.size > KEPT_CUT_OFF) cutOff.delete(cutOff.keys().next().value!);
    }
  }
  if (own) keepOwnWay(memory, s, mover, targets, field);
  return field.standingOn(i) < Infinity ? field : undefined;
}

/**
 * For the mover's steps to the targets, his team's field found already where he stood at the
 * start of the steps (by the team's decision of whom to activate: a loose ball's runners, a
 * blitzer's reach), if it reads no farther at his square now than there. It reads as his own way
 * wherever his steps read it, as they read it only at his square and nearer the targets: with
 * him at his first square, it differs from his own way only by what entering that square adds,
 * which weighs on no square nearer than it, nor on his first square itself; and while only he
 * moves (`onlyMoved`), his own way does not change. So a search made for the team's decision
 * serves his activation, rather than a new one. Only `fieldTo` gives it: his own way for the
 * carrier's (`ownWay`) is read at every square.
 */
function teamWay(
  memory: BotMemory,
  s: PublicState,
  mover: PlayerState,
  targets: readonly Square[],
  i: number,
): DistanceField | undefined {
  const fields = memory.fields;
  const held = fields.stepsWay;
  if (held?.mover === mover.id && (held.view === s || onlyMoved(held.view, s, mover.id))) {
    held.view = s;
    if (sameSquares(held.targets, targets) && held.field.standingOn(i) <= held.first)
      return held.field;
    return undefined;
  }
  const found = knownAround(memory, s)?.fields.get(fieldKey(memory, s, mover.team, targets));
  const first = found?.standingOn(i) ?? Infinity;
  if (first === Infinity) return undefined;
  fields.stepsWay = { view: s, mover: mover.id, targets, field: found!, first };
  return found;
}

/** Whether two lists hold the same squares in the same order. */
const sameSquares = (a: readonly Square[], b: readonly Square[]): boolean =>
  a === b || (a.length === b.length && a.every((q, k) => sameSquare(q, b[k]!)));

/**
 * As text, what decides whether a way leads to the targets: the board, the dungeon's moving
 * parts, the chests and the targets.
 */
function reachKey(memory: BotMemory, s: PublicState, targets: readonly Square[]): string {
  const moving = s.mechanismState === undefined ? 0 : identity(memory, s.mechanismState);
  let key = `${identity(memory, s.board)}:${moving}:`;
  for (const c of s.chests) key += `${indexOf(s, c.at)},`;
  return `${key}:${targetsId(memory, s, targets)}`;
}

const KEPT_CUT_OFF = 8;

function fieldIn(
  memory: BotMemory,
  around: Around,
  s: PublicState,
  team: number,
  targets: readonly Square[],
  leftOut: PlayerState | null,
): DistanceField {
  const key = fieldKey(memory, s, team, targets);
  const known = around.fields.get(key);
  if (known) return known;
  const field = computeField(memory, around, s, team, targets, leftOut);
  around.fields.set(key, field);
  return field;
}

/** A field's key among those of one surroundings: its team (-1, the monsters, to 3) and targets. */
const fieldKey = (
  memory: BotMemory,
  s: PublicState,
  team: number,
  targets: readonly Square[],
): number => targetsId(memory, s, targets) * 8 + team + 1;

/**
 * A number for the targets' squares, the same for the same squares in the same order (on one
 * board): found among the lists met with the same hash of their squares, which are compared. The
 * latest long lists (an end zone's squares, made once per board by the heuristic bot; the squares
 * round the chests, kept over an activation) are found again by identity: lists are never changed.
 */
function targetsId(memory: BotMemory, s: PublicState, targets: readonly Square[]): number {
  const fields = memory.fields;
  const { ids, longIds } = fields;
  const long = targets.length > 8;
  if (long) for (const k of longIds) if (k.targets === targets) return k.id;
  // The hash kept to 30 bits, which the JavaScript engine keeps as small whole numbers, quick
  // as keys.
  let hash = targets.length;
  for (const t of targets) hash = Math.imul(hash ^ indexOf(s, t), 0x01000193) & 0x3fffffff;
  let same = ids.get(hash);
  let id: number | undefined;
  if (same)
    for (const k of same)
      if (sameIndices(s, k.squares, targets)) {
        id = k.id;
        break;
      }
  if (id === undefined) {
    // A number is never given twice, so lists forgotten here are only given a new one.
    if (!same || ids.size >= KEPT_IDS) {
      if (ids.size >= KEPT_IDS) ids.clear();
      ids.set(hash, (same = []));
    }
    // A short list of its own: a typed array would be a buffer outside the heap, slow to make.
    const squares = targets.map((t) => indexOf(s, t));
    same.push({ squares, id: (id = ++fields.lastId) });
  }
  if (long) {
    if (longIds.length >= KEPT_LONG) longIds.shift();
    longIds.push({ targets, id });
  }
  return id;
}

/** Whether squares' places (the board grid's) are those of the squares of a list, in order. */
function sameIndices(s: PublicState, places: readonly number[], squares: readonly Square[]) {
  if (places.length !== squares.length) return false;
  for (let n = 0; n < places.length; n++) if (places[n] !== indexOf(s, squares[n]!)) return false;
  return true;
}

const KEPT_IDS = 10_000;
const KEPT_LONG = 8;

/**
 * What a field depends on beyond its team and targets, as numbers written into `into` (grown as
 * needed), their count returned: the board and the dungeon's moving parts (by identity: neither is
 * changed in place), where every player stands but `leftOut`, his team and whether he exerts a
 * tackle zone, and where every chest is. Two positions with the same numbers give the same fields.
 */
function surroundings(
  memory: BotMemory,
  s: PublicState,
  leftOut: PlayerState | null,
  into: { key: Int32Array },
): number {
  const size = 4 + s.players.length + s.chests.length;
  if (into.key.length < size) into.key = new Int32Array(size * 2);
  const key = into.key;
  let n = 0;
  key[n++] = identity(memory, s.board);
  key[n++] = s.mechanismState === undefined ? 0 : identity(memory, s.mechanismState);
  key[n++] = s.players.length;
  for (const p of s.players)
    key[n++] =
      p.at && p.id !== leftOut?.id
        ? indexOf(s, p.at) * 16 + p.team * 2 + (exertsTackleZone(p) ? 1 : 0) + 1
        : 0;
  key[n++] = s.chests.length;
  for (const c of s.chests) key[n++] = indexOf(s, c.at);
  return n;
}

/** A number for each board and each position of the dungeon's moving parts, for `surroundings`. */
function identity(memory: BotMemory, o: object): number {
  const fields = memory.fields;
  let known = fields.identities.get(o);
  if (known === undefined) fields.identities.set(o, (known = ++fields.identified));
  return known;
}

/**
 * What is known of one surroundings (`surroundings`), for one player left out or none: its
 * fields by team and targets, and by team what entering each square adds (`entryCosts`), which
 * fields whose targets add nothing to it share.
 */
interface Around {
  readonly key: Int32Array;
  readonly fields: Map<number, DistanceField>;
  readonly costs: Map<number, Int32Array>;
}

/** How many surroundings keep their fields: the bots' decisions revisit only the latest ones. */
const KEPT = 4;

/**
 * What the searches of one bot's memory keep (`BotMemory`), for one match: every field and array
 * in it is cut from the memory's block, and forgotten (`forget`) before the block is reused.
 */
export class FieldMemory {
  /**
   * The own ways found for the latest mover, with the view they were last asked about: they hold
   * at his next steps, while only he moves (`onlyMoved`), as they leave him out.
   */
  moverWays:
    | {
        view: PublicState;
        readonly mover: string;
        readonly ways: { readonly targets: readonly Square[]; readonly field: DistanceField }[];
      }
    | undefined;
  /** The team's field serving the latest mover's steps (`teamWay`), and how far he first was. */
  stepsWay:
    | {
        view: PublicState;
        readonly mover: string;
        readonly targets: readonly Square[];
        readonly field: DistanceField;
        readonly first: number;
      }
    | undefined;
  /**
   * The latest fields searched to their end with no way from some square, oldest first, by what
   * decides whether a way leads to their targets (`reachKey`).
   */
  readonly cutOff = new Map<string, DistanceField>();
  /** Lists of targets met, by the hash of their squares, with their numbers (`targetsId`). */
  readonly ids = new Map<number, { readonly squares: readonly number[]; readonly id: number }[]>();
  lastId = 0;
  /** The latest long lists of targets met, oldest first, with their numbers. */
  readonly longIds: { readonly targets: readonly Square[]; readonly id: number }[] = [];
  /** A number for each board and each position of the dungeon's moving parts (`identity`). */
  readonly identities = new WeakMap<object, number>();
  identified = 0;
  /** What is known of the last few surroundings met, oldest first. */
  readonly recent: Around[] = [];
  /** The latest view asked about, with the player left out, and what is known of its surroundings. */
  latest:
    | { readonly view: PublicState; readonly leftOut: PlayerState | null; readonly around: Around }
    | undefined;
  /** Where the numbers of a view's surroundings are written before they are looked for. */
  readonly scratch = { key: new Int32Array(64) };
  /** The squares marked by an opponent, for `entryCosts`. */
  readonly marked = new Marks();

  /** Forgets every field and array cut from the memory's block, before it is reused. */
  forget(): void {
    this.moverWays = undefined;
    this.stepsWay = undefined;
    this.cutOff.clear();
    this.recent.length = 0;
    this.latest = undefined;
  }
}

function sameKey(a: Int32Array, b: Int32Array, n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

function fieldsAround(memory: BotMemory, s: PublicState, leftOut: PlayerState | null): Around {
  // While only the player left out moves, as over his activation, the surroundings stay the same.
  const fields = memory.fields;
  const { latest, recent, scratch } = fields;
  const left = leftOut?.id ?? null;
  if (latest && (latest.leftOut?.id ?? null) === left) {
    if (latest.view === s) return latest.around;
    if (onlyMoved(latest.view, s, left)) {
      fields.latest = { view: s, leftOut, around: latest.around };
      return latest.around;
    }
  }
  const n = surroundings(memory, s, leftOut, scratch);
  const at = recent.findIndex((r) => sameKey(r.key, scratch.key, n));
  let around = at >= 0 ? recent.splice(at, 1)[0]! : undefined;
  if (!around) {
    if (recent.length >= KEPT) recent.shift();
    const key = memory.arena.copied(scratch.key.subarray(0, n));
    around = { key, fields: new Map(), costs: new Map() };
  }
  recent.push(around);
  fields.latest = { view: s, leftOut, around };
  return around;
}

/** What is known of a view's surroundings with nobody left out, if any: looked for, not made. */
function knownAround(memory: BotMemory, s: PublicState): Around | undefined {
  const { latest, recent, scratch } = memory.fields;
  if (latest?.leftOut === null && (latest.view === s || onlyMoved(latest.view, s, null)))
    return latest.around;
  const n = surroundings(memory, s, null, scratch);
  return recent.find((r) => sameKey(r.key, scratch.key, n));
}

function computeField(
  memory: BotMemory,
  around: Around,
  s: PublicState,
  team: number,
  targets: readonly Square[],
  leftOut: PlayerState | null,
): DistanceField {
  const { board } = s;
  const edges = edgesOf(gridOf(board), board);
  const sources = targets.map((t) => indexOf(s, t));
  // A mover's own way is read about his square and nearer the targets: searched toward him.
  const toward = leftOut?.at ? { landmarks: landmarks(edges), at: indexOf(s, leftOut.at) } : null;
  return new DistanceField(
    edges,
    partedMoves(s),
    sources,
    () => {
      // The team's costs in these surroundings serve as they are when every target may be entered.
      let costs = around.costs.get(team);
      if (!costs) around.costs.set(team, (costs = entryCosts(memory, s, team, [], leftOut, edges)));
      return sources.every((i) => costs[i]! >= 0)
        ? costs
        : entryCosts(memory, s, team, sources, leftOut, edges);
    },
    toward,
    memory.arena,
  );
}

/**
 * What entering a square adds: 2 if an opponent marks it (BB-MOVE-2, walls and closed
 * portcullises respected, DB-PORT-2), 5 if someone stands on it; -1 if it may not be entered
 * (a wall, a chest, a teleporter), unless it is a target.
 */
function entryCosts(
  memory: BotMemory,
  s: PublicState,
  team: number,
  sources: readonly number[],
  leftOut: PlayerState | null,
  edges: FieldEdges,
): Int32Array {
  const enter = memory.arena.copied(edges.closed);
  const { marked } = memory.fields;
  for (const c of s.chests) enter[indexOf(s, c.at)] = -1;
  for (const i of sources) enter[i] = 0;
  for (const p of s.players)
    if (p.at && p.id !== leftOut?.id && enter[indexOf(s, p.at)]! >= 0)
      enter[indexOf(s, p.at)]! += 5;
  marked.begin(enter.length);
  const zones = tackleZones(s);
  for (const p of s.players) {
    if (!p.at || p.team === team || !exertsTackleZone(p)) continue;
    const zone = zones(indexOf(s, p.at));
    for (let k = 0; k < zone.length; k++) {
      const i = zone[k]!;
      if (marked.at[i] === marked.now) continue;
      marked.at[i] = marked.now;
      if (enter[i]! >= 0) enter[i]! += 2;
    }
  }
  return enter;
}

/**
 * By square, the squares a player standing there marks now (`adjacentNow`: walls and closed
 * portcullises respected), worked out as asked. Kept by the board and the position of the
 * dungeon's moving parts, neither of which is changed in place.
 */
function tackleZones(s: PublicState): (i: number) => Int32Array {
  let byMemory = zonesKept.get(s.board);
  if (!byMemory) zonesKept.set(s.board, (byMemory = { plain: [], memories: new WeakMap() }));
  let kept = byMemory.plain;
  if (s.mechanismState !== undefined) {
    const known = byMemory.memories.get(s.mechanismState);
    if (known) kept = known;
    else byMemory.memories.set(s.mechanismState, (kept = []));
  }
  const lists = kept;
  return (i) => {
    const known = lists[i];
    if (known) return known;
    const at = squareOf(s.board, i);
    const found = Int32Array.from(
      neighbours(s.board, at)
        .filter((q) => adjacentNow(s, at, q))
        .map((q) => indexOf(s, q)),
    );
    lists[i] = found;
    return found;
  };
}

/** A pure memo: by board and position of the moving parts, neither changed in place. */
const zonesKept = new WeakMap<
  PublicState['board'],
  { readonly plain: Int32Array[]; readonly memories: WeakMap<object, Int32Array[]> }
>();

/**
 * Whether a field to these targets reads 0 at square q, told without making it when it can be:
 * it does at the targets, and elsewhere only through a step that costs nothing (a fall, a ride into
 * a lift's cabin), as no square costs less than nothing to enter. Undefined when q has such a step
 * out of it: then only the field knows.
 */
export function readsZero(
  s: PublicState,
  targets: readonly Square[],
  q: Square,
): boolean | undefined {
  const i = indexOf(s, q);
  for (const t of targets) if (indexOf(s, t) === i) return true;
  const { outFirst, out, weight } = edgesOf(gridOf(s.board), s.board);
  for (let k = outFirst[i]!; k < outFirst[i + 1]!; k++) if (weight[out[k]!] === 0) return undefined;
  return false;
}

export type { DistanceField };

export const distanceAt = (s: PublicState, field: DistanceField, q: Square | null): number =>
  q ? field.to(indexOf(s, q)) : Infinity;

/**
 * How far a player standing on square q is for the field, if nearer than `limit`; Infinity if not
 * (`standingOn`: on a teleporter, by his way off it).
 */
export const standingDistance = (
  s: PublicState,
  field: DistanceField,
  q: Square | null,
  limit = Infinity,
): number => (q ? field.standingOn(indexOf(s, q), limit) : Infinity);

/**
 * A lower bound of how far a player standing on square q is from the nearest target, by the
 * board's grid alone (`Landmarks`), told without a search: a field, which only adds to the grid's
 * costs and closes squares and moves, never reads less there. Infinity with no targets.
 */
export function distanceAtLeast(s: PublicState, q: Square, targets: readonly Square[]): number {
  const marks = landmarks(edgesOf(gridOf(s.board), s.board));
  const at = indexOf(s, q);
  let least = Infinity;
  for (const t of targets) least = Math.min(least, marks.bound(at, indexOf(s, t)));
  return least;
}

/** How far square q is for the field, if nearer than `limit`; Infinity if not (`nearerThan`). */
export const distanceBelow = (
  s: PublicState,
  field: DistanceField,
  q: Square | null,
  limit: number,
): number => (q ? field.nearerThan(indexOf(s, q), limit) : Infinity);
