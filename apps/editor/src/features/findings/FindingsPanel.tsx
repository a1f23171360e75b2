import { memo } from 'react';
import type { Finding } from '@dungeonbowl/dungeon-schema';

/** The live findings of the map, errors counted in a badge; clicking one points it out on the board. */
export const FindingsPanel = memo(function FindingsPanel({
  findings,
  errors,
  onPick,
}: {
  findings: readonly Finding[];
  errors: number;
  onPick: (f: Finding) => void;
}) {
  return (
    <aside className="findings-panel" aria-label="Findings">
      <h2>
        Findings{' '}
        <span className={errors > 0 ? 'badge error' : 'badge ok'}>
          {errors} error{errors === 1 ? '' : 's'}
        </span>
      </h2>
      {findings.length === 0 ? <p>No problems: this dungeon can be played.</p> : null}
      <ul>
        {findings.map((f, i) => (
          <li key={i}>
            <button type="button" className={`finding ${f.severity}`} onClick={() => onPick(f)}>
              <strong>{f.rule}</strong> {f.message}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
});
