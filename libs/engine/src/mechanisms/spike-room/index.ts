import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Board } from '../../model/state';
import type { Mechanism } from '../mechanism';
import { inRoom, roomsOfKind, type RoomArea } from '../../board/rooms';

const KIND = 'spike-room';

export const spikeRoomsOf = (board: Board): readonly RoomArea[] =>
  (board.mechanisms?.[KIND] as readonly RoomArea[] | undefined) ?? [];

function fromMap(map: DungeonMap): RoomArea[] | undefined {
  const rooms = roomsOfKind(map, 'spikes', () => ({}));
  return rooms.length > 0 ? rooms : undefined;
}

/**
 * The spike room (DB-SPIKE-1): its walls bristle with spikes. A player in the room pushed back
 * against them, knocked down or not, is impaled: his Armour roll at +2 and, if it breaks, his
 * Injury roll at +2, instead of the wall's +1 for a knock-down (DB-MOVE-4, DB-MOVE-5). He stays in
 * his square. Interpretation: he is against its walls when he stands in the room and has nowhere
 * to be pushed to, the defender as well as the last player of a chain push; the defender of a
 * chain push stopped by a wall is treated as pushed against a wall (DB-MOVE-7), so he is impaled
 * too when he stands in the room.
 */
export const spikeRoom: Mechanism = {
  kind: KIND,
  fromMap,
  wallShock: (board, at) =>
    spikeRoomsOf(board).some((room) => inRoom(room, at)) ? { armour: 2, injury: 2 } : null,
};
