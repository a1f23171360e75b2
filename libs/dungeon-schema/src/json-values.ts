import { capped, errorIn, type Finding } from './findings';
import { describePointer } from './schema-findings';

/** Deeper than this, a file cannot be a map (the format nests 5 levels; `extra` may add some). */
export const MAX_DEPTH = 64;

/** Half of a UTF-16 surrogate pair standing alone: it encodes no character. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const hex = (code: number) => code.toString(16).padStart(4, '0');

/**
 * What JSON.parse lets through that a map may not hold, found in one pass without recursion:
 * the first place nested deeper than `MAX_DEPTH` (`deep`, a JSON Pointer, and nothing else is
 * looked at then), numbers too large to be numbers (`1e400` reads as infinity, which a map saved
 * again would turn into `null`), and text holding a lone surrogate (`"\ud800"`), half a character
 * that no person can read. Text under `extra` is kept as it is, never shown, so it is not judged.
 */
export function jsonValueProblems(value: unknown): { deep: string | null; findings: Finding[] } {
  const findings: Finding[] = [];
  const stack: { node: unknown; depth: number; path: string; free: boolean }[] = [
    { node: value, depth: 0, path: '', free: false },
  ];
  while (stack.length > 0) {
    const { node, depth, path, free } = stack.pop()!;
    if (typeof node === 'number' && !Number.isFinite(node)) {
      findings.push(
        errorIn(
          'MAP-SCHEMA',
          `${describePointer(path)} is a number too large to hold: it reads as infinity.`,
          path,
        ),
      );
    } else if (typeof node === 'string' && !free) {
      const lone = loneSurrogate.exec(node);
      if (lone)
        findings.push(
          errorIn(
            'MAP-SCHEMA',
            `${describePointer(path)} holds half a character (the escape \\u${hex(lone[0].charCodeAt(0))} alone, a lone surrogate); text must be whole characters.`,
            path,
          ),
        );
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_DEPTH) return { deep: path, findings: [] };
    const keys = Object.keys(node);
    // Pushed last to first, so that the findings come in the file's order.
    for (let k = keys.length - 1; k >= 0; k--) {
      const key = keys[k]!;
      stack.push({
        node: (node as Record<string, unknown>)[key],
        depth: depth + 1,
        path: `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        free: free || (key === 'extra' && !Array.isArray(node)),
      });
    }
  }
  return { deep: null, findings: capped(findings) };
}
