import { capitalise, type DungeonMap, pieceName } from '@dungeonbowl/dungeon-schema';
import { roll } from '../../dice/draw';
import type { Board, GameState, Square } from '../../model/state';
import type { Step } from '../../rules/context';
import type { Mechanism, MechanismMark } from '../mechanism';
import { remember, remembered } from '../../model/memory';
import { across, edgeSquares, type PortcullisSpot } from '../portcullis';

/** A labyrinth door: a leaf pivoting in its square (map format v1 `features`, kind `door`). */
export interface DoorSpot {
  readonly id: string;
  readonly at: Square;
  readonly start: 'horizontal' | 'vertical' | 'random';
}

/** An end-zone access portal on one edge of a square (kind `portal`). */
export interface PortalSpot {
  readonly id: string;
  readonly at: Square;
  readonly side: PortcullisSpot['side'];
  readonly start: 'open' | 'closed' | 'random';
  readonly endZone: string;
}

/** What the board keeps of the map's doors and portals. */
export interface DoorsData {
  readonly doors: readonly DoorSpot[];
  readonly portals: readonly PortalSpot[];
}

export type Leaf = 'horizontal' | 'vertical';
export type PortalPosition = 'open' | 'closed';

/** What the match remembers: each door's leaf and each portal's position, by id. */
export interface DoorsMemory {
  readonly doors: { readonly [id: string]: Leaf };
  readonly portals: { readonly [id: string]: PortalPosition };
}

const KIND = 'doors';

const dataOf = (board: Board): DoorsData =>
  (board.mechanisms?.[KIND] as DoorsData | undefined) ?? { doors: [], portals: [] };

/** Each door's leaf and each portal's position now; one not set yet is horizontal, or open. */
export const doorPositions = (state: Pick<GameState, 'mechanismState'>): DoorsMemory =>
  remembered<DoorsMemory>(state, KIND) ?? { doors: {}, portals: {} };

function fromMap(map: DungeonMap): DoorsData | undefined {
  const doors: DoorSpot[] = [];
  const portals: PortalSpot[] = [];
  for (const f of map.features ?? []) {
    const at = { floor: f.floor, x: f.x, y: f.y };
    if (f.kind === 'door') doors.push({ id: f.id, at, start: f.start ?? 'random' });
    if (f.kind === 'portal')
      portals.push({ id: f.id, at, side: f.side, start: f.start ?? 'random', endZone: f.endZone });
  }
  return doors.length + portals.length > 0 ? { doors, portals } : undefined;
}

const same = (a: Square, b: Square) => a.floor === b.floor && a.x === b.x && a.y === b.y;

/**
 * Whether a door's leaf parts two neighbouring squares: a step into or out of its square goes
 * only along the leaf (west–east when horizontal, north–south when vertical), never across it nor
 * diagonally.
 */
function leafParts(door: DoorSpot, leaf: Leaf, a: Square, b: Square): boolean {
  if (!same(door.at, a) && !same(door.at, b)) return false;
  return leaf === 'horizontal' ? a.y !== b.y : a.x !== b.x;
}

const turned = (leaf: Leaf): Leaf => (leaf === 'horizontal' ? 'vertical' : 'horizontal');
const switched = (p: PortalPosition): PortalPosition => (p === 'open' ? 'closed' : 'open');

/** The match start: the map's position or a D6 each, 1–3 open or horizontal (DB-DOOR-3). */
function startOfMatch(step: Step): void {
  const { doors, portals } = dataOf(step.state.board);
  if (doors.length + portals.length === 0) return;
  const memory: { doors: Record<string, Leaf>; portals: Record<string, PortalPosition> } = {
    doors: {},
    portals: {},
  };
  for (const portal of portals) {
    const rolled = portal.start === 'random' ? roll(step.state, 6) : null;
    const position =
      rolled === null ? (portal.start as PortalPosition) : rolled <= 3 ? 'open' : 'closed';
    memory.portals[portal.id] = position;
    step.events.push({ type: 'door', id: portal.id, rolled, position });
  }
  for (const door of doors) {
    const rolled = door.start === 'random' ? roll(step.state, 6) : null;
    const position =
      rolled === null ? (door.start as Leaf) : rolled <= 3 ? 'horizontal' : 'vertical';
    memory.doors[door.id] = position;
    step.events.push({ type: 'door', id: door.id, rolled, position });
  }
  remember(step.state, KIND, memory);
}

/** The end of a round: one D6 for them all, and on a 6 every door and portal changes (DB-DOOR-4). */
function endOfRound(step: Step): void {
  const { doors, portals } = dataOf(step.state.board);
  if (doors.length + portals.length === 0) return;
  const rolled = roll(step.state, 6);
  const changed = rolled === 6;
  step.events.push({ type: 'doors-rolled', rolled, changed });
  if (!changed) return;
  const now = doorPositions(step.state);
  remember(step.state, KIND, {
    doors: Object.fromEntries(
      doors.map((d) => [d.id, turned(now.doors[d.id] ?? 'horizontal')] as const),
    ),
    portals: Object.fromEntries(
      portals.map((p) => [p.id, switched(now.portals[p.id] ?? 'open')] as const),
    ),
  } satisfies DoorsMemory);
}

/** Each door's leaf and each portal, open or closed, for the screens. */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  const { doors, portals } = dataOf(state.board);
  const now = doorPositions(state);
  return [
    ...portals.map((p) => {
      const position = now.portals[p.id] ?? 'open';
      return {
        kind: KIND,
        squares: [p.at],
        state: position,
        label: `${capitalise(pieceName('portal', p.id))} to end zone ${p.endZone} is ${position}.`,
      };
    }),
    ...doors.map((d) => {
      const leaf = now.doors[d.id] ?? 'horizontal';
      return {
        kind: KIND,
        squares: [d.at],
        state: leaf,
        label: `${capitalise(pieceName('door', d.id))} is ${leaf}: it lets players through ${leaf === 'horizontal' ? 'west–east' : 'north–south'}.`,
      };
    }),
  ];
}

/**
 * The labyrinth doors and the end-zone portals (DB-DOOR), which work the same way (DB-DOOR-2).
 * A portal lies on a square's edge and, closed, is a wall there for movement, push-backs, tackle
 * zones, assists and blocks, as a closed portcullis (`across`). A door is a leaf pivoting in its
 * square: horizontal (as on the plan) it lets players in and out of its square west–east only,
 * vertical north–south only. At the start each is set by the map or a D6 (DB-DOOR-3); at the end
 * of every round one D6 turns every door and switches every portal on a 6 (DB-DOOR-4), moving and
 * hurting nobody.
 */
export const doors: Mechanism = {
  kind: KIND,
  fromMap,
  barrier: (state, a, b) => {
    const data = dataOf(state.board);
    if (data.doors.length + data.portals.length === 0) return null;
    const now = doorPositions(state);
    if (data.portals.some((p) => (now.portals[p.id] ?? 'open') === 'closed' && across(p, a, b)))
      return 'The portal is closed: it is a wall (DB-DOOR-2, DB-DOOR-4).';
    if (data.doors.some((d) => leafParts(d, now.doors[d.id] ?? 'horizontal', a, b)))
      return "The door's leaf is in the way: it is a wall (DB-DOOR-1, DB-DOOR-4).";
    return null;
  },
  guards: (board) => {
    const { doors, portals } = dataOf(board);
    return [...doors.map((d) => d.at), ...portals.flatMap(edgeSquares)];
  },
  startOfMatch,
  endOfRound,
  shown,
};
