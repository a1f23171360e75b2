import {
  sampleMaps,
  validateMap,
  type DungeonMap,
  type Finding,
} from '@dungeonbowl/dungeon-schema';
import { downloadFile, handMapToPlay, shareLink, sharedMapText } from '@dungeonbowl/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useEditorDispatch, useEditorSelector } from '../../app/hooks';
import { linkFollowed } from '../autosave/autosave';
import { StorageBanner } from '../autosave/StorageBanner';
import { handOverRefused } from '../autosave/storageSlice';
import { blankMap } from '../map/blank';
import { redone, saved, undone } from '../map/mapSlice';
import { mapFileName, serialiseMap } from './map-file';
import { useReplaceMap } from './use-replace-map';

export type FileProblems = { file: string; findings: readonly Finding[] } | null;

interface Props {
  readonly map: DungeonMap;
  readonly valid: boolean;
  readonly startupProblems: FileProblems;
  /** Another map was opened: show its ground floor. */
  readonly onOpened: () => void;
  /** More commands, shown after the samples (the designer's lab). */
  readonly children?: ReactNode;
}

/**
 * The header: new, samples, open, share, save, undo and redo, and the hand-over to the play app;
 * under it, what went wrong opening a file and what the editor has to say about saving.
 */
export function FileBar({ map, valid, startupProblems, onOpened, children }: Props) {
  const dispatch = useEditorDispatch();
  const canUndo = useEditorSelector((s) => s.map.past.length > 0);
  const canRedo = useEditorSelector((s) => s.map.future.length > 0);
  const dirty = useEditorSelector((s) => s.map.dirty);
  const full = useEditorSelector((s) => s.storage.full);
  const notStored = useEditorSelector((s) => s.storage.notices.some((n) => n.kind === 'refused'));
  const [fileProblems, setFileProblems] = useState(startupProblems);
  const [shared, setShared] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { replace: opened, dialog } = useReplaceMap(onOpened);
  // Set when the page is left for the play app: the autosave has it all, nothing is lost.
  const leaving = useRef(false);

  useEffect(() => {
    // The autosave keeps every change through a reload or a closed tab (it is written on the
    // way out): the browser's "Leave site?" is asked only when this browser could not keep it.
    if (!full && !(dirty && notStored)) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, full, notStored]);

  const play = () => {
    let page: string;
    try {
      page = handMapToPlay(JSON.stringify(map), window.localStorage);
    } catch {
      dispatch(handOverRefused());
      return;
    }
    leaving.current = true;
    window.location.assign(page);
  };
  const save = () => {
    downloadFile(new Blob([serialiseMap(map)], { type: 'application/json' }), mapFileName(map));
    dispatch(saved());
  };
  const share = () => {
    const link = shareLink(JSON.stringify(map), window.location.href);
    setShared(link);
    void navigator.clipboard?.writeText(link).catch(() => undefined);
  };
  const open = async (file: File) => {
    // The bytes, not the text: a file that is not UTF-8 is named as such, not read with `�`s.
    const result = validateMap(new Uint8Array(await file.arrayBuffer()));
    const problems =
      result.findings.length > 0 ? { file: file.name, findings: result.findings } : null;
    // The findings of a map are shown once it is open (the user may keep the one edited).
    if (result.map) opened(result.map, () => setFileProblems(problems));
    else setFileProblems(problems);
  };
  const openRef = useRef(open);
  const openedRef = useRef(onOpened);
  useEffect(() => {
    openRef.current = open;
    openedRef.current = onOpened;
  });

  // A share link followed in this tab changes only the fragment: its map is opened all the same.
  useEffect(() => {
    const followed = () => {
      const problems = dispatch(linkFollowed(window.location.hash));
      if (sharedMapText(window.location.hash) === null) return;
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      setFileProblems(problems);
      openedRef.current();
    };
    window.addEventListener('hashchange', followed);
    return () => window.removeEventListener('hashchange', followed);
  }, [dispatch]);

  // A map file dropped anywhere on the page is opened like one picked with "Open file…".
  useEffect(() => {
    const over = (e: DragEvent) => {
      if (!e.dataTransfer?.types.includes('Files')) return;
      e.preventDefault();
      document.body.classList.add('dropping-file');
    };
    const leave = () => document.body.classList.remove('dropping-file');
    const drop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      leave();
      if (!file) return;
      e.preventDefault();
      void openRef.current(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);

  return (
    <>
      <header className="app-header">
        <h1>Dungeon Editor</h1>
        <span className="map-name" title={map.meta.name}>
          {map.meta.name}
        </span>
        <button
          type="button"
          onClick={() => opened(blankMap(30, 20, 1))}
          title="A new blank map, 30 x 20 squares on one floor (the Map panel makes other sizes)"
        >
          New
        </button>
        <select
          value=""
          aria-label="Sample dungeon"
          onChange={(e) => {
            const sample = sampleMaps.find((m) => m.id === e.target.value);
            if (sample) opened(sample.map);
          }}
        >
          <option value="">Open a sample…</option>
          {sampleMaps.map((s) => (
            <option key={s.id} value={s.id}>
              {s.map.meta.name}
            </option>
          ))}
        </select>
        {children}
        <div className="header-end">
          <button type="button" onClick={() => fileInput.current?.click()}>
            Open file…
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label="Map file to open"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void open(file);
              e.target.value = '';
            }}
          />
          <button
            type="button"
            onClick={share}
            title="A link that carries this map: it never leaves your browser until you send the link"
          >
            Share link
          </button>
          <button type="button" onClick={save} title="Download the map as a .dungeon.json file">
            Save
          </button>
          <button
            type="button"
            onClick={() => dispatch(undone())}
            disabled={!canUndo}
            title="Undo (Ctrl+Z)"
          >
            Undo
          </button>
          <button
            type="button"
            onClick={() => dispatch(redone())}
            disabled={!canRedo}
            title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
          >
            Redo
          </button>
          <button
            type="button"
            onClick={play}
            disabled={!valid}
            title={
              valid
                ? 'Open this dungeon in the play app'
                : 'Fix the errors first: a map with errors cannot be played'
            }
          >
            Play this dungeon
          </button>
        </div>
      </header>
      {dialog}
      <StorageBanner map={map} onRestore={opened} />
      {fileProblems && (
        <div className="file-problems" role="alert">
          <strong>{fileProblems.file}</strong>: {fileProblems.findings.length} problem
          {fileProblems.findings.length === 1 ? '' : 's'}
          <ul>
            {fileProblems.findings.slice(0, 8).map((f, i) => (
              <li key={i}>
                {f.rule}: {f.message}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setFileProblems(null)}>
            Close
          </button>
        </div>
      )}
      {shared && (
        <div className="shared-link">
          Link copied (it holds the whole map):{' '}
          <input
            aria-label="Share link"
            readOnly
            value={shared}
            onFocus={(e) => e.target.select()}
          />
          <button type="button" onClick={() => setShared(null)}>
            Close
          </button>
        </div>
      )}
    </>
  );
}
