/**
 * How many teams play, 2 to 4; a count the map has too few end zones for, or the rules allow no
 * more than (Jervis Johnson's, DB-MATCH-2), is offered but disabled, with the reason.
 */
export function TeamCount({
  value,
  endZones,
  most,
  onChange,
}: {
  value: number;
  endZones: number;
  /** The most teams the rules chosen allow. */
  most: number;
  onChange: (count: number) => void;
}) {
  const why = (n: number) =>
    n > most
      ? " (Jervis Johnson's rules: 2 teams)"
      : n > endZones
        ? ' (the map has too few end zones)'
        : '';
  return (
    <label>
      Number of teams{' '}
      <select
        aria-label="Number of teams"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {[2, 3, 4].map((n) => (
          <option key={n} value={n} disabled={why(n) !== ''}>
            {n}
            {why(n)}
          </option>
        ))}
      </select>
    </label>
  );
}
