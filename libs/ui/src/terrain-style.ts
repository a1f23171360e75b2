/** How each terrain character of the map format is painted: a fill colour and a short name for tooltips. */
export const terrainStyles: Readonly<
  Record<string, { readonly fill: string; readonly name: string }>
> = {
  '#': { fill: '#4a4540', name: 'wall' },
  '.': { fill: '#d9cfb8', name: 'floor' },
  _: { fill: '#1d1b22', name: 'void' },
  o: { fill: '#2c2a30', name: 'hole' },
  '^': { fill: '#6b2d2d', name: 'spiked pit' },
  '~': { fill: '#3f6fa8', name: 'water' },
  '=': { fill: '#7a5a34', name: 'mud river' },
  '*': { fill: '#e0561b', name: 'lava' },
  b: { fill: '#9fc7d6', name: 'boiling spring' },
  m: { fill: '#7f9a5a', name: 'moss' },
  s: { fill: '#e6cf8e', name: 'sand' },
  r: { fill: '#9c8f7e', name: 'rubble' },
  p: { fill: '#8a7f74', name: 'rail' },
  g: { fill: '#b48a5a', name: 'gangway' },
};

const unknownTerrain = { fill: '#ff00ff', name: 'unknown' };

export function terrainStyle(char: string): { readonly fill: string; readonly name: string } {
  return terrainStyles[char] ?? unknownTerrain;
}
