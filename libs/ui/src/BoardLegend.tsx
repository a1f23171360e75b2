import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { useMemo } from 'react';
import { legendEntries, type LegendEntry } from './board-kinds';
import type { Painter } from './symbol-painters';
import { terrainFills } from './terrain-style';

/** Canvas pixels a CSS pixel: sharp on fine screens and on paper. */
const RATIO = 3;

const pictures = new WeakMap<Painter, Map<number, string>>();

/**
 * A symbol drawn once a size into a picture and kept: the legend and the palette show images, so
 * that the board's canvas stays the only canvas of the page.
 */
function swatchPicture(paint: Painter, size: number): string {
  const kept = pictures.get(paint) ?? new Map<number, string>();
  pictures.set(paint, kept);
  const known = kept.get(size);
  if (known !== undefined) return known;
  const canvas = document.createElement('canvas');
  canvas.width = size * RATIO;
  canvas.height = size * RATIO;
  const c = canvas.getContext('2d');
  if (c) {
    c.setTransform(RATIO, 0, 0, RATIO, 0, 0);
    // On floor, as on the board, so dark symbols read on a dark panel.
    c.fillStyle = terrainFills['.'];
    c.fillRect(0, 0, size, size);
    paint(c, size, size);
  }
  const url = canvas.toDataURL('image/png');
  kept.set(size, url);
  return url;
}

/** One kind's symbol, drawn by the same routine as the board, `size` CSS pixels square. */
export function Swatch({ paint, size }: { paint: Painter; size: number }) {
  const src = useMemo(() => swatchPicture(paint, size), [paint, size]);
  return <img className="swatch-picture" src={src} width={size} height={size} alt="" />;
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
