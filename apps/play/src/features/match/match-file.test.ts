import { describe, expect, it } from 'vitest';
import { recordFromReplay } from './match-file';
import { botStep, openSession, replayFile, type MatchSession } from './match-session';
import { testRecord } from './test-record';

/** A bot match of a few actions, exported as its replay file's text, with some fields changed. */
function exported(changes: Record<string, unknown> = {}): string {
  const opened = openSession(testRecord(['heuristic', 'random'], 'file-test'));
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
  it('opens an exported match with its actions, every coach a person', () => {
    const read = recordFromReplay(exported(), 'match.replay.json');
    if (!('record' in read)) throw new Error(read.problems.join(' '));
    expect(read.record.actions).toHaveLength(40);
    expect(read.record.coaches).toEqual(['human', 'human']);
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
