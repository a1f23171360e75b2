import type { Mechanism } from '../mechanism';

/** A gangway (`g`) over a drop: walked on for 1, and precarious as long as he stays on it (DB-PREC-3). */
export const gangway: Mechanism = {
  kind: 'gangway',
  terrain: { g: { moveCost: 1, precarious: true } },
};
