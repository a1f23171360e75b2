import { describe, expect, it } from 'vitest';
import { createStore } from '../../store';
import { matchFileName, recordFromReplay } from './match-file';
import { createLocalHost } from './match-host';
import { openMatchFile } from './match-thunks';
import { botStep, openSession, replayFile, type MatchSession } from './match-session';
import { testRecord } from './test-record';

/** A bot match of a few actions, exported as its replay file's text, with some fields changed. */
function exported(changes: Record<string, unknown> = {}, seedTyped = false): string {
  const record = testRecord(['heuristic', 'random'], 'file-test');
  const opened = openSession(seedTyped ? { ...record, seedTyped } : record);
  if ('error' in opened) throw new Error(opened.error);
  let session: MatchSession = opened.session;
  for (let i = 0; i < 40; i++) {
    const step = botStep(session);
    if ('error' in step) throw new Error(step.error);
    session = step.session;
  }
  return JSON.stringify({ ...replayFile(session), ...changes }, null, 2);
}

describe('opening a match file', () => {
  it('opens an exported match with its actions, its bots still bots', () => {
    const read = recordFromReplay(exported(), 'match.replay.json');
    if (!('record' in read)) throw new Error(read.problems.join(' '));
    expect(read.record.actions).toHaveLength(40);
    expect(read.record.coaches).toEqual(['heuristic', 'random']);
    expect(read.record.seedTyped).toBeUndefined();
  });

  it('opens a file that names no coaches, as the command line saves them, with every team a person', () => {
    const read = recordFromReplay(exported({ coaches: undefined }), 'cli.replay.json');
    if (!('record' in read)) throw new Error(read.problems.join(' '));
    expect(read.record.coaches).toEqual(['human', 'human']);
  });

  it('marks a match whose seed a coach typed, in its file and once opened again', () => {
    const text = exported({}, true);
    expect(JSON.parse(text)).toMatchObject({ seedTyped: true });
    const read = recordFromReplay(text, 'typed.replay.json');
    if (!('record' in read)) throw new Error(read.problems.join(' '));
    expect(read.record.seedTyped).toBe(true);
    expect(recordFromReplay(exported({ seedTyped: 'yes' }), 'bad.replay.json')).toEqual({
      problems: ['/seedTyped should be true, or left out when the seed was drawn at random.'],
    });
  });

  it('keeps the colours the coaches chose for their teams, in its file and once opened again', () => {
    const record = { ...testRecord(['human', 'human'], 'colours'), teamColours: ['#14532d', null] };
    const opened = openSession(record);
    if ('error' in opened) throw new Error(opened.error);
    const text = JSON.stringify(replayFile(opened.session));
    const read = recordFromReplay(text, 'colours.replay.json');
    if (!('record' in read)) throw new Error(read.problems.join(' '));
    expect(read.record.teamColours).toEqual(['#14532d', null]);
    // A file saved before teams had colours of their own opens without them.
    const older = recordFromReplay(exported(), 'older.replay.json');
    expect('record' in older && older.record.teamColours).toBeUndefined();
  });

  it('names the file in its name only once the match is over or when its seed was typed', () => {
    const record = testRecord(['human', 'human'], 'secret-seed');
    expect(matchFileName(record, false)).toBe('Training-Hall-unfinished-0-actions.replay.json');
    // Online, the seed stays on the server.
    expect(matchFileName({ ...record, seed: '' }, true)).toBe(
      'Training-Hall-0-actions.replay.json',
    );
    expect(matchFileName(record, true)).toBe('Training-Hall-secret-seed.replay.json');
    expect(matchFileName({ ...record, seedTyped: true }, false)).toBe(
      'Training-Hall-secret-seed.replay.json',
    );
  });

  it.each([
    [
      { type: 'move' },
      /^bad\.replay\.json cannot be opened: \/actions\/5: A "move" action needs "to"/,
    ],
    [
      { type: 'move', to: { floor: 0, x: '3', y: 4 } },
      /^bad\.replay\.json cannot be opened: \/actions\/5: A "move" action's "to" should be a square/,
    ],
    [
      { type: 'activate', player: 'x', action: 'move' },
      /^bad\.replay\.json cannot be opened: \/actions\/5 \(.+\) is refused: Waiting for team \d to decide/,
    ],
    [
      { type: 'explode' },
      /^bad\.replay\.json cannot be opened: \/actions\/5: There is no action "explode"/,
    ],
  ])('refuses a file whose sixth action is %j, naming it and why', async (bad, reason) => {
    const file = JSON.parse(exported()) as { actions: unknown[] };
    const text = exported({ actions: file.actions.with(5, bad) });
    const store = createStore({ host: createLocalHost(), storage: null });
    expect(await store.dispatch(openMatchFile(text, 'bad.replay.json'))).toBe(false);
    expect(store.getState().match.record).toBeNull();
    expect(store.getState().match.problem).toMatch(reason);
  });

  it('refuses a file that is not UTF-8, naming the file and the first bad byte', async () => {
    const bytes = new TextEncoder().encode(exported());
    const broken = Uint8Array.from([...bytes.subarray(0, 40), 0xff, ...bytes.subarray(40)]);
    const store = createStore({ host: createLocalHost(), storage: null });
    expect(await store.dispatch(openMatchFile(broken, 'latin.replay.json'))).toBe(false);
    expect(store.getState().match.problem).toMatch(
      /^latin\.replay\.json cannot be opened: The file is not UTF-8 text: the byte at offset 40 \(line 3\)/,
    );
    expect(await store.dispatch(openMatchFile(bytes, 'good.replay.json'))).toBe(true);
  });

  it('refuses a file whose seed or map name was changed since it was saved, saying so', () => {
    const text = exported();
    const file = JSON.parse(text) as { map: { meta: Record<string, unknown> } };
    for (const changes of [
      { seed: 'another-seed' },
      { map: { ...file.map, meta: { ...file.map.meta, name: 'Another Hall' } } },
    ])
      expect(recordFromReplay(exported(changes), 'changed.replay.json')).toEqual({
        problems: [
          'Its map, teams, seed or options were changed since the match was saved, so its actions would not replay that match.',
        ],
      });
  });

  it('names a malformed action by its index', () => {
    const file = JSON.parse(exported()) as { actions: Record<string, unknown>[] };
    const actions = [...file.actions];
    actions[5] = { ...actions[5], extra: 1 };
    const read = recordFromReplay(exported({ actions }), 'bad.replay.json');
    expect(read).toEqual({
      problems: [expect.stringMatching(/^\/actions\/5: A ".+" action has no field "extra"/)],
    });
  });
});
