import type { Action, GameState, ReplayFile, TakeBackOffer } from '@dungeonbowl/engine';
import type { MatchRecord } from './match-record';
import {
  act,
  botStep,
  openSession,
  replayFile,
  replayStep,
  undo,
  type MatchSession,
  type SessionUpdate,
  type Stepped,
} from './match-session';

/**
 * What a screen gets back from the host for one request: the match after it, with the action
 * taken, or with what an Undo took back (the record keeps its first `update` actions less).
 */
export type HostReply =
  | {
      readonly update: SessionUpdate;
      readonly action?: Action;
      readonly undone?: TakeBackOffer;
    }
  | { readonly error: string };

/**
 * Where the engine runs for a screen. It holds the match's full state (the ball's chest, the
 * dice to come) and answers with views only. The browser runs it in a worker, tests in-thread.
 */
export interface MatchHost {
  open(record: MatchRecord): Promise<HostReply>;
  act(action: Action): Promise<HostReply>;
  /** Takes back the acting coach's last steps that rolled no die, when the engine allows it. */
  undo(): Promise<HostReply>;
  /** Lets the bot coaching the team to act take one action. */
  botStep(): Promise<HostReply>;
  /** The open match as a replay file. */
  exportFile(): Promise<{ readonly file: ReplayFile } | { readonly error: string }>;
  /** The open match as it was after `step` actions, for the replay viewer. */
  replayAt(step: number): Promise<HostReply>;
}

export type HostRequest =
  | { readonly type: 'open'; readonly record: MatchRecord }
  | { readonly type: 'act'; readonly action: Action }
  | { readonly type: 'undo' }
  | { readonly type: 'bot-step' }
  | { readonly type: 'export' }
  | { readonly type: 'replay'; readonly step: number };

/** What the engine's thread answers to a request. */
export type HostAnswer = HostReply | { readonly file: ReplayFile };

/** Answers requests against one session at a time: the logic of the worker, runnable anywhere. */
export function createSessionHandler(): (request: HostRequest) => Promise<HostAnswer> {
  let session: MatchSession | null = null;
  let replayCache: GameState[] = [];
  const stepped = (result: Stepped): HostReply => {
    if ('error' in result) return result;
    session = result.session;
    return { update: result.update, action: result.action };
  };
  const answer = (request: HostRequest): HostAnswer => {
    if (request.type === 'open') {
      const opened = openSession(request.record);
      if ('error' in opened) return opened;
      session = opened.session;
      replayCache = [];
      return { update: opened.update };
    }
    if (session === null) return { error: 'No match is open.' };
    switch (request.type) {
      case 'act':
        return stepped(act(session, request.action));
      case 'bot-step':
        return stepped(botStep(session));
      case 'undo': {
        const taken = undo(session);
        if ('error' in taken) return taken;
        session = taken.session;
        return { update: taken.update, undone: taken.undone };
      }
      case 'export':
        return { file: replayFile(session) };
      case 'replay': {
        const update = replayStep(session.record, request.step, replayCache);
        return 'error' in update ? update : { update };
      }
    }
  };
  // A request the engine fails on is answered with the failure: the screen never waits forever.
  return async (request) => {
    try {
      return answer(request);
    } catch (error) {
      return { error: `The match engine failed, a defect to report: ${String(error)}` };
    }
  };
}

/** The host's requests, given a way to send one and wait for its answer. */
function hostOver(ask: (request: HostRequest) => Promise<HostAnswer>): MatchHost {
  const reply = (request: HostRequest) => ask(request) as Promise<HostReply>;
  return {
    open: (record) => reply({ type: 'open', record }),
    act: (action) => reply({ type: 'act', action }),
    undo: () => reply({ type: 'undo' }),
    botStep: () => reply({ type: 'bot-step' }),
    exportFile: () => ask({ type: 'export' }) as Promise<{ file: ReplayFile } | { error: string }>,
    replayAt: (step) => reply({ type: 'replay', step }),
  };
}

/** A host running the engine in the calling thread (unit tests, and browsers without workers). */
export function createLocalHost(): MatchHost {
  return hostOver(createSessionHandler());
}

/** A host running the engine in a Web Worker, so bots and replays never block the page. */
export function createWorkerHost(worker: Worker): MatchHost {
  let next = 0;
  const waiting = new Map<number, (reply: HostAnswer) => void>();
  worker.addEventListener('message', (event: MessageEvent<{ id: number; reply: HostAnswer }>) => {
    waiting.get(event.data.id)?.(event.data.reply);
    waiting.delete(event.data.id);
  });
  worker.addEventListener('error', (event) => {
    for (const resolve of waiting.values())
      resolve({ error: `The match engine stopped: ${event.message}` });
    waiting.clear();
  });
  return hostOver(
    (request) =>
      new Promise<HostAnswer>((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        worker.postMessage({ id, request });
      }),
  );
}
