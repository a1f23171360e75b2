/** How many teams play, 2 to 4; a count the map has too few end zones for is offered but disabled. */
export function TeamCount({
  value,
  endZones,
  onChange,
}: {
  value: number;
  endZones: number;
  onChange: (count: number) => void;
}) {
  return (
    <label>
      Number of teams{' '}
      <select
        aria-label="Number of teams"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {[2, 3, 4].map((n) => (
          <option key={n} value={n} disabled={n > endZones}>
            {n}
            {n > endZones ? ' (the map has too few end zones)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
