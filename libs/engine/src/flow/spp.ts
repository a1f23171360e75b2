import { sameSquare } from '../board/squares';
import type { GameEvent } from '../model/events';
import { findPlayer, type DraftState } from '../rules/context';
import {
  isMonster,
  type PlayerState,
  type SppAward,
  type SppReason,
  type SppTally,
} from '../model/state';

/** Star Player Points for each reason (BB-SPP-1, DB-POST-4). */
export const sppFor: Readonly<Record<SppReason, number>> = {
  'ball-found': 1, // DB-POST-4: found the ball in a chest
  touchdown: 5, // DB-POST-4: the Dungeonbowl touchdown, instead of 3
  completion: 1,
  deflection: 1,
  interception: 2, // instead of the deflection's 1 (BB-PASS-10)
  casualty: 2,
  standing: 1, // DB-POST-4: Standing in the dungeon at the end
  mvp: 4,
  monster: 2, // DB-POST-4, DB-GOBLOURS-8: took out a dungeon monster by a block
};

/**
 * The one place Star Player Points are earned: reads the events an action produced and adds to
 * the tally (DB-POST-4, BB-SPP-1). Readings:
 * - Casualty: only the Casualty roll that follows the armour and injury of a block (Block, Blitz,
 *   Multiple Block; both-down included) earns the blocker 2 SPP, and only against another team.
 *   A Foul (BB-FOUL-5), a Stab (not a block), a trapped chest, a failed dodge or rush, and a fall
 *   into a hazard or down a floor earn nothing, even when a block's push caused the fall: the
 *   Casualty comes from the dungeon, not from the block's armour roll.
 * - Completion: a pass Accurate on its target square, caught there by a team-mate of the thrower
 *   (BB-PASS-13), or a ricochet caught by a team-mate wherever on its way (DB-PASS-18); a ball that
 *   bounced or was deflected first is not a completion.
 * - No SPP for pushing an opponent into a hazard (DB-PREC-8, DB-HAZ-7).
 * - Interception: 2 SPP instead of the deflection's 1 (BB-PASS-10).
 * - Standing at the end: every team's players Standing on the board, draws included (DB-POST-4).
 * - Taking out a dungeon monster (DB-POST-4, DB-GOBLOURS-8): the block's attacker earns 2 SPP when
 *   its armour and injury send the monster to the KO'd or the Casualty box, instead of a
 *   Casualty's; a monster earns nothing, nor does anybody for what its own block does
 *   (DB-GOBLOURS-12), and it is not a player Standing at the end.
 */
export function tallySpp(state: DraftState, events: readonly GameEvent[]): void {
  let { awards, block, pass, dead } = state.spp;
  const { players } = state;
  for (const e of events) {
    // The commonest events first: a switch reads its cases in order, for every event of a match.
    switch (e.type) {
      case 'moved':
      case 'activated':
      case 'turn-ended':
      case 'fell':
      case 'fell-in':
      case 'fouled':
      case 'stabbed':
      case 'oar-struck':
        block = null;
        pass = null;
        break;
      case 'teleported':
      case 'turn-started':
      case 'turnover':
      case 'armour':
      case 'knocked-down':
      case 'pit-teleport':
      case 'stood-up':
      case 'round-started':
      case 'test':
        break; // they earn nothing, and leave the block and the pass as they are
      case 'block-result':
        block = { attacker: e.attacker };
        break;
      case 'casualty':
        if (e.result === 'dead') dead = [...dead, e.player];
        if (block && !monster(players, block.attacker) && !monster(players, e.player)) {
          if (teamOf(players, block.attacker) !== teamOf(players, e.player))
            awards = withAward(awards, block.attacker, 'casualty');
        }
        break;
      case 'apothecary':
        if (e.result !== 'dead') dead = dead.filter((id) => id !== e.player); // BB-INJ-10
        break;
      case 'removed': {
        // A monster's Casualty that Regeneration sends to the Reserves took it out all the same.
        const takenOut = e.to === 'ko' || e.to === 'casualty' || e.to === 'reserves';
        if (block && takenOut && monster(players, e.player) && !monster(players, block.attacker))
          awards = withAward(awards, block.attacker, 'monster');
        break;
      }
      case 'ricochet-thrown':
        pass = { thrower: e.player, ricochet: true };
        break;
      case 'pass-thrown':
        if (pass?.ricochet && pass.thrower === e.player && e.quality !== 'fumbled') break;
        pass =
          e.quality === 'accurate' && sameSquare(e.target, e.landing)
            ? { thrower: e.player, ricochet: false }
            : null;
        break;
      case 'ball-caught': {
        const catcher = findPlayer(players, e.player);
        if (pass && catcher && teamOf(players, pass.thrower) === catcher.team && catcher.at)
          awards = withAward(awards, pass.thrower, 'completion');
        pass = null;
        break;
      }
      case 'pass-deflected':
        awards = withAward(awards, e.player, 'deflection');
        pass = null;
        break;
      case 'pass-intercepted':
        awards = replaceLast(awards, e.player, 'deflection', 'interception');
        break;
      case 'chest-opened':
        if (e.content === 'ball') awards = withAward(awards, e.player, 'ball-found');
        block = null;
        break;
      case 'touchdown':
      case 'touchdown-awarded': // LM-27: the touchdown a concession gives
        awards = withAward(awards, e.player, 'touchdown');
        break;
      case 'match-ended':
        for (const p of state.players)
          if (p.at && p.box === null && p.stance === 'standing' && !isMonster(p))
            awards = withAward(awards, p.id, 'standing');
        break;
      case 'ball-bounced':
      case 'ball-scattered':
        pass = null;
        break;
    }
  }
  const was = state.spp;
  // Most actions change nothing of it: the state keeps the tally it shares with the one before.
  if (awards === was.awards && block === was.block && pass === was.pass && dead === was.dead)
    return;
  const tally: SppTally = { awards, block, pass, dead };
  state.spp = tally;
}

/** The awards with one more. */
const withAward = (
  awards: readonly SppAward[],
  player: string,
  reason: SppReason,
): readonly SppAward[] => [...awards, { player, reason, spp: sppFor[reason] }];

/** The team of player `id`, if he is in the list. */
const teamOf = (players: readonly PlayerState[], id: string): number | undefined =>
  findPlayer(players, id)?.team;

/** Whether player `id` is a dungeon monster. */
function monster(players: readonly PlayerState[], id: string): boolean {
  const p = findPlayer(players, id);
  return p !== undefined && isMonster(p);
}

/** The awards with a player's last award for one reason changed to another (a deflection become an interception). */
function replaceLast(
  awards: readonly SppAward[],
  player: string,
  from: SppReason,
  to: SppReason,
): readonly SppAward[] {
  const at = awards.findLastIndex((a) => a.player === player && a.reason === from);
  const changed: SppAward = { player, reason: to, spp: sppFor[to] };
  return at < 0 ? [...awards, changed] : [...awards.slice(0, at), changed, ...awards.slice(at + 1)];
}

/** A player's SPP earned in the match, in all. */
export const sppOf = (tally: Pick<SppTally, 'awards'>, player: string): number =>
  tally.awards.filter((a) => a.player === player).reduce((sum, a) => sum + a.spp, 0);
