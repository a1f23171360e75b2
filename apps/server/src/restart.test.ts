import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { humanTeam, orcTeam, playUntil, readyBoth, twoCoaches } from './testing/play-helpers';
import { bootTestServer } from './testing/test-server';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dungeonbowl-restart-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a match across a restart of the server', () => {
  it('goes on from its last action, in the colours the coaches chose, when they come back with their tokens', async () => {
    const first = await bootTestServer(dataDir);
    const created = await first.createMatch(twoCoaches);
    const [annaToken, brunoToken] = created.seats.map((s) => s.token!);
    let anna = await first.join(created.matchId, annaToken!);
    let bruno = await first.join(created.matchId, brunoToken!);
    await readyBoth(anna, bruno, ['#0E7490']);
    await playUntil([anna, bruno], 30);
    const before = [anna, bruno].map((s) => s.latest('match')!);
    const left = [anna, bruno].map(
      (s) => new Promise<number>((resolve) => s.room.onLeave((code) => resolve(code))),
    );
    await first.close();
    await Promise.all(left);

    const second = await bootTestServer(dataDir);
    try {
      anna = await second.join(created.matchId, annaToken!);
      bruno = await second.join(created.matchId, brunoToken!);
      const after = await Promise.all([anna, bruno].map((s) => s.next('match')));
      expect(after.map((m) => m.actions)).toEqual([30, 30]);
      expect(after.map((m) => m.view)).toEqual(before.map((m) => m.view));
      const presence = await anna.next(
        'presence',
        (p) => p.status === 'playing' && p.seats.every((s) => s.connected),
      );
      expect(presence.seats.map((s) => s.colour)).toEqual(['#0e7490', null]);

      await playUntil([anna, bruno], 40);
      expect((await second.server.store.find(created.matchId))!.actions).toHaveLength(40);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('stops its bots before it closes the database, so that no move of theirs is lost halfway', async () => {
    const server = await bootTestServer(dataDir);
    const created = await server.createMatch({
      sample: 'training-hall',
      seats: [
        { kind: 'bot-random', team: humanTeam },
        { kind: 'bot-random', team: orcTeam },
      ],
    });
    // A spectator opens the room; the bots play on their own, with no delay between steps. The
    // server closes just as a bot's step is told, the next one already on its way.
    const watcher = await server.join(created.matchId, created.spectatorToken);
    await watcher.next('match', (m) => m.actions >= 20, 20_000);
    await watcher.next('match', (m) => m.actions >= 21, 20_000);
    const errors = vi.spyOn(console, 'error');
    try {
      await server.close();
      // A bot's step scheduled while the room was closing would come after the database closed.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
