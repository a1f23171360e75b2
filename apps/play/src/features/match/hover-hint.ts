import {
  blockPreview,
  chestTakesRush,
  passPreview,
  teleporterAt,
  rollNeeded,
  type MatchView,
  type PassPreview,
  type PublicState,
  type Square,
} from '@dungeonbowl/engine';
import { playerWords } from './action-words';
import { actionsAt } from './board-intent';

const diceWords = (count: number, chooser: number, viewer: number | null) =>
  `${count} ${count === 1 ? 'die' : 'dice'}, ${chooser === viewer ? 'you choose' : 'your opponent chooses'}`;

const percent = (chance: number) => `${Math.round(chance * 100)}%`;
const rangeWords = { Q: 'Quick', S: 'Short', L: 'Long', B: 'Long Bomb' } as const;
const signed = (n: number) => (n > 0 ? ` (+${n})` : n < 0 ? ` (−${-n})` : '');

/**
 * A pass in words, as the engine foresees it (`passPreview`): "Pass to Lena (#6 Catcher), Short:
 * accurate on 5+ (−1) 33%, fumbled 17%; Grim (#4 Blitzer) may interfere on 6+; caught on 3+;
 * 19% complete". Through a lowered portcullis, how often it rebounds off it (DB-PORT-4).
 */
export function passWords(state: PublicState, square: Square, odds: PassPreview): string {
  const receiver = odds.catcher
    ? playerWords(state, odds.catcher.player)
    : `the empty square (${square.x}, ${square.y})`;
  const range = odds.range ? `, ${rangeWords[odds.range]}` : '';
  const test = odds.pass
    ? `accurate on ${rollNeeded(odds.pass.target, odds.pass.modifier)}+${signed(odds.pass.modifier)} ${percent(odds.pass.chance)}, fumbled ${percent(odds.fumbled)}`
    : 'fumbled: he cannot pass';
  const parts = [`Pass to ${receiver}${range}: ${test}`];
  if (odds.portcullis)
    parts.push(
      `through the portcullis, ${percent(odds.inaccurate)} it rebounds off it (DB-PORT-4)`,
    );
  for (const i of odds.interferers)
    parts.push(
      `${playerWords(state, i.player)} may interfere on ${rollNeeded(i.target, i.modifier)}+`,
    );
  if (odds.catcher) {
    parts.push(`caught on ${rollNeeded(odds.catcher.target, odds.catcher.modifier)}+`);
    parts.push(`${percent(odds.completion)} complete`);
  }
  return parts.join('; ');
}

/**
 * A line about what a click on the hovered square would do, when there is more to know than the
 * shading tells: for a block, the number of dice and whose choice it is (BB-BLOCK-2, BB-BLOCK-4);
 * for a pass, its range, tests and odds (BB-PASS-3, BB-PASS-4, BB-PASS-5, BB-PASS-6, BB-PASS-7,
 * BB-PASS-8, BB-PASS-9, BB-PASS-10); the risks a square hides: a push onto a teleporter
 * (DB-TELE-2), a chest opened with no movement left (DB-CHEST-3).
 */
export function hoverHint(view: MatchView, hovered: Square | null): string | null {
  if (hovered === null) return null;
  for (const action of actionsAt(view, hovered)) {
    if (action.type === 'push-to') {
      const pending = view.state.pending.at(-1);
      const pushed = pending?.kind === 'push' ? pending.pushed : null;
      if (pushed && teleporterAt(view.state.board, action.square))
        return `A teleporter: pushed there, ${playerWords(view.state, pushed)} is teleported at once (DB-TELE-2).`;
    }
  }
  const attacker = view.state.turn.activation?.player;
  if (attacker === undefined) return null;
  for (const action of actionsAt(view, hovered)) {
    if (action.type === 'open-chest' && chestTakesRush(view.state))
      return `Open the chest: ${playerWords(view.state, attacker)} has no movement left, so opening it takes a Rush and its roll (DB-CHEST-3).`;
    if (action.type === 'pass') {
      const odds = passPreview(view.state, attacker, action.target);
      if (odds) return passWords(view.state, action.target, odds);
    }
    if (action.type !== 'block' && action.type !== 'multiple-block') continue;
    const target = action.type === 'block' ? action.target : action.targets[0];
    const preview = blockPreview(view.state, attacker, target);
    if (!preview) continue;
    const dauntless = preview.ifDauntless
      ? `; with Dauntless, ${diceWords(preview.ifDauntless.count, preview.ifDauntless.chooser, view.viewer)}`
      : '';
    return `Block ${playerWords(view.state, target)}: ${diceWords(preview.count, preview.chooser, view.viewer)}${dauntless}`;
  }
  return null;
}
