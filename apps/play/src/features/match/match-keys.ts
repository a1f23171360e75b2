import type { Action, MatchView } from '@dungeonbowl/engine';

/** What a key pressed on the match screen asks for. */
export type KeyCommand =
  | { readonly kind: 'let-go' }
  /** Enter: the chosen way is confirmed, the player goes. */
  | { readonly kind: 'go' }
  /** Ctrl+Z (Cmd+Z on a Mac) or Backspace: the coach's last steps that rolled no die are taken back. */
  | { readonly kind: 'undo' }
  | { readonly kind: 'act'; readonly action: Action }
  | null;

/** The keys a coach may press instead of a click, as a button's tooltip tells them. */
export const keyWords: Partial<Record<Action['type'], string>> = {
  'end-activation': 'Key: E',
  'end-turn': 'Keys: Ctrl+Enter',
  'choose-block-die': 'Keys: 1, 2, 3, die by die',
};

/** The keys of the Undo, as its button's tooltip tells them. */
export const undoKeys = 'Keys: Ctrl+Z (Cmd+Z on a Mac), Backspace';

/**
 * Reads a key: Escape lets go of the chosen way, else of the chosen player (and of the
 * summary), Enter confirms the chosen way, Ctrl+Z (Cmd+Z) or Backspace undoes the coach's last steps
 * that rolled no die, E ends the acting player's action, Ctrl+Enter the turn, and the number keys
 * choose among the block dice, when the engine offers that now. Anything else is no command.
 */
export function keyCommand(
  view: MatchView | null,
  key: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): KeyCommand {
  if (key.key === 'Escape') return { kind: 'let-go' };
  if (!view || key.altKey) return null;
  const z = key.key === 'z' || key.key === 'Z';
  // Cmd+Z is a Mac's Ctrl+Z; Cmd with any other key is the browser's or the system's.
  if (key.metaKey) return z && !key.ctrlKey ? { kind: 'undo' } : null;
  if (key.key === 'Enter' && !key.ctrlKey) return { kind: 'go' };
  if (key.key === 'Backspace' || (key.ctrlKey && z)) return { kind: 'undo' };
  const offered = (test: (a: Action) => boolean) => view.actions.find(test);
  const action =
    key.key === 'Enter' && key.ctrlKey
      ? offered((a) => a.type === 'end-turn')
      : key.ctrlKey
        ? undefined
        : key.key === 'e' || key.key === 'E'
          ? offered((a) => a.type === 'end-activation')
          : /^[1-9]$/.test(key.key)
            ? offered((a) => a.type === 'choose-block-die' && a.index === Number(key.key) - 1)
            : undefined;
  return action ? { kind: 'act', action } : null;
}

/** Whether a key pressed goes to a field the coach types in, rather than to the match. */
export function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type))
  );
}
