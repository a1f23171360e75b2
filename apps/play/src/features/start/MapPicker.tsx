import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { mapChoiceOf, sampleChoice, type MapChoice } from './map-choice';
import { readFile } from './read-file';

interface Props {
  readonly choice: MapChoice;
  readonly onChoice: (choice: MapChoice) => void;
}

/** The dungeon to play: a sample, a map file, or the map the page was given; its errors if refused. */
export function MapPicker({ choice, onChoice }: Props) {
  const map = 'map' in choice ? choice.map : null;
  // The sample on show, or '' for a map from elsewhere (a file, the editor, a link).
  const sampleId = sampleMaps.find((s) => s.map === map)?.id ?? '';
  return (
    <section className="start-section">
      <h2>Dungeon</h2>
      <label>
        Map{' '}
        <select
          aria-label="Map"
          value={sampleId}
          onChange={(e) => onChoice(sampleChoice(e.target.value))}
        >
          {sampleId === '' && <option value="">{choice.source}</option>}
          {sampleMaps.map((s) => (
            <option key={s.id} value={s.id}>
              Sample: {s.map.meta.name}
            </option>
          ))}
        </select>
      </label>
      <label className="file-button">
        Open a map file…
        <input
          type="file"
          accept=".json,application/json"
          onChange={(e) =>
            void readFile(e).then(
              (file) => file && onChoice(mapChoiceOf(file.bytes, `File: ${file.name}`)),
            )
          }
        />
      </label>
      {map ? (
        <p className="map-summary">
          <strong>{map.meta.name}</strong>
          {map.meta.author && <> by {map.meta.author}</>}: {map.floors.length} floor
          {map.floors.length === 1 ? '' : 's'}, {map.width}×{map.height}, {map.chests.length}{' '}
          chests, {map.teleporters.length} teleporters, {map.endZones.length} end zones.
        </p>
      ) : (
        <div role="alert" className="map-refused">
          <p>{choice.source}: this map cannot be played. Fix it in the editor; its errors are:</p>
          <ul>
            {'findings' in choice &&
              choice.findings.map((f, i) => (
                <li key={i}>
                  <code>{f.rule}</code> {f.message}
                </li>
              ))}
          </ul>
        </div>
      )}
    </section>
  );
}
