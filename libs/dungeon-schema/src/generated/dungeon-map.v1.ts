// Generated from schema/dungeon-map.v1.schema.json by scripts/generate.mjs. Do not edit.

/**
 * Index into the map's `floors` array: 0 is the ground floor, 1 the first floor, up to 3.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "floorIndex".
 */
export type FloorIndex = number;
/**
 * A square's coordinate on the grid, from 0 to width-1 (x) or height-1 (y).
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "coordinate".
 */
export type Coordinate = number;
/**
 * An identifier other things refer to: letters, digits, '-' and '_', 1 to 32 characters.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "id".
 */
export type Id = string;
/**
 * A mechanism placed on the board. `kind` says which, and decides the other fields.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature".
 */
export type Feature = {
  /**
   * Which mechanism this is.
   */
  kind: string;
} & Feature1;
export type Feature1 =
  | FeatureDoor
  | FeaturePortcullis
  | FeaturePortal
  | FeatureStatue
  | FeatureGeyserVent
  | FeatureTiltingCorridor
  | FeatureRotatingCorridor
  | FeaturePrisonTrapdoor
  | FeaturePrisonLever
  | FeatureCartStation
  | FeatureMineCart
  | FeatureBoat
  | FeatureJetty
  | FeaturePotionTable
  | FeatureMonsterLair;
/**
 * A named area with special rules. `kind` says which, and decides its options.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room".
 */
export type Room = {
  /**
   * Which kind of room this is.
   */
  kind: string;
} & Room1;
export type Room1 =
  | RoomSpikes
  | RoomGeysers
  | RoomMoss
  | RoomMonster
  | RoomMagicStatue
  | RoomPotions
  | RoomPrison
  | RoomCollapsed
  | RoomBoats
  | RoomCursedPool
  | RoomLabyrinth
  | RoomCentral;

/**
 * A Dungeonbowl dungeon, map format version 1: floors of terrain, chests, teleporters, end zones, ladders and ropes, chutes, elevators, mechanisms and special rooms. It says what is where; the rules of ../rules/dungeonbowl.md say what it does.
 */
export interface DungeonMap {
  /**
   * Fixed marker naming the file as a Dungeonbowl map.
   */
  format: 'dungeonbowl-map';
  /**
   * Format version. Files of a newer version are refused with a message; older ones are upgraded when loaded.
   */
  version: 1;
  /**
   * About the map.
   */
  meta: {
    /**
     * The dungeon's name.
     */
    name: string;
    /**
     * Who made it.
     */
    author?: string;
    /**
     * A few words for people choosing a map, shown as plain text.
     */
    description?: string;
    /**
     * When it was first saved (ISO 8601).
     */
    created?: string;
    /**
     * When it was last saved (ISO 8601).
     */
    modified?: string;
    /**
     * Words to find it by.
     *
     * @maxItems 20
     *
     * Items: A tag.
     */
    tags?: string[];
    extra?: Extra;
  };
  /**
   * Which setup rules the map follows: `torguer-2021` (Torguer & Lerital 2021, the default) or `jervis-1998` (Jervis Johnson's original).
   */
  ruleset?: 'torguer-2021' | 'jervis-1998';
  /**
   * Grid width in squares, the same on every floor.
   */
  width: number;
  /**
   * Grid height in squares, the same on every floor.
   */
  height: number;
  /**
   * The floors, stacked on one grid: index 0 is the ground floor, 1 the first floor, and so on.
   *
   * @minItems 1
   * @maxItems 4
   */
  floors: Floor[];
  /**
   * The chests (six in a valid map).
   *
   * @maxItems 64
   */
  chests: Chest[];
  /**
   * The teleporters (six in a valid map, numbered 1 to 6).
   *
   * @maxItems 64
   */
  teleporters: Teleporter[];
  /**
   * The end zones teams choose from at setup (2 to 5 in a valid map).
   *
   * @maxItems 16
   */
  endZones: EndZone[];
  /**
   * Ladders and ropes between floors.
   *
   * @maxItems 64
   */
  links?: Link[];
  /**
   * Chutes down to a lower floor.
   *
   * @maxItems 16
   */
  chutes?: Chute[];
  /**
   * Elevators between floors.
   *
   * @maxItems 16
   */
  elevators?: Elevator[];
  /**
   * Mechanisms: doors, portcullis, portals, statues, geyser vents, corridors, prisons, carts, boats, jetties, potion tables, monster lairs.
   *
   * @maxItems 512
   */
  features?: Feature[];
  /**
   * Named areas with special rules.
   *
   * @maxItems 64
   */
  rooms?: Room[];
  extra?: Extra;
}
/**
 * Free-form data for other tools, kept as is and never interpreted by Dungeonbowl Studio.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "extra".
 */
