import { indexIn } from '../../board/square-index';
import { adjacentNow, neighbours } from '../../board/squares';
import { isMonster, type GameState, type PlayerState, type Square } from '../../model/state';
import { assists } from '../../rules/block-strength';
import { declareBlock } from '../../rules/block';
import { changing, player, type Changing, type Step } from '../../rules/context';
import { armourRoll, knockDown } from '../../rules/injury';
import { turnover } from '../../rules/turn';
import { anyoneInLairs, lairsOf, monsterOf, protects, type Lair } from './lairs';
import { costTo, goHome, pathsFrom, pathTo, rushes, standUp, walk } from './walk';
import { attackUnderWay, rememberAttack, rememberWatch, watchOf, type Attack } from './watch';

/**
 * After every action: the monsters forget the players who have left their squares
 * (DB-GOBLOURS-3), a Blitz whose decisions are all made ends, and, with nothing waiting for a
 * coach, each monster ready for it blitzes a player who has ended his activation in, or been
 * pushed into, a square it protects (DB-GOBLOURS-1).
 */
export function watchLairs(step: Step): void {
  const { state } = step;
  const lairs = lairsOf(state.board);
  for (const lair of lairs) {
    const { attacked } = watchOf(state, lair.id);
    if (attacked.length === 0) continue;
    const staying = attacked.filter((id) => inZone(lair, player(step, id)));
    if (staying.length !== attacked.length) rememberWatch(step, lair.id, { attacked: staying });
  }
  if (state.pending.length > 0 || state.result !== null) return;
  if (attackUnderWay(state)) endAttack(step);
  // Nobody in the squares the monsters protect: no monster has a victim (`victims`).
  if (!anyoneInLairs(state)) return;
  for (const lair of lairs) {
    if (state.pending.length > 0 || state.result !== null) return;
    const monster = monsterOf(state, lair);
    if (!monster?.at || monster.stance === 'stunned') continue;
    if (watchOf(state, lair.id).blitzTurn === state.turn.number) continue; // DB-GOBLOURS-2
    for (const victim of victims(step, lair)) if (blitz(step, lair, monster, victim)) break;
  }
}

const inZone = (lair: Lair, p: PlayerState): boolean =>
  p.box === null && p.at !== null && protects(lair, p.at);

/** Players in a lair's squares it has not attacked yet, but the one still being activated. */
function victims(step: Step, lair: Lair): PlayerState[] {
  const { state } = step;
  const { attacked } = watchOf(state, lair.id);
  return state.players.filter(
    (p) =>
      !isMonster(p) &&
      inZone(lair, p) &&
      !attacked.includes(p.id) &&
      p.id !== state.turn.activation?.player,
  );
}

/**
 * The monster blitzes the victim if it can reach him with its MA and Rushes, standing up first if
 * Prone (DB-GOBLOURS-1). Returns false, doing nothing, when it cannot reach him.
 */
function blitz(step: Step, lair: Lair, monster: PlayerState, victim: PlayerState): boolean {
  const { state } = step;
  const path = approach(state, monster, victim);
  if (!path) return false;
  rememberWatch(step, lair.id, {
    attacked: [...watchOf(state, lair.id).attacked, victim.id],
    blitzTurn: state.turn.number,
  });
  const down = victim.stance !== 'standing';
  step.events.push({ type: 'monster-attacks', monster: monster.id, victim: victim.id, foul: down });
  const held = state.turn.activation;
  state.turn.activation = null; // the active player waits while the monster acts
  strike(step, changing(step, monster.id), victim, path, {
    lair: lair.id,
    victim: victim.id,
    turn: state.turn.number,
    held,
    spent: 0,
    turnoverIfDown: !down && victim.team === state.turn.team,
  });
  return true;
}

/**
 * The cheapest way next to the victim (none if already there), when the monster's MA and two
 * Rushes cover it, the 3 squares of standing up if Prone and the square of a block if he stands.
 */
function approach(state: GameState, monster: PlayerState, victim: PlayerState): Square[] | null {
  if (adjacentNow(state, monster.at!, victim.at!)) return [];
  // Only the ways to the squares around the victim are asked: the search stops once it has them.
  const around = neighbours(state.board, victim.at!);
  const wanted = new Set(around.map((q) => indexIn(state.board, q)));
  const paths = pathsFrom(state, monster, monster.ma + 2, wanted);
  let goal: { at: Square; cost: number } | null = null;
  for (const q of around) {
    const cost = costTo(state, paths, q);
    if (cost !== null && adjacentNow(state, q, victim.at!) && (!goal || cost < goal.cost))
      goal = { at: q, cost };
  }
  const rising = monster.stance === 'prone' ? 3 : 0;
  const block = victim.stance === 'standing' ? 1 : 0;
  if (!goal || rising + goal.cost + block > monster.ma + 2) return null;
  return pathTo(state, paths, goal.at);
}

/**
 * The monster stands up if it must, walks next to the victim, then fouls him if he is down, or
 * blocks him for a square of movement (a Rush beyond its MA); its block's decisions go to the
 * coaches, and the Blitz ends once they are made.
 */
function strike(
  step: Step,
  monster: Changing<PlayerState>,
  victim: PlayerState,
  path: readonly Square[],
  attack: Attack,
): void {
  const spent = walk(step, monster, path, standUp(step, monster));
  if (spent === null) return endAttack(step, attack);
  if (victim.stance !== 'standing') {
    foul(step, monster, victim);
    return endAttack(step, { ...attack, spent });
  }
  if (!rushes(step, monster, spent, 1)) {
    knockDown(step, monster.id, { fell: true }); // the Rush for its block failed (BB-BLITZ-4)
    return endAttack(step, { ...attack, spent: spent + 1 });
  }
  rememberAttack(step, { ...attack, spent: spent + 1 });
  declareBlock(step, monster.id, victim.id);
  if (step.state.pending.length === 0) endAttack(step);
}

/**
 * The monster fouls a player who is down (DB-GOBLOURS-1): an Armour roll with the assists of
 * every team but his and against the monster's (BB-FOUL-1); nobody referees underground.
 */
function foul(step: Step, monster: PlayerState, victim: PlayerState): void {
  const modifier =
    assists(step, monster, victim, victim.id) - assists(step, victim, monster, monster.id);
  step.events.push({ type: 'fouled', player: monster.id, victim: victim.id });
  armourRoll(step, victim.id, modifier);
}

/**
 * The Blitz is over: the monster goes back toward its lair with the movement it has left
 * (DB-GOBLOURS-6), the active player takes up his activation again, and a Standing player of the
 * active team it knocked down is a turnover (DB-GOBLOURS-12).
 */
function endAttack(step: Step, attack = attackUnderWay(step.state)): void {
  if (!attack) return;
  const { state } = step;
  rememberAttack(step, null);
  const lair = lairsOf(state.board).find((l) => l.id === attack.lair)!;
  const monster = monsterOf(state, lair);
  if (monster) goHome(step, changing(step, monster.id), lair.at, attack.spent);
  if (attack.turn !== state.turn.number) return;
  if (state.turn.activation === null) state.turn.activation = attack.held;
  const victim = player(step, attack.victim);
  if (attack.turnoverIfDown && (victim.box !== null || victim.stance !== 'standing')) {
    turnover(step, `the ${monster?.name ?? 'monster'} knocked down ${victim.name}`);
    step.settle?.(step);
  }
}
