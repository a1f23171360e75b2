import type { MatchRecord } from './match-record';

/** The browser's slot for the match in progress: a reload resumes it. */
export const SAVED_MATCH_KEY = 'dungeonbowl.play.match';

/**
 * Where a saved match that could not be resumed is kept, one key each, the time it was put
 * aside after the prefix: the coach may download it, and nothing he played is lost.
 */
export const RECOVERY_PREFIX = 'dungeonbowl.play.recovery.';

/**
 * Written first in the saved match: to resume the match it must hold its seed, from which the
 * ball's chest and every roll to come follow.
 */
export const SAVED_MATCH_NOTE =
  'A match in progress, saved by the play app to resume it. It holds the match seed: whoever reads it can know where the ball is and every roll to come.';

/**
 * Saves the match in progress. A full storage is made room in first by dropping the recovery
 * copies, oldest first; false when the match still cannot be saved (full or refused storage).
 */
export function saveMatch(storage: Storage, record: MatchRecord): boolean {
  const text = JSON.stringify({ note: SAVED_MATCH_NOTE, ...record });
  const spare = recoveryCopies(storage);
  for (;;) {
    try {
      storage.setItem(SAVED_MATCH_KEY, text);
      return true;
    } catch {
      const oldest = spare.shift();
      if (oldest === undefined) return false;
      storage.removeItem(oldest.key);
    }
  }
}

/** The text of the saved match, or null when there is none or storage cannot be read. */
export function savedMatchText(storage: Storage): string | null {
  try {
    return storage.getItem(SAVED_MATCH_KEY);
  } catch {
    return null;
  }
}

export function forgetMatch(storage: Storage): void {
  storage.removeItem(SAVED_MATCH_KEY);
}

/** A saved match put aside because it could not be resumed. */
export interface RecoveryCopy {
  readonly key: string;
  /** When it was put aside, as an ISO time. */
  readonly at: string;
}

/**
 * Moves the saved match's text to a recovery key, so that a new match does not overwrite it; the
 * slot is emptied first, which makes the room the copy needs. False, the slot left as it was,
 * if storage refuses it.
 */
export function keepForRecovery(storage: Storage, text: string, at: string): boolean {
  try {
    forgetMatch(storage);
    storage.setItem(`${RECOVERY_PREFIX}${at}`, text);
    return true;
  } catch {
    try {
      storage.setItem(SAVED_MATCH_KEY, text);
    } catch {
      // Storage refuses to be written at all: there is nothing more to keep it in.
    }
    return false;
  }
}

/** The recovery copies kept, oldest first. */
export function recoveryCopies(storage: Storage): RecoveryCopy[] {
  const copies: RecoveryCopy[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(RECOVERY_PREFIX))
      copies.push({ key, at: key.slice(RECOVERY_PREFIX.length) });
  }
  return copies.sort((a, b) => a.at.localeCompare(b.at));
}
