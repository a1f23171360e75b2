import type { Mechanism } from '../mechanism';

/**
 * Ground that slows a player down: moss and sand cost 2 movement points a square (DB-MOSS-1,
 * DB-SLIME-1, DB-RUBBLE-1). Rushing into it takes a Rush roll per point paid by Rushing
 * (DB-MOSS-2); blocks and the ball are as anywhere.
 */
export const slowGround: Mechanism = {
  kind: 'slow-ground',
  terrain: {
    m: { moveCost: 2 },
    s: { moveCost: 2 },
  },
};