export interface Extra {
  [k: string]: unknown;
}
/**
 * One floor of the dungeon: its terrain, one character a square.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "floor".
 */
export interface Floor {
  /**
   * Name shown on the floor's tab, e.g. "Ground floor".
   */
  name: string;
  /**
   * `height` strings of exactly `width` characters, north row first. Legend: `#` wall, `.` floor, `_` void (open air over the floor below), `o` hole, `^` spiked pit, `~` water, `=` mud river, `*` lava, `b` boiling spring, `m` moss, `s` sand, `r` rubble, `p` mine-cart rail, `g` gangway.
   *
   * @minItems 8
   * @maxItems 80
   *
   * Items: One row of squares, west to east.
   */
  rows: string[];
  extra?: Extra;
}
/**
 * A chest. One of the six holds the ball; which one is decided by the dice when a match starts, never by the map.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "chest".
 */
export interface Chest {
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  extra?: Extra;
}
/**
 * A numbered teleporter: a player entering it is sent to the teleporter whose number a D6 shows.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "teleporter".
 */
export interface Teleporter {
  /**
   * Its number, 1 to 6, each used once.
   */
  number: number;
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  extra?: Extra;
}
/**
 * An end zone a team may choose at setup: 2x4 or 4x2 floor squares.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "endZone".
 */
export interface EndZone {
  /**
   * Its name on the board and in the rules: Z1, Z2, ...
   */
  id: string;
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  /**
   * Width in squares: 2 or 4.
   */
  width: number;
  /**
   * Height in squares: 4 or 2.
   */
  height: number;
  extra?: Extra;
}
/**
 * A ladder or a rope between a floor and the floor above: the foot is square (x, y) of `floor`, the top the hole at (x, y) of `floor` + 1.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "link".
 */
export interface Link {
  /**
   * `ladder`: 2 movement points up or down. `rope`: 2 up, 1 down.
   */
  kind: 'ladder' | 'rope';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  extra?: Extra;
}
/**
 * A slide from an upper floor down to a lower one (Valdemor's toboggan, the Pyramid's chutes).
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "chute".
 */
export interface Chute {
  id: Id;
  /**
   * Squares on an upper floor from which a player jumps (or is pushed) into the chute.
   *
   * @minItems 1
   * @maxItems 8
   */
  entries: FloorSquare[];
  exit: FloorSquare;
  /**
   * The landing squares A, B, C, D on the exit floor, in that order: where an arriving player lands or is pushed to.
   *
   * @minItems 1
   * @maxItems 4
   */
  landing: Square[];
  extra?: Extra;
}
/**
 * A square on a given floor.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "floorSquare".
 */
export interface FloorSquare {
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
}
/**
 * A square of a floor given elsewhere.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "square".
 */
export interface Square {
  x: Coordinate;
  y: Coordinate;
}
/**
 * A lift serving the same squares on several floors.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "elevator".
 */
