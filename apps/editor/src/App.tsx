import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { BoardStage, handMapToPlay } from '@dungeonbowl/ui';

const sample = sampleMaps[0].map;

export function App() {
  const playThisDungeon = () => {
    window.location.assign(handMapToPlay(JSON.stringify(sample), window.localStorage));
  };
  return (
    <div className="app">
      <header className="app-header">
        <h1>Dungeon Editor</h1>
        <span className="map-name">{sample.meta.name}</span>
        <button type="button" onClick={playThisDungeon}>
          Play this dungeon
        </button>
      </header>
      <main className="board-area">
        <BoardStage
          rows={sample.floors[0]?.rows ?? []}
          label={`${sample.meta.name}, ground floor`}
        />
      </main>
    </div>
  );
}
