/** Control characters, line and paragraph separators, and the marks that reorder text. */
const unprintable = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text from a file made safe to print on a terminal: a control character (NUL, an ANSI colour
 * code's escape, a newline that would forge a line of output) is shown escaped, `\n` or
 * `\u001b`, and so is a mark that would reorder the line.
 */
export function printable(text: string): string {
  return text.replace(
    unprintable,
    (c) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
