import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { useEffect, useMemo, useRef } from 'react';
import { legendEntries, type LegendEntry } from './board-kinds';
import type { Painter } from './symbol-painters';
import { terrainFills } from './terrain-style';

/** Canvas pixels a CSS pixel: sharp on fine screens and on paper. */
const RATIO = 3;

/** One kind's symbol, drawn by the same routine as the board, `size` CSS pixels square. */
export function Swatch({ paint, size }: { paint: Painter; size: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = canvas.current?.getContext('2d');
    if (!c) return;
    c.setTransform(RATIO, 0, 0, RATIO, 0, 0);
    // On floor, as on the board, so dark symbols read on a dark panel.
    c.fillStyle = terrainFills['.'];
    c.fillRect(0, 0, size, size);
    paint(c, size, size);
  }, [paint, size]);
  return (
    <canvas
      ref={canvas}
      width={size * RATIO}
      height={size * RATIO}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}

interface Props {
  readonly map: DungeonMap;
  /** The element to open it as: a collapsible panel beside the board, or a plain section on paper. */
  readonly as?: 'details' | 'section';
  /** How large each symbol is drawn, in CSS pixels. */
  readonly swatch?: number;
  /** Whether the collapsible panel starts open (the default). */
  readonly open?: boolean;
  readonly className?: string;
}

/**
 * The legend of a map: every kind found on it with its symbol and its name, grouped as terrain,
 * pieces, features and rooms.
 */
export function BoardLegend({
  map,
  as = 'details',
  swatch = 22,
  open = true,
  className = '',
}: Props) {
  const entries = useMemo(() => legendEntries(map), [map]);
  const groups = new Map<LegendEntry['group'], LegendEntry[]>();
  for (const e of entries) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  const body = [...groups].map(([group, list]) => (
    <div key={group} className="legend-group">
      <h4>{group}</h4>
      <ul aria-label={group}>
        {list.map((e) => (
          <li key={e.key} data-kind={e.key}>
            <Swatch paint={e.paint} size={swatch} />
            <span>{e.name}</span>
          </li>
        ))}
      </ul>
    </div>
  ));
  return as === 'details' ? (
    <details className={`board-legend ${className}`} open={open} aria-label="Legend">
      <summary>Legend</summary>
      {body}
    </details>
  ) : (
    <section className={`board-legend ${className}`} aria-label="Legend">
      {body}
    </section>
  );
}
