import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { dirname } from 'node:path';
import { Client, type Room } from '@colyseus/sdk';
import { agents, createRng, type MatchView } from '@dungeonbowl/engine';
import { expect, it } from 'vitest';
import type { CreatedMatch } from '../src/match/new-match';
import { MATCH_ROOM, type ServerMessages } from '../src/match/protocol';
import { humanTeam, orcTeam } from '../src/testing/play-helpers';
import { buildServer, startServerProcess } from '../src/testing/server-process';
import { freePort } from '../src/testing/test-server';

/**
 * The server under load, on loopback: `BOT_MATCHES` matches of two bots each, watched by one
 * spectator each (a room lives while someone is in it), and `COACHES` coaches each playing a
 * match of his own against a bot, picking among his view's actions as the random bot does after
 * a short thought. Each finished match is followed by a new one, until the time is up.
 */
const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const SECONDS = number('BENCH_SECONDS', 60);
const BOT_MATCHES = number('BENCH_BOT_MATCHES', 100);
const COACHES = number('BENCH_COACHES', 20);
const BOT_DELAY_MS = number('BENCH_BOT_DELAY_MS', 0);
/** How long a coach thinks before each action: long enough to stay under the message limit. */
const THINK_MS = [150, 350] as const;
/** The server's core, and the clients' (other) core, when `taskset` can pin them. */
const SERVER_CPU = env.BENCH_SERVER_CPU ?? '0';
const CLIENTS_CPU = env.BENCH_CLIENTS_CPU ?? '1';
const MATCH_OPTIONS = { maxRounds: number('BENCH_MAX_ROUNDS', 4) };

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function canPin(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return cpus().length > 1;
  } catch {
    return false;
  }
}

/** The CPU time a process has used, in seconds (Linux's /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Figures {
  roundTrips: number[];
  refused: number;
  botMatchesFinished: number;
  coachMatchesFinished: number;
  botActions: number;
  /** The steps of the coaches' matches, their bots' included. */
  coachMatchSteps: number;
  /** Matches not begun: the server refused or was too slow to seat a client. */
  failed: string[];
}

async function createMatch(url: string, body: unknown): Promise<CreatedMatch> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`Not created: ${await response.text()}`);
  return (await response.json()) as CreatedMatch;
}

/** Resolves when the room says the match is over, or at the deadline. */
function overOrDeadline(room: Room, deadline: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    room.onMessage('presence', (p: ServerMessages['presence']) => {
      if (p.status !== 'finished') return;
      clearTimeout(timer);
      resolve(true);
    });
    room.onLeave(() => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/** One spectator's seat at bot matches, one after the other, until the deadline. */
async function watchBotMatches(url: string, deadline: number, figures: Figures) {
  for (let n = 0; Date.now() < deadline; n++) {
    const created = await createMatch(url, {
      sample: 'training-hall',
      seats: [
        { kind: 'bot-heuristic', team: humanTeam },
        { kind: 'bot-random', team: orcTeam },
      ],
      options: MATCH_OPTIONS,
    });
    const room = await new Client(url).joinOrCreate(MATCH_ROOM, {
      matchId: created.matchId,
      token: created.spectatorToken,
    });
    room.onMessage('*', () => undefined);
    room.onMessage('match', () => figures.botActions++);
    if (await overOrDeadline(room, deadline)) figures.botMatchesFinished++;
    await room.leave(true).catch(() => undefined);
    if (n > 10_000) throw new Error('A spectator went round too often.');
  }
}

/** One coach playing matches against a bot, one after the other, until the deadline. */
async function coachMatches(url: string, deadline: number, figures: Figures, coach: number) {
  for (let n = 0; Date.now() < deadline; n++) {
    const created = await createMatch(url, {
      sample: 'training-hall',
      seats: [
        { kind: 'remote', coach: `Coach ${coach}` },
        { kind: 'bot-heuristic', team: orcTeam },
      ],
      options: MATCH_OPTIONS,
    });
    const room = await new Client(url).joinOrCreate(MATCH_ROOM, {
      matchId: created.matchId,
      token: created.seats[0]!.token!,
    });
    let sentAt: { at: number; time: number } | null = null;
    let thinking = false;
    let rng = createRng(`coach-${coach}-${n}`);
    const act = (view: MatchView, actions: number) => {
      if (thinking || sentAt !== null || view.acting !== view.viewer || view.actions.length === 0)
        return;
      thinking = true;
      const think = THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]);
      setTimeout(() => {
        thinking = false;
        if (Date.now() >= deadline) return;
        const choice = agents.random!.choose(view, rng);
        rng = choice.rng;
        sentAt = { at: actions, time: performance.now() };
        room.send('act', { action: choice.action, at: actions });
      }, think);
    };
    let latest: ServerMessages['match'] | null = null;
    room.onMessage('*', () => undefined);
    room.onMessage('match', (m: ServerMessages['match']) => {
      figures.coachMatchSteps++;
      if (sentAt !== null && m.actions > sentAt.at) {
        figures.roundTrips.push(performance.now() - sentAt.time);
        sentAt = null;
      }
      latest = m;
      act(m.view, m.actions);
    });
    room.onMessage('refused', () => {
      figures.refused++;
      sentAt = null;
      if (latest) act(latest.view, latest.actions);
    });
    room.send('choose-team', { sheet: humanTeam });
    room.send('ready', { ready: true });
    if (await overOrDeadline(room, deadline)) figures.coachMatchesFinished++;
    await room.leave(true).catch(() => undefined);
    if (n > 10_000) throw new Error(`Coach ${coach} went round too often.`);
  }
}

