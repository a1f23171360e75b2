// Lint fixture: the other half of the import cycle.
import { endTurn } from './turn-end'; // must fail: an import cycle

export const touchdown = (): boolean => typeof endTurn === 'function';
