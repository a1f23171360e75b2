import {
  sampleMaps,
  validateMap,
  type DungeonMap,
  type Finding,
} from '@dungeonbowl/dungeon-schema';
import { DungeonView, HANDOFF_PARAM, handedMap } from '@dungeonbowl/ui';

type Shown =
  | { readonly map: DungeonMap; readonly source: string }
  | { readonly findings: readonly Finding[]; readonly source: string };

/** The map the page opens on: the one the editor handed over when asked to, else the first sample. */
function mapToShow(): Shown {
  const sample = { map: sampleMaps[0].map, source: 'Sample dungeon' };
  if (new URLSearchParams(window.location.search).get('map') !== HANDOFF_PARAM) return sample;
  const text = handedMap(window.localStorage);
  if (text === null)
    return { ...sample, source: 'The editor handed over no map; showing a sample' };
  const { valid, map, findings } = validateMap(text);
  return valid && map
    ? { map, source: 'From the editor' }
    : { findings, source: 'The map from the editor cannot be played' };
}

export function App() {
  const shown = mapToShow();
  return (
    <div className="app">
      <header className="app-header">
        <h1>Play a Match</h1>
        {'map' in shown && <span className="map-name">{shown.map.meta.name}</span>}
        <span className="map-source">{shown.source}</span>
        <a className="header-end" href="../editor/">
          Open the editor
        </a>
      </header>
      {'map' in shown ? (
        <DungeonView map={shown.map} />
      ) : (
        <main className="findings">
          <ul>
            {shown.findings.map((f, i) => (
              <li key={i}>
                {f.rule}: {f.message}
              </li>
            ))}
          </ul>
        </main>
      )}
    </div>
  );
}
