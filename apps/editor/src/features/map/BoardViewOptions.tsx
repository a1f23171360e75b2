/** Which floor shows faintly over the one edited. */
export type Ghost = 'none' | 'above' | 'below';

/** The layers of the board shown while editing. */
export interface BoardLayers {
  readonly terrain: boolean;
  readonly things: boolean;
  readonly rooms: boolean;
}

export const allLayers: BoardLayers = { terrain: true, things: true, rooms: true };

/** The floor a ghost setting shows from a floor, or null where there is none. */
export function ghostFloor(ghost: Ghost, floor: number, floors: number): number | null {
  const other = ghost === 'above' ? floor + 1 : ghost === 'below' ? floor - 1 : -1;
  return other >= 0 && other < floors ? other : null;
}

/** The board's view switches: a ghost of the floor above or below, and the layers shown. */
export function BoardViewOptions({
  ghost,
  onGhost,
  layers,
  onLayers,
  floor,
  floors,
}: {
  readonly ghost: Ghost;
  readonly onGhost: (ghost: Ghost) => void;
  readonly layers: BoardLayers;
  readonly onLayers: (layers: BoardLayers) => void;
  readonly floor: number;
  readonly floors: number;
}) {
  const layer = (name: keyof BoardLayers, label: string) => (
    <label>
      <input
        type="checkbox"
        checked={layers[name]}
        onChange={(e) => onLayers({ ...layers, [name]: e.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <div className="board-view-options" role="group" aria-label="View">
      <label title="Another floor drawn faintly over this one, to line up ladders, holes and lifts">
        Ghost{' '}
        <select
          aria-label="Ghost floor"
          value={ghost}
          onChange={(e) => onGhost(e.target.value as Ghost)}
        >
          <option value="none">none</option>
          <option value="above" disabled={floor + 1 >= floors}>
            floor above
          </option>
          <option value="below" disabled={floor === 0}>
            floor below
          </option>
        </select>
      </label>
      {layer('terrain', 'Terrain')}
      {layer('things', 'Things')}
      {layer('rooms', 'Rooms')}
    </div>
  );
}
