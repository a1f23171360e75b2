import { pieceName } from '@dungeonbowl/dungeon-schema';
import { playerAt } from '../../board/squares';
import type { GameState } from '../../model/state';
import { changing, type Step } from '../../rules/context';
import type { Mechanism, MechanismMark } from '../mechanism';
import { watchLairs } from './attack';
import { KIND, lairsFromMap, lairsOf, monsterOf, newMonster, protectedSquares } from './lairs';
import { goHome, standUp } from './walk';
import { rememberWatch, watchOf } from './watch';

export type { Lair, MonsterKind } from './lairs';
export { monsterId, newMonster, wanderingMonsters } from './lairs';

/**
 * Each lair's monster takes its place in its lair, a piece of no team (DB-GOBLOURS-1,
 * DB-GOBLOURS-11): the one the map names, or the wandering monster the match chose, which plays
 * as the Goblours does (DB-MON-1).
 */
function startOfMatch(step: Step): void {
  const { state } = step;
  const wandering = state.options.wanderingMonster ?? null;
  lairsOf(state.board).forEach((lair, i) => {
    if (!monsterOf(state, lair))
      state.players.push(newMonster(lair, i + 1, wandering ?? lair.monster));
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
    // A Regeneration roll that sends it to the Reserves is read as a KO (DB-MON-2, the Hydra).
    if ((monster.box === 'ko' || monster.box === 'reserves') && watch.koRound === null)
      rememberWatch(step, lair.id, { koRound: state.turn.round });
    if (monster.box !== null) continue;
    if (monster.stance === 'stunned') {
      if (watch.stunnedTurn === null)
        rememberWatch(step, lair.id, { stunnedTurn: state.turn.number });
      else if (watch.stunnedTurn < state.turn.number) {
        changing(step, monster.id).stance = 'prone';
        rememberWatch(step, lair.id, { stunnedTurn: null });
      }
      continue;
    }
    if (watch.blitzTurn === state.turn.number) continue;
    const moving = changing(step, monster.id);
    goHome(step, moving, lair.at, standUp(step, moving));
  }
}

/** A KO'd monster comes back in its lair, if free, 2 rounds after the one it was KO'd in (DB-GOBLOURS-7). */
function endOfRound(step: Step): void {
  const { state } = step;
  for (const lair of lairsOf(state.board)) {
    const monster = monsterOf(state, lair);
    const { koRound } = watchOf(state, lair.id);
    const away = monster?.box === 'ko' || monster?.box === 'reserves';
    if (!monster || !away || koRound === null || state.turn.round - koRound < 2) continue;
    if (playerAt(state, lair.at)) continue;
    const back = changing(step, monster.id);
    back.box = null;
    back.at = lair.at;
    back.stance = 'standing';
    rememberWatch(step, lair.id, { koRound: null, stunnedTurn: null });
    step.events.push({ type: 'monster-back', monster: monster.id, at: lair.at });
  }
}

/** The squares each monster protects, in blue as on the Pyramid's plan. */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  return lairsOf(state.board).map((lair) => {
    const { koRound } = watchOf(state, lair.id);
    return {
      kind: KIND,
      squares: protectedSquares(lair),
      state: 'protected',
      label:
        koRound === null
          ? `The monster of ${pieceName('lair', lair.id)} attacks any player who stops in these squares.`
          : `The monster of ${pieceName('lair', lair.id)} is KO'd, back 2 rounds after round ${koRound}.`,
    };
  });
}

/**
 * The dungeon's monsters (Pyramid P5, the Goblours): each a piece of no team in its lair, which
 * blitzes players who stop in the squares it protects, then goes home (DB-GOBLOURS-1,
 * DB-GOBLOURS-2, DB-GOBLOURS-3, DB-GOBLOURS-4, DB-GOBLOURS-5, DB-GOBLOURS-6, DB-GOBLOURS-7,
 * DB-GOBLOURS-8, DB-GOBLOURS-9, DB-GOBLOURS-10, DB-GOBLOURS-11, DB-GOBLOURS-12).
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
