import { describe, expect, it } from 'vitest';
import { replayProblems } from './replay-file';

/** The problems of a replay file holding only these fields beside its format and version. */
const problems = (fields: Record<string, unknown>) =>
  replayProblems({ format: 'dungeonbowl-replay', version: 2, teams: [{}, {}], ...fields });

describe('a replay file’s coaches and typed seed', () => {
  it('names one coach a team, a person or one of the bots, or none at all', () => {
    const refused = expect.stringMatching(/^\/coaches should list one coach a team/);
    expect(problems({})).not.toContainEqual(refused);
    expect(problems({ coaches: ['human', 'heuristic'] })).not.toContainEqual(refused);
    expect(problems({ coaches: ['human', 'robot'] })).toContainEqual(refused);
    expect(problems({ coaches: ['human'] })).toContainEqual(refused);
  });

  it('marks a typed seed with true, or says nothing', () => {
    const refused = expect.stringMatching(/^\/seedTyped should be true/);
    expect(problems({})).not.toContainEqual(refused);
    expect(problems({ seedTyped: true })).not.toContainEqual(refused);
    expect(problems({ seedTyped: 'yes' })).toContainEqual(refused);
  });

  it('gives one chosen colour a team, "#rrggbb" or null, or none at all', () => {
    const refused = expect.stringMatching(/^\/teamColours should list one colour a team/);
    expect(problems({})).not.toContainEqual(refused);
    expect(problems({ teamColours: ['#ff8800', null] })).not.toContainEqual(refused);
    expect(problems({ teamColours: ['orange', null] })).toContainEqual(refused);
    expect(problems({ teamColours: ['#ff8800'] })).toContainEqual(refused);
  });
});

describe('a replay file’s players', () => {
  const player = {
    number: 1,
    name: 'Ann',
    position: 'Lineman',
    ma: 6,
    st: 3,
    ag: 3,
    pa: 4,
    av: 9,
    skills: [],
  };
  const teams = (extra: Record<string, unknown>) => [
    { name: 'A', rosterId: 'human', rerolls: 0, players: [{ ...player, ...extra }] },
    { name: 'B', rosterId: 'human', rerolls: 0, players: [player] },
  ];

  it('BB-INJ-8: a player’s Niggling Injuries are a whole number, 0 or more, or none at all', () => {
    const refused =
      '/teams/0/players/0/nigglingInjuries should be a whole number, 0 or more (BB-INJ-8).';
    expect(problems({ teams: teams({}) })).not.toContainEqual(refused);
    expect(problems({ teams: teams({ nigglingInjuries: 2 }) })).not.toContainEqual(refused);
    expect(problems({ teams: teams({ nigglingInjuries: '2' }) })).toContainEqual(refused);
    expect(problems({ teams: teams({ nigglingInjuries: -1 }) })).toContainEqual(refused);
  });
});
