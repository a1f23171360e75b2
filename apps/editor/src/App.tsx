import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { DungeonView, handMapToPlay } from '@dungeonbowl/ui';
import { useState } from 'react';

export function App() {
  const [sampleId, setSampleId] = useState(sampleMaps[0].id);
  const sample = (sampleMaps.find((s) => s.id === sampleId) ?? sampleMaps[0]).map;
  const playThisDungeon = () => {
    window.location.assign(handMapToPlay(JSON.stringify(sample), window.localStorage));
  };
  return (
    <div className="app">
      <header className="app-header">
        <h1>Dungeon Editor</h1>
        <label>
          Sample{' '}
          <select
            value={sampleId}
            onChange={(e) => setSampleId(e.target.value)}
            aria-label="Sample dungeon"
          >
            {sampleMaps.map((s) => (
              <option key={s.id} value={s.id}>
                {s.map.meta.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={playThisDungeon}>
          Play this dungeon
        </button>
      </header>
      <DungeonView key={sampleId} map={sample} />
    </div>
  );
}
