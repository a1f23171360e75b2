import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { BoardLegend, FloorsPicture, MAX_PICTURE_SIDE } from '@dungeonbowl/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { printLayout, SQUARE_MM } from './print-pages';
import { PrintSheet } from './PrintSheet';
import { usePicture } from './use-picture';

interface Props {
  readonly map: DungeonMap;
  readonly onClose: () => void;
}

/** Sharp enough on paper, yet within what a browser draws: up to 64 pixels a square. */
const printPixels = (map: DungeonMap) =>
  Math.max(8, Math.min(64, Math.floor(MAX_PICTURE_SIDE / Math.max(map.width, map.height))));

/** A floor's picture drawn off screen once, handed over as an image address the sheets share. */
function FloorPicture({
  map,
  floor,
  onReady,
}: {
  map: DungeonMap;
  floor: number;
  onReady: (floor: number, url: string) => void;
}) {
  const stage = usePicture(floor, (picture) => {
    void picture
      .toBlob({ mimeType: 'image/png', pixelRatio: 1 })
      .then((blob) => blob instanceof Blob && onReady(floor, URL.createObjectURL(blob)));
  });
  return (
    <div className="offscreen" aria-hidden="true">
      <FloorsPicture
        map={map}
        floors={[floor]}
        pixelsPerSquare={printPixels(map)}
        titled={false}
        withLegend={false}
        stageRef={stage}
      />
    </div>
  );
}

/**
 * The print view: every floor at 1 square = 25 mm, so miniatures stand on the squares, cut into
 * whole squares over as many A4 sheets as it needs (upright or lying, whichever takes fewer),
 * each floor from a sheet of its own. Every sheet numbers its columns and rows, marks its corners
 * and says which sheets go beside it; neighbouring sheets may share a square to glue one under
 * the other. A last sheet holds the legend: each kind on the map, its symbol and its name. Only
 * the sheets print; the editor around them is hidden on paper.
 */
export function PrintView({ map, onClose }: Props) {
  const [overlap, setOverlap] = useState(0);
  const [pictures, setPictures] = useState<readonly (string | undefined)[]>([]);
  const layout = useMemo(() => printLayout(map, map.floors.length, overlap), [map, overlap]);
  // Every picture made is let go when the view closes.
  const made = useRef<string[]>([]);
  useEffect(() => {
    const urls = made.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const perFloor = layout.columns * layout.rows;
  return (
    <div className="print-view" role="dialog" aria-label="Print view">
      <style>{`@page { size: A4 ${layout.orientation}; margin: 0; }`}</style>
      <div className="print-bar">
        <span>
          <strong>Print view</strong>
          {`: ${layout.pages.length} A4 sheet${layout.pages.length === 1 ? '' : 's'} (${layout.orientation}), ${layout.columns} x ${layout.rows} a floor, and the legend on a sheet of its own; 1 square = ${SQUARE_MM} mm (${(map.width * SQUARE_MM) / 10} x ${(map.height * SQUARE_MM) / 10} cm a floor)`}
        </span>
        <label>
          <input
            type="checkbox"
            checked={overlap > 0}
            onChange={(e) => setOverlap(e.target.checked ? 1 : 0)}
          />{' '}
          Sheets share a square to glue
        </label>
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {map.floors.map((_, floor) =>
        pictures[floor] ? null : (
          <FloorPicture
            key={floor}
            map={map}
            floor={floor}
            onReady={(f, url) => {
              made.current.push(url);
              setPictures((old) => {
                const next = [...old];
                next[f] = url;
                return next;
              });
            }}
          />
        ),
      )}
      <div className="print-sheets" aria-label={`${perFloor} sheets a floor`}>
        {layout.pages.map((page) => (
          <PrintSheet
            key={`${page.floor}-${page.number}`}
            map={map}
            layout={layout}
            page={page}
            src={pictures[page.floor]}
          />
        ))}
        <section
          className="print-sheet legend-sheet"
          aria-label="Legend sheet"
          style={{ width: `${layout.paper.width}mm`, height: `${layout.paper.height}mm` }}
        >
          <header className="sheet-header">
            <span className="sheet-title">{`${map.meta.name}: legend`}</span>
          </header>
          <BoardLegend map={map} as="section" swatch={40} />
        </section>
      </div>
    </div>
  );
}
