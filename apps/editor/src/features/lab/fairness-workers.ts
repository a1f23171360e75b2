import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import {
  fairnessReportOf,
  prepareFairness,
  type FairnessGame,
  type FairnessOptions,
  type FairnessReport,
} from '@dungeonbowl/engine';
import { gameRanges } from './game-ranges';

/** What the page asks a worker: games `from` to `to` of the run of `map` with `options`. */
export interface FairnessJob {
  readonly map: DungeonMap;
  readonly options: FairnessOptions;
  readonly from: number;
  readonly to: number;
}

/** What a worker answers: each game's record as it is played, or why it cannot play. */
export type FairnessMessage =
  | { readonly type: 'game'; readonly record: FairnessGame }
  | { readonly type: 'error'; readonly message: string };

/** The part of a Web Worker the run uses, so that a test can hand it a worker of its own. */
export interface WorkerLike {
  postMessage(job: FairnessJob): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FairnessMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface FairnessProgress {
  readonly played: number;
  readonly games: number;
}

/** A fairness run under way: its report when every game is played, and a way to stop it. */
export interface RunningFairness {
  readonly report: Promise<FairnessReport>;
  /** Terminates the workers; the report's promise then rejects with a `FairnessCancelled`. */
  cancel(): void;
}

export class FairnessCancelled extends Error {
  constructor() {
    super('The fairness test was cancelled.');
  }
}

/**
 * Plays the fairness run of `map` in `workers` Web Workers, each a range of the games, and merges
 * their records with `fairnessReportOf`: the same report as `fairnessReport` in one thread. Options
 * the engine refuses reject at once with its sentence, before any worker starts.
 */
export function runFairness(
  map: DungeonMap,
  options: FairnessOptions,
  workers: number,
  newWorker: () => WorkerLike,
  onProgress: (progress: FairnessProgress) => void,
): RunningFairness {
  const run = prepareFairness(map, options);
  if ('error' in run) return { report: Promise.reject(new Error(run.error)), cancel: () => {} };
  const started: WorkerLike[] = [];
  const records: FairnessGame[] = [];
  let settle: { resolve: (r: FairnessReport) => void; reject: (e: Error) => void } | null = null;
  const report = new Promise<FairnessReport>((resolve, reject) => (settle = { resolve, reject }));
  const stop = (outcome: Error | FairnessReport) => {
    if (!settle) return;
    for (const worker of started) worker.terminate();
    if (outcome instanceof Error) settle.reject(outcome);
    else settle.resolve(outcome);
    settle = null;
  };
  for (const { from, to } of gameRanges(run.games, workers)) {
    const worker = newWorker();
    started.push(worker);
    worker.onmessage = ({ data }) => {
      if (!settle) return;
      if (data.type === 'error') return stop(new Error(data.message));
      records.push(data.record);
      onProgress({ played: records.length, games: run.games });
      if (records.length === run.games) stop(fairnessReportOf(run, records));
    };
    worker.onerror = (event) => stop(new Error(event.message || 'A fairness worker failed.'));
    worker.postMessage({ map, options, from, to });
  }
  return { report, cancel: () => stop(new FairnessCancelled()) };
}

/** A real Web Worker playing fairness games (bundled by Vite as its own module). */
export const fairnessWorker = (): WorkerLike =>
  new Worker(new URL('./fairness.worker.ts', import.meta.url), { type: 'module' });
