import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { roll } from '../../dice/draw';
import type { Board } from '../../model/state';
import type { Step } from '../../rules/context';
import { knockDown } from '../../rules/injury';
import { turnover } from '../../rules/turn';
import type { Mechanism } from '../mechanism';
import { remember, remembered } from '../../model/memory';
import { roomSquares, roomsOfKind, type RoomArea } from '../../board/rooms';
import { perBoard } from '../../board/same-board';
import { placeIn } from '../../board/square-index';

/** A magic statue room, with the D6 result (or more) on which its bolt strikes. */
export interface StatueRoom extends RoomArea {
  readonly boltOn: number;
}

const KIND = 'magic-statue';

const roomsOf = (board: Board): readonly StatueRoom[] =>
  (board.mechanisms?.[KIND] as readonly StatueRoom[] | undefined) ?? [];

function fromMap(map: DungeonMap): StatueRoom[] | undefined {
  const rooms = roomsOfKind(map, 'magic-statue', (room) => ({ boltOn: room.options?.boltOn ?? 6 }));
  return rooms.length > 0 ? rooms : undefined;
}

/**
 * By square place (`placeIn`), 1 + the place in `roomsOf` of the first statue room it is in, 0
 * outside them: every player is looked for in the rooms after every action, so the rooms'
 * squares are found once per board.
 */
const roomPlaces = perBoard((board): Uint8Array => {
  const places = new Uint8Array(board.width * board.height * board.floors.length);
  roomsOf(board).forEach((room, n) => {
    for (const q of roomSquares(room)) {
      const at = placeIn(board, q);
      if (at >= 0 && places[at] === 0) places[at] = n + 1;
    }
  });
  return places;
});

/** The players the statue has seen come in, and who are still in its room, by id. */
type StatueMemory = readonly string[];

/**
 * After every action, once nothing waits for a coach: each player who has come into a statue room
 * since, pushed in or at the end of his movement (not while he is still on the move), is seen
 * once; Standing, he rolls a D6 and on the room's number (6) a bolt Knocks him Down, with an
 * Armour roll (DB-BOLT-1); Prone or Stunned, the statue leaves him (DB-BOLT-2). He is seen again
 * only once he has left the room. An active-team player it knocks down is a turnover.
 */
function afterAction(step: Step): void {
  const { state } = step;
  const rooms = roomsOf(state.board);
  if (rooms.length === 0 || state.pending.length > 0 || state.result !== null) return;
  // A list, not a set: it holds the few players in the room, and this is asked after every action.
  const seen = remembered<StatueMemory>(state, KIND) ?? [];
  const moving = state.turn.activation?.player;
  const inside: string[] = [];
  const places = roomPlaces(state.board);
  for (const p of state.players) {
    const at = p.box === null && p.at ? placeIn(state.board, p.at) : -1;
    const n = at < 0 ? 0 : places[at]!;
    if (n === 0) continue;
    const room = rooms[n - 1]!;
    if (seen.includes(p.id)) {
      inside.push(p.id);
      continue;
    }
    if (p.id === moving) continue;
    inside.push(p.id);
    if (p.stance !== 'standing') continue;
    const rolled = roll(state, 6);
    const hit = rolled >= room.boltOn;
    step.events.push({ type: 'statue-bolt', player: p.id, room: room.id, rolled, hit });
    if (!hit) continue;
    knockDown(step, p.id);
    if (p.team === state.turn.team) turnover(step, 'the statue struck him down');
  }
  // Remembered only when it changes: what depends on `mechanismState` is worked out again then.
  if (inside.length !== seen.length || inside.some((id) => !seen.includes(id)))
    remember(state, KIND, inside.length > 0 ? inside : undefined);
  if (state.turn.turnover !== null) step.settle?.(step);
}

/**
 * The magic statue room (DB-BOLT): a bolt for every player who comes into it Standing, on a 6.
 * Who it has seen is in `mechanismState['magic-statue']`.
 */
export const magicStatue: Mechanism = { kind: KIND, fromMap, afterAction };
