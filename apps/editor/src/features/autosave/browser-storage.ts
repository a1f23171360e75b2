import { validateMap, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { MapState } from '../map/mapSlice';
import { applyDelta, jsonDelta, type Delta } from './json-delta';

/**
 * Everything the editor keeps in the browser's storage, and what it does when that storage is
 * full or holds something it cannot read: the map being edited (the text of a map file), its
 * undo history beside it, and recovery copies (a map a share link replaced, an autosave that
 * could not be read), each under a key of its own. Nothing here ever throws: storage refused,
 * full or damaged is a value the editor tells the user about.
 */

/** The map being edited, as the text of a map file. */
export const AUTOSAVE_KEY = 'dungeonbowl.editor.autosave';
/** Its undo and redo steps, as differences between neighbouring versions of the map. */
export const HISTORY_KEY = 'dungeonbowl.editor.autosave.history';
/** Recovery copies: `<prefix><when, ms>.<why>`, the text as it was. */
export const RECOVERY_PREFIX = 'dungeonbowl.editor.recovery.';
/** How many undo steps (and as many redo steps) are kept with the autosave. */
export const SAVED_STEPS = 100;
/** The most characters the kept history may take: fewer steps are kept beyond it. */
export const HISTORY_BUDGET = 1_000_000;
/** The most recovery copies kept: the oldest go first. */
export const KEPT_COPIES = 5;

export type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The map, its history and whether it changed since last saved to a file: what a reload restores. */
export type Session = Pick<MapState, 'map' | 'past' | 'future' | 'dirty'>;

export type CopyReason = 'unreadable' | 'replaced';

export interface RecoveryCopy {
  readonly key: string;
  readonly reason: CopyReason;
  /** When it was kept, in ms since 1970. */
  readonly savedAt: number;
}

interface HistoryRecord {
  readonly version: 1;
  /** The fingerprint of the autosaved map text the steps start from. */
  readonly of: string;
  readonly dirty: boolean;
  /** back[0] turns the map into the last version undo brings back, back[1] that into the one before... */
  readonly back: readonly Delta[];
  /** forward[0] turns the map into the version redo brings back, and so on. */
  readonly forward: readonly Delta[];
}

/** A short fingerprint of a text (its length and FNV-1a hash): which map a history belongs to. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

function read(storage: BrowserStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value; false when the storage refuses it (full, or refused altogether). */
function tryWrite(storage: BrowserStorage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function remove(storage: BrowserStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to free where nothing can be read.
  }
}

/** What the autosave holds: a session to restore, nothing, or text that is not a map the editor reads. */
export type Autosaved =
  | { readonly kind: 'none' }
  | { readonly kind: 'session'; readonly session: Session; readonly text: string }
  | { readonly kind: 'unreadable'; readonly text: string; readonly problem: string };

export function readAutosave(storage: BrowserStorage): Autosaved {
  const text = read(storage, AUTOSAVE_KEY);
  if (text === null) return { kind: 'none' };
  const { map, findings } = validateMap(text);
  if (!map) {
    const first = findings.find((f) => f.severity === 'error') ?? findings[0];
    const problem = first ? `${first.rule}: ${first.message}` : 'it is not a map';
    return { kind: 'unreadable', text, problem };
  }
  return { kind: 'session', session: readHistory(storage, map, text), text };
}

/** The map with the history kept beside it, if that history is of this very map text. */
function readHistory(storage: BrowserStorage, map: DungeonMap, text: string): Session {
  // A map with no history of its own may hold changes never saved to a file: ask before replacing it.
  const bare: Session = { map, past: [], future: [], dirty: true };
  const stored = read(storage, HISTORY_KEY);
  if (stored === null) return bare;
  try {
    const record = JSON.parse(stored) as HistoryRecord;
    if (record.version !== 1 || record.of !== fingerprint(text)) return bare;
    const walk = (steps: readonly Delta[]) => {
      const maps: DungeonMap[] = [];
      let at = map;
      for (const step of steps) {
        at = applyDelta(at, step);
        if (!isMapShaped(at)) return [];
        maps.push(at);
      }
      return maps;
    };
    return {
      map,
      past: walk(record.back).reverse(),
      future: walk(record.forward),
      dirty: record.dirty === true,
    };
  } catch {
    return bare; // a damaged history: the map itself is whole
  }
}

/** Enough of a map's shape that the editor can draw and undo to it. */
function isMapShaped(value: unknown): value is DungeonMap {
  const map = value as DungeonMap;
  return (
    typeof map === 'object' &&
    map !== null &&
    Number.isInteger(map.width) &&
    Number.isInteger(map.height) &&
    Array.isArray(map.floors) &&
    map.floors.length > 0 &&
    map.floors.every(
      (f) =>
        Array.isArray(f?.rows) &&
        f.rows.length === map.height &&
        f.rows.every((r) => typeof r === 'string' && r.length === map.width),
    ) &&
    typeof map.meta?.name === 'string'
  );
}

/** The recovery copies kept, newest first. */
export function recoveryCopies(storage: BrowserStorage): RecoveryCopy[] {
  const copies: RecoveryCopy[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      const match = key?.startsWith(RECOVERY_PREFIX)
        ? /^(\d+)\.(unreadable|replaced)$/.exec(key.slice(RECOVERY_PREFIX.length))
        : null;
      if (key && match)
        copies.push({ key, savedAt: Number(match[1]), reason: match[2] as CopyReason });
    }
  } catch {
    return [];
  }
  return copies.sort((a, b) => b.savedAt - a.savedAt || b.key.localeCompare(a.key));
}

