import {
  capitalise,
  roomKindNames,
  terrains,
  type DungeonMap,
  type FeatureKind,
  type Room,
  type TerrainChar,
} from '@dungeonbowl/dungeon-schema';
import {
  featurePainters,
  piecePainters,
  roomPainters,
  terrainMarks,
  type Painter,
} from './symbol-painters';
import { terrainFills } from './terrain-style';

export type RoomKind = Room['kind'];
export type PieceKind = keyof typeof piecePainters;

/** How a kind is drawn and what the legend calls it. */
export interface KindSymbol {
  readonly name: string;
  readonly paint: Painter;
}

/**
 * The symbol of every kind the board draws, in one place, keyed by kind: the board, the legend,
 * the PNG export and the print view all read it. The records are typed by the map format's kinds,
 * so a kind added to the schema does not compile until it has a symbol and a legend name here.
 */
export const boardKinds: {
  /** A mark painted over the terrain's colour in each square of it; floor is plain. */
  readonly terrain: Readonly<Record<TerrainChar, Painter | null>>;
  readonly feature: Readonly<Record<FeatureKind, KindSymbol>>;
  /** A room's sign, drawn beside its name, and the colour of its outline. */
  readonly room: Readonly<Record<RoomKind, KindSymbol & { readonly colour: string }>>;
  readonly piece: Readonly<Record<PieceKind, KindSymbol>>;
} = {
  terrain: {
    '#': terrainMarks.wall,
    '.': null,
    _: null,
    o: terrainMarks.hole,
    '^': terrainMarks.spikes,
    '~': terrainMarks.waves,
    '=': terrainMarks.mud,
    '*': terrainMarks.lava,
    b: terrainMarks.bubbles,
    m: terrainMarks.moss,
    s: terrainMarks.sand,
    r: terrainMarks.rubble,
    p: terrainMarks.rail,
    g: terrainMarks.planks,
  },
  feature: {
    door: { name: 'Door', paint: featurePainters.door },
    portcullis: { name: 'Portcullis', paint: featurePainters.portcullis },
    portal: { name: 'Portal', paint: featurePainters.portal },
    statue: { name: 'Statue', paint: featurePainters.statue },
    'geyser-vent': { name: 'Geyser vent (numbered)', paint: featurePainters['geyser-vent'] },
    'tilting-corridor': { name: 'Tilting corridor', paint: featurePainters['tilting-corridor'] },
    'rotating-corridor': {
      name: 'Rotating corridor',
      paint: featurePainters['rotating-corridor'],
    },
    'prison-trapdoor': { name: 'Prison trapdoor', paint: featurePainters['prison-trapdoor'] },
    'prison-lever': { name: 'Prison lever', paint: featurePainters['prison-lever'] },
    'cart-station': { name: 'Cart station (numbered)', paint: featurePainters['cart-station'] },
    'mine-cart': { name: 'Mine cart', paint: featurePainters['mine-cart'] },
    boat: { name: 'Boat', paint: featurePainters.boat },
    jetty: { name: 'Jetty', paint: featurePainters.jetty },
    'potion-table': { name: 'Potion table', paint: featurePainters['potion-table'] },
    'monster-lair': { name: 'Monster lair', paint: featurePainters['monster-lair'] },
  },
  room: {
    spikes: { name: roomKindNames.spikes, paint: roomPainters.spikes, colour: '#9b1c1c' },
    geysers: { name: roomKindNames.geysers, paint: roomPainters.geysers, colour: '#0369a1' },
    moss: { name: roomKindNames.moss, paint: roomPainters.moss, colour: '#3f6212' },
    monster: { name: roomKindNames.monster, paint: roomPainters.monster, colour: '#450a0a' },
    'magic-statue': {
      name: roomKindNames['magic-statue'],
      paint: roomPainters['magic-statue'],
      colour: '#a16207',
    },
    potions: { name: roomKindNames.potions, paint: roomPainters.potions, colour: '#7e22ce' },
    prison: { name: roomKindNames.prison, paint: roomPainters.prison, colour: '#1f2937' },
    collapsed: { name: roomKindNames.collapsed, paint: roomPainters.collapsed, colour: '#57534e' },
    boats: { name: roomKindNames.boats, paint: roomPainters.boats, colour: '#1d4ed8' },
    'cursed-pool': {
      name: roomKindNames['cursed-pool'],
      paint: roomPainters['cursed-pool'],
      colour: '#4c1d95',
    },
    labyrinth: { name: roomKindNames.labyrinth, paint: roomPainters.labyrinth, colour: '#1e3a8a' },
    central: { name: roomKindNames.central, paint: roomPainters.central, colour: '#0f766e' },
  },
  piece: {
    'end-zone': { name: 'End zone', paint: piecePainters['end-zone'] },
    chest: { name: 'Chest', paint: piecePainters.chest },
    teleporter: { name: 'Teleporter', paint: piecePainters.teleporter },
    ladder: { name: 'Ladder (▲ up, ▼ down)', paint: piecePainters.ladder },
    rope: { name: 'Rope (▲ up, ▼ down)', paint: piecePainters.rope },
    chute: { name: 'Chute (its landing squares A-D in its colour)', paint: piecePainters.chute },
    elevator: { name: 'Elevator', paint: piecePainters.elevator },
  },
};