export interface Elevator {
  id: Id;
  /**
   * `rotating`: Valdemor's troll-powered lift, one side always going up, the other down; nobody may stay in it. `cage`: a Pyramid lift that stays where it was left.
   */
  kind: 'rotating' | 'cage';
  /**
   * The cabin's squares, the same on every floor it serves.
   *
   * @minItems 1
   * @maxItems 8
   */
  squares: Square[];
  /**
   * The floors it serves, each once.
   *
   * @minItems 2
   * @maxItems 4
   */
  floors: FloorIndex[];
  startFloor: FloorIndex;
  extra?: Extra;
}
/**
 * A labyrinth door: a leaf pivoting in its square; the leaf is a wall, so the door lets players through in one direction only. At the end of each round, on a D6 of 6, every door turns a quarter.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-door".
 */
export interface FeatureDoor {
  /**
   * The feature's kind.
   */
  kind: 'door';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  id: Id;
  /**
   * The leaf's position when a match starts: `horizontal` (west-east, as drawn on the plan), `vertical` (north-south), or `random` to roll a D6 (1-3 horizontal, 4-6 vertical).
   */
  start?: 'horizontal' | 'vertical' | 'random';
  extra?: Extra;
}
/**
 * A portcullis on one edge of square (x, y): when closed it is a wall for movement, pushes, tackle zones and blocks; passes through it are at -1. At the end of each round, on a D6 of 6, it opens or closes.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-portcullis".
 */
export interface FeaturePortcullis {
  /**
   * The feature's kind.
   */
  kind: 'portcullis';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  id: Id;
  /**
   * The edge of the square it lies on.
   */
  side: 'north' | 'east' | 'south' | 'west';
  /**
   * Its state when a match starts: `open`, `closed`, or `random` to roll a D6 (1-3 open, 4-6 closed).
   */
  start?: 'open' | 'closed' | 'random';
  extra?: Extra;
}
/**
 * An end-zone access portal on one edge of square (x, y): closed, it is a wall. Works as the labyrinth doors: open or closed at the start, all change on a 6 at the end of a round.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-portal".
 */
export interface FeaturePortal {
  /**
   * The feature's kind.
   */
  kind: 'portal';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  id: Id;
  /**
   * The edge of the square it lies on.
   */
  side: 'north' | 'east' | 'south' | 'west';
  /**
   * Its state when a match starts: `open`, `closed`, or `random` to roll a D6 (1-3 open, 4-6 closed).
   */
  start?: 'open' | 'closed' | 'random';
  /**
   * The end zone the portal gives access to.
   */
  endZone: string;
  extra?: Extra;
}
/**
 * A statue, bust, throne or fountain: an obstacle that fills its square, blocks pushes and bounces, may be jumped; a pass flying over it may hit it on a 1.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-statue".
 */
export interface FeatureStatue {
  /**
   * The feature's kind.
   */
  kind: 'statue';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  extra?: Extra;
}
/**
 * One of the 20 numbered steam holes of a geyser room: at the end of each team turn with a player in the room, a D20 picks the hole that blows.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-geyser-vent".
 */
export interface FeatureGeyserVent {
  /**
   * The feature's kind.
   */
  kind: 'geyser-vent';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  /**
   * The hole's number, 1 to 20, each used once in its room.
   */
  number: number;
  room: Id;
  extra?: Extra;
}
/**
 * A tilting corridor (Valdemor): a straight corridor of even length lowered on one side; it can only be entered from the lowered side and tips when a player passes its middle. Square (x, y) is its end on the Z1 side.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-tilting-corridor".
 */
export interface FeatureTiltingCorridor {
  /**
   * The feature's kind.
   */
  kind: 'tilting-corridor';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  id: Id;
  /**
   * From its Z1 end towards its Z2 end.
   */
  direction: 'north' | 'east' | 'south' | 'west';
  /**
   * Its length in squares, even: the first half is the Z1 half, the second the Z2 half.
   */
  length?: number;
  /**
   * The lowered side when a match starts: `z1`, `z2`, or `random` to roll a D6 (1-3 the Z1 side, 4-6 the Z2 side).
   */
  start?: 'z1' | 'z2' | 'random';
  extra?: Extra;
}
/**
 * A rotating corridor (Pyramid): a straight corridor through a central slab at (x, y); when a player reaches the slab it turns clockwise a D6 of quarter turns, carrying everybody on it.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-rotating-corridor".
 */
