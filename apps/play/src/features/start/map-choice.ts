import {
  sampleMaps,
  validateMap,
  type DungeonMap,
  type Finding,
} from '@dungeonbowl/dungeon-schema';

/** A map to play, or why it cannot be played, with where it came from in words. */
export type MapChoice =
  | { readonly map: DungeonMap; readonly source: string }
  | { readonly findings: readonly Finding[]; readonly source: string };

export const sampleChoice = (id: string): MapChoice => {
  const sample = sampleMaps.find((s) => s.id === id) ?? sampleMaps[0];
  return { map: sample.map, source: `Sample: ${sample.map.meta.name}` };
};

/**
 * A map given as text (the editor's hand-over, a file, a share link), checked by the map
 * validator: a map with errors is refused with its findings, warnings do not stop a match.
 */
export function mapChoiceOf(input: string | Uint8Array, source: string): MapChoice {
  const { valid, map, findings } = validateMap(input);
  if (valid && map) return { map, source };
  return { findings: findings.filter((f) => f.severity === 'error'), source };
}
