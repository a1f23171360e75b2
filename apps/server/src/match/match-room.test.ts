import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coachPlays,
  humanTeam,
  orcTeam,
  playUntil,
  readyBoth,
  twoCoaches,
} from '../testing/play-helpers';
import { bootTestServer, type TestServer } from '../testing/test-server';
import { adjacent, teleporterAt, type MatchView, type Square } from '@dungeonbowl/engine';
import type { CoachScreen } from '../testing/coach-screen';
import { SEAT_OPENED_ELSEWHERE } from './match-room';
import { MAX_MESSAGE_BYTES } from './protocol';

let test: TestServer;
beforeAll(async () => {
  test = await bootTestServer();
});
afterAll(() => test.close());

/** A match of two coaches, both at their screens. */
async function twoCoachMatch() {
  const created = await test.createMatch(twoCoaches);
  const anna = await test.join(created.matchId, created.seats[0]!.token!);
  const bruno = await test.join(created.matchId, created.seats[1]!.token!);
  return { created, anna, bruno };
}

const storedActions = async (matchId: string) => (await test.server.store.find(matchId))!.actions;

/** Every event a screen was told in its `match` messages, in order: what its log narrates. */
const eventsTold = (screen: CoachScreen) =>
  screen.received.flatMap((m) => (m.type === 'match' ? m.payload.events : []));

/** Where each action's events begin among those a screen was told step by step (`eventsTold`). */
function actionStartsTold(screen: CoachScreen): number[] {
  const starts: number[] = [];
  let told = 0;
  for (const m of screen.received) {
    if (m.type !== 'match') continue;
    if (m.payload.action !== null) starts.push(told);
    told += m.payload.events.length;
  }
  return starts;
}

/** Plays the coaches' screens' choices until the coach to act may activate a player, none acting. */
async function untilFirstActivation(screens: readonly CoachScreen[]): Promise<CoachScreen> {
  for (;;) {
    const latest = screens[0]!.latest('match')!;
    const acting = screens.find((s) => s.latest('match')!.view.viewer === latest.view.acting)!;
    const { view } = acting.latest('match')!;
    if (view.state.turn.activation === null && view.actions.some((a) => a.type === 'activate'))
      return acting;
    await playUntil(screens, latest.actions + 1);
  }
}

/** Whether an opponent of the player stands next to the square (his step from it is a Dodge). */
function opponentNear(view: MatchView, team: number, square: Square): boolean {
  const { players, board } = view.state;
  return players.some((q) => q.team !== team && q.at && adjacent(board, q.at, square));
}

/** The skills that roll a die as their player is activated (BB-SKILL-1): Bone Head and the like. */
const rollsWhenActivated = ['Bone Head', 'Really Stupid', 'Animal Savagery', 'Take Root'];

/** A player no opponent is near, whose activation rolls no die. */
function calmPlayer(view: MatchView): string {
  const calm = view.state.players.find(
    (p) =>
      p.team === view.viewer &&
      p.at &&
      !p.skills.some((skill) => rollsWhenActivated.includes(skill)) &&
      !opponentNear(view, p.team, p.at) &&
      view.actions.some((a) => a.type === 'activate' && a.player === p.id && a.action === 'move'),
  );
  if (!calm) throw new Error('No player can step without a die.');
  return calm.id;
}

/** A step of the acting player onto no teleporter and next to no opponent: it rolls no die. */
function dieFreeStep(view: MatchView): Square {
  const step = view.actions.find(
    (a) =>
      a.type === 'move' &&
      !teleporterAt(view.state.board, a.to) &&
      !opponentNear(view, view.viewer!, a.to),
  );
  if (step?.type !== 'move') throw new Error('No step without a die.');
  return step.to;
}

