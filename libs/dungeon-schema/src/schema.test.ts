import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseMap, findingsOf } from './test-support/maps';
import { validateMap } from './validate';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const schema = JSON.parse(
  readFileSync(`${packageRoot}/schema/dungeon-map.v1.schema.json`, 'utf8'),
) as Record<string, unknown>;

/** Every schema node that describes a value, with its place in the schema. */
function valueSchemas(
  node: unknown,
  place: string,
  out: { place: string; node: Record<string, unknown> }[] = [],
) {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return out;
  const record = node as Record<string, unknown>;
  out.push({ place, node: record });
  for (const [key, child] of Object.entries(
    (record['properties'] as Record<string, unknown>) ?? {},
  ))
    valueSchemas(child, `${place}/properties/${key}`, out);
  for (const [key, child] of Object.entries((record['$defs'] as Record<string, unknown>) ?? {}))
    valueSchemas(child, `${place}/$defs/${key}`, out);
  if (record['items']) valueSchemas(record['items'], `${place}/items`, out);
  return out;
}

describe('the JSON Schema of map format 1', () => {
  it('has a versioned $id and follows draft 2020-12', () => {
    expect(schema['$id']).toBe('https://dungeonbowl.studio/schemas/dungeon-map/v1.json');
    expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('describes every field, so the schema documents the format', () => {
    // A bare $ref is described by the definition it points to.
    const undocumented = valueSchemas(schema, '#').filter(
      ({ node }) => typeof node['description'] !== 'string' && typeof node['$ref'] !== 'string',
    );
    expect(undocumented.map((u) => u.place)).toEqual([]);
  });

  it('refuses unknown fields in every object but "extra"', () => {
    const open = valueSchemas(schema, '#').filter(
      ({ node }) =>
        node['type'] === 'object' && node['properties'] && node['additionalProperties'] !== false,
    );
    expect(open.map((o) => o.place)).toEqual(['#/$defs/feature', '#/$defs/room']); // unions: each branch is closed
  });

  it('the generated types and validator are up to date with the schema', () => {
    expect(() =>
      execFileSync('node', ['scripts/generate.mjs', '--check'], {
        cwd: packageRoot,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  }, 60_000);
});

describe('MAP-SCHEMA', () => {
  it('MAP-SCHEMA: a terrain character outside the legend is named with its column', () => {
    const map = baseMap();
    map.floors[0]!.rows[3] = `#..X${'.'.repeat(35)}#`;
    expect(findingsOf(map, 'MAP-SCHEMA')).toEqual([
      {
        rule: 'MAP-SCHEMA',
        severity: 'error',
        message:
          'Floor 1, row 4 has "X" at column 3, which is not a terrain of the legend (# . _ o ^ ~ = * b m s r p g).',
        path: '/floors/0/rows/3',
      },
    ]);
  });

  it('MAP-SCHEMA: rows must be exactly as wide as the map, and as many as it is high', () => {
    const map = baseMap();
    map.floors[0]!.rows[5] = `#${'.'.repeat(37)}#`;
    map.floors[0]!.rows.pop();
    expect(findingsOf(map, 'MAP-SCHEMA').map((f) => f.message)).toEqual([
      'Ground floor has 23 rows; the map is 24 squares high.',
      'Row 5 of Ground floor is 39 squares long; the map is 40 squares wide.',
    ]);
  });

  it('MAP-SCHEMA: a feature of an unknown kind, and a missing field of a known kind', () => {
    const map = {
      ...baseMap(),
      features: [
        { kind: 'trampoline', floor: 0, x: 1, y: 1 },
        { kind: 'portcullis', floor: 0, x: 5, y: 5, side: 'north' },
      ],
    };
    expect(findingsOf(map, 'MAP-SCHEMA').map((f) => f.message)).toEqual([
      'Feature 1 has an unknown kind "trampoline".',
      'Feature 2 is missing the field "id".',
    ]);
  });

  it('MAP-SCHEMA: an option outside its list names the allowed values', () => {
    const map = {
      ...baseMap(),
      rooms: [
        {
          id: 'g',
          kind: 'geysers',
          floor: 0,
          squares: [{ x: 5, y: 5, width: 2, height: 2 }],
          options: { steam: 'warm' },
        },
      ],
    };
    expect(findingsOf(map, 'MAP-SCHEMA').map((f) => f.message)).toEqual([
      'Room 1, "options", "steam" must be one of "hot", "explosive", not "warm".',
    ]);
  });

  it('"extra" objects are kept as they are, anywhere they are allowed', () => {
    const map = { ...baseMap(), extra: { editor: { zoom: 2 } } };
    map.chests[0] = { ...map.chests[0]!, extra: { note: 'the good one?' } };
    const result = validateMap(JSON.stringify(map));
    expect(result.valid).toBe(true);
    expect(result.map?.extra).toEqual({ editor: { zoom: 2 } });
    expect(result.map?.chests[0]?.extra).toEqual({ note: 'the good one?' });
  });
});
