import { memo, useMemo } from 'react';
import { counted, type Finding } from '@dungeonbowl/dungeon-schema';
import { groupFindings } from './group-findings';

/**
 * The live findings of the map, errors counted in a badge, grouped by rule and floor, the squares
 * of one end zone or room said once; clicking one points it out on the board.
 */
export const FindingsPanel = memo(function FindingsPanel({
  findings,
  errors,
  floorNames,
  onPick,
}: {
  findings: readonly Finding[];
  errors: number;
  floorNames: readonly string[];
  onPick: (f: Finding) => void;
}) {
  const groups = useMemo(() => groupFindings(findings), [findings]);
  return (
    <aside className="findings-panel" aria-label="Findings">
      <h2>
        Findings{' '}
        <span className={errors > 0 ? 'badge error' : 'badge ok'}>{counted(errors, 'error')}</span>
      </h2>
      {findings.length === 0 ? <p>No problems: this dungeon can be played.</p> : null}
      {groups.map((group) => (
        <section key={group.rule} className="finding-rule" aria-label={group.rule}>
          <h3 className={group.severity}>
            {group.rule} <span className="finding-count">{group.count}</span>
          </h3>
          {group.floors.map(({ floor, rows }) => (
            <div key={floor ?? 'map'}>
              {(group.floors.length > 1 || floor !== undefined) && (
                <h4>
                  {floor === undefined ? 'Whole map' : (floorNames[floor] ?? `Floor ${floor}`)}
                </h4>
              )}
              <ul>
                {rows.map(({ finding, count }, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      className={`finding ${finding.severity}`}
                      onClick={() => onPick(finding)}
                    >
                      <span className="visually-hidden">{finding.rule} </span>
                      {finding.message}
                      {count > 1 && (
                        <span className="finding-more">
                          {' '}
                          (and {counted(count - 1, 'more square')} like it)
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </aside>
  );
});
