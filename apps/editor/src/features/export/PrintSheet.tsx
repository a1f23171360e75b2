import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { CSSProperties } from 'react';
import { neighbour, SHEET, SQUARE_MM, type PrintLayout, type PrintPage } from './print-pages';

interface Props {
  readonly map: DungeonMap;
  readonly layout: PrintLayout;
  readonly page: PrintPage;
  /** The floor's picture, drawn off screen; the sheet waits for it. */
  readonly src: string | undefined;
}

const mm = (n: number) => `${n}mm`;
const box = (left: number, top: number, width: number, height: number): CSSProperties => ({
  left: mm(left),
  top: mm(top),
  width: mm(width),
  height: mm(height),
});

/** Crop marks: short lines off each corner of the board, along its edges, to cut along. */
function cropMarks(left: number, top: number, width: number, height: number) {
  const gap = 1;
  const long = 4;
  const marks: CSSProperties[] = [];
  for (const x of [left, left + width])
    for (const y of [top, top + height]) {
      const out = { x: x === left ? -1 : 1, y: y === top ? -1 : 1 };
      marks.push(box(out.x < 0 ? x - gap - long : x + gap, y, long, 0));
      marks.push(box(x, out.y < 0 ? y - gap - long : y + gap, 0, long));
    }
  return marks;
}

/**
 * One A4 sheet of the print view: the squares of a floor it holds at 1 square = 25 mm, their
 * column and row numbers along the top and left, crop marks at the board's corners, where the
 * next sheets go, and a small map of the floor's sheets with this one filled in, so that the
 * sheets can be put together.
 */
export function PrintSheet({ map, layout, page, src }: Props) {
  const { margin, header, ruler } = SHEET;
  const left = margin + ruler;
  const top = margin + header + ruler;
  const width = page.width * SQUARE_MM;
  const height = page.height * SQUARE_MM;
  const floorName = map.floors[page.floor]?.name ?? '';
  const count = layout.columns * layout.rows;
  const east = neighbour(layout, page, 'east');
  const south = neighbour(layout, page, 'south');
  const title = `${map.meta.name}: ${floorName}, sheet ${page.number} of ${count}`;
  return (
    <section
      className="print-sheet"
      aria-label={`Sheet ${page.number} of ${count}: ${floorName}`}
      style={{ width: mm(layout.paper.width), height: mm(layout.paper.height) }}
    >
      <header
        className="sheet-header"
        style={box(margin, margin, layout.paper.width - 2 * margin, header - 2)}
      >
        <span className="sheet-title">{title}</span>
        <span className="sheet-where">
          row {page.row + 1}, column {page.column + 1}: squares x {page.x}-{page.x + page.width - 1}
          , y {page.y}-{page.y + page.height - 1}
        </span>
        <span
          className="sheet-map"
          aria-hidden="true"
          style={{ gridTemplateColumns: `repeat(${layout.columns}, 2.2mm)` }}
        >
          {Array.from({ length: count }, (_, i) => (
            <span key={i} className={i + 1 === page.number ? 'here' : undefined} />
          ))}
        </span>
      </header>
      {Array.from({ length: page.width }, (_, i) => (
        <span
          key={`x${i}`}
          className="ruler"
          style={box(left + i * SQUARE_MM, top - ruler, SQUARE_MM, ruler)}
        >
          {page.x + i}
        </span>
      ))}
      {Array.from({ length: page.height }, (_, j) => (
        <span
          key={`y${j}`}
          className="ruler"
          style={box(left - ruler, top + j * SQUARE_MM, ruler, SQUARE_MM)}
        >
          {page.y + j}
        </span>
      ))}
      <div className="sheet-board" style={box(left, top, width, height)}>
        {src && (
          <img
            src={src}
            alt={`${floorName}, squares ${page.x} to ${page.x + page.width - 1} across and ${page.y} to ${page.y + page.height - 1} down`}
            style={{
              width: mm(map.width * SQUARE_MM),
              left: mm(-page.x * SQUARE_MM),
              top: mm(-page.y * SQUARE_MM),
            }}
          />
        )}
        {page.underWest > 0 && (
          <span
            className="glue"
            style={box(0, 0, page.underWest * SQUARE_MM, height)}
            title={`Glue under sheet ${page.number - 1}`}
          />
        )}
        {page.underNorth > 0 && (
          <span
            className="glue"
            style={box(0, 0, width, page.underNorth * SQUARE_MM)}
            title={`Glue under sheet ${page.number - layout.columns}`}
          />
        )}
      </div>
      {cropMarks(left, top, width, height).map((style, i) => (
        <span key={`crop${i}`} className="crop" style={style} />
      ))}
      {east && (
        <span className="next east" style={box(left + width + 1.5, top, 4, height)}>
          sheet {east.number} →
        </span>
      )}
      {south && (
        <span className="next south" style={box(left + 2, top + height + 1.5, width - 2, 4)}>
          ↓ sheet {south.number}
        </span>
      )}
    </section>
  );
}
