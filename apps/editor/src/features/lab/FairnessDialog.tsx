import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { FairnessReport } from '@dungeonbowl/engine';
import { useEffect, useRef, useState } from 'react';
import { FairnessReportView } from './FairnessReportView';
import {
  FairnessCancelled,
  fairnessWorker,
  runFairness,
  type FairnessProgress,
  type RunningFairness,
} from './fairness-workers';
import { workerCount } from './game-ranges';
import { LabDialog } from './LabDialog';

interface Props {
  readonly map: DungeonMap;
  /** The errors of the map: a map with any is not tested. */
  readonly errors: number;
  readonly onClose: () => void;
}

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress: FairnessProgress }
  | { readonly kind: 'done'; readonly report: FairnessReport; readonly map: DungeonMap }
  | { readonly kind: 'failed'; readonly message: string };

/** A field's text as a whole number for the engine, which refuses NaN with its own sentence. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * "Test this dungeon": the fairness report of the map, its games played by bots in Web Workers,
 * one a logical processor, with a progress bar and Cancel.
 */
export default function FairnessDialog({ map, errors, onClose }: Props) {
  const [games, setGames] = useState('500');
  const [teams, setTeams] = useState('2');
  const [seed, setSeed] = useState('1');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const running = useRef<RunningFairness | null>(null);
  const played = useRef<FairnessProgress>({ played: 0, games: 0 });
  const workers = workerCount(navigator.hardwareConcurrency);
  // Closing the dialog stops the games.
  useEffect(() => () => running.current?.cancel(), []);

  const start = () => {
    // A whole number, as on the command line, so that its report can be had there too.
    if (!/^\d{1,15}$/.test(seed.trim())) {
      setStatus({ kind: 'failed', message: `The seed is a whole number from 0, not "${seed}".` });
      return;
    }
    const options = { games: numberOf(games), teams: numberOf(teams), seed: String(Number(seed)) };
    const run = runFairness(map, options, workers, fairnessWorker, (progress) => {
      played.current = progress;
      setStatus({ kind: 'running', progress });
    });
    played.current = { played: 0, games: options.games };
    running.current = run;
    setStatus({ kind: 'running', progress: { played: 0, games: options.games } });
    run.report.then(
      (report) => setStatus({ kind: 'done', report, map }),
      (error: Error) =>
        setStatus(
          error instanceof FairnessCancelled
            ? {
                kind: 'failed',
                message: `Cancelled after ${played.current.played} of ${played.current.games} games: nothing to report.`,
              }
            : { kind: 'failed', message: error.message },
        ),
    );
  };

  if (errors > 0)
    return (
      <LabDialog title="Test this dungeon" onClose={onClose}>
        <p className="lab-problem" role="alert">
          This map has {errors} error{errors === 1 ? '' : 's'} (see Findings): a dungeon that breaks
          the rules cannot be played, so it cannot be tested. Fix {errors === 1 ? 'it' : 'them'}{' '}
          first.
        </p>
      </LabDialog>
    );

  const busy = status.kind === 'running';
  const teamChoices = [2, 3, 4].filter((n) => n <= map.endZones.length);
  return (
    <LabDialog title="Test this dungeon" onClose={onClose}>
      <p className="lab-hint">
        Bots play {map.meta.name} against each other, every team the same Human team, taking each
        end zone in turn: a fair dungeon gives each end zone about the same share of wins. The games
        run in {workers} background thread{workers === 1 ? '' : 's'}; the same options give the same
        report as <code>npx dungeonbowl fairness</code>.
      </p>
      <form
        className="lab-options lab-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) start();
        }}
      >
        <label>
          Games
          <input
            aria-label="Games"
            type="number"
            min={1}
            value={games}
            disabled={busy}
            onChange={(e) => setGames(e.target.value)}
          />
        </label>
        <label>
          Teams
          <select
            aria-label="Teams"
            value={teams}
            disabled={busy}
            onChange={(e) => setTeams(e.target.value)}
          >
            {teamChoices.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <label>
          Seed
          <input
            aria-label="Fairness seed"
            inputMode="numeric"
            value={seed}
            disabled={busy}
            onChange={(e) => setSeed(e.target.value)}
          />
        </label>
        {/* Two buttons, never one changing its part: a click on Cancel must not start a run. */}
        {busy ? (
          <button key="cancel" type="button" onClick={() => running.current?.cancel()}>
            Cancel
          </button>
        ) : (
          <button key="run" type="submit">
            Run the games
          </button>
        )}
      </form>
      {status.kind === 'running' && (
        <div className="lab-progress">
          <progress
            aria-label="Games played"
            max={status.progress.games}
            value={status.progress.played}
          />
          <span>
            {status.progress.played} of {status.progress.games} games played
          </span>
        </div>
      )}
      {status.kind === 'failed' && (
        <p className="lab-problem" role="alert">
          {status.message}
        </p>
      )}
      {status.kind === 'done' && <FairnessReportView report={status.report} map={status.map} />}
    </LabDialog>
  );
}
