import type { Finding } from './findings';
import type { DungeonMap } from './generated/dungeon-map.v1';
import validateSchema from './generated/validate-schema.v1.js';
import { jsonValueProblems, MAX_DEPTH } from './json-values';
import { migrate } from './migrations';
import { schemaFindings } from './schema-findings';
import { decodeUtf8 } from './utf8';

/** The largest map file the tools read: 2 MiB. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export type LoadResult =
  | { readonly map: DungeonMap; readonly findings: readonly Finding[] }
  | { readonly map: null; readonly findings: readonly Finding[] };

function fileProblem(message: string): LoadResult {
  return { map: null, findings: [{ rule: 'MAP-JSON', severity: 'error', message, path: '' }] };
}

function tooLarge(): LoadResult {
  return fileProblem('The file is larger than 2 MiB, the most a map file may be.');
}

function schemaProblem(message: string, path = ''): LoadResult {
  return { map: null, findings: [{ rule: 'MAP-SCHEMA', severity: 'error', message, path }] };
}

/** The UTF-8 size of a text, counted without building it. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4; // a surrogate pair: one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Where JSON.parse stopped, as " (line L, column C)" when the engine gives a position, else the
 * engine's own first words ("Unexpected token 'd'").
 */
function parsePosition(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const match = /position (\d+)/.exec(message);
  if (!match) {
    const reason = message.split(/[,\n]/)[0]?.trim();
    return reason ? `: ${reason}` : '';
  }
  const before = text.slice(0, Number(match[1])).split('\n');
  return ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
}

function parse(text: string): { value: unknown } | LoadResult {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return fileProblem('The file is empty.');
  try {
    return { value: JSON.parse(body) as unknown };
  } catch (error) {
    const truncated = /end of (JSON )?input|Unterminated/i.test(
      error instanceof Error ? error.message : '',
    );
    return fileProblem(
      truncated
        ? `The file ends in the middle of the JSON${parsePosition(body, error)}: it may have been cut short.`
        : `The file is not valid JSON${parsePosition(body, error)}.`,
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads a map from a file's bytes, its text, or an already parsed value: refuses files over
 * 2 MiB, bytes that are not UTF-8 (naming the first bad byte), names a file that is not JSON or
 * not a map, upgrades older versions, refuses newer ones, and checks the JSON Schema, numbers too
 * large to hold and text with half a character. Never throws on bad input. The one place where
 * migrations run.
 */
export function loadMap(input: unknown): LoadResult {
  let value: unknown = input;
  if (input instanceof Uint8Array) {
    if (input.length > MAX_FILE_BYTES) return tooLarge();
    const decoded = decodeUtf8(input);
    if ('problem' in decoded) return fileProblem(decoded.problem);
    return loadMap(decoded.text);
  }
  if (typeof input === 'string') {
    // A string's UTF-8 size is at least its length: most files are refused before counting.
    if (
      input.length > MAX_FILE_BYTES ||
      (input.length * 3 > MAX_FILE_BYTES && utf8Bytes(input) > MAX_FILE_BYTES)
    ) {
      return tooLarge();
    }
    const parsed = parse(input);
    if (!('value' in parsed)) return parsed;
    value = parsed.value;
  }
  const { deep, findings: valueFindings } = jsonValueProblems(value);
  if (deep !== null)
    return schemaProblem(
      `The file is nested more than ${MAX_DEPTH} levels deep; a map is never that deep.`,
      deep,
    );
  if (Array.isArray(value))
    return schemaProblem(
      'The file holds a JSON list; a map file holds one object with "format": "dungeonbowl-map".',
    );
  if (!isRecord(value))
    return valueFindings.length > 0
      ? { map: null, findings: valueFindings }
      : schemaProblem(
          `The file holds ${JSON.stringify(value)}; a map file holds one object with "format": "dungeonbowl-map".`,
        );
  if (value['format'] !== 'dungeonbowl-map') {
    return schemaProblem(
      'This is not a Dungeonbowl map: its "format" field is not "dungeonbowl-map".',
      '/format',
    );
  }
  // A number too large or half a character is said once, in those words, not again as a
  // version or schema problem at the same place.
  const said = new Set(valueFindings.map((f) => f.path));
  const withValueFindings = (findings: readonly Finding[]): LoadResult => ({
    map: null,
    findings: [...valueFindings, ...findings.filter((f) => !said.has(f.path ?? ''))],
  });
  const migrated = migrate(value);
  if ('problem' in migrated)
    return withValueFindings(schemaProblem(migrated.problem, '/version').findings);
  const document = migrated.document;
  if (!validateSchema(document))
    return withValueFindings(schemaFindings(validateSchema.errors ?? [], document));
  if (valueFindings.length > 0) return { map: null, findings: valueFindings };
  const sizeFindings = gridSizeFindings(document);
  return sizeFindings.length > 0
    ? { map: null, findings: sizeFindings }
    : { map: document, findings: [] };
}

/** Row counts and lengths against width and height: the part of the format a JSON Schema cannot say. */
function gridSizeFindings(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  map.floors.forEach((floor, f) => {
    if (floor.rows.length !== map.height) {
      findings.push({
        rule: 'MAP-SCHEMA',
        severity: 'error',
        message: `${floor.name} has ${floor.rows.length} rows; the map is ${map.height} squares high.`,
        path: `/floors/${f}/rows`,
      });
    }
    floor.rows.forEach((row, y) => {
      if (row.length !== map.width) {
        findings.push({
          rule: 'MAP-SCHEMA',
          severity: 'error',
          message: `Row ${y} of ${floor.name} is ${row.length} squares long; the map is ${map.width} squares wide.`,
          path: `/floors/${f}/rows/${y}`,
        });
      }
    });
  });
  return findings;
}
