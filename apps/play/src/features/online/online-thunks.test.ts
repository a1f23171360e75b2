import type { Room } from '@colyseus/sdk';
import type { CreateMatchRequest, CreatedMatch, JoinOptions } from '@dungeonbowl/online-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../store';
import { createLocalHost } from '../match/match-host';
import { createOnlineMatch } from './online-thunks';

/** What the server answers a match created with a coach elsewhere and a bot. */
const created: CreatedMatch = {
  matchId: 'match-0123456789',
  room: 'match',
  spectatorToken: 'watch-0123456789',
  seats: [
    { seat: 0, kind: 'remote', coach: 'Anna', token: 'seat-0123456789' },
    { seat: 1, kind: 'bot-heuristic', coach: 'Bot', token: null },
  ],
};

/** A screen whose rooms are never really joined: the options it asked to join with are kept. */
function screen() {
  const asked: JoinOptions[] = [];
  const room = {
    reconnection: { maxRetries: 0, maxDelay: 0 },
    onMessage() {},
    onDrop() {},
    onReconnect() {},
    onLeave() {},
  };
  const store = createStore({
    host: createLocalHost(),
    storage: null,
    joinRoom: (options) => {
      asked.push(options);
      return Promise.resolve(room as unknown as Room);
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(created), { status: 201 }))),
  );
  return { store, asked };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The request: the server's answer above is all the test reads. */
const request: CreateMatchRequest = {
  sample: 'training-hall',
  seats: [{ kind: 'remote' }, { kind: 'bot-heuristic' }],
};

describe('an online match created at this screen', () => {
  it("opens the creator's own seat when he plays one", async () => {
    const { store, asked } = screen();
    await store.dispatch(createOnlineMatch(request, 0));
    expect(asked).toEqual([{ matchId: created.matchId, token: 'seat-0123456789' }]);
    expect(store.getState().online.ticket?.role).toBe('coach');
  });

  it('is watched by an organiser who plays no seat of it, who sees who comes and when it starts', async () => {
    const { store, asked } = screen();
    await store.dispatch(createOnlineMatch(request, null));
    expect(asked).toEqual([{ matchId: created.matchId, token: 'watch-0123456789' }]);
    expect(store.getState().online.ticket?.role).toBe('spectator');
    expect(store.getState().online.created).toEqual(created);
  });
});
