import type { SquareListField as Field } from '@dungeonbowl/dungeon-schema';
import { itemText, listNoun } from '../map/square-lists';

interface Props {
  readonly field: Field;
  readonly items: readonly { x: number; y: number; width?: number; height?: number }[];
  /** Squares are being picked on the board for this list. */
  readonly picking: boolean;
  /** Starts picking for this list on the board, or ends it. */
  readonly onPick: () => void;
  readonly onRemove: (index: number) => void;
}

/**
 * A list of squares or rectangles of a thing: each item with a button that takes it away, and a
 * button that lets squares be picked on the board (a click for one, a drag for several or for a
 * rectangle; picking one already listed takes it away) until it is pressed again or Escape.
 */
export function SquareListField({ field, items, picking, onPick, onRemove }: Props) {
  const noun = listNoun(field.name);
  const atLeast = items.length <= field.min;
  return (
    <div className="field square-list" title={field.description}>
      <span className="field-name">
        {noun} ({items.length} of at most {field.max})
      </span>
      <ul aria-label={noun}>
        {items.map((item, i) => (
          <li key={`${itemText(item)}-${i}`}>
            {itemText(item)}
            <button
              type="button"
              aria-label={`Remove ${itemText(item)} from the ${noun}`}
              title={atLeast ? `At least ${field.min} needed` : 'Take it away'}
              disabled={atLeast}
              onClick={() => onRemove(i)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-pressed={picking}
        onClick={onPick}
        title={
          field.shape === 'square'
            ? 'Click squares on the board to add them; click one listed to take it away'
            : 'Drag a rectangle on the board to add it; the same one again takes it away'
        }
      >
        {picking ? `Done picking ${noun}` : `Pick ${noun} on the board`}
      </button>
      {picking && (
        <p className="hint" aria-live="polite">
          {field.shape === 'square'
            ? 'Click a square, or drag over several, to add them; one already listed is taken away. Esc when done.'
            : 'Drag a rectangle to add it (a click adds one square); the same one again takes it away. Esc when done.'}
        </p>
      )}
    </div>
  );
}
