import type { ReactNode } from 'react';
import './lab.css';

interface Props {
  /** The dialog's accessible name and its heading. */
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A dialog over the editor, closed with its Close button; the map under it is left as it was. */
export function LabDialog({ title, onClose, children }: Props) {
  return (
    <div className="lab-backdrop">
      <div className="lab-dialog" role="dialog" aria-modal="true" aria-label={title}>
        <div className="lab-title">
          <h2>{title}</h2>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
