import { adjacentNow, exertsTackleZone, hasSkill, markers } from '../board/squares';
import { alliedAssisters } from './dungeonbowl/alliances/assists';
import { unsteady } from '../board/dungeon';
import { isMonster, type GameState, type PlayerState } from '../model/state';
import { coachOf } from './coach';
import type { ReadStep } from './context';
import { characteristics } from './characteristics';

/**
 * What the strength of a block reads of a match: the players, the board and what its mechanisms
 * remember, the turn and the order of play; a coach's view holds it all (`blockPreview`).
 */
export type BlockSight = Pick<GameState, 'players' | 'board' | 'mechanismState' | 'turn' | 'order'>;

/**
 * Team-mates of `helper`'s side who assist against `target` (BB-BLOCK-3): Standing with tackle
 * zones, adjacent to the target, and Marked by no opposition player other than the target
 * (Guard ignores that); adjacency respects wall corners (DB-MOVE-2). Nobody in a boat assists
 * (DB-BOAT-12). A dungeon monster never assists; the players of every team but the target's may
 * assist a monster's block, the monster's own tackle zone not counting against them
 * (DB-GOBLOURS-9). With 3 or 4 teams, the players of other teams whose coaches chose to assist
 * this side too (DB-MULTI-4).
 */
export function assisting(
  step: ReadStep<BlockSight>,
  side: PlayerState,
  target: PlayerState,
  exclude: string,
): PlayerState[] {
  const { state } = step;
  const forMonster = isMonster(side);
  const own = state.players.filter((p) => {
    if (
      isMonster(p) ||
      (forMonster ? p.team === target.team : p.team !== side.team) ||
      p.id === side.id ||
      p.id === exclude ||
      !exertsTackleZone(p) ||
      !p.at ||
      unsteady(state, p) ||
      !target.at
    )
      return false;
    if (!adjacentNow(state, p.at, target.at)) return false;
    if (hasSkill(p, 'Guard')) return true;
    return markers(state, p.team, p.at, target.id).every((m) => forMonster && m.id === side.id);
  });
  const allies = alliedAssisters(state, side, target);
  return allies.length === 0 ? own : [...own, ...allies.filter((p) => p.id !== exclude)];
}

/** How many assist `side` against `target` (see `assisting`). */
export const assists = (
  step: ReadStep<BlockSight>,
  side: PlayerState,
  target: PlayerState,
  exclude: string,
) => assisting(step, side, target, exclude).length;

/**
 * The attacker's Strength before assists: +1 with Horns in a Blitz (BB-SKILL-1, BB-BLITZ-5), −2
 * for each block of a Multiple Block (BB-SKILL-1).
 */
export function baseStrength(step: ReadStep<BlockSight>, attacker: PlayerState): number {
  const activation = step.state.turn.activation;
  const blitzing = activation?.action === 'blitz';
  const multiple = activation?.player === attacker.id && !!activation.multipleBlock;
  return (
    characteristics(attacker).st +
    (blitzing && hasSkill(attacker, 'Horns') ? 1 : 0) -
    (multiple ? 2 : 0)
  );
}

/**
 * Dauntless (BB-SKILL-1) is rolled for every block against a stronger player: D6 + ST beating the
 * target's ST raises his ST to the target's for this block. Interpretation: Horns is counted
 * before the comparison, so a Horns blitzer who is then as strong as the target does not roll.
 */
export const needsDauntless = (
  step: ReadStep<BlockSight>,
  attacker: PlayerState,
  defender: PlayerState,
): boolean =>
  hasSkill(attacker, 'Dauntless') && characteristics(defender).st > baseStrength(step, attacker);

/**
 * How many block dice and who chooses (BB-BLOCK-2, BB-BLOCK-4), after Horns and Dauntless; a
 * monster's choice is made by a rival coach of its opponent (DB-GOBLOURS-12).
 */
export function blockDice(
  step: ReadStep<BlockSight>,
  attacker: PlayerState,
  defender: PlayerState,
  dauntless: boolean,
): { count: number; chooser: number } {
  const st = baseStrength(step, attacker);
  const a =
    (dauntless ? Math.max(st, characteristics(defender).st) : st) +
    assists(step, attacker, defender, defender.id);
  const d = characteristics(defender).st + assists(step, defender, attacker, attacker.id);
  if (a === d) return { count: 1, chooser: coachOf(step.state, attacker, defender) };
  const stronger =
    a > d ? coachOf(step.state, attacker, defender) : coachOf(step.state, defender, attacker);
  const [high, low] = a > d ? [a, d] : [d, a];
  return { count: high > 2 * low ? 3 : 2, chooser: stronger };
}
