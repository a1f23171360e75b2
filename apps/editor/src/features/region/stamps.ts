import type { Clip } from './region-clip';
import type { RegionThings } from './region-transform';

/**
 * Stamps: regions saved under a name, kept in the browser beside the editor's other stored state
 * under their own key, to be placed on any map later.
 */
export const STAMPS_KEY = 'dungeonbowl.editor.stamps';

export interface Stamp {
  readonly name: string;
  readonly clip: Clip;
}

const lists: readonly (keyof RegionThings)[] = [
  'chests',
  'teleporters',
  'endZones',
  'links',
  'chutes',
  'elevators',
  'features',
  'rooms',
];

/** A stored stamp read back, or null when it is not one (edited by hand, from an older editor). */
function readStamp(value: unknown): Stamp | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, clip } = value as { name?: unknown; clip?: Partial<Clip> };
  if (typeof name !== 'string' || typeof clip !== 'object' || clip === null) return null;
  const { width, height, rows, things } = clip;
  const sized = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0;
  if (!sized(width) || !sized(height) || !Array.isArray(rows) || rows.length !== height)
    return null;
  if (!rows.every((row) => typeof row === 'string' && row.length === width)) return null;
  if (typeof things !== 'object' || things === null) return null;
  const byList = things as unknown as Record<string, unknown>;
  if (!lists.every((list) => byList[list] === undefined || Array.isArray(byList[list])))
    return null;
  const filled = Object.fromEntries(lists.map((list) => [list, byList[list] ?? []]));
  return { name, clip: { width, height, rows, things: filled as unknown as RegionThings } };
}

/**
 * The stamps kept in the browser; what cannot be read is skipped, never a crash. None where the
 * browser refuses this page any storage (null).
 */
export function loadStamps(storage: Pick<Storage, 'getItem'> | null): Stamp[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(STAMPS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((value) => {
    const stamp = readStamp(value);
    return stamp ? [stamp] : [];
  });
}

/** Keeps the stamps; when the browser refuses (its storage is full), says so in words. */
export function storeStamps(
  storage: Pick<Storage, 'setItem'> | null,
  stamps: readonly Stamp[],
): string | null {
  if (!storage)
    return 'This browser keeps nothing for this page: the stamps last until the page is closed.';
  try {
    storage.setItem(STAMPS_KEY, JSON.stringify(stamps));
    return null;
  } catch {
    return 'The browser has no room left to keep the stamps; delete a stamp or two and try again.';
  }
}

/** The stamps with one saved under a name; a stamp of the same name is replaced. */
export function withStamp(stamps: readonly Stamp[], name: string, clip: Clip): Stamp[] {
  const trimmed = name.trim();
  return [...stamps.filter((s) => s.name !== trimmed), { name: trimmed, clip }];
}
