import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import {
  FloorsPicture,
  downloadFile,
  fileBaseName,
  legendEntries,
  pictureLayout,
  pictureProblem,
} from '@dungeonbowl/ui';
import { memo, useState } from 'react';
import { usePicture } from './use-picture';

interface Props {
  readonly map: DungeonMap;
  readonly floor: number;
  readonly onPrint: () => void;
}

const PIXELS = { min: 4, max: 96 } as const;

/**
 * Export a PNG of the floor shown or of all floors side by side, at a chosen number of pixels a
 * square, and open the print view.
 */
export const ExportPanel = memo(function ExportPanel({ map, floor, onPrint }: Props) {
  const [which, setWhich] = useState<'floor' | 'all'>('floor');
  const [pixels, setPixels] = useState(32);
  const [job, setJob] = useState<{ floors: number[]; name: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const floors = which === 'all' ? map.floors.map((_, i) => i) : [floor];
  const problem =
    Number.isInteger(pixels) && pixels >= PIXELS.min && pixels <= PIXELS.max
      ? pictureProblem(pictureLayout(map, floors.length, pixels, true, legendEntries(map).length))
      : `Pixels a square: a whole number from ${PIXELS.min} to ${PIXELS.max}.`;
  const stage = usePicture(job, (picture, { name }) => {
    picture
      .toBlob({ mimeType: 'image/png', pixelRatio: 1 })
      .then((blob) => {
        if (!(blob instanceof Blob)) throw new Error('no picture');
        downloadFile(blob, name);
        setMessage(`${name} is downloading.`);
      })
      .catch(() => setMessage('The browser could not make the picture; try fewer pixels.'))
      .finally(() => setJob(null));
  });
  const exportPng = () => {
    if (problem) return;
    const base = fileBaseName(map.meta.name, 'dungeon');
    const part =
      which === 'all' ? 'all-floors' : fileBaseName(map.floors[floor]?.name ?? 'floor', 'floor');
    setMessage(null);
    setJob({ floors, name: `${base}-${part}.png` });
  };
  return (
    <details className="map-panel export-panel">
      <summary>Export and print</summary>
      <div className="row" role="radiogroup" aria-label="Floors in the picture">
        {(
          [
            ['floor', 'This floor'],
            ['all', 'All floors side by side'],
          ] as const
        ).map(([value, text]) => (
          <label key={value}>
            <input
              type="radio"
              name="export-floors"
              checked={which === value}
              onChange={() => setWhich(value)}
            />
            {text}
          </label>
        ))}
      </div>
      <label className="row">
        Pixels a square
        <input
          type="number"
          aria-label="Pixels a square"
          min={PIXELS.min}
          max={PIXELS.max}
          value={pixels}
          onChange={(e) => setPixels(Number(e.target.value))}
        />
      </label>
      {problem && <p className="field-problem">{problem}</p>}
      <div className="row">
        <button type="button" onClick={exportPng} disabled={!!problem || !!job}>
          Export PNG
        </button>
        <button
          type="button"
          onClick={onPrint}
          title="Every floor on its own page, 1 square = 25 mm"
        >
          Print view…
        </button>
      </div>
      {message && <p role="status">{message}</p>}
      {job && (
        <div className="offscreen" aria-hidden="true">
          <FloorsPicture map={map} floors={job.floors} pixelsPerSquare={pixels} stageRef={stage} />
        </div>
      )}
    </details>
  );
});
