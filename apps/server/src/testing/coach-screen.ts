import type { Room } from '@colyseus/sdk';
import type { ServerMessages } from '../match/protocol';

type Received = {
  [K in keyof ServerMessages]: { type: K; payload: ServerMessages[K] };
}[keyof ServerMessages];

/**
 * A coach's (or spectator's) screen in the tests: a room joined through the client SDK, every
 * message it is sent kept in order, as the screen received it.
 */
export class CoachScreen {
  readonly received: Received[] = [];
  /** The types of the messages this screen sent, in order. */
  readonly sent: string[] = [];
  private readonly taken = new Set<number>();
  private readonly waiting = new Set<() => void>();
  /** Called with every message as it comes, before anything waiting for one. */
  readonly watchers = new Set<(message: Received) => void>();

  constructor(readonly room: Room) {
    room.onMessage('*', (type: string | number, payload: unknown) => {
      const message = { type, payload } as Received;
      this.received.push(message);
      for (const watch of this.watchers) watch(message);
      for (const wake of [...this.waiting]) wake();
    });
  }

  /**
   * The first message of a type, not taken by an earlier call, that passes the test: one
   * already received, or the next to come.
   */
  next<K extends keyof ServerMessages>(
    type: K,
    test: (payload: ServerMessages[K]) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ServerMessages[K]> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const index = this.received.findIndex(
          (m, i) => !this.taken.has(i) && m.type === type && test(m.payload as ServerMessages[K]),
        );
        if (index < 0) return false;
        this.taken.add(index);
        this.waiting.delete(look);
        clearTimeout(timer);
        resolve(this.received[index]!.payload as ServerMessages[K]);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiting.delete(look);
        reject(new Error(`No "${type}" message came that passes the test.`));
      }, timeoutMs);
      if (!look()) this.waiting.add(look);
    });
  }

  /**
   * The match after a step past `after` actions; a refusal meanwhile fails it, with the room's
   * reason.
   */
  step(after: number, timeoutMs = 30_000): Promise<ServerMessages['match']> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const index = this.received.findIndex(
          (m, i) =>
            !this.taken.has(i) &&
            (m.type === 'refused' || (m.type === 'match' && m.payload.actions > after)),
        );
        if (index < 0) return false;
        this.taken.add(index);
        this.waiting.delete(look);
        clearTimeout(timer);
        const found = this.received[index]!;
        if (found.type === 'match') resolve(found.payload);
        else reject(new Error(`Refused: ${JSON.stringify(found.payload)}`));
        return true;
      };
      const timer = setTimeout(() => {
        this.waiting.delete(look);
        reject(new Error(`The match did not go past ${after} actions.`));
      }, timeoutMs);
      if (!look()) this.waiting.add(look);
    });
  }

  /** The latest message of a type received so far. */
  latest<K extends keyof ServerMessages>(type: K): ServerMessages[K] | undefined {
    return this.received.findLast((m) => m.type === type)?.payload as ServerMessages[K] | undefined;
  }

  send(type: string, payload: unknown): void {
    this.sent.push(type);
    this.room.send(type, payload);
  }

  leave(): Promise<number> {
    return this.room.leave(true);
  }
}
