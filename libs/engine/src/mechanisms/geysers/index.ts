import { type DungeonMap, pieceName } from '@dungeonbowl/dungeon-schema';
import { adjacent, playerAt } from '../../board/squares';
import { roll } from '../../dice/draw';
import type { Board, GameState, Square } from '../../model/state';
import type { Step } from '../../rules/context';
import { armourRoll } from '../../rules/injury';
import type { Mechanism, MechanismMark } from '../mechanism';
import { remember, remembered } from '../../model/memory';
import { inRoom, roomsOfKind, type RoomArea } from '../../board/rooms';

/** A geyser room: its squares, its steam (DB-GEYSER-2) and its numbered vents (DB-GEYSER-1). */
export interface GeyserRoom extends RoomArea {
  readonly steam: 'hot' | 'explosive';
  readonly vents: readonly { readonly number: number; readonly at: Square }[];
}

/**
 * The last jet of each room, by room id: the team turn it ended, the D20 and the vent's square.
 * Nothing reads `turn`; it stays because a saved match's and a replay's hashes are of the whole
 * state, and dropping it would make every match that ever set off a geyser hash differently.
 */
export type GeyserMemory = {
  readonly [room: string]: {
    readonly turn: number;
    readonly rolled: number;
    readonly at: Square | null;
  };
};

const KIND = 'geysers';

export const geyserRoomsOf = (board: Board): readonly GeyserRoom[] =>
  (board.mechanisms?.[KIND] as readonly GeyserRoom[] | undefined) ?? [];

export const lastJets = (state: Pick<GameState, 'mechanismState'>): GeyserMemory =>
  remembered<GeyserMemory>(state, KIND) ?? {};

function fromMap(map: DungeonMap): GeyserRoom[] | undefined {
  const rooms = roomsOfKind(map, 'geysers', (room) => ({
    steam: room.options?.steam ?? 'hot',
    vents: (map.features ?? []).flatMap((f) =>
      f.kind === 'geyser-vent' && f.room === room.id
        ? [{ number: f.number, at: { floor: f.floor, x: f.x, y: f.y } }]
        : [],
    ),
  }));
  return rooms.length > 0 ? rooms : undefined;
}

/**
 * A jet from the vent: the player on it makes an Armour roll, at +1 and +1 to the Injury roll
 * with explosive steam; with explosive steam the players next to it roll too, unmodified
 * (DB-GEYSER-3, DB-GEYSER-4). Nobody is knocked down by the steam itself: only a broken armour
 * hurts him, by its Injury roll, and a hurt carrier drops the ball.
 */
function jet(step: Step, room: GeyserRoom, at: Square): void {
  const explosive = room.steam === 'explosive';
  const onIt = playerAt(step.state, at);
  if (onIt) armourRoll(step, onIt.id, explosive ? 1 : 0, undefined, explosive ? 1 : 0);
  if (!explosive) return;
  const around = step.state.players.filter(
    (p) => p.box === null && p.at !== null && adjacent(step.state.board, at, p.at),
  );
  for (const p of around) armourRoll(step, p.id, 0);
}

/** Each room's last jet, on its vent (DB-GEYSER-1). */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  const jets = lastJets(state);
  return geyserRoomsOf(state.board).flatMap((room) => {
    const last = jets[room.id];
    if (!last?.at) return [];
    return [
      {
        kind: KIND,
        squares: [last.at],
        state: 'steam',
        label: `The last jet of ${pieceName('geyser room', room.id)} came from vent ${last.rolled} (${room.steam} steam).`,
      },
    ];
  });
}

/**
 * The geyser room (DB-GEYSER): at the end of every team turn, with at least one player of any team
 * in it, in any state, a D20 names the vent a jet of steam bursts from (DB-GEYSER-1). The last
 * jet of each room is in `mechanismState.geysers`, for the board to draw.
 */
export const geysers: Mechanism = {
  shown,
  kind: KIND,
  fromMap,
  endOfTurn: (step) => {
    for (const room of geyserRoomsOf(step.state.board)) {
      if (!step.state.players.some((p) => p.box === null && p.at && inRoom(room, p.at))) continue;
      const rolled = roll(step.state, 20);
      const vent = room.vents.find((v) => v.number === rolled)?.at ?? null;
      step.events.push({ type: 'geyser', room: room.id, rolled, at: vent });
      remember(step.state, KIND, {
        ...lastJets(step.state),
        [room.id]: { turn: step.state.turn.number, rolled, at: vent },
      });
      if (vent) jet(step, room, vent);
    }
  },
};
