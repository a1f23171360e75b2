// Lint fixture: the engine's layers, as a tree of its own (src/board below src/rules below src/flow).
// Every line marked "must fail" imports up the layers.
import { knockDown } from '../rules/injury'; // must fail: the board imports from the rules above it
import type { TurnEnd } from '../flow/turn-end'; // must fail: nor their types
import { sameSquare } from './same-square';

export const neighbours = (end: TurnEnd) => [knockDown, sameSquare, end];
