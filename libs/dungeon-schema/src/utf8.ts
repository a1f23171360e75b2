// TextDecoder is in every browser, worker and Node; the library's ES-only types do not name it.
declare const TextDecoder: new (
  label: 'utf-8',
  options: { fatal: boolean },
) => { decode: (bytes: Uint8Array) => string };

/** A fatal decoder: a byte that is not part of a UTF-8 character is refused, never replaced. */
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The offset of the first byte that does not belong to a well-formed UTF-8 character (overlong
 * forms, encoded surrogates and code points past U+10FFFF included), or -1 when there is none.
 */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    // The length of the sequence and the allowed range of its second byte (Unicode table 3-7).
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined) return i;
      const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (next < min || next > max) return i;
    }
    i += length;
  }
  return -1;
}

/**
 * A file's bytes as text, or why they are not UTF-8 text: the byte offset and line of the first
 * byte that begins no character. A leading byte order mark is dropped.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { problem: string } {
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    const at = firstInvalidByte(bytes);
    let line = 1;
    for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
    return {
      problem: `The file is not UTF-8 text: the byte at offset ${at} (line ${line}) is not part of any character. Save it as UTF-8.`,
    };
  }
}
