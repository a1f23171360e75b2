import type { CreateMatchRequest, CreatedMatch } from '@dungeonbowl/online-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readyTeamsFor } from '@dungeonbowl/engine';
import { choiceOf } from '../start/team-choice';
import { testRecord } from '../match/test-record';
import { chooseOnlineTeam, createOnlineMatch, joinOnline } from './online-thunks';
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

describe('the team of a seat in the lobby', () => {
  it('is the one sent once the room takes it, and the one it had again when the room refuses it', async () => {
    const { store, room } = onlineTestScreen();
    const ticket = { matchId: created.matchId, token: 'seat-0123456789', role: 'coach' } as const;
    await store.dispatch(joinOnline(ticket));
    const humans = readyTeamsFor('human')[0]!;
    const map = testRecord(['human', 'human'], 'lobby').map;
    room.say('welcome', {
      matchId: created.matchId,
      seat: 0,
      team: humans,
      map,
      options: {},
      settings: { turnSeconds: null },
    });
    const shown = () => {
      const { welcome, teamFrom } = store.getState().online;
      return choiceOf(welcome?.team ?? null, teamFrom);
    };
    const before = shown();
    expect(before.own).toBeNull();
    const ogres = { ...readyTeamsFor('ogre')[0]!, name: 'Crag Eaters' };
    store.dispatch(chooseOnlineTeam(ogres, '', null, 'a file'));
    expect(shown().own?.label).toBe('Crag Eaters (from a file)');
    room.say('refused', { to: 'choose-team', reason: 'This team cannot play: too many big guys.' });
    expect(shown()).toEqual(before);
    expect(store.getState().online.problem).toBe('This team cannot play: too many big guys.');
  });
});
