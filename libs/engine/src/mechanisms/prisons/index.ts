import { capitalise, type DungeonMap, pieceName } from '@dungeonbowl/dungeon-schema';
import type { Fall } from '../../model/decisions';
import type { Board, GameState, Square } from '../../model/state';
import { player, type Step } from '../../rules/context';
import { removeFromPlay } from '../../rules/injury';
import { below } from '../../board/landing';
import { ballFalls, fallDone, fallDown } from '../../rules/falling';
import type { Mechanism, MechanismMark, Place } from '../mechanism';
import { remember, remembered } from '../../model/memory';
import { inRoom, roomSquares, roomsOfKind, type RoomArea } from '../../board/rooms';

/**
 * A prison room, the squares of its opening mechanisms ("P", `prison-lever` features), the
 * trapdoors above it (`prison-trapdoor` features) and how many prisoners it holds (DB-PRISON-2).
 */
export interface Prison extends RoomArea {
  readonly levers: readonly Square[];
  readonly trapdoors: readonly Square[];
  readonly capacity: number;
}

/** The most prisoners a prison holds when the map does not say (DB-PRISON-2). */
const CAPACITY = 6;

const KIND = 'prisons';

const prisonsOf = (board: Board): readonly Prison[] =>
  (board.mechanisms?.[KIND] as readonly Prison[] | undefined) ?? [];

/** The prisons open now, by id (until the end of the team turn). */
type PrisonMemory = readonly string[];

const openNow = (state: Pick<GameState, 'mechanismState'>): PrisonMemory =>
  remembered<PrisonMemory>(state, KIND) ?? [];

function fromMap(map: DungeonMap): Prison[] | undefined {
  const prisons = roomsOfKind(map, 'prison', (room) => ({
    levers: (map.features ?? []).flatMap((f) =>
      f.kind === 'prison-lever' && f.prison === room.id ? [{ floor: f.floor, x: f.x, y: f.y }] : [],
    ),
    trapdoors: (map.features ?? []).flatMap((f) =>
      f.kind === 'prison-trapdoor' && f.prison === room.id
        ? [{ floor: f.floor, x: f.x, y: f.y }]
        : [],
    ),
    capacity: room.options?.capacity ?? CAPACITY,
  }));
  return prisons.length > 0 ? prisons : undefined;
}

const same = (a: Square, b: Square | null) =>
  b !== null && a.floor === b.floor && a.x === b.x && a.y === b.y;

/** The trapdoors, open to the prison below like any hole (DB-PRISON-1, DB-PRISON-5). */
const places = (board: Board): Place[] =>
  prisonsOf(board).flatMap((prison) =>
    prison.trapdoors.map((at) => ({
      at,
      properties: { moveCost: null, hazard: true, drop: true },
    })),
  );

/** How many players are in a prison now, Standing or not. */
const prisoners = (state: Pick<GameState, 'players'>, prison: Prison): number =>
  state.players.filter((p) => p.box === null && p.at !== null && inRoom(prison, p.at)).length;

/**
 * A player falls through a trapdoor: down into the prison as down any hole (DB-PRISON-1); but a
 * full prison takes nobody more, and he goes back to his Reserves instead (DB-PRISON-2), a ball
 * he held falling into the prison. Interpretation: he fell all the same, so the fall ends as any
 * other, a turnover for the active team.
 */
function onFall(step: Step, fall: Fall): void {
  const landing = below(step.state.board, fall.into)?.landing;
  const prison = landing && prisonsOf(step.state.board).find((q) => inRoom(q, landing));
  if (!prison || prisoners(step.state, prison) < prison.capacity) return fallDown(step, fall);
  const carried = step.state.ball.carrier === fall.player;
  step.events.push({ type: 'prison-full', player: fall.player, id: prison.id });
  if (carried) step.state.ball = { at: fall.into, carrier: null };
  removeFromPlay(step, player(step, fall.player).id, 'reserves');
  if (carried) ballFalls(step, fall.into);
  fallDone(step, fall);
}

/**
 * A player who moves onto a prison's opening mechanism opens it (DB-PRISON-3): seen after every
 * action, from its `moved` events, so that one pushed onto it or standing on it opens nothing.
 */
function afterAction(step: Step): void {
  const prisons = prisonsOf(step.state.board);
  if (prisons.length === 0) return;
  // Only the events the action made: the prisons' own, pushed here, are never `moved`.
  const { events } = step;
  for (let n = events.length, i = 0; i < n; i++) {
    const e = events[i]!;
    if (e.type !== 'moved') continue;
    const p = step.state.players.find((q) => q.id === e.player);
    if (!p || p.box !== null || p.stance !== 'standing' || !same(e.to, p.at)) continue;
    for (const prison of prisons)
      if (!openNow(step.state).includes(prison.id) && prison.levers.some((l) => same(l, e.to))) {
        remember(step.state, KIND, [...openNow(step.state), prison.id]);
        step.events.push({ type: 'prison', id: prison.id, open: true });
      }
  }
}

/**
 * At the end of the team turn every open prison closes again (DB-PRISON-3). Closed is remembered
 * as an empty list, so that the match has something for the barrier to read.
 */
function endOfTurn(step: Step): void {
  if (openNow(step.state).length === 0) return;
  for (const id of openNow(step.state)) step.events.push({ type: 'prison', id, open: false });
  remember(step.state, KIND, []);
}

/** Each prison, open or closed, for the screens. */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  const open = openNow(state);
  return prisonsOf(state.board).map((prison) => {
    const position = open.includes(prison.id) ? 'open' : 'closed';
    return {
      kind: KIND,
      squares: prison.levers,
      state: position,
      label: `${capitalise(pieceName('prison', prison.id))} is ${position}.`,
    };
  });
}

/**
 * The prisons (DB-PRISON): rooms whose way out is closed, as a wall between their squares and the
 * squares outside, until a player moves onto their opening mechanism; then open until the end of
 * the team turn, for prisoners to walk out (DB-PRISON-3). A player falls in through a trapdoor
 * above as down any hole, landing inside (DB-PRISON-1), and prisoners block one another as
 * anywhere (DB-PRISON-4).
 */
export const prisons: Mechanism = {
  kind: KIND,
  fromMap,
  places,
  onFall,
  onBall: ballFalls,
  barrier: (state, a, b) => {
    const all = prisonsOf(state.board);
    if (all.length === 0) return null;
    const open = openNow(state);
    return all.some(
      (prison) => !open.includes(prison.id) && inRoom(prison, a) !== inRoom(prison, b),
    )
      ? 'The prison is closed: its opening mechanism opens it (DB-PRISON-3).'
      : null;
  },
  guards: (board) => prisonsOf(board).flatMap(roomSquares),
  startOfMatch: (step) => {
    if (prisonsOf(step.state.board).length > 0) remember(step.state, KIND, []);
  },
  afterAction,
  endOfTurn,
  shown,
};
