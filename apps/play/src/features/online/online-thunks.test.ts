import type { CreateMatchRequest, CreatedMatch } from '@dungeonbowl/online-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOnlineMatch } from './online-thunks';
import { onlineTestScreen } from './test-room';

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

/** A screen whose fetch of the matches' address answers `created`. */
function screen() {
  const { store, asked } = onlineTestScreen();
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

  it("remembers where the creator's own team came from, for the lobby to name it so", async () => {
    const { store } = screen();
    await store.dispatch(createOnlineMatch(request, 0, 'the team builder'));
    expect(store.getState().online.teamFrom).toBe('the team builder');
  });

  it('is watched by an organiser who plays no seat of it, who sees who comes and when it starts', async () => {
    const { store, asked } = screen();
    await store.dispatch(createOnlineMatch(request, null));
    expect(asked).toEqual([{ matchId: created.matchId, token: 'watch-0123456789' }]);
    expect(store.getState().online.ticket?.role).toBe('spectator');
    expect(store.getState().online.created).toEqual(created);
  });
});
