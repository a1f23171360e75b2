import { blockPreview, type MatchView, type Square } from '@dungeonbowl/engine';
import { playerWords } from './action-words';
import { actionsAt } from './board-intent';

const diceWords = (count: number, chooser: number, viewer: number | null) =>
  `${count} ${count === 1 ? 'die' : 'dice'}, ${chooser === viewer ? 'you choose' : 'your opponent chooses'}`;

/**
 * A line about what a click on the hovered square would do, when there is more to know than the
 * shading tells: for a block, the number of dice and whose choice it is (BB-BLOCK-2, BB-BLOCK-4).
 */
export function hoverHint(view: MatchView, hovered: Square | null): string | null {
  if (hovered === null) return null;
  const attacker = view.state.turn.activation?.player;
  if (attacker === undefined) return null;
  for (const action of actionsAt(view, hovered)) {
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
