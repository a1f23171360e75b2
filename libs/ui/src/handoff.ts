/**
 * The editor hands a map to the play app through the browser storage of their shared origin: the
 * editor writes the map's text under one key and opens the play app with `?map=editor`; the play
 * app reads the text back. Both apps are served from one origin (/editor/ and /play/), so they
 * see the same storage.
 */
const HANDOFF_KEY = 'dungeonbowl.handoff.map';

/** The query parameter value that tells the play app to load the handed-over map. */
export const HANDOFF_PARAM = 'editor';

export function handMapToPlay(mapText: string, storage: Pick<Storage, 'setItem'>): string {
  storage.setItem(HANDOFF_KEY, mapText);
  return `../play/?map=${HANDOFF_PARAM}`;
}

/** The map text last handed over by the editor, or null when there is none. */
export function handedMap(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(HANDOFF_KEY);
}
