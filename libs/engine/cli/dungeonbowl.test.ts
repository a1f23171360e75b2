import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import {
  apply,
  readyTeamsFor,
  startMatch,
  startHash,
  type Action,
  type GameState,
  type MatchOptions,
  type ReplayStart,
  type TeamSetup,
} from '../src/index';
import { runInProcess } from './run-in-process';

const folder = mkdtempSync(join(tmpdir(), 'dungeonbowl-cli-'));

function file(name: string, content: unknown): string {
  const path = join(folder, name);
  writeFileSync(
    path,
    typeof content === 'string' || content instanceof Uint8Array
      ? content
      : JSON.stringify(content),
  );
  return path;
}

const run = runInProcess;

/** A short simulation: two quick games on the Training Hall, human against orc. */
const quick = (...extra: string[]) =>
  run(
    'simulate',
    '--map',
    'training-hall',
    '--teams',
    'human,orc',
    '--agents',
    'random,heuristic',
    '--seed',
    '7',
    '--games',
    '2',
    '--max-rounds',
    '2',
    ...extra,
  );

interface Report {
  games: Record<string, unknown>[];
  totals: Record<string, unknown>;
}

describe('dungeonbowl simulate', () => {
  it('prints the teams, one line a game and the totals', () => {
    const { status, out, err } = quick();
    expect({ status, err }).toEqual({ status: 0, err: '' });
    const lines = out.split('\n');
    expect(lines[0]).toBe('Training Hall: 2 games, seed 7, at most 2 rounds');
    expect(lines[1]).toMatch(/^ {2}team 0 {2}human: .+, played by the random bot$/);
    expect(lines[2]).toMatch(/^ {2}team 1 {2}orc: .+, played by the heuristic bot$/);
    expect(lines[3]).toMatch(
      /^game 1 \(seed 7-1\): .+chests opened \d, .+ \d+ actions; winnings \d+,000\/\d+,000 gp$/,
    );
    expect(lines[4]).toMatch(/^game 2 \(seed 7-2\): /);
    expect(lines[5]).toMatch(
      /^totals: 2 games; wins team 0 \(human\) \d, team 1 \(orc\) \d; draws \d; [\d.]+ games\/s, [\d,]+ actions\/s$/,
    );
  });

  it('--json prints only { games, totals }, a game with its winner, rounds and counts per team', () => {
    const { status, out } = quick('--json');
    expect(status).toBe(0);
    const report = JSON.parse(out) as Report;
    expect(Object.keys(report)).toEqual(['games', 'totals']);
    expect(report.games).toHaveLength(2);
    expect(report.games[0]).toEqual({
      game: 1,
      seed: '7-1',
      winner: null,
      reason: 'round-limit',
      rounds: 2,
      scorer: null,
      casualties: [expect.any(Number), expect.any(Number)],
      chestsOpened: expect.any(Number),
      playersLost: [expect.any(Number), expect.any(Number)],
      actions: expect.any(Number),
      postMatch: { teams: [expect.anything(), expect.anything()] },
      spp: expect.any(Array),
    });
    const actions = report.games.reduce((n, g) => n + (g.actions as number), 0);
    expect(report.totals).toEqual({
      games: 2,
      wins: [0, 0],
      draws: 2,
      actions,
      seconds: 0.02,
      gamesPerSecond: 100,
      actionsPerSecond: actions * 50,
    });
  });

  it('the same seed gives the same games; another seed, other games', () => {
    const games = (seed: string) =>
      (
        JSON.parse(
          run(
            'simulate',
            ...['--map', 'training-hall', '--teams', 'orc,dwarf', '--agents', 'heuristic,random'],
            ...['--seed', seed, '--games', '2', '--max-rounds', '3', '--json'],
          ).out,
        ) as Report
      ).games;
    const first = games('11');
    expect(games('11')).toEqual(first);
    expect(games('12').map((g) => g.actions)).not.toEqual(first.map((g) => g.actions));
  });

  it('plays a team sheet from a file, and a College by its id', () => {
    const sheet = file('lamplighters.json', readyTeamsFor('human')[0]);
    const { status, out } = run(
      'simulate',
      ...['--map', 'training-hall', '--teams', `${sheet},light-wizards`],
      ...['--agents', 'random,random', '--seed', '1', '--games', '1', '--max-rounds', '1'],
    );
    expect(status).toBe(0);
    expect(out).toContain(`team 0  ${sheet}: Bögenhafen Lamplighters`);
    expect(out).toContain('team 1  light-wizards: ');
  });
});

