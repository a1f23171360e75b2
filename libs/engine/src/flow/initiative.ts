import type { Step } from '../rules/context';
import { rollOff } from './roll-off';

/**
 * The play order of a new round with 3 or 4 teams (DB-MULTI-1, DB-MULTI-2): every coach rolls
 * 2D6, the highest first, ties rolled again among the tied. A coach never plays twice in a row
 * (DB-MULTI-3): if the team that played last wins, it swaps places with the second. With two
 * teams the order never changes (DB-MATCH-11). Only the teams still in the order roll: a team
 * that conceded is out of it (LM-27).
 */
export function newRoundOrder(step: Step, lastToPlay: number): void {
  const { state } = step;
  if (state.order.length < 3) return;
  const { order, rolls } = rollOff(
    state,
    state.teams.map((_, i) => i).filter((t) => state.order.includes(t)),
  );
  for (const round of rolls) step.events.push({ type: 'initiative-roll', rolls: round });
  if (order[0] === lastToPlay) {
    [order[0], order[1]] = [order[1]!, order[0]];
    step.events.push({ type: 'initiative-swapped', team: lastToPlay, first: order[0]! });
  }
  state.order = order;
}
