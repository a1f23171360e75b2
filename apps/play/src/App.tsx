import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { BoardStage, HANDOFF_PARAM, handedMap } from '@dungeonbowl/ui';

interface ShownMap {
  readonly name: string;
  readonly rows: readonly string[];
  readonly source: string;
}

/** The map the page opens on: the one the editor handed over when asked to, else the first sample. */
function mapToShow(): ShownMap {
  const sample = sampleMaps[0].map;
  const fallback = {
    name: sample.meta.name,
    rows: sample.floors[0]?.rows ?? [],
    source: 'Sample dungeon',
  };
  if (new URLSearchParams(window.location.search).get('map') !== HANDOFF_PARAM) return fallback;
  const text = handedMap(window.localStorage);
  if (text === null)
    return { ...fallback, source: 'The editor handed over no map; showing a sample' };
  try {
    const map = JSON.parse(text) as { meta: { name: string }; floors: { rows: string[] }[] };
    return { name: map.meta.name, rows: map.floors[0]?.rows ?? [], source: 'From the editor' };
  } catch {
    return { ...fallback, source: 'The map from the editor could not be read; showing a sample' };
  }
}

export function App() {
  const shown = mapToShow();
  return (
    <div className="app">
      <header className="app-header">
        <h1>Play a Match</h1>
        <span className="map-name">{shown.name}</span>
        <span className="map-source">{shown.source}</span>
        <a href="../editor/">Open the editor</a>
      </header>
      <main className="board-area">
        <BoardStage rows={shown.rows} label={`${shown.name}, ground floor`} />
      </main>
    </div>
  );
}