/** One line of the legend: a kind's symbol and its name. */
export interface LegendEntry {
  /** `terrain:~`, `feature:boat`, `room:spikes`, `piece:chest`. */
  readonly key: string;
  readonly group: 'Terrain' | 'Features' | 'Rooms' | 'Pieces';
  readonly name: string;
  /** Draws the entry's swatch in a box: a terrain's colour and mark, or a kind's symbol. */
  readonly paint: Painter;
}

/** A terrain as the board paints a square of it: its colour and its mark. */
export const terrainSwatch =
  (char: TerrainChar): Painter =>
  (c, w, h) => {
    c.fillStyle = terrainFills[char];
    c.fillRect(0, 0, w, h);
    c.strokeStyle = 'rgba(40, 32, 24, 0.45)';
    c.lineWidth = 1;
    c.strokeRect(0.5, 0.5, w - 1, h - 1);
    boardKinds.terrain[char]?.(c, w, h);
  };

const inOrder = <K extends string>(
  all: Readonly<Record<K, unknown>>,
  present: ReadonlySet<string>,
) => (Object.keys(all) as K[]).filter((k) => present.has(k));

/**
 * The legend of a map: exactly the kinds found on it, on any floor, grouped as terrain, pieces,
 * features and rooms, each group in the order of the map format. Only what is there, so that the
 * legend stays short beside the board and on a printed sheet.
 */
export function legendEntries(map: DungeonMap): LegendEntry[] {
  const chars = new Set<string>();
  for (const floor of map.floors) for (const row of floor.rows) for (const c of row) chars.add(c);
  const pieces = new Set<string>();
  if (map.endZones.length > 0) pieces.add('end-zone');
  if (map.chests.length > 0) pieces.add('chest');
  if (map.teleporters.length > 0) pieces.add('teleporter');
  for (const link of map.links ?? []) pieces.add(link.kind);
  if ((map.chutes ?? []).length > 0) pieces.add('chute');
  if ((map.elevators ?? []).length > 0) pieces.add('elevator');
  const features = new Set<string>((map.features ?? []).map((f) => f.kind));
  const rooms = new Set<string>((map.rooms ?? []).map((r) => r.kind));
  return [
    ...inOrder(boardKinds.terrain, chars).map((char): LegendEntry => ({
      key: `terrain:${char}`,
      group: 'Terrain',
      name: capitalise(terrains[char].name),
      paint: terrainSwatch(char),
    })),
    ...inOrder(boardKinds.piece, pieces).map((kind): LegendEntry => ({
      key: `piece:${kind}`,
      group: 'Pieces',
      ...boardKinds.piece[kind],
    })),
    ...inOrder(boardKinds.feature, features).map((kind): LegendEntry => ({
      key: `feature:${kind}`,
      group: 'Features',
      ...boardKinds.feature[kind],
    })),
    ...inOrder(boardKinds.room, rooms).map((kind): LegendEntry => ({
      key: `room:${kind}`,
      group: 'Rooms',
      name: boardKinds.room[kind].name,
      paint: boardKinds.room[kind].paint,
    })),
  ];
}
