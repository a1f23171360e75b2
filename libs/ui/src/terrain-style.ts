import { terrainInfo, type TerrainChar } from '@dungeonbowl/dungeon-schema';

/** The fill colour of each terrain of the map format, chosen to stay readable when printed. */
export const terrainFills: Readonly<Record<TerrainChar, string>> = {
  '#': '#4a4540',
  '.': '#d9cfb8',
  _: '#1d1b22',
  o: '#2c2a30',
  '^': '#6b2d2d',
  '~': '#3f6fa8',
  '=': '#7a5a34',
  '*': '#e0561b',
  b: '#9fc7d6',
  m: '#7f9a5a',
  s: '#e6cf8e',
  r: '#9c8f7e',
  p: '#8a7f74',
  g: '#b48a5a',
};

const unknownFill = '#ff00ff';

/** How a terrain character is painted, and its name for tooltips and the status bar. */
export function terrainStyle(char: string): { readonly fill: string; readonly name: string } {
  const fill = Object.hasOwn(terrainFills, char) ? terrainFills[char as TerrainChar] : unknownFill;
  return { fill, name: terrainInfo(char).name };
}
