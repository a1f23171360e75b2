import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mapRules } from './catalog';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

describe('the rule catalogue', () => {
  it('has every rule once, and a check for every rule but MAP-JSON and MAP-SCHEMA', () => {
    const ids = mapRules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(mapRules.filter((r) => !r.check).map((r) => r.id)).toEqual(['MAP-JSON', 'MAP-SCHEMA']);
  });

  it('the README rules table lists the same rules, severities and rulesets, in the same order', () => {
    const rows = [
      ...readme.matchAll(/^\| (MAP-[A-Z-]+)\s*\| (error|warning)\s*\| ([a-z0-9-]+)\s*\|/gm),
    ].map(([, id, severity, rulesets]) => [id, severity, rulesets]);
    expect(rows).toEqual(
      mapRules.map((r) => [r.id, r.severity, r.rulesets.length === 2 ? 'all' : r.rulesets[0]]),
    );
  });
});
