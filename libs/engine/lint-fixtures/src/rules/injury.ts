// Lint fixture: the rules import down the layers, which is allowed.
import { sameSquare } from '../board/same-square';

export const knockDown = (a: number) => sameSquare(a, a);
