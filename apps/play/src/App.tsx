import { useState } from 'react';
import { downloadFile } from '@dungeonbowl/ui';
import { useAppDispatch, useAppSelector } from './hooks';
import type { MapChoice } from './features/start/map-choice';
import { StartScreen } from './features/start/StartScreen';
import { MatchScreen } from './features/match/MatchScreen';
import { ReplayViewer } from './features/match/ReplayViewer';
import { matchFileName, recordFromReplay } from './features/match/match-file';
import { exportMatch, openMatch, openMatchFile } from './features/match/match-thunks';
import { forgetMatch } from './features/match/match-storage';
import { RecoveryCopies, UnsavedWarning } from './features/match/AutosaveNotices';
import { matchClosed, matchRefused } from './features/match/matchSlice';
import type { MatchRecord } from './features/match/match-record';
import { OnlineBar } from './features/online/OnlineBar';
import { OnlineLobby } from './features/online/OnlineLobby';
import { OnlineSetup } from './features/online/OnlineSetup';
import { RecentMatches } from './features/online/RecentMatches';
import { leaveOnline } from './features/online/online-thunks';
import { fileBytes } from './features/start/read-file';

interface Props {
  /** The map the page was opened with: the editor's hand-over or a share link. */
  readonly given: MapChoice | null;
  readonly storage: Storage | null;
}

/** The play app: the start screen, then the match (or its replay) until a new match is asked for. */
export function App({ given, storage }: Props) {
  const dispatch = useAppDispatch();
  const record = useAppSelector((s) => s.match.record);
  const view = useAppSelector((s) => s.match.view);
  const problem = useAppSelector((s) => s.match.problem);
  const onlineMatch = useAppSelector((s) => s.match.online);
  const unsaved = useAppSelector((s) => s.match.unsaved);
  const inOnline = useAppSelector((s) => s.online.ticket !== null || s.online.created !== null);
  const [replaying, setReplaying] = useState(false);
  const [playOnline, setPlayOnline] = useState(false);

  const start = (next: MatchRecord) => void dispatch(openMatch(next));
  const newMatch = () => {
    if (onlineMatch || inOnline) {
      const over = !!view?.state.result;
      if (!over && !window.confirm('Leave this online match? Its link brings you back to it.'))
        return;
      setReplaying(false);
      return void dispatch(leaveOnline());
    }
    if (record && !window.confirm('Leave this match? It stays in its exported files only.')) return;
    if (storage) forgetMatch(storage);
    setReplaying(false);
    dispatch(matchClosed());
  };
  const download = async () => {
    if (!record) return;
    const over = !!view?.state.result;
    if (
      !over &&
      !window.confirm(
        'This match is not over. Its file holds the seed, which tells where the ball is and every roll to come to whoever reads it. Export it anyway?',
      )
    )
      return;
    const reply = await dispatch(exportMatch());
    if ('error' in reply) return void dispatch(matchRefused(reply.error));
    const text = JSON.stringify(reply.file, null, 2);
    downloadFile(new Blob([text], { type: 'application/json' }), matchFileName(record, over));
  };
  // Online, the replay is the server's file of the match, once over; it opens here as any file.
  const watchOnlineReplay = async () => {
    const reply = await dispatch(exportMatch());
    if ('error' in reply) return void dispatch(matchRefused(reply.error));
    const read = await recordFromReplay(JSON.stringify(reply.file), 'the online match');
    if (!('record' in read)) return void dispatch(matchRefused(read.problems.join(' ')));
    await dispatch(leaveOnline());
    start(read.record);
    setReplaying(true);
  };
  const openFile = async (file: File) => {
    await dispatch(openMatchFile(await fileBytes(file), file.name));
  };

  return (
    <div className="app">
      <header className="app-header">
        <h1>Play a Match</h1>
        {record && <span className="map-name">{record.map.meta.name}</span>}
        {record && <span className="map-source">{record.mapSource}</span>}
        <span className="header-end">
          {record || inOnline ? (
            <button type="button" onClick={newMatch}>
              {onlineMatch || inOnline ? 'Leave the online match' : 'New match'}
            </button>
          ) : (
            <label className="file-button">
              Open a match file…
              <input
                type="file"
                accept=".json,application/json"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void openFile(file);
                }}
              />
            </label>
          )}
          <a href="../editor/">Open the editor</a>
        </span>
      </header>
      {!record && inOnline ? (
        <OnlineLobby />
      ) : !record ? (
        <>
          <nav className="start-modes" aria-label="Where the coaches play">
            <button type="button" aria-pressed={!playOnline} onClick={() => setPlayOnline(false)}>
              Play at this screen
            </button>
            <button type="button" aria-pressed={playOnline} onClick={() => setPlayOnline(true)}>
              Play online
            </button>
          </nav>
          {playOnline ? (
            <OnlineSetup given={given}>
              <RecentMatches />
            </OnlineSetup>
          ) : (
            <StartScreen given={given} problem={problem} onStart={start}>
              {storage && <RecoveryCopies storage={storage} />}
            </StartScreen>
          )}
        </>
      ) : onlineMatch ? (
        <>
          <OnlineBar />
          <MatchScreen onExport={() => void download()} onReplay={() => void watchOnlineReplay()} />
        </>
      ) : replaying ? (
        <ReplayViewer onClose={() => setReplaying(false)} />
      ) : (
        <>
          {unsaved && <UnsavedWarning onDownload={() => void download()} />}
          <MatchScreen onExport={() => void download()} onReplay={() => setReplaying(true)} />
        </>
      )}
    </div>
  );
}
