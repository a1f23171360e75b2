/** The map rules of ../shared/spec/map-rules.md, plus MAP-JSON for a file that is not JSON at all. */
export type RuleId =
  | 'MAP-JSON'
  | 'MAP-SCHEMA'
  | 'MAP-BOUNDS'
  | 'MAP-CHEST-COUNT'
  | 'MAP-TELE-COUNT'
  | 'MAP-EZ-COUNT'
  | 'MAP-EZ-SHAPE'
  | 'MAP-EZ-OVERLAP'
  | 'MAP-SQUARE'
  | 'MAP-PER-FLOOR'
  | 'MAP-CHEST-EZ'
  | 'MAP-TELE-EZ'
  | 'MAP-TELE-SPACING'
  | 'MAP-CHEST-EZ-FAR'
  | 'MAP-CHEST-SPACING'
  | 'MAP-EZ-APART'
  | 'MAP-CORRIDOR'
  | 'MAP-LINK'
  | 'MAP-CHUTE'
  | 'MAP-ELEVATOR'
  | 'MAP-VOID-GROUND'
  | 'MAP-REACH'
  | 'MAP-FEATURE';

export type Severity = 'error' | 'warning';

/**
 * One thing the validator found: which rule, how bad, a sentence a coach understands, and where:
 * `floor`/`x`/`y` when it is at a square, `path` (a JSON Pointer) when it is at a field.
 */
export interface Finding {
  readonly rule: RuleId;
  readonly severity: Severity;
  readonly message: string;
  readonly floor?: number;
  readonly x?: number;
  readonly y?: number;
  readonly path?: string;
}

export interface FloorSquareRef {
  readonly floor: number;
  readonly x: number;
  readonly y: number;
}

export function errorAt(rule: RuleId, message: string, at: FloorSquareRef, path?: string): Finding {
  return {
    rule,
    severity: 'error',
    message,
    floor: at.floor,
    x: at.x,
    y: at.y,
    ...(path ? { path } : {}),
  };
}

export function errorIn(rule: RuleId, message: string, path: string): Finding {
  return { rule, severity: 'error', message, path };
}

export function warningAt(
  rule: RuleId,
  message: string,
  at: FloorSquareRef,
  path?: string,
): Finding {
  return { ...errorAt(rule, message, at, path), severity: 'warning' };
}

/** Past this many findings of one rule, the rest are summed up in one more finding. */
const MAX_FINDINGS_PER_RULE = 50;

export function capped(findings: Finding[]): Finding[] {
  if (findings.length <= MAX_FINDINGS_PER_RULE) return findings;
  const [first] = findings as [Finding];
  return [
    ...findings.slice(0, MAX_FINDINGS_PER_RULE),
    {
      rule: first.rule,
      severity: first.severity,
      message: `...and ${findings.length - MAX_FINDINGS_PER_RULE} more like these.`,
      path: '',
    },
  ];
}
