import { validateMap, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { downloadFile } from '@dungeonbowl/ui';
import { useEditorDispatch, useEditorSelector } from '../../app/hooks';
import { mapFileName, serialiseMap } from '../files/map-file';
import { AUTOSAVE_KEY, type RecoveryCopy } from './browser-storage';
import { recoveryDiscarded, recoveryText } from './autosave';
import { noticeDismissed, type Notice } from './storageSlice';

interface Props {
  /** The map being edited: downloaded when the storage is full. */
  readonly map: DungeonMap;
  /** Opens a recovered map in place of the one edited (asking first if that one is not saved). */
  readonly onRestore: (map: DungeonMap, then: () => void) => void;
}

const copies = (n: number) =>
  n === 1 ? 'an older recovery copy was' : `${n} older recovery copies were`;

/** What the editor has to say about the browser's storage: one banner under the file bar. */
export function StorageBanner({ map, onRestore }: Props) {
  const dispatch = useEditorDispatch();
  const full = useEditorSelector((s) => s.storage.full);
  const notices = useEditorSelector((s) => s.storage.notices);
  const saveMap = () =>
    downloadFile(new Blob([serialiseMap(map)], { type: 'application/json' }), mapFileName(map));
  const copyText = (notice: Notice) =>
    'copy' in notice && notice.copy ? dispatch(recoveryText(notice.copy)) : null;
  const download = (notice: Notice, name: (text: string) => string) => {
    const text = copyText(notice);
    if (text !== null) downloadFile(new Blob([text], { type: 'application/json' }), name(text));
  };
  const close = (notice: Notice) => (
    <button type="button" onClick={() => dispatch(noticeDismissed(notice.id))}>
      Close
    </button>
  );
  const discard = (copy: RecoveryCopy) => (
    <button type="button" onClick={() => dispatch(recoveryDiscarded(copy))}>
      Delete the copy
    </button>
  );

  if (!full && notices.length === 0) return null;
  return (
    <div className="storage-banner" role="status" aria-label="Saving in this browser">
      {full && (
        <p className="storage-full" role="alert">
          Your changes are no longer saved in this browser: its storage is full. Download the map to
          keep them.{' '}
          <button type="button" onClick={saveMap}>
            Download the map
          </button>
        </p>
      )}
      {notices.map((notice) => {
        switch (notice.kind) {
          case 'unreadable': {
            const heldBack = notice.copy?.key === AUTOSAVE_KEY;
            const said = `The map autosaved in this browser could not be read (${notice.problem}), so the editor opened another.`;
            if (!notice.copy)
              return (
                <p key={notice.id}>
                  {said} Its copy was deleted since, to make room for your map. {close(notice)}
                </p>
              );
            return (
              <p key={notice.id}>
                {said} It is kept as it was
                {heldBack
                  ? ', and there is no room to move it: nothing is autosaved until you download or delete it.'
                  : '.'}{' '}
                <button
                  type="button"
                  onClick={() => download(notice, () => 'unreadable-autosave.json')}
                >
                  Download the copy
                </button>{' '}
                {discard(notice.copy)} {!heldBack && close(notice)}
              </p>
            );
          }
          case 'replaced': {
            const { copy } = notice;
            const restore = () => {
              const text = copyText(notice);
              const mine = text === null ? null : validateMap(text).map;
              if (mine && copy) onRestore(mine, () => dispatch(recoveryDiscarded(copy)));
            };
            return (
              <p key={notice.id}>
                The shared link opened {notice.link} in place of your map {notice.name}.{' '}
                {notice.copy ? (
                  <>
                    Yours is kept:{' '}
                    <button type="button" onClick={restore}>
                      Restore my map
                    </button>{' '}
                    <button
                      type="button"
                      onClick={() =>
                        download(notice, (text) => {
                          const mine = validateMap(text).map;
                          return mine ? mapFileName(mine) : 'my-map.dungeon.json';
                        })
                      }
                    >
                      Download my map
                    </button>{' '}
                    {discard(notice.copy)}{' '}
                  </>
                ) : (
                  'There is no copy of yours (no room to keep one): Undo brings it back. '
                )}
                {close(notice)}
              </p>
            );
          }
          case 'freed':
            return (
              <p key={notice.id}>
                To keep your map saved in this browser, whose storage is full,{' '}
                {copies(notice.copies.length)} deleted. {close(notice)}
              </p>
            );
          case 'refused':
            return (
              <p key={notice.id} role="alert">
                This browser keeps nothing for this page (a private window or a setting): your
                changes are not autosaved. Save the map to a file to keep it.{' '}
                <button type="button" onClick={saveMap}>
                  Download the map
                </button>{' '}
                {close(notice)}
              </p>
            );
          case 'handover-failed':
            return (
              <p key={notice.id} role="alert">
                The map could not be handed to the play app: the browser&apos;s storage is full.
                Save it and open the file in the play app.{' '}
                <button type="button" onClick={saveMap}>
                  Download the map
                </button>{' '}
                {close(notice)}
              </p>
            );
        }
      })}
    </div>
  );
}
