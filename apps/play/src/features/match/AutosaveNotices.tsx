import { useState } from 'react';
import { downloadFile } from '@dungeonbowl/ui';
import { recoveryCopies } from './match-storage';

/**
 * Said as soon as the browser refuses to save the match (its storage is full): the match goes on,
 * but a reload would lose what was played since, so its file is offered to download.
 */
export function UnsavedWarning({ onDownload }: { onDownload: () => void }) {
  return (
    <p role="alert" className="unsaved">
      This match is no longer saved in this browser: its storage is full. A reload would lose what
      was played since the last save.{' '}
      <button type="button" onClick={onDownload}>
        Download the match file
      </button>
    </p>
  );
}

/** What a recovery copy holds, as far as it can be read: "Training Hall, 620 actions". */
function copyWords(text: string | null): string {
  try {
    const { map, actions } = JSON.parse(text ?? '') as {
      map?: { meta?: { name?: unknown } };
      actions?: unknown;
    };
    const name = typeof map?.meta?.name === 'string' ? map.meta.name : 'A match';
    return Array.isArray(actions) ? `${name}, ${actions.length} actions` : name;
  } catch {
    return 'An unreadable match';
  }
}

/**
 * The saved matches that could not be resumed, kept so that nothing played is lost: each can be
 * downloaded as it was saved, or deleted.
 */
export function RecoveryCopies({ storage }: { storage: Storage }) {
  const [, setDeleted] = useState(0);
  const copies = recoveryCopies(storage);
  if (copies.length === 0) return null;
  const download = (key: string, at: string) => {
    const text = storage.getItem(key) ?? '';
    const name = `recovered-match-${at.replace(/[^\w-]+/g, '-')}.json`;
    downloadFile(new Blob([text], { type: 'application/json' }), name);
  };
  return (
    <section className="recovery" aria-label="Recovery copies">
      <h2>Saved matches that could not be resumed</h2>
      <ul>
        {copies.map(({ key, at }) => (
          <li key={key}>
            {copyWords(storage.getItem(key))}, put aside {new Date(at).toLocaleString('en-GB')}{' '}
            <button type="button" onClick={() => download(key, at)}>
              Download
            </button>{' '}
            <button
              type="button"
              onClick={() => {
                if (!window.confirm('Delete this recovery copy? It cannot be brought back.'))
                  return;
                storage.removeItem(key);
                setDeleted((n) => n + 1);
              }}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
