import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/** The fragment that carries a shared map: "#map=<compressed JSON>". Fragments never reach a server. */
const PREFIX = '#map=';

/** A link to `page` that carries the map's text, compressed, in its fragment. */
export function shareLink(mapText: string, page: string): string {
  return `${page.split('#')[0]}${PREFIX}${compressToEncodedURIComponent(mapText)}`;
}

/**
 * The map text a link's fragment carries, or null when it carries none; a damaged fragment gives
 * an empty string, which the validator then reports as an empty file.
 */
export function sharedMapText(fragment: string): string | null {
  if (!fragment.startsWith(PREFIX)) return null;
  return decompressFromEncodedURIComponent(fragment.slice(PREFIX.length)) ?? '';
}
