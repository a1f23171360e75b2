import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { FloorsPicture, MAX_PICTURE_SIDE } from '@dungeonbowl/ui';
import { useState } from 'react';
import { usePicture } from './use-picture';

/** Millimetres of paper a square takes, the scale of Blood Bowl's miniatures. */
export const SQUARE_MM = 25;

interface Props {
  readonly map: DungeonMap;
  readonly onClose: () => void;
}

/** Sharp enough on paper, yet within what a browser draws: up to 64 pixels a square. */
const printPixels = (map: DungeonMap) =>
  Math.max(8, Math.min(64, Math.floor(MAX_PICTURE_SIDE / Math.max(map.width, map.height))));

/** One floor's page: its picture, made off screen, shown at 1 square = 25 mm. */
function FloorPage({ map, floor }: { map: DungeonMap; floor: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const stage = usePicture(src === null ? floor : null, (picture) =>
    setSrc(picture.toDataURL({ mimeType: 'image/png', pixelRatio: 1 })),
  );
  return (
    <section className="print-page" aria-label={`Page: ${map.floors[floor]?.name ?? ''}`}>
      <h2>
        {map.meta.name}: {map.floors[floor]?.name}
      </h2>
      {src ? (
        <img
          src={src}
          alt={`${map.meta.name}, ${map.floors[floor]?.name ?? ''}`}
          style={{ width: `${map.width * SQUARE_MM}mm` }}
        />
      ) : (
        <div className="offscreen" aria-hidden="true">
          <FloorsPicture
            map={map}
            floors={[floor]}
            pixelsPerSquare={printPixels(map)}
            titled={false}
            stageRef={stage}
          />
        </div>
      )}
    </section>
  );
}

/**
 * The print view: every floor on its own page at 1 square = 25 mm, so miniatures stand on the
 * squares. A floor wider than the paper spreads over several sheets (the browser's print dialog
 * can scale it down instead). Only this view prints; the editor around it is hidden on paper.
 */
export function PrintView({ map, onClose }: Props) {
  return (
    <div className="print-view" role="dialog" aria-label="Print view">
      <div className="print-bar">
        <span>
          <strong>Print view</strong>
          {`: ${map.floors.length} page${map.floors.length === 1 ? '' : 's'}, 1 square = ${SQUARE_MM} mm (${(map.width * SQUARE_MM) / 10} x ${(map.height * SQUARE_MM) / 10} cm a floor)`}
        </span>
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {map.floors.map((_, i) => (
        <FloorPage key={i} map={map} floor={i} />
      ))}
    </div>
  );
}
