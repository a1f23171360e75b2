// Lint fixture: two files of one layer that import each other, an import cycle.
import { touchdown } from './match-end'; // must fail: an import cycle
import { knockDown } from '../rules/injury';

export type TurnEnd = 'turnover' | 'touchdown';
export const endTurn = (): TurnEnd => (touchdown() && knockDown(1) ? 'touchdown' : 'turnover');
