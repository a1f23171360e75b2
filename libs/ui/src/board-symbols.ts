import {
  featureName,
  featureSquares,
  type DungeonMap,
  type Feature,
  type FeatureKind,
} from '@dungeonbowl/dungeon-schema';
import { boardKinds, type RoomKind } from './board-kinds';
import { chuteColour } from './symbol-painters';

/** One thing drawn over the terrain of a floor, in squares; the renderer turns it into shapes. */
export interface BoardSymbol {
  readonly kind:
    | 'end-zone'
    | 'chest'
    | 'teleporter'
    | 'ladder-foot'
    | 'ladder-top'
    | 'rope-foot'
    | 'rope-top'
    | 'chute-entry'
    | 'chute-exit'
    | 'chute-landing'
    | 'elevator'
    | 'feature'
    | 'room';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Short text drawn on the symbol: a teleporter's number, "Z1", a landing letter. */
  readonly label: string;
  /** What a tooltip or the status bar says about it. */
  readonly title: string;
  /** Which feature or room it is, for the symbol of its kind. */
  readonly feature?: FeatureKind;
  readonly room?: RoomKind;
  /** A chute's own colour, shared by its entries, exit and landing squares. */
  readonly colour?: string;
  /** The square a thin line runs to from this one's centre: a landing square's chute exit. */
  readonly to?: { readonly x: number; readonly y: number };
}

/** A feature's symbol covers the squares the map format says it covers (a boat two, a table its rectangle). */
function featureSymbol(feature: Feature): BoardSymbol {
  const squares = featureSquares(feature);
  const x = Math.min(...squares.map((q) => q.x));
  const y = Math.min(...squares.map((q) => q.y));
  const width = Math.max(...squares.map((q) => q.x)) - x + 1;
  const height = Math.max(...squares.map((q) => q.y)) - y + 1;
  // Only numbers: a vent's or a station's, small in a corner, never a letter.
  const label =
    feature.kind === 'geyser-vent' || feature.kind === 'cart-station' ? String(feature.number) : '';
  return {
    kind: 'feature',
    feature: feature.kind,
    x,
    y,
    width,
    height,
    label,
    title: featureName(feature),
  };
}

/** A symbol covering one square. */
function oneSquare(
  kind: BoardSymbol['kind'],
  at: { x: number; y: number },
  title: string,
  label = '',
): BoardSymbol {
  return { kind, x: at.x, y: at.y, width: 1, height: 1, label, title };
}

/**
 * Everything placed on one floor of a map, as symbols in drawing order: rooms first (under the
 * rest), then end zones, links, chutes, elevators, features, teleporters and chests on top.
 */
export function boardSymbols(
  map: Pick<
    DungeonMap,
    'endZones' | 'links' | 'chutes' | 'elevators' | 'features' | 'teleporters' | 'chests' | 'rooms'
  >,
  floor: number,
): BoardSymbol[] {
  const symbols: BoardSymbol[] = [];
  for (const room of map.rooms ?? []) {
    if (room.floor !== floor) continue;
    const title = room.name ?? `${boardKinds.room[room.kind].name} ${room.id}`;
    // The first rectangle carries the room's name on the board.
    room.squares.forEach((r, i) =>
      symbols.push({ kind: 'room', room: room.kind, ...r, label: i === 0 ? title : '', title }),
    );
  }
  for (const zone of map.endZones) {
    if (zone.floor !== floor) continue;
    const { x, y, width, height, id } = zone;
    symbols.push({ kind: 'end-zone', x, y, width, height, label: id, title: `end zone ${id}` });
  }
  for (const link of map.links ?? []) {
    if (link.floor === floor) symbols.push(oneSquare(`${link.kind}-foot`, link, `${link.kind} up`));
    if (link.floor + 1 === floor)
      symbols.push(oneSquare(`${link.kind}-top`, link, `${link.kind} down`));
  }
  (map.chutes ?? []).forEach((chute, n) => {
    const colour = chuteColour(n);
    const name = `chute ${n + 1} (${chute.id})`;
    for (const entry of chute.entries) {
      if (entry.floor === floor)
        symbols.push({ ...oneSquare('chute-entry', entry, `${name} entry`), colour });
    }
    if (chute.exit.floor !== floor) return;
    const exit = { x: chute.exit.x, y: chute.exit.y };
    chute.landing.forEach((s, i) => {
      const letter = 'ABCD'.charAt(i);
      const title = `${name} landing ${letter}`;
      symbols.push({ ...oneSquare('chute-landing', s, title, letter), colour, to: exit });
    });
    symbols.push({ ...oneSquare('chute-exit', exit, `${name} exit`), colour });
  });
  for (const elevator of map.elevators ?? []) {
    if (!elevator.floors.includes(floor)) continue;
    for (const s of elevator.squares)
      symbols.push(oneSquare('elevator', s, `${elevator.kind} elevator ${elevator.id}`));
  }
  for (const feature of map.features ?? [])
    if (feature.floor === floor) symbols.push(featureSymbol(feature));
  for (const t of map.teleporters) {
    if (t.floor === floor)
      symbols.push(oneSquare('teleporter', t, `teleporter ${t.number}`, String(t.number)));
  }
  map.chests.forEach((c, i) => {
    if (c.floor === floor) symbols.push(oneSquare('chest', c, `chest ${i + 1}`));
  });
  return symbols;
}
