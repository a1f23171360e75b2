import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { fairnessReport, playFairnessGame, prepareFairness } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import {
  FairnessCancelled,
  runFairness,
  type FairnessJob,
  type FairnessMessage,
  type WorkerLike,
} from './fairness-workers';

const trainingHall = sampleMaps.find((m) => m.id === 'training-hall')!.map;

/** A worker in this thread that plays its range as the real one does, a game a macrotask. */
function inThreadWorker(log: { jobs: FairnessJob[]; terminated: number }): WorkerLike {
  let stopped = false;
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    terminate: () => {
      stopped = true;
      log.terminated++;
    },
    postMessage(job) {
      log.jobs.push(job);
      const run = prepareFairness(job.map, job.options);
      if ('error' in run) throw new Error(run.error);
      const play = (game: number) => {
        if (stopped || game > job.to) return;
        const data: FairnessMessage = { type: 'game', record: playFairnessGame(run, game) };
        worker.onmessage?.({ data } as MessageEvent<FairnessMessage>);
        setTimeout(() => play(game + 1), 0);
      };
      setTimeout(() => play(job.from), 0);
    },
  };
  return worker;
}

describe('a fairness test split among Web Workers', () => {
  it('gives the report of one run in one thread, its progress counted game by game', async () => {
    const log = { jobs: [] as FairnessJob[], terminated: 0 };
    const seen: number[] = [];
    const options = { games: 6, seed: 'lab' };
    const { report } = runFairness(
      trainingHall,
      options,
      3,
      () => inThreadWorker(log),
      (p) => seen.push(p.played),
    );
    expect(await report).toEqual(fairnessReport(trainingHall, options));
    expect(log.jobs.map((j) => [j.from, j.to])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(log.terminated).toBe(3);
    // Twelve games played in this thread: seconds on a busy machine.
  }, 60_000);

  it('stops every worker when cancelled, and reports nothing', async () => {
    const log = { jobs: [] as FairnessJob[], terminated: 0 };
    const seen: number[] = [];
    const running = runFairness(
      trainingHall,
      { games: 40 },
      2,
      () => inThreadWorker(log),
      (p) => seen.push(p.played),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    running.cancel();
    await expect(running.report).rejects.toBeInstanceOf(FairnessCancelled);
    expect(log.terminated).toBe(2);
    const played = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.length).toBe(played);
    expect(played).toBeLessThan(40);
  });

  it("refuses options the engine refuses with the engine's sentence, starting no worker", async () => {
    const log = { jobs: [] as FairnessJob[], terminated: 0 };
    const { report } = runFairness(
      trainingHall,
      { games: 10, teams: 3 },
      2,
      () => inThreadWorker(log),
      () => {},
    );
    await expect(report).rejects.toThrow(/too few for 3 teams/);
    expect(log.jobs).toEqual([]);
  });
});
