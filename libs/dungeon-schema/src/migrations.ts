/**
 * Upgrades of old map files, one numbered step per format version: `migrations[0]` turns a
 * version 1 file into version 2, and so on. The loader runs every step from a file's version up to
 * the current one. To add version 2: write the step here, raise CURRENT_VERSION, add a v1 fixture
 * to `fixtures/` and a test that the step turns it into a valid v2 map.
 */
export const CURRENT_VERSION = 1;

export type Migration = (old: Record<string, unknown>) => Record<string, unknown>;

export const migrations: readonly Migration[] = [];

/** The file upgraded to the current version, or why it cannot be. */
export function migrate(
  document: Record<string, unknown>,
  steps: readonly Migration[] = migrations,
  current = CURRENT_VERSION,
): { document: Record<string, unknown> } | { problem: string } {
  const version = document['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return {
      problem: `The map's "version" must be a whole number from 1, not ${JSON.stringify(version)}.`,
    };
  }
  if (version > current) {
    return {
      problem: `This map was made by a newer version of Dungeonbowl Studio (map format ${version}; this one reads up to ${current}). Update Dungeonbowl Studio to open it.`,
    };
  }
  let upgraded = document;
  for (let v = version; v < current; v++) {
    const step = steps[v - 1];
    if (!step) return { problem: `No upgrade from map format ${v} to ${v + 1} is known.` };
    upgraded = { ...step(upgraded), version: v + 1 };
  }
  return { document: upgraded };
}
