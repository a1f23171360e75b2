import { validateMap } from '@dungeonbowl/dungeon-schema';
import { downloadFile } from '@dungeonbowl/ui';
import { useMemo } from 'react';
import { useEditorDispatch, useEditorSelector } from '../../app/hooks';
import { mapFileName } from '../files/map-file';
import { useReplaceMap } from '../files/use-replace-map';
import { recoveryDiscarded, recoveryText } from './autosave';
import type { RecoveryCopy } from './browser-storage';

const why = {
  replaced: 'replaced by a share link',
  unreadable: 'an autosave that could not be read',
};
const when = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  /** Another map was opened: show its ground floor. */
  readonly onOpened: () => void;
}

/**
 * The recovery copies kept in this browser (a map a share link replaced, an autosave that could
 * not be read), each restored, downloaded or deleted; shown while there is one.
 */
export function RecoveryCopies({ onOpened }: Props) {
  const dispatch = useEditorDispatch();
  const copies = useEditorSelector((s) => s.storage.copies);
  const { replace, dialog } = useReplaceMap(onOpened);
  // Each copy read once: its map, if it is one the editor reads.
  const maps = useMemo(
    () =>
      new Map(
        copies.map((copy) => {
          const text = dispatch(recoveryText(copy));
          return [copy.key, { text, map: text === null ? null : validateMap(text).map }];
        }),
      ),
    [copies, dispatch],
  );
  if (copies.length === 0) return null;
  const download = (copy: RecoveryCopy) => {
    const { text, map } = maps.get(copy.key) ?? { text: null, map: null };
    if (text === null) return;
    const name = map ? mapFileName(map) : 'unreadable-autosave.json';
    downloadFile(new Blob([text], { type: 'application/json' }), name);
  };
  return (
    <details className="map-panel recovery-copies">
      <summary>Recovery copies ({copies.length})</summary>
      {dialog}
      <ul aria-label="Recovery copies">
        {copies.map((copy) => {
          const map = maps.get(copy.key)?.map;
          return (
            <li key={copy.key}>
              <strong>{map?.meta.name ?? 'Unreadable map'}</strong>, {why[copy.reason]},{' '}
              {when(copy.savedAt)}
              <div className="row">
                {map && (
                  <button
                    type="button"
                    onClick={() => replace(map, () => dispatch(recoveryDiscarded(copy)))}
                  >
                    Restore
                  </button>
                )}
                <button type="button" onClick={() => download(copy)}>
                  Download
                </button>
                <button type="button" onClick={() => dispatch(recoveryDiscarded(copy))}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