export const readRecoveryCopy = (storage: BrowserStorage, copy: RecoveryCopy): string | null =>
  read(storage, copy.key);

export const discardRecoveryCopy = (storage: BrowserStorage, copy: RecoveryCopy): void =>
  remove(storage, copy.key);

/**
 * Keeps a text as a recovery copy; older copies beyond KEPT_COPIES go. Where it does not fit,
 * older copies are let go to make room; null if it still does not.
 */
export function keepRecoveryCopy(
  storage: BrowserStorage,
  text: string,
  reason: CopyReason,
  now: number,
): RecoveryCopy | null {
  const older = recoveryCopies(storage);
  let savedAt = now;
  while (older.some((c) => c.savedAt === savedAt && c.reason === reason)) savedAt++;
  const copy: RecoveryCopy = { key: `${RECOVERY_PREFIX}${savedAt}.${reason}`, reason, savedAt };
  let kept = tryWrite(storage, copy.key, text);
  while (!kept && older.length > 0) {
    remove(storage, older.pop()!.key);
    kept = tryWrite(storage, copy.key, text);
  }
  if (!kept) return null;
  for (const old of older.slice(KEPT_COPIES - 1)) remove(storage, old.key);
  return copy;
}

/**
 * Moves the unreadable autosave to a recovery copy, so that the next edit does not write over
 * it. Null when there is no room even for that: it then stays where it is.
 */
export function setAsideAutosave(
  storage: BrowserStorage,
  text: string,
  now: number,
): RecoveryCopy | null {
  remove(storage, AUTOSAVE_KEY);
  remove(storage, HISTORY_KEY);
  const copy = keepRecoveryCopy(storage, text, 'unreadable', now);
  if (!copy) tryWrite(storage, AUTOSAVE_KEY, text);
  return copy;
}

export interface WriteResult {
  /** The map is stored (its history may hold fewer steps than asked). */
  readonly saved: boolean;
  /** Recovery copies let go to make room. */
  readonly freed: readonly RecoveryCopy[];
}

/**
 * Stores the session: the map first, then as many of its last SAVED_STEPS steps as fit. When the
 * map does not fit, the old history goes, then the recovery copies, oldest first, until it does;
 * when even that is not enough, they are all put back and it gives up.
 */
export function writeAutosave(
  storage: BrowserStorage,
  session: Session,
  steps = SAVED_STEPS,
): WriteResult {
  const text = JSON.stringify(session.map);
  let saved = tryWrite(storage, AUTOSAVE_KEY, text);
  const history = saved ? null : read(storage, HISTORY_KEY);
  if (!saved) {
    remove(storage, HISTORY_KEY);
    saved = tryWrite(storage, AUTOSAVE_KEY, text);
  }
  const copies = saved ? [] : recoveryCopies(storage);
  const removed: { copy: RecoveryCopy; text: string | null }[] = [];
  while (!saved && copies.length > 0) {
    const oldest = copies.pop()!;
    removed.push({ copy: oldest, text: read(storage, oldest.key) });
    remove(storage, oldest.key);
    saved = tryWrite(storage, AUTOSAVE_KEY, text);
  }
  if (!saved) {
    // Letting them go would not have helped: they stay, with the autosave they were stored beside.
    for (const { copy, text: kept } of removed)
      if (kept !== null) tryWrite(storage, copy.key, kept);
    if (history !== null) tryWrite(storage, HISTORY_KEY, history);
    return { saved, freed: [] };
  }
  const freed = removed.map((r) => r.copy);

  const back = chain(session.map, [...session.past].reverse().slice(0, steps));
  const forward = chain(session.map, session.future.slice(0, steps));
  for (let kept = steps; ; kept = Math.floor(kept / 2)) {
    const record: HistoryRecord = {
      version: 1,
      of: fingerprint(text),
      dirty: session.dirty,
      back: back.slice(0, kept),
      forward: forward.slice(0, kept),
    };
    const json = JSON.stringify(record);
    if (json.length <= HISTORY_BUDGET && tryWrite(storage, HISTORY_KEY, json)) break;
    if (kept === 0) {
      remove(storage, HISTORY_KEY); // a stale history would be taken for this map's
      break;
    }
  }
  return { saved, freed };
}

/** The differences from each version to the next, starting at `from`. */
function chain(from: DungeonMap, versions: readonly DungeonMap[]): Delta[] {
  let at = from;
  return versions.map((next) => {
    const delta = jsonDelta(at, next);
    at = next;
    return delta;
  });
}
