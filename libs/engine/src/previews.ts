import { tackleZones as zonesOf } from './board/tackle-zones';
import { preparedState } from './mechanisms/dungeon';
import { mechanismMarks as marksOf } from './mechanisms/registry';
import { blockPreview as blockOf } from './rules/block-preview';
import { chestTakesRush as rushOf } from './rules/dungeonbowl/chests';
import { passPreview as passOf } from './rules/pass-preview';

/*
 * What the screens ask of the rules beside the actions (previews, tackle zones, the dungeon's
 * marks), each given a state whose board has its dungeon (`preparedState`): the play app hands
 * them states that went through a worker or JSON, which leave the dungeon out.
 */

/** The block dice a block would roll and whose choice they are (`rules/block-preview.ts`). */
export const blockPreview: typeof blockOf = (state, attacker, defender) =>
  blockOf(preparedState(state), attacker, defender);

/** The range, tests and chance of a pass (`rules/pass-preview.ts`). */
export const passPreview: typeof passOf = (state, thrower, target) =>
  passOf(preparedState(state), thrower, target);

/** The squares where a team's players would Mark a player (`board/tackle-zones.ts`). */
export const tackleZones: typeof zonesOf = (state, team, floor) =>
  zonesOf(preparedState(state), team, floor);

/** Whether opening the chest ahead takes the active player a Rush (`rules/dungeonbowl/chests.ts`). */
export const chestTakesRush: typeof rushOf = (state) => rushOf(preparedState(state));

/** What every mechanism of the match shows a coach now (`mechanisms/registry.ts`). */
export const mechanismMarks: typeof marksOf = (state) => marksOf(preparedState(state));
