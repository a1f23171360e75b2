import { useEffect } from 'react';

/** Page Up climbs a floor and Page Down descends one, within the map's floors. */
export function useFloorKeys(
  floors: number,
  setFloor: (change: (floor: number) => number) => void,
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'PageUp') setFloor((f) => Math.min(f + 1, floors - 1));
      else if (event.key === 'PageDown') setFloor((f) => Math.max(f - 1, 0));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [floors, setFloor]);
}