export interface FeatureRotatingCorridor {
  /**
   * The feature's kind.
   */
  kind: 'rotating-corridor';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  id: Id;
  /**
   * Squares on each side of the central slab.
   */
  armLength?: number;
  /**
   * Its direction when a match starts.
   */
  start?: 'north-south' | 'east-west';
  /**
   * The ends by which it may be entered, each once (it is used in one direction only).
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: An end by which players may enter.
   */
  entries: ('north' | 'east' | 'south' | 'west')[];
  extra?: Extra;
}
/**
 * A trapdoor (a hole square) over a prison: a player who falls or is pushed into it falls one floor into that prison.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-prison-trapdoor".
 */
export interface FeaturePrisonTrapdoor {
  /**
   * The feature's kind.
   */
  kind: 'prison-trapdoor';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  prison: Id;
  extra?: Extra;
}
/**
 * A prison's opening mechanism (P): a player who moves onto it opens the prison until the end of the team turn.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-prison-lever".
 */
export interface FeaturePrisonLever {
  /**
   * The feature's kind.
   */
  kind: 'prison-lever';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  prison: Id;
  extra?: Extra;
}
/**
 * A mine-cart station (Pyramid). The track runs from station 1 to the highest number; a player boards a cart from the squares in front of the station and pays 1 movement point per station passed.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-cart-station".
 */
export interface FeatureCartStation {
  /**
   * The feature's kind.
   */
  kind: 'cart-station';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  /**
   * The station's number along the track, from 1.
   */
  number: number;
  /**
   * The squares from which a player may board a cart here (three in the Pyramid).
   *
   * @maxItems 4
   */
  boarding: Square[];
  extra?: Extra;
}
/**
 * A mine cart standing at a station when a match starts; it carries one player.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-mine-cart".
 */
export interface FeatureMineCart {
  /**
   * The feature's kind.
   */
  kind: 'mine-cart';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  id: Id;
  /**
   * The number of the station where it starts.
   */
  station: number;
  extra?: Extra;
}
/**
 * A small boat (Pyramid boat room): two water squares, the player on the rear square (x, y); 2 movement points a square; big guys cannot board.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-boat".
 */
export interface FeatureBoat {
  /**
   * The feature's kind.
   */
  kind: 'boat';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  id: Id;
  /**
   * Where its bow points from the rear square.
   */
  facing: 'north' | 'east' | 'south' | 'west';
  extra?: Extra;
}
/**
 * A jetty (pontoon) over the water: walkable squares from which boats are boarded for 1 movement point.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-jetty".
 */
export interface FeatureJetty {
  /**
   * The feature's kind.
   */
  kind: 'jetty';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  /**
   * Width in squares.
   */
  width: number;
  /**
   * Height in squares.
   */
  height: number;
  extra?: Extra;
}
/**
 * The wizards' potion table (Pyramid, first floor): a standing player who ends his movement next to it may take a potion.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-potion-table".
 */
export interface FeaturePotionTable {
  /**
   * The feature's kind.
   */
  kind: 'potion-table';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  /**
   * Width in squares.
   */
  width: number;
  /**
   * Height in squares.
   */
  height: number;
  /**
   * How many potions are on the table at the start.
   */
  potions?: number;
  extra?: Extra;
}
/**
 * A monster's lair (M), where the engine-run monster (a Goblours) waits and returns; it blitzes any player who ends his move in, or is pushed into, a protected square.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "feature-monster-lair".
 */
