import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { terrainStyle } from '@dungeonbowl/ui';
import { memo, useSyncExternalStore } from 'react';
import { thingAt, thingName } from '../map/things';

type Hovered = { readonly x: number; readonly y: number } | null;

/**
 * The square under the pointer, kept out of React state: it changes with every square the
 * pointer crosses, and only the status bar needs to hear of it, not the whole editor.
 */
export interface HoverStore {
  readonly get: () => Hovered;
  readonly set: (square: Hovered) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createHoverStore(): HoverStore {
  let hovered: Hovered = null;
  const listeners = new Set<() => void>();
  return {
    get: () => hovered,
    set: (square) => {
      if (square?.x === hovered?.x && square?.y === hovered?.y) return;
      hovered = square;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface Props {
  readonly store: HoverStore;
  readonly map: DungeonMap;
  readonly floor: number;
}

/** The hovered square's coordinates, terrain and what stands there; the map's size otherwise. */
export const StatusBar = memo(function StatusBar({ store, map, floor }: Props) {
  const hover = useSyncExternalStore(store.subscribe, store.get);
  const floorName = map.floors[floor]?.name;
  let text = `${map.width} x ${map.height}, ${map.floors.length} floor${map.floors.length === 1 ? '' : 's'}`;
  if (hover) {
    const terrain = terrainStyle(map.floors[floor]?.rows[hover.y]?.charAt(hover.x) ?? '').name;
    const thing = thingAt(map, { floor, ...hover });
    text = `(${hover.x}, ${hover.y}) ${terrain}${thing ? `, ${thingName(map, thing)}` : ''} · ${floorName}`;
  }
  return (
    <footer className="status-bar" aria-label="Status">
      {text}
    </footer>
  );
});
