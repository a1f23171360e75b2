import { playerAt } from '../../board/squares';
import type { GameState } from '../../model/state';
import type { Step } from '../../rules/context';
import type { Mechanism, MechanismMark } from '../mechanism';
import { watchLairs } from './attack';
import {
  KIND,
  lairsFromMap,
  lairsOf,
  monsterOf,
  newMonster,
  profiles,
  protectedSquares,
} from './lairs';
import { goHome, standUp } from './walk';
import { rememberWatch, watchOf } from './watch';

export type { Lair, MonsterKind } from './lairs';
export { monsterId, newMonster } from './lairs';

/** Each lair's monster takes its place in its lair, a piece of no team (DB-GOBLOURS-1, DB-GOBLOURS-11). */
function startOfMatch(step: Step): void {
  lairsOf(step.state.board).forEach((lair, i) => {
    if (!monsterOf(step.state, lair)) step.state.players.push(newMonster(lair, i + 1));
  });
}

/**
 * At the end of every team turn: a monster KO'd in it starts its 2 rounds away, a Stunned one
 * turns Prone at the end of the team turn after the one it was Stunned in, and one that did not
 * Blitz in it stands up and moves up to its MA toward its lair (DB-GOBLOURS-6, DB-GOBLOURS-7).
 */
function endOfTurn(step: Step): void {
  const { state } = step;
  for (const lair of lairsOf(state.board)) {
    const monster = monsterOf(state, lair);
    if (!monster) continue;
    const watch = watchOf(state, lair.id);
    if (monster.box === 'ko' && watch.koRound === null)
      rememberWatch(step, lair.id, { koRound: state.turn.round });
    if (monster.box !== null) continue;
    if (monster.stance === 'stunned') {
      if (watch.stunnedTurn === null)
        rememberWatch(step, lair.id, { stunnedTurn: state.turn.number });
      else if (watch.stunnedTurn < state.turn.number) {
        monster.stance = 'prone';
        rememberWatch(step, lair.id, { stunnedTurn: null });
      }
      continue;
    }
    if (watch.blitzTurn === state.turn.number) continue;
    goHome(step, monster, lair.at, standUp(step, monster));
  }
}

/** A KO'd monster comes back in its lair, if free, 2 rounds after the one it was KO'd in (DB-GOBLOURS-7). */
function endOfRound(step: Step): void {
  const { state } = step;
  for (const lair of lairsOf(state.board)) {
    const monster = monsterOf(state, lair);
    const { koRound } = watchOf(state, lair.id);
    if (monster?.box !== 'ko' || koRound === null || state.turn.round - koRound < 2) continue;
    if (playerAt(state, lair.at)) continue;
    monster.box = null;
    monster.at = lair.at;
    monster.stance = 'standing';
    rememberWatch(step, lair.id, { koRound: null, stunnedTurn: null });
    step.events.push({ type: 'monster-back', monster: monster.id, at: lair.at });
  }
}

/** The squares each monster protects, in blue as on the Pyramid's plan, while it is in the match. */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  return lairsOf(state.board).map((lair) => {
    const { name } = profiles[lair.monster];
    const { koRound } = watchOf(state, lair.id);
    return {
      kind: KIND,
      squares: protectedSquares(lair),
      state: 'protected',
      label:
        koRound === null
          ? `The ${name} of lair ${lair.id} attacks any player who stops in these squares.`
          : `The ${name} of lair ${lair.id} is KO'd, back 2 rounds after round ${koRound}.`,
    };
  });
}

/**
 * The dungeon's monsters (Pyramid P5, the Goblours): each a piece of no team in its lair, which
 * blitzes players who stop in the squares it protects, then goes home (DB-GOBLOURS-1 to -12).
 */
export const monsters: Mechanism = {
  kind: KIND,
  fromMap: lairsFromMap,
  startOfMatch,
  afterAction: watchLairs,
  endOfTurn,
  endOfRound,
  shown,
};
