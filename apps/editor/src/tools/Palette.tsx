import type { TerrainChar } from '@dungeonbowl/dungeon-schema';
import { Swatch, terrainFills, terrainStyle, terrainSwatch } from '@dungeonbowl/ui';
import type { ReactNode } from 'react';
import { tools, toolTitle, type ToolId } from './registry';

interface Props {
  readonly tool: ToolId;
  readonly onTool: (tool: ToolId) => void;
  readonly showGrid: boolean;
  readonly onShowGrid: (show: boolean) => void;
  readonly terrain: string;
  readonly onTerrain: (terrain: string) => void;
  /** What the active tool lets you choose, between the tools and the terrains. */
  readonly children?: ReactNode;
}

/** The left side of the editor: the tools with their keys, the grid switch, and every terrain of the format. */
export function Palette({
  tool,
  onTool,
  showGrid,
  onShowGrid,
  terrain,
  onTerrain,
  children,
}: Props) {
  return (
    <aside className="palette" aria-label="Tools and terrain">
      <div className="tools" role="toolbar" aria-label="Tools">
        {tools.map((t) => (
          <button
            key={t.id}
            type="button"
            className={t.id === tool ? 'tool selected' : 'tool'}
            aria-pressed={t.id === tool}
            onClick={() => onTool(t.id)}
            title={toolTitle(t)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <label className="tool-option">
        <input type="checkbox" checked={showGrid} onChange={(e) => onShowGrid(e.target.checked)} />{' '}
        Grid (G)
      </label>
      {children}
      {(Object.keys(terrainFills) as TerrainChar[]).map((char) => (
        <button
          key={char}
          type="button"
          className={char === terrain ? 'swatch selected' : 'swatch'}
          onClick={() => onTerrain(char)}
          aria-pressed={char === terrain}
          title={`Paint ${terrainStyle(char).name}`}
        >
          <Swatch paint={swatches[char]} size={18} />
          {terrainStyle(char).name}
        </button>
      ))}
    </aside>
  );
}

/** Each terrain's swatch as the board paints it, made once. */
const swatches = Object.fromEntries(
  (Object.keys(terrainFills) as TerrainChar[]).map((char) => [char, terrainSwatch(char)]),
) as Record<TerrainChar, ReturnType<typeof terrainSwatch>>;
