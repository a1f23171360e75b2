import { useEffect, useRef } from 'react';

interface Props {
  /** The dialog's accessible name, e.g. "Confirm resize". */
  readonly label: string;
  /** What is about to be done, e.g. "Resizing to 20 x 15 cuts away:". */
  readonly question: string;
  /** What it takes away, one line each. */
  readonly lost: readonly string[];
  readonly confirm: string;
  readonly cancel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before an edit that takes things away, listing them; Undo brings them back either way. */
export function ConfirmLoss({
  label,
  question,
  lost,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  // Asked at the foot of a long panel, the question is scrolled into view.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={box} className="confirm" role="alertdialog" aria-label={label}>
      <p>{question}</p>
      <ul>
        {lost.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="row">
        <button type="button" onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>
  );
}