describe('dungeonbowl simulate --league', () => {
  it('LM-23, LM-31: plays with the league rules and keeps them in the saved replays', () => {
    const replays = join(folder, 'league-replays');
    const { status } = run(
      'simulate',
      ...['--map', 'training-hall', '--teams', 'human,orc', '--agents', 'random,random'],
      ...['--seed', '3', '--games', '1', '--max-rounds', '1', '--league', 'LM-31,LM-23,LM-31'],
      ...['--save-replays', replays],
    );
    expect(status).toBe(0);
    const replay = JSON.parse(readFileSync(join(replays, 'game-1.replay.json'), 'utf8')) as {
      options: unknown;
    };
    expect(replay.options).toMatchObject({ league: ['LM-31', 'LM-23'] });
    expect(run('replay', join(replays, 'game-1.replay.json')).status).toBe(0);
  });
});

describe('dungeonbowl replay', () => {
  const replays = join(folder, 'replays');
  const saved = quick('--save-replays', replays);
  const path = join(replays, 'game-2.replay.json');
  const replayFile = () => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

  it('--save-replays writes DIR/game-<g>.replay.json in the documented format', () => {
    expect(saved.status).toBe(0);
    const replay = replayFile();
    expect(Object.keys(replay)).toEqual([
      'format',
      'version',
      'map',
      'teams',
      'seed',
      'options',
      'actions',
      'result',
      'startHash',
      'finalHash',
    ]);
    expect(replay).toMatchObject({
      format: 'dungeonbowl-replay',
      version: 2,
      map: sampleMaps[0].map,
      seed: '7-2',
      options: { maxRounds: 2, ruleset: 'torguer-2021', oneTeamRerollPerTurn: false },
      result: { winner: null, reason: 'round-limit', rounds: 2 },
      startHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      finalHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(replay.teams).toHaveLength(2);
  });

  it('replays a saved match to the same final state: the hash matches, exit 0', () => {
    const replay = replayFile();
    const { status, out } = run('replay', path);
    expect(status).toBe(0);
    expect(out).toContain(
      `${(replay.actions as unknown[]).length} actions replayed on Training Hall`,
    );
    expect(out).toContain(`final hash  ${replay.finalHash as string}`);
    expect(out).toContain('matches     yes');
  });

  it('--json gives the result, both hashes and whether they match', () => {
    const replay = replayFile();
    expect(JSON.parse(run('replay', path, '--json').out)).toEqual({
      file: path,
      result: replay.result,
      finalHash: replay.finalHash,
      savedHash: replay.finalHash,
      matches: true,
    });
  });

  it('a different hash in the file exits 1 and shows both', () => {
    const forged = file('forged.replay.json', { ...replayFile(), finalHash: '0'.repeat(64) });
    const { status, out } = run('replay', forged);
    expect(status).toBe(1);
    expect(out).toContain(`matches     NO: the file saved ${'0'.repeat(64)}`);
  });

  it('a refused action names its index and the reason, exit 2', () => {
    const replay = replayFile();
    const actions = [...(replay.actions as unknown[])];
    actions.splice(3, 0, { type: 'end-turn' });
    const broken = file('refused.replay.json', { ...replay, actions });
    const { status, err } = run('replay', broken);
    expect(status).toBe(2);
    expect(err).toMatch(
      new RegExp(`^${broken}: action 3 \\({"type":"end-turn"}\\) is refused: .+`),
    );
  });

  /** The saved replay with one action changed: the first of a type, as `change` makes it. */
  const withAction = (type: string, change: (action: Record<string, unknown>) => unknown) => {
    const replay = replayFile();
    const actions = [...(replay.actions as Record<string, unknown>[])];
    const index = actions.findIndex((a) => a.type === type);
    actions[index] = change(actions[index]!) as Record<string, unknown>;
    return { index, path: file('tampered.replay.json', { ...replay, actions }) };
  };

  it('an action changed to an invalid value is refused at its own index, named, exit 2', () => {
    const kinds =
      '"move", "block", "blitz", "pass", "hand-off", "foul", "throw-team-mate", "hypnotic-gaze"';
    const activation = withAction('activate', (a) => ({ ...a, action: 'x' }));
    expect(run('replay', activation.path)).toMatchObject({
      status: 2,
      err: `${activation.path} is not a replay file:\n  /actions/${activation.index}: A "activate" action's "action" should be one of ${kinds}, not "x".`,
    });
    const step = withAction('move', (a) => {
      const to = a.to as Record<string, number>;
      return { ...a, to: { ...to, x: String(to.x) } };
    });
    expect(run('replay', step.path)).toMatchObject({
      status: 2,
      err: expect.stringContaining(`/actions/${step.index}: A "move" action's "to" should be`),
    });
  });

  it('a changed map name, seed or team is told as a changed start and not replayed, exit 1', () => {
    const replay = replayFile();
    const map = replay.map as (typeof sampleMaps)[0]['map'];
    const teams = replay.teams as { name: string }[];
    for (const changed of [
      { ...replay, map: { ...map, meta: { ...map.meta, name: 'Another Hall' } } },
      { ...replay, seed: '7-3' },
      { ...replay, teams: [{ ...teams[0], name: 'Other Reavers' }, teams[1]] },
    ]) {
      const { status, out } = run('replay', file('changed.replay.json', changed));
      expect(status).toBe(1);
      expect(out).toContain(
        'its map, teams, seed or options were changed since the match was saved',
      );
      expect(out).toContain(
        `matches     NO: the file saved the start hash ${replay.startHash as string}`,
      );
    }
  });

  it('an activation changed to another legal one is told by the final hash, which covers the actions, exit 1', () => {
    const replay = replayFile();
    const actions = [...(replay.actions as Record<string, unknown>[])];
    const index = actions.findIndex((a) => a.type === 'activate' && a.action === 'move');
    actions[index] = { ...actions[index], action: 'blitz' };
    const path = file('changed-action.replay.json', { ...replay, actions });
    const { status, out } = run('replay', path);
    expect(status).toBe(1);
    expect(out).toContain(`matches     NO: the file saved ${replay.finalHash as string}`);
  });

  it('the same start laid out anew keeps its start hash and replays, exit 0', () => {
    const replay = replayFile();
    const map = replay.map as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(map).reverse());
    const path = file(
      'laid-out.replay.json',
      JSON.stringify({ ...replay, map: reordered }, null, 2),
    );
    expect(run('replay', path).status).toBe(0);
  });

  it('the final hash covers the start: a changed start with its start hash made anew still does not match, exit 1', () => {
    const replay = replayFile();
    const map = replay.map as (typeof sampleMaps)[0]['map'];
    const renamed = { ...map, meta: { ...map.meta, name: 'Another Hall' } };
    const rehashed = startHash({ ...(replay as unknown as ReplayStart), map: renamed });
    const path = file('rehashed.replay.json', { ...replay, map: renamed, startHash: rehashed });
    const { status, out } = run('replay', path);
    expect(status).toBe(1);
    expect(out).toContain(`matches     NO: the file saved ${replay.finalHash as string}`);
  });

  it('a version 1 file, whose hash is of the final state alone, still replays, exit 0', () => {
    const replay = replayFile();
    const start = startMatch(
      sampleMaps[0].map,
      replay.teams as TeamSetup[],
      replay.seed as string,
      replay.options as MatchOptions,
    );
    if ('error' in start) throw new Error(start.error);
    const final = (replay.actions as Action[]).reduce<GameState>((state, action) => {
      const result = apply(state, action);
      if ('error' in result) throw new Error(result.error);
      return result.state;
    }, start.state);
    const { startHash: _dropped, ...rest } = replay;
    const path = file('v1.replay.json', {
      ...rest,
      version: 1,
      finalHash: createHash('sha256').update(JSON.stringify(final)).digest('hex'),
    });
    const { status, out } = run('replay', path);
    expect(status).toBe(0);
    expect(out).toContain('(a version 1 file: its hash is of the final state alone');
  });

  it('a malformed replay file is refused with what is wrong, exit 2', () => {
    const replay = replayFile();
    const cases: [unknown, string][] = [
      ['{ "format": ', 'is not valid JSON'],
      [[], 'it should hold one JSON object'],
      [{ ...replay, format: 'dungeonbowl-map' }, '/format should be "dungeonbowl-replay"'],
      [{ ...replay, version: 3 }, 'format version 3, newer than this program reads (2)'],
      [{ ...replay, version: 0 }, '/version 0 is not a replay format version (they are 1 and 2).'],
      [{ ...replay, startHash: undefined }, '/startHash should be a SHA-256 hash'],
      [{ ...replay, seed: 7, teams: [] }, '/teams should be a list of 2 to 4 teams.'],
      [{ ...replay, seed: 7 }, '/seed should be the match seed, a string.'],
      [{ ...replay, actions: [{ to: 1 }] }, '/actions/0: An action needs a "type", a string.'],
      [{ ...replay, finalHash: 'abc' }, '/finalHash should be a SHA-256 hash'],
      [
        { ...replay, options: { league: ['LM-99'] } },
        '/options/league should be a list of league rules among LM-10, ',
      ],
      [
        { ...replay, teams: [replay.teams, { name: 'x' }] },
        '/teams/0 is not a team.\n  /teams/1/rosterId should be a roster id.',
      ],
      [
        { ...replay, map: { ...sampleMaps[0].map, chests: [] } },
        '(its /map) is not a playable map',
      ],
    ];
    for (const [content, message] of cases) {
      const { status, err } = run('replay', file('bad.replay.json', content as object));
      expect({ status, err }).toEqual({ status: 2, err: expect.stringContaining(message) });
    }
    expect(run('replay', join(folder, 'none.replay.json')).err).toContain('there is no such file');
  });

  it('a folder, a device or bytes that are not UTF-8 are named as such, exit 2', () => {
    expect(run('replay', folder)).toEqual({
      status: 2,
      out: '',
      err: `${folder}: this is a folder, not a replay file.`,
    });
    expect(run('replay', '/dev/null')).toEqual({
      status: 2,
      out: '',
      err: '/dev/null: this is a device, not a regular file: it is not read as a replay file.',
    });
    const latin1 = file('latin1.replay.json', Buffer.from('{"name":"B\xf6genhafen"}', 'latin1'));
    expect(run('replay', latin1)).toEqual({
      status: 2,
      out: '',
      err: `${latin1}: The file is not UTF-8 text: the byte at offset 10 (line 1) is not part of any character. Save it as UTF-8.`,
    });
  });

  it('a map name with control characters is shown escaped, on its one line', () => {
    const replay = replayFile() as { map: { meta: { name: string } }; startHash: string };
    replay.map.meta.name = 'Hall\nFAKE: matches\u001b[0m';
    replay.startHash = startHash(replay as unknown as ReplayStart);
    const { out } = run('replay', file('control.replay.json', replay));
    expect(out.split('\n')[0]).toContain('on Hall\\nFAKE: matches\\u001b[0m');
    expect(out).not.toMatch(/^FAKE|\u001b/m);
  });
});

describe('dungeonbowl: mistakes in the command or its files exit 2 with one clear message', () => {
  const simulate = (...changes: string[]) => {
    const args: Record<string, string> = {
      '--map': 'training-hall',
      '--teams': 'human,orc',
      '--agents': 'random,random',
      '--seed': '1',
      '--games': '1',
      '--max-rounds': '1',
    };
    for (let i = 0; i < changes.length; i += 2) args[changes[i]!] = changes[i + 1]!;
    const list = Object.entries(args).flatMap(([k, v]) => (v === '' ? [] : [k, v]));
    return run('simulate', ...list);
  };
  const brokenMap = file('broken.dungeon.json', { ...sampleMaps[0].map, chests: [] });
  const illegalTeam = file('illegal.json', { ...readyTeamsFor('orc')[0], rerolls: 99 });

  it.each([
    [['--map', 'moria'], 'There is no sample map "moria" (the samples: training-hall, '],
    [['--map', brokenMap], `${brokenMap} is not a playable map:\n  error MAP-`],
    [['--map', file('notjson.dungeon.json', '{')], 'is not valid JSON'],
    [['--teams', 'human,elf'], 'There is no roster or College "elf" with a ready-made team'],
    [['--teams', 'human'], '--teams takes 2 to 4 teams, not 1.'],
    [['--teams', `human,${illegalTeam}`], `${illegalTeam} is not a legal team sheet:\n  `],
    [['--teams', 'human,./nobody.json'], './nobody.json: there is no such file'],
    [
      ['--teams', 'human,orc,dwarf', '--agents', 'random,random,random'],
      'This dungeon has 2 end zones, too few for 3 teams',
    ],
    [['--agents', 'random,wizard'], 'There is no bot "wizard" (the bots: random, heuristic).'],
    [['--agents', 'random,toString'], 'There is no bot "toString" (the bots: random, heuristic).'],
    [['--agents', 'random'], '--agents needs one bot a team: 2 teams, 1 bot.'],
    [['--games', '0'], '--games takes a whole number from 1 to 1,000,000, not "0".'],
    [['--games', 'many'], '--games takes a whole number'],
    [['--seed', '1.5'], '--seed takes a whole number'],
    [['--max-rounds', '-3'], "Option '--max-rounds' argument is ambiguous. (dungeonbowl --help"],
    [['--seed', ''], 'simulate needs --seed N.'],
    [
      ['--teams', '', '--agents', '', '--seed', ''],
      'simulate needs --teams A,B (2 to 4 teams), --agents with one bot a team, --seed N.',
    ],
    [['--colour', 'red'], "Unknown option '--colour'. (dungeonbowl --help lists the options.)"],
    [['--max-rounds', '0'], '--max-rounds takes a whole number from 1 to 100,000, not "0".'],
    [['--league', 'LM-99'], 'There is no league rule "LM-99"; --league takes some of LM-10, '],
    [
      ['--teams', 'human,ogre', '--league', 'LM-10'],
      'ogre is not a legal team sheet:\n  League rules allow at most 2 big guys',
    ],
  ])('simulate %j', (changes, message) => {
    const { status, out, err } = simulate(...changes);
    expect({ status, out }).toEqual({ status: 2, out: '' });
    expect(err).toContain(message);
  });

  it('no command, an unknown one, or replay without its file: the usage, exit 2; --help, exit 0', () => {
    expect(run()).toMatchObject({ status: 2, err: expect.stringContaining('Usage:') });
    expect(run('play')).toMatchObject({
      status: 2,
      err: expect.stringContaining('There is no command "play"'),
    });
    expect(run('replay')).toMatchObject({ status: 2, err: expect.stringContaining('one file') });
    expect(run('--help')).toMatchObject({
      status: 0,
      out: expect.stringContaining('dungeonbowl replay FILE [--json]'),
    });
    expect(run('simulate', '--help').status).toBe(0);
  });
});
