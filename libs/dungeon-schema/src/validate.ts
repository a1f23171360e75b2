import { capped, type Finding } from './findings';
import type { DungeonMap } from './generated/dungeon-map.v1';
import { loadMap } from './load';
import { mapRules } from './rules/catalog';

export interface MapValidation {
  /** True when no finding is an error; warnings never block saving, sharing or playing. */
  readonly valid: boolean;
  readonly findings: readonly Finding[];
  /** The map, upgraded to the current format, when it matched the schema (even with rule errors). */
  readonly map: DungeonMap | null;
}

/** The setup rules of the map's ruleset, on a map that matches the schema. */
export function checkMapRules(map: DungeonMap): Finding[] {
  const ruleset = map.ruleset ?? 'torguer-2021';
  return mapRules.flatMap((rule) =>
    rule.check && rule.rulesets.includes(ruleset) ? capped(rule.check(map)) : [],
  );
}

/**
 * Validates a map, given as a file's text or as a parsed value: the JSON Schema first,
 * then every setup rule of the map's ruleset. Never throws: bad input of any kind becomes findings.
 */
export function validateMap(input: unknown): MapValidation {
  try {
    const loaded = loadMap(input);
    if (!loaded.map) return { valid: false, findings: loaded.findings, map: null };
    const findings = checkMapRules(loaded.map);
    return { valid: !findings.some((f) => f.severity === 'error'), findings, map: loaded.map };
  } catch (error) {
    // A bug of ours, not the file's: say so rather than crash the editor or the command line.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      valid: false,
      findings: [
        {
          rule: 'MAP-SCHEMA',
          severity: 'error',
          message: `The validator failed on this file (${reason}); please report it with the file.`,
          path: '',
        },
      ],
      map: null,
    };
  }
}