export interface FeatureMonsterLair {
  /**
   * The feature's kind.
   */
  kind: 'monster-lair';
  floor: FloorIndex;
  x: Coordinate;
  y: Coordinate;
  id: Id;
  /**
   * The monster living here.
   */
  monster: 'goblours';
  /**
   * The squares it protects, on the lair's floor.
   *
   * @minItems 1
   * @maxItems 16
   */
  protects: Rectangle[];
  extra?: Extra;
}
/**
 * A rectangle of squares, x/y its top-left (north-west) square.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "rectangle".
 */
export interface Rectangle {
  x: Coordinate;
  y: Coordinate;
  /**
   * Width in squares.
   */
  width: number;
  /**
   * Height in squares.
   */
  height: number;
}
/**
 * The spike room (Valdemor): a player pushed against its walls is impaled (armour and injury at +2).
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-spikes".
 */
export interface RoomSpikes {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'spikes';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {};
  extra?: Extra;
}
/**
 * The geyser room (Valdemor) with its 20 numbered vents.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-geysers".
 */
export interface RoomGeysers {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'geysers';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {
    /**
     * `hot`: an armour roll for the player on the vent; `explosive`: +1 armour and injury, and the adjacent players roll too.
     */
    steam?: 'hot' | 'explosive';
  };
  extra?: Extra;
}
/**
 * A moss corridor or slimy moss room: its moss squares cost 2 movement points.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-moss".
 */
export interface RoomMoss {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'moss';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {};
  extra?: Extra;
}
/**
 * The monster room (Pyramid), home of a monster lair.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-monster".
 */
export interface RoomMonster {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'monster';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {};
  extra?: Extra;
}
/**
 * The magic statue room (Pyramid): a player who ends his move standing in it, or is pushed into it, is struck by a bolt on a 6.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-magic-statue".
 */
export interface RoomMagicStatue {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'magic-statue';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {
    /**
     * The D6 result (or more) on which the bolt strikes.
     */
    boltOn?: number;
  };
  extra?: Extra;
}
/**
 * The magic potion room (Pyramid, first floor).
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-potions".
 */
export interface RoomPotions {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'potions';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {};
  extra?: Extra;
}
/**
 * A prison (Pyramid): players fall in through trapdoors from the floor above and leave when its lever is worked.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-prison".
 */
export interface RoomPrison {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'prison';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {
    /**
     * How many prisoners it holds; once full, further fallers go to their reserves.
     */
    capacity?: number;
  };
  extra?: Extra;
}
/**
 * The collapsed room (Pyramid): sand costs 2, rubble 3 movement points, and rubble hurts a player pushed into it.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-collapsed".
 */
export interface RoomCollapsed {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'collapsed';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {};
  extra?: Extra;
}
/**
 * The boat room (Pyramid): a pool crossed by boats and jetties.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-boats".
 */
export interface RoomBoats {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'boats';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {};
  extra?: Extra;
}
/**
 * The cursed pool (Pyramid): its water follows the rules for players in the water.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-cursed-pool".
 */
export interface RoomCursedPool {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'cursed-pool';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {};
  extra?: Extra;
}
/**
 * The labyrinth (Pyramid), whose doors turn during the match.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-labyrinth".
 */
export interface RoomLabyrinth {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'labyrinth';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {};
  extra?: Extra;
}
/**
 * The central room (Pyramid): spans every floor, with two cage elevators and the boiling spring.
 *
 * This interface was referenced by `DungeonMap`'s JSON-Schema
 * via the `definition` "room-central".
 */
export interface RoomCentral {
  id: Id;
  /**
   * The room's kind.
   */
  kind: 'central';
  floor: FloorIndex;
  /**
   * Optional name shown on the board.
   */
  name?: string;
  /**
   * The room's squares, as rectangles.
   *
   * @minItems 1
   * @maxItems 32
   */
  squares: Rectangle[];
  /**
   * Options of this kind of room.
   */
  options?: {};
  extra?: Extra;
}
