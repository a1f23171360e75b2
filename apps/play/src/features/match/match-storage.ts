import type { MatchRecord } from './match-record';

/** The browser's slot for the match in progress: a reload resumes it. */
export const SAVED_MATCH_KEY = 'dungeonbowl.play.match';

export function saveMatch(storage: Storage, record: MatchRecord): void {
  try {
    storage.setItem(SAVED_MATCH_KEY, JSON.stringify(record));
  } catch {
    // A full or blocked storage must not stop the match; the match can still be exported.
  }
}

/** The saved match, or null when there is none or it is not readable. */
export function savedMatch(storage: Storage): MatchRecord | null {
  try {
    const text = storage.getItem(SAVED_MATCH_KEY);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetMatch(storage: Storage): void {
  storage.removeItem(SAVED_MATCH_KEY);
}

const isRecord = (value: unknown): value is MatchRecord =>
  typeof value === 'object' &&
  value !== null &&
  'map' in value &&
  'teams' in value &&
  'coaches' in value &&
  'seed' in value &&
  'actions' in value &&
  Array.isArray((value as { actions: unknown }).actions);
