import { roll2d6 } from '../dice/draw';
import type { TeamRoll } from '../model/state';
import type { DraftState } from '../model/step';

/**
 * A roll-off (DB-SETUP-12, DB-MULTI-1): every team rolls 2D6, the highest first; tied teams roll
 * again among themselves only, to order them. Returns the order and every round of dice.
 */
export function rollOff(
  state: DraftState,
  teams: readonly number[],
): { order: number[]; rolls: TeamRoll[][] } {
  const rolls: TeamRoll[][] = [];
  const order = (group: readonly number[]): number[] => {
    if (group.length < 2) return [...group];
    const round = group.map((team) => ({ team, dice: roll2d6(state) }));
    rolls.push(round);
    const total = (team: number) => {
      const dice = round.find((r) => r.team === team)!.dice;
      return dice[0] + dice[1];
    };
    const totals = [...new Set(group.map(total))].sort((a, b) => b - a);
    return totals.flatMap((t) => order(group.filter((team) => total(team) === t)));
  };
  return { order: order(teams), rolls };
}
