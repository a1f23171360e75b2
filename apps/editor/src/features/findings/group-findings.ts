import type { Finding, RuleId, Severity } from '@dungeonbowl/dungeon-schema';

/** One line of the findings panel: a finding, or the findings of one thing said once for many squares. */
export interface FindingRow {
  /** The first finding of the row: what it says and where clicking it goes. */
  readonly finding: Finding;
  /** How many squares (findings) the row stands for. */
  readonly count: number;
}

/** The rows of one rule on one floor (undefined: the map as a whole). */
export interface FloorFindings {
  readonly floor: number | undefined;
  readonly rows: readonly FindingRow[];
}

/** The findings of one rule, floor by floor. */
export interface RuleFindings {
  readonly rule: RuleId;
  readonly severity: Severity;
  /** How many findings, before the squares of one thing are said once. */
  readonly count: number;
  readonly floors: readonly FloorFindings[];
}

/** The thing a finding is about: `/endZones/2/id` is about `/endZones/2`. */
const thingOf = (path: string | undefined) => path?.split('/').slice(0, 3).join('/');

/**
 * What makes findings of one thing the same but for their square: "End zone A covers (3, 4) on
 * Ground floor, which is not plain floor" and the same at (4, 4) are one row.
 */
const sameButSquare = (f: Finding) =>
  `${f.rule}|${f.floor}|${thingOf(f.path)}|${f.message.replace(/\(\d+, \d+\)/g, '(·)')}`;

/**
 * The findings grouped by rule, errors first, then by floor, map-wide findings first: the findings
 * of one thing that differ only by their square (a wall under each square of an end zone or of a
 * room) become one row that counts them. The validator still reports every square, so the board
 * marks them all.
 */
export function groupFindings(findings: readonly Finding[]): RuleFindings[] {
  const rules = new Map<RuleId, Finding[]>();
  for (const f of findings) rules.set(f.rule, [...(rules.get(f.rule) ?? []), f]);
  const groups = [...rules.entries()].map(([rule, list]): RuleFindings => {
    const floors = new Map<number | undefined, Map<string, FindingRow>>();
    for (const f of list) {
      const rows = floors.get(f.floor) ?? new Map<string, FindingRow>();
      floors.set(f.floor, rows);
      // A finding with no thing or no square stands alone.
      const key =
        f.path !== undefined && f.x !== undefined ? sameButSquare(f) : `alone|${rows.size}`;
      const row = rows.get(key);
      rows.set(key, row ? { ...row, count: row.count + 1 } : { finding: f, count: 1 });
    }
    return {
      rule,
      severity: list.some((f) => f.severity === 'error') ? 'error' : 'warning',
      count: list.length,
      floors: [...floors.entries()]
        .sort(([a], [b]) => (a ?? -1) - (b ?? -1))
        .map(([floor, rows]) => ({ floor, rows: [...rows.values()] })),
    };
  });
  return groups.sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}