describe('a match played by two coaches through the match room', () => {
  it('welcomes each coach to his seat, and starts once both have a team and are ready', async () => {
    const { created, anna, bruno } = await twoCoachMatch();
    expect(await anna.next('welcome')).toMatchObject({ matchId: created.matchId, seat: 0 });
    expect(await bruno.next('welcome')).toMatchObject({ seat: 1 });
    const lobby = await anna.next('presence', (p) => p.seats.every((s) => s.connected));
    expect(lobby).toMatchObject({ status: 'lobby', acting: null, spectators: 0 });

    const [annaView, brunoView] = await readyBoth(anna, bruno);
    expect(annaView!.viewer).toBe(0);
    expect(brunoView!.viewer).toBe(1);
    expect(annaView!.acting).toBe(brunoView!.acting);
    const playing = await anna.next('presence', (p) => p.status === 'playing');
    expect(playing.seats.map((s) => [s.team, s.ready])).toEqual([
      [humanTeam.name, true],
      [orcTeam.name, true],
    ]);
    expect(playing.acting).toBe(annaView!.acting);

    // Each step is kept before anyone is told of it.
    const seen = new Promise<number>((resolve) =>
      anna.watchers.add(({ type, payload }) => {
        if (type === 'match' && payload.actions === 5)
          void storedActions(created.matchId).then((a) => resolve(a.length));
      }),
    );
    await playUntil([anna, bruno], 12);
    expect(await seen).toBeGreaterThanOrEqual(5);
    expect(await storedActions(created.matchId)).toHaveLength(12);
    expect(anna.latest('match')!.view.state).toEqual(bruno.latest('match')!.view.state);
  });

  it('refuses an illegal action with the engine’s reason, and keeps nothing', async () => {
    const { created, anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    const acting = [anna, bruno].find((s) => s.latest('match')!.view.actions.length > 0)!;
    acting.send('act', { action: { type: 'end-turn' } });
    const refused = await acting.next('refused', (r) => r.to === 'act');
    expect(refused.reason.length).toBeGreaterThan(10);
    expect(refused.reason).not.toMatch(/not your turn/);
    expect(await storedActions(created.matchId)).toEqual([]);
  });

  it('refuses an action from the coach who is not the one to act', async () => {
    const { created, anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    const waiting = [anna, bruno].find((s) => s.latest('match')!.view.actions.length === 0)!;
    const acting = waiting === anna ? bruno : anna;
    const legal = acting.latest('match')!.view.actions[0]!;
    waiting.send('act', { action: legal });
    const refused = await waiting.next('refused', (r) => r.to === 'act');
    expect(refused.reason).toMatch(/not your turn to act: team \d must act/);
    expect(await storedActions(created.matchId)).toEqual([]);
  });

  it('takes back the acting coach’s die-free steps on his Undo: kept in the database, told to both', async () => {
    const { created, anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    const acting = await untilFirstActivation([anna, bruno]);
    const other = acting === anna ? bruno : anna;
    const start = acting.latest('match')!;
    const player = calmPlayer(start.view);
    acting.send('act', { action: { type: 'activate', player, action: 'move' }, at: start.actions });
    const activated = await acting.step(start.actions);
    const to = dieFreeStep(activated.view);
    acting.send('act', { action: { type: 'move', to }, at: start.actions + 1 });
    const moved = await acting.step(start.actions + 1);
    expect(moved.undo).toEqual({ player, actions: 2 });
    await other.next('match', (m) => m.actions === start.actions + 2);
    expect(other.latest('match')!.undo).toBeNull();

    // The opponent may not take it back, nor the coach once he has moved on.
    other.send('undo', { at: start.actions + 2 });
    expect((await other.next('refused', (r) => r.to === 'undo')).reason).toMatch(/not your turn/);
    acting.send('undo', { at: start.actions });
    expect((await acting.next('refused', (r) => r.to === 'undo')).reason).toMatch(/moved on/);

    acting.send('undo', { at: start.actions + 2 });
    const [mine, theirs] = await Promise.all(
      [acting, other].map((s) => s.next('match', (m) => m.undone !== undefined)),
    );
    expect(mine!).toMatchObject({
      actions: start.actions,
      undone: { player, actions: 2 },
      undo: null,
    });
    expect(theirs!.undone).toEqual({ player, actions: 2 });
    expect(mine!.view.state.players.find((p) => p.id === player)!.at).toEqual(
      start.view.state.players.find((p) => p.id === player)!.at,
    );
    expect(mine!.view.state.turn.activation).toBeNull();
    expect(await storedActions(created.matchId)).toHaveLength(start.actions);

    // Nothing left to take back; the match goes on from there.
    acting.send('undo', { at: start.actions });
    expect((await acting.next('refused', (r) => r.to === 'undo')).reason).toMatch(
      /^Nothing to undo/,
    );
    await playUntil([anna, bruno], start.actions + 3);
    expect(await storedActions(created.matchId)).toHaveLength(start.actions + 3);
  });

  it('refuses an action sent for a match that has moved on since', async () => {
    const { anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    const acting = [anna, bruno].find((s) => s.latest('match')!.view.actions.length > 0)!;
    acting.send('act', { action: acting.latest('match')!.view.actions[0], at: 3 });
    const refused = await acting.next('refused', (r) => r.to === 'act');
    expect(refused.reason).toMatch(/moved on: it has had 0 actions, not 3/);
  });

  it('lets a spectator watch the match but never act', async () => {
    const { created, anna, bruno } = await twoCoachMatch();
    const spectator = await test.join(created.matchId, created.spectatorToken);
    expect(await spectator.next('welcome')).toMatchObject({ seat: null });
    await readyBoth(anna, bruno);
    const watched = await spectator.next('match', (m) => m.actions === 0);
    expect(watched.view.viewer).toBeNull();
    expect(watched.view.actions).toEqual([]);
    const legal = [anna, bruno].map((s) => s.latest('match')!.view.actions).find((a) => a.length)!;
    spectator.send('act', { action: legal[0] });
    expect(await spectator.next('refused')).toEqual({
      to: 'act',
      reason: 'A spectator cannot act.',
    });
    spectator.send('choose-team', { sheet: humanTeam });
    expect((await spectator.next('refused')).to).toBe('choose-team');
    await playUntil([anna, bruno], 3);
    await spectator.next('match', (m) => m.actions === 3);
    expect(await anna.next('presence', (p) => p.spectators === 1)).toBeTruthy();
  });

  it('refuses a wrong token and an unknown match, with the reason', async () => {
    const created = await test.createMatch(twoCoaches);
    await expect(test.join(created.matchId, 'not-a-token')).rejects.toThrow(
      'This token opens no seat of this match.',
    );
    await expect(test.join('no-such-match', created.seats[0]!.token!)).rejects.toThrow(
      'There is no match by that id.',
    );
  });

  it('refuses unknown, malformed and oversized messages with a clear reason, and changes nothing', async () => {
    const { created, anna } = await twoCoachMatch();
    anna.send('dance', { steps: 3 });
    expect((await anna.next('refused')).reason).toBe(
      'There is no message "dance": a client sends choose-team, ready, act, undo.',
    );
    anna.send('ready', { ready: 'yes' });
    expect((await anna.next('refused')).reason).toMatch(
      /^The ready message is malformed at ready:/,
    );
    anna.send('choose-team', { sheet: humanTeam, colour: 'red' });
    expect((await anna.next('refused')).reason).toMatch(/^The choose-team message is malformed/);
    anna.send('act', 'end-turn');
    expect((await anna.next('refused')).reason).toMatch(/^The act message is malformed/);
    anna.send('choose-team', { sheet: { ...humanTeam, name: 'x'.repeat(MAX_MESSAGE_BYTES) } });
    expect((await anna.next('refused')).reason).toMatch(/^The choose-team message is too large/);
    anna.send('ready', { ready: true });
    expect((await anna.next('refused')).reason).toBe('Choose a team before saying ready.');
    anna.send('choose-team', { sheet: { ...humanTeam, rerolls: 99 } });
    expect((await anna.next('refused')).reason).toMatch(/^This team cannot play: /);
    expect((await test.server.store.find(created.matchId))!.seats[0]).toMatchObject({
      team: null,
      ready: false,
    });
    // Still welcome: a good message is taken.
    anna.send('choose-team', { sheet: humanTeam, coach: 'Anna K.' });
    await anna.next('presence', (p) => p.seats[0]!.team === humanTeam.name);
    expect((await test.server.store.find(created.matchId))!.seats[0]).toMatchObject({
      coach: 'Anna K.',
      team: humanTeam,
    });
    // Back in the lobby on another screen, she finds the team she chose.
    const again = await test.join(created.matchId, created.seats[0]!.token!);
    expect(await again.next('welcome')).toMatchObject({ seat: 0, team: humanTeam });
  });

  it('tells every screen the colour each coach chose for his team, keeps it, and refuses one that is not a colour', async () => {
    const created = await test.createMatch({
      ...twoCoaches,
      seats: [
        { kind: 'remote', coach: 'Anna' },
        { kind: 'remote', coach: 'Bruno', team: orcTeam, colour: '#7C2D12' },
      ],
    });
    const anna = await test.join(created.matchId, created.seats[0]!.token!);
    const watcher = await test.join(created.matchId, created.spectatorToken);
    const colours = (p: { seats: readonly { colour: string | null }[] }) =>
      p.seats.map((s) => s.colour);
    expect(colours(await watcher.next('presence'))).toEqual([null, '#7c2d12']);
    for (const colour of ['blue', '#12345', '#0e7490; drop table seats', 7, { r: 1 }, null]) {
      anna.send('choose-team', { sheet: humanTeam, colour });
      expect((await anna.next('refused')).reason).toBe(
        "The choose-team message is malformed at colour: a team's colour is written #rrggbb, such as #1d4ed8.",
      );
    }
    anna.send('choose-team', { sheet: humanTeam, colour: '#0E7490' });
    const told = await watcher.next('presence', (p) => p.seats[0]!.team === humanTeam.name);
    expect(colours(told)).toEqual(['#0e7490', '#7c2d12']);
    expect(colours(await anna.next('presence', (p) => p.seats[0]!.colour !== null))).toEqual([
      '#0e7490',
      '#7c2d12',
    ]);
    const kept = (await test.server.store.find(created.matchId))!.seats;
    expect(kept.map((s) => s.colour)).toEqual(['#0e7490', '#7c2d12']);
    // A ready team chosen after it takes its usual colour again.
    anna.send('choose-team', { sheet: orcTeam });
    expect(
      colours(await watcher.next('presence', (p) => p.seats[0]!.team === orcTeam.name)),
    ).toEqual([null, '#7c2d12']);
  });

  it('refuses a burst of messages past the limit', async () => {
    const { anna } = await twoCoachMatch();
    for (let i = 0; i < 1000; i++) anna.send('ready', { ready: false });
    const refused = await anna.next('refused', (r) => r.reason.startsWith('Too many messages'));
    expect(refused.to).toBe('ready');
  });

  it('keeps no token in the database, only its hash', async () => {
    const created = await test.createMatch(twoCoaches);
    const stored = JSON.stringify(await test.server.store.find(created.matchId));
    for (const token of [created.spectatorToken, ...created.seats.map((s) => s.token!)]) {
      expect(token).toMatch(/^[\w-]{32}$/);
      expect(stored).not.toContain(token);
    }
  });
});

describe('a coach whose connection drops', () => {
  it('is shown away, comes back by himself, and goes on where the match is', async () => {
    const { anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    await playUntil([anna, bruno], 4);
    anna.room.reconnection.minUptime = 0;
    anna.room.reconnection.minDelay = 50;
    anna.room.connection.close(4010, 'network lost');
    await bruno.next('presence', (p) => p.seats[0]!.away && !p.seats[0]!.connected);
    await bruno.next('presence', (p) => !p.seats[0]!.away && p.seats[0]!.connected);
    expect(
      (await anna.next('match', (m) => m.actions === 4 && m.action === null)).view.viewer,
    ).toBe(0);
    await playUntil([anna, bruno], 8);
  });

  it('comes back with his token on another screen, which takes his seat over', async () => {
    const { created, anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    await playUntil([anna, bruno], 4);
    const left = new Promise<number>((resolve) => anna.room.onLeave((code) => resolve(code)));
    const again = await test.join(created.matchId, created.seats[0]!.token!);
    expect(await left).toBe(SEAT_OPENED_ELSEWHERE);
    expect(await again.next('welcome')).toMatchObject({ seat: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bruno.latest('presence')!.seats[0]).toMatchObject({ connected: true, away: false });
    const view = await again.next('match');
    expect(view.actions).toBe(4);
    expect(view.view.state).toEqual(anna.latest('match')!.view.state);
    // The new screen's log tells the whole match so far, as the old one's did.
    expect(view.events.length).toBeGreaterThan(0);
    expect(view.events).toEqual(eventsTold(anna));
    await playUntil([again, bruno], 8);
  });

  it('is told, as he comes back, what happened while he was away', async () => {
    const { anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    // Played until it is Bruno's to act, then Anna's connection drops.
    for (let until = 1; bruno.latest('match')!.view.acting !== 1; until++)
      await playUntil([anna, bruno], until);
    const away = anna.latest('match')!.actions;
    anna.room.reconnection.minUptime = 0;
    anna.room.reconnection.minDelay = 1000;
    anna.room.connection.close(4010, 'network lost');
    await bruno.next('presence', (p) => p.seats[0]!.away);
    const told = eventsTold(bruno).length;
    await playUntil([bruno], away + 1);
    const missed = eventsTold(bruno).slice(told);
    const back = await anna.next('match', (m) => m.action === null && m.actions === away + 1);
    expect(missed.length).toBeGreaterThan(0);
    expect(back.events).toEqual(missed);
    // Where each missed action's events begin, for the log of a later Undo.
    expect(back.actionStarts).toEqual(
      actionStartsTold(bruno)
        .filter((start) => start >= told)
        .map((start) => start - told),
    );
    expect(eventsTold(anna)).toEqual(eventsTold(bruno));
  });
  it('loses from his log, as he comes back, the steps an Undo took back while he was away', async () => {
    const { anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    const acting = await untilFirstActivation([anna, bruno]);
    const other = acting === anna ? bruno : anna;
    const start = acting.latest('match')!;
    const player = calmPlayer(start.view);
    const activate = { type: 'activate', player, action: 'move' } as const;
    acting.send('act', { action: activate, at: start.actions });
    const activated = await acting.step(start.actions);
    acting.send('act', {
      action: { type: 'move', to: dieFreeStep(activated.view) },
      at: start.actions + 1,
    });
    await acting.step(start.actions + 1);
    // The other coach saw both steps; then his connection drops.
    await other.next('match', (m) => m.actions === start.actions + 2);
    other.room.reconnection.minUptime = 0;
    other.room.reconnection.minDelay = 2000;
    other.room.connection.close(4010, 'network lost');
    await acting.next('presence', (p) => p.seats[other.latest('match')!.view.viewer!]!.away);
    // While he is away the acting coach takes them back, and plays on.
    acting.send('undo', { at: start.actions + 2 });
    await acting.next('match', (m) => m.undone !== undefined);
    const told = eventsTold(acting).length;
    acting.send('act', { action: activate, at: start.actions });
    await acting.step(start.actions);

    // Back, he is told the Undo, as a screen there was, and what was played since.
    const back = await other.next('match', (m) => m.action === null && m.undone !== undefined);
    expect(back).toMatchObject({
      actions: start.actions + 1,
      undone: { player, actions: 2 },
      actionStarts: [0],
    });
    expect(back.events.length).toBeGreaterThan(0);
    expect(back.events).toEqual(eventsTold(acting).slice(told));
  });
});

describe('a match everyone has left', () => {
  it('still offers the Undo of die-free steps once the match is opened again from the database', async () => {
    const { created, anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    const acting = await untilFirstActivation([anna, bruno]);
    const start = acting.latest('match')!;
    const player = calmPlayer(start.view);
    acting.send('act', { action: { type: 'activate', player, action: 'move' }, at: start.actions });
    const activated = await acting.step(start.actions);
    acting.send('act', {
      action: { type: 'move', to: dieFreeStep(activated.view) },
      at: start.actions + 1,
    });
    await acting.step(start.actions + 1);
    await Promise.all([anna.leave(), bruno.leave()]);
    while (test.colyseus.getRoomById(created.matchId) !== undefined)
      await new Promise((resolve) => setTimeout(resolve, 20));

    const seat = start.view.viewer!;
    const back = await test.join(created.matchId, created.seats[seat]!.token!);
    expect((await back.next('match')).undo).toEqual({ player, actions: 2 });
    back.send('undo', {});
    const undone = await back.next('match', (m) => m.undone !== undefined);
    expect(undone.view).toEqual(start.view);
    expect(await storedActions(created.matchId)).toHaveLength(start.actions);
  });

  it('is opened again from the database when a coach comes back', async () => {
    const { created, anna, bruno } = await twoCoachMatch();
    await readyBoth(anna, bruno);
    await playUntil([anna, bruno], 6);
    const before = anna.latest('match')!;
    await Promise.all([anna.leave(), bruno.leave()]);
    while (test.colyseus.getRoomById(created.matchId) !== undefined)
      await new Promise((resolve) => setTimeout(resolve, 20));

    const back = await test.join(created.matchId, created.seats[0]!.token!);
    const after = await back.next('match');
    expect(after.actions).toBe(6);
    expect(after.view).toEqual(before.view);
    // Replayed from the database, the match's events are those the coaches were told.
    expect(after.events).toEqual(eventsTold(anna));
    expect(after.actionStarts).toEqual(actionStartsTold(anna));
    expect(after.actionStarts).toHaveLength(6);
    expect(test.colyseus.getRoomById(created.matchId)).toBeDefined();
  });
});

describe('bots and the turn timer in the room', () => {
  it('a bot in a seat plays its turns in the room', async () => {
    const created = await test.createMatch({
      sample: 'training-hall',
      seats: [{ kind: 'remote' }, { kind: 'bot-heuristic', team: orcTeam }],
      options: { maxRounds: 4 },
    });
    expect(created.seats[1]).toMatchObject({ kind: 'bot-heuristic', token: null });
    const anna = await test.join(created.matchId, created.seats[0]!.token!);
    anna.send('choose-team', { sheet: humanTeam });
    anna.send('ready', { ready: true });
    await anna.next('match', (m) => m.actions === 0);
    // Anna plays her seat; the bot takes its steps in the room without anyone sending them.
    await coachPlays(anna, ({ view }) => view.state.turn.number >= 3);
    const annasActions = anna.sent.filter((type) => type === 'act').length;
    expect(anna.latest('match')!.actions - annasActions).toBeGreaterThan(5);
  });

  it('ends the turn of a coach whose time has run out', async () => {
    const created = await test.createMatch({
      sample: 'training-hall',
      seats: [{ kind: 'remote' }, { kind: 'bot-random', team: orcTeam }],
      options: { maxRounds: 3 },
      turnSeconds: 1,
    });
    const anna = await test.join(created.matchId, created.seats[0]!.token!);
    anna.send('choose-team', { sheet: humanTeam });
    anna.send('ready', { ready: true });
    const timed = await anna.next('presence', (p) => p.acting === 0 && p.turnEndsAt !== null);
    expect(timed.turnEndsAt! - Date.now()).toBeLessThanOrEqual(1000);
    // Anna does nothing: her set-up and her turns are taken for her when her time runs out.
    const ended = await anna.next(
      'match',
      (m) => m.events.some((e) => e.type === 'turn-ended' && e.team === 0),
      20_000,
    );
    expect(ended.action).toEqual({ type: 'end-turn' });
  }, 40_000);
});
