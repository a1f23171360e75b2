import { board } from './fixture';
import type { BoatPlace } from '../mechanisms/boats/places';

export const at = (x: number, y: number) => ({ floor: 0, x, y });

/** Boat A: rear (2, 1), bow (3, 1); boat B: rear (3, 2), bow (4, 2); a jetty at (1, 1) to (1, 2). */
export const boatsAtStart: readonly BoatPlace[] = [
  { id: 'A', at: at(2, 1), facing: 'east' },
  { id: 'B', at: at(3, 2), facing: 'east' },
];

/** A pool of deep water with a jetty on its west side and two boats, for the boat rule tests. */
export const pool = (boats: readonly BoatPlace[] = boatsAtStart) =>
  board(['........', '.g~~~~~.', '.g~~~~~.', '........'])
    .mechanism('water', { jetties: [{ floor: 0, x: 1, y: 1, width: 1, height: 2 }] })
    .mechanism('boats', { boats: boatsAtStart })
    .remembering('boats', boats);