/** Runs a lane again after a failure (counted), a second later, until the deadline. */
async function untilDeadline(lane: () => Promise<void>, deadline: number, figures: Figures) {
  for (let tries = 0; Date.now() < deadline && tries < 100; tries++) {
    try {
      return await lane();
    } catch (error) {
      figures.failed.push(error instanceof Error ? error.message : String(error));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

it(`${BOT_MATCHES} bot matches and ${COACHES} coaches on one server process`, async () => {
  const main = await buildServer('bench');
  const pin = canPin();
  if (pin) execFileSync('taskset', ['-a', '-p', '-c', CLIENTS_CPU, String(process.pid)]);
  const server = await startServerProcess(
    main,
    {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      ...(env.BENCH_DATABASE_URL
        ? { DATABASE_URL: env.BENCH_DATABASE_URL }
        : { DATA_DIR: 'memory://' }),
      SITE_DIR: '/no-site',
      BOT_DELAY_MS: String(BOT_DELAY_MS),
    },
    {
      pinTo: pin ? SERVER_CPU : null,
      nodeOptions: env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PROFILE}`] : [],
    },
  );
  const figures: Figures = {
    roundTrips: [],
    refused: 0,
    botMatchesFinished: 0,
    coachMatchesFinished: 0,
    botActions: 0,
    coachMatchSteps: 0,
    failed: [],
  };
  const load = loadavg()[0]!.toFixed(2);
  try {
    const serverCpu = cpuSeconds(server.pid);
    // The clients' own delays count in the round trips: shown beside them.
    const clientsLag = monitorEventLoopDelay({ resolution: 5 });
    clientsLag.enable();
    const began = Date.now();
    const deadline = began + SECONDS * 1000;
    const lanes: Promise<void>[] = [];
    const url = server.url;
    for (let i = 0; i < BOT_MATCHES; i++)
      lanes.push(untilDeadline(() => watchBotMatches(url, deadline, figures), deadline, figures));
    for (let i = 0; i < COACHES; i++)
      lanes.push(untilDeadline(() => coachMatches(url, deadline, figures, i), deadline, figures));
    await Promise.all(lanes);
    const minutes = (Date.now() - began) / 60_000;
    clientsLag.disable();
    const usedCpu = cpuSeconds(server.pid) - serverCpu;
    const sorted = [...figures.roundTrips].sort((a, b) => a - b);
    console.log(
      [
        `Server load, ${SECONDS} s on ${cpus()[0]?.model ?? 'an unknown CPU'} (${cpus().length} cores), load average ${load} before:`,
        `  server on core ${pin ? SERVER_CPU : 'any'}, clients on core ${pin ? CLIENTS_CPU : 'any'}; ${env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}; bot delay ${BOT_DELAY_MS} ms; ${MATCH_OPTIONS.maxRounds} rounds a match`,
        `  ${BOT_MATCHES} bot matches at once: ${figures.botActions} steps seen, ${figures.botMatchesFinished} finished (${(figures.botMatchesFinished / minutes).toFixed(1)} a minute)`,
        `  ${COACHES} coaches against bots: ${sorted.length} actions, ${figures.refused} refused, ${figures.coachMatchesFinished} matches finished`,
        `  coach's action round trip: median ${percentile(sorted, 50).toFixed(1)} ms, 95th percentile ${percentile(sorted, 95).toFixed(1)} ms, slowest ${percentile(sorted, 100).toFixed(1)} ms (goal: under 50 ms at the 95th)`,
        `  the clients' event loop delay (counted in the round trips): median ${(clientsLag.percentile(50) / 1e6).toFixed(1)} ms, 95th percentile ${(clientsLag.percentile(95) / 1e6).toFixed(1)} ms`,
        `  matches not begun: ${figures.failed.length}${figures.failed.length ? ` (${[...new Set(figures.failed)].slice(0, 3).join('; ')})` : ''}`,
        `  the server's CPU: ${((100 * usedCpu) / (minutes * 60)).toFixed(0)} % of one core, ${((1000 * usedCpu) / (figures.botActions + figures.coachMatchSteps)).toFixed(2)} ms a step`,
      ].join('\n'),
    );
    expect(sorted.length).toBeGreaterThan(0);
  } finally {
    await server.stop();
    await rm(dirname(main), { recursive: true, force: true });
  }
});
