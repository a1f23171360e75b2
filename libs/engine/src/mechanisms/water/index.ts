import type { Mechanism } from '../mechanism';

/** Deep water: 3 movement points a square (DB-WATER-1). */
export const water: Mechanism = {
  kind: 'water',
  terrain: { '~': { moveCost: 3 } },
};
