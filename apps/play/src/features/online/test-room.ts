import type { Room } from '@colyseus/sdk';
import type { JoinOptions, ServerMessages } from '@dungeonbowl/online-protocol';
import { createStore } from '../../store';
import { createLocalHost } from '../match/match-host';

/** A match's room as the client SDK gives it, driven by the test: what it is sent is kept. */
export class FakeRoom {
  readonly sent: { type: string; payload: unknown }[] = [];
  readonly reconnection = { maxRetries: 0, maxDelay: 0 };
  private readonly handlers = new Map<string, (payload: unknown) => void>();
  private left: ((code: number) => void) | null = null;
  onMessage(type: string, handler: (payload: unknown) => void) {
    this.handlers.set(type, handler);
  }
  onDrop() {}
  onReconnect() {}
  onLeave(handler: (code: number) => void) {
    this.left = handler;
  }
  send(type: string, payload: unknown) {
    this.sent.push({ type, payload });
  }
  leave() {
    this.left?.(1000);
    return Promise.resolve(1000);
  }
  /** The room says something to the screen. */
  say<K extends keyof ServerMessages>(type: K, payload: ServerMessages[K]) {
    this.handlers.get(type)?.(payload);
  }
}

/**
 * The play app's store for the tests of online play, with the engine run here, no storage, and
 * a room that is never really joined: `room`, and the options each join asked for (`asked`).
 */
export function onlineTestScreen() {
  const room = new FakeRoom();
  const asked: JoinOptions[] = [];
  const store = createStore({
    host: createLocalHost(),
    storage: null,
    joinRoom: (options) => {
      asked.push(options);
      return Promise.resolve(room as unknown as Room);
    },
  });
  return { room, asked, store };
}
