import { useState } from 'react';
import type { Stamp } from '../../features/region/stamps';
import type { RegionTransform } from '../../features/region/region-transform';
import type { RegionState } from './region-tool';

interface Props {
  readonly state: RegionState;
  readonly canPaste: boolean;
  readonly onCopy: () => void;
  readonly onCut: () => void;
  readonly onPaste: () => void;
  readonly onDelete: () => void;
  readonly onDuplicate: () => void;
  readonly onTransform: (transform: RegionTransform) => void;
  readonly stamps: readonly Stamp[];
  readonly onSaveStamp: (name: string) => void;
  readonly onPlaceStamp: (stamp: Stamp) => void;
  readonly onDeleteStamp: (name: string) => void;
  /** Why the stamps could not be kept, until the next change. */
  readonly stampProblem: string | null;
}

const transforms: readonly { id: RegionTransform; label: string; title: string }[] = [
  { id: 'flip-x', label: 'Flip ↔', title: 'Flip east to west (X)' },
  { id: 'flip-y', label: 'Flip ↕', title: 'Flip north to south (Y)' },
  { id: 'rotate-ccw', label: 'Turn ⟲', title: 'Turn a quarter anticlockwise' },
  { id: 'rotate-cw', label: 'Turn ⟳', title: 'Turn a quarter clockwise' },
];

/** The region tool's commands, and the stamps saved in this browser. */
export function RegionOptions(props: Props) {
  const { state, stamps } = props;
  const [name, setName] = useState('');
  const selected = state.mode === 'selected';
  const pasting = state.mode === 'pasting';
  const button = (label: string, title: string, run: () => void, enabled: boolean) => (
    <button type="button" className="tool" onClick={run} disabled={!enabled} title={title}>
      {label}
    </button>
  );
  return (
    <div className="tool-steps region-options" aria-label="Region">
      <p className="tool-option" aria-live="polite">
        {pasting
          ? 'Click where the north-west corner goes; Esc gives up.'
          : selected
            ? `${state.rect.width} x ${state.rect.height} squares selected; Esc drops them.`
            : 'Drag over the board to select squares and the things on them.'}
      </p>
      <div className="row">
        {button('Copy', 'Copy the selection (Ctrl+C)', props.onCopy, selected)}
        {button('Cut', 'Cut the selection (Ctrl+X)', props.onCut, selected)}
        {button('Paste', 'Paste what was copied (Ctrl+V)', props.onPaste, props.canPaste)}
      </div>
      <div className="row">
        {button('Delete', 'Delete the selection (Delete)', props.onDelete, selected)}
        {button('Duplicate', 'Place a copy of the selection (Ctrl+D)', props.onDuplicate, selected)}
      </div>
      <div className="row">
        {transforms.map((t) => (
          <button
            key={t.id}
            type="button"
            className="tool"
            disabled={!selected && !pasting}
            onClick={() => props.onTransform(t.id)}
            title={t.title}
          >
            {t.label}
          </button>
        ))}
      </div>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (!selected || name.trim() === '') return;
          props.onSaveStamp(name);
          setName('');
        }}
      >
        <input
          aria-label="Stamp name"
          placeholder="Stamp name"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="tool" disabled={!selected || name.trim() === ''}>
          Save as stamp
        </button>
      </form>
      {props.stampProblem && (
        <p className="field-problem" role="alert">
          {props.stampProblem}
        </p>
      )}
      {stamps.length > 0 && (
        <ul className="stamps" aria-label="Stamps">
          {stamps.map((stamp) => (
            <li key={stamp.name}>
              <button
                type="button"
                className="tool"
                onClick={() => props.onPlaceStamp(stamp)}
                title={`Place ${stamp.name} (${stamp.clip.width} x ${stamp.clip.height})`}
              >
                {stamp.name}
              </button>
              <button
                type="button"
                className="tool"
                onClick={() => props.onDeleteStamp(stamp.name)}
                aria-label={`Delete stamp ${stamp.name}`}
                title={`Delete stamp ${stamp.name}`}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
