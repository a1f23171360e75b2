/**
 * The terrain legend of map format v1: one character a square. What each terrain does in a match
 * is the engine's business; these are the properties the setup rules need.
 */
export interface TerrainInfo {
  readonly name: string;
  /** A player can stand on it and walk across it (perhaps slowly). */
  readonly walkable: boolean;
  /** A chest or a teleporter may stand on it (MAP-SQUARE). */
  readonly holdsThings: boolean;
}

export const terrains = {
  '#': { name: 'wall', walkable: false, holdsThings: false },
  '.': { name: 'floor', walkable: true, holdsThings: true },
  _: { name: 'void', walkable: false, holdsThings: false },
  o: { name: 'hole', walkable: false, holdsThings: false },
  '^': { name: 'spiked pit', walkable: false, holdsThings: false },
  '~': { name: 'water', walkable: true, holdsThings: false },
  '=': { name: 'mud river', walkable: false, holdsThings: false },
  '*': { name: 'lava', walkable: false, holdsThings: false },
  b: { name: 'boiling spring', walkable: false, holdsThings: false },
  m: { name: 'moss', walkable: true, holdsThings: true },
  s: { name: 'sand', walkable: true, holdsThings: true },
  r: { name: 'rubble', walkable: true, holdsThings: false },
  p: { name: 'rail', walkable: false, holdsThings: false },
  g: { name: 'gangway', walkable: true, holdsThings: false },
} as const satisfies Record<string, TerrainInfo>;

export type TerrainChar = keyof typeof terrains;

const unknown: TerrainInfo = { name: 'unknown', walkable: false, holdsThings: false };

export function terrainInfo(char: string | undefined): TerrainInfo {
  return char !== undefined && Object.hasOwn(terrains, char)
    ? terrains[char as TerrainChar]
    : unknown;
}

/** 1 at the char code of each walkable terrain: the hot loops look terrain up by code, not by name. */
export const walkableByCode: Uint8Array = (() => {
  const table = new Uint8Array(128);
  for (const [char, info] of Object.entries(terrains))
    if (info.walkable) table[char.charCodeAt(0)] = 1;
  return table;
})();
