import { describe, expect, it } from 'vitest';
import { inducementBudgets } from '@dungeonbowl/engine';
import { fewProblems } from './ProblemList';
import {
  TEAM_OFFERS,
  choiceOf,
  chosenColour,
  leagueProblems,
  matchTeams,
  offerFor,
  ownTeam,
  teamFromText,
} from './team-choice';

describe('leagueProblems', () => {
  const ogres = offerFor('ogre');
  const humans = offerFor('human');

  it('LM-10: an Ogre team with more than 2 big guys is named when the league rule is on', () => {
    expect(leagueProblems([humans, ogres], ['LM-10'])).toEqual([
      expect.stringMatching(/^Team 2 \(.+\): League rules allow at most 2 big guys/),
    ]);
  });

  it('LM-10: without league rules, or with others only, every team may play', () => {
    expect(leagueProblems([humans, ogres], [])).toEqual([]);
    expect(leagueProblems([humans, ogres], ['LM-23', 'LM-32'])).toEqual([]);
  });
});

describe('matchTeams', () => {
  const humans = offerFor('human');
  const orcs = offerFor('orc');
  // Seven of the orcs and no re-roll: far below the humans' team value.
  const cheap = ownTeam(
    { ...orcs.sheet, players: orcs.sheet.players.slice(0, 7), rerolls: 0 },
    'a file',
  );
  const budget = inducementBudgets([humans.sheet, cheap.sheet])[1]!;

  it('DB-TEAM-4, DB-TEAM-5: the poorer team plays with its Extra Team Training as team re-rolls, and its Wandering Apothecary', () => {
    expect(budget).toBeGreaterThanOrEqual(200_000);
    const made = matchTeams(
      [humans, cheap],
      [],
      [{}, { 'extra-team-training': 1, 'wandering-apothecary': 1 }],
    );
    expect(made).toEqual({
      setups: [humans.setup, expect.objectContaining({ rerolls: 1, apothecaries: 1 })],
    });
  });

  it('DB-TEAM-4: the richest team has no budget, so any inducement is refused and named', () => {
    expect(matchTeams([humans, cheap], [], [{ 'extra-team-training': 1 }, {}])).toEqual({
      problems: [
        expect.stringMatching(
          /^Team 1 \(.+\): These inducements cost 100,000 gold pieces; .+ may spend 0\.$/,
        ),
      ],
    });
  });

  it('BB-INJ-10: a team with an apothecary plays with what its coach keeps it for; one without has nothing to keep', () => {
    const made = matchTeams(
      [humans, cheap],
      [],
      [{}, { 'wandering-apothecary': 1 }],
      ['casualty', 'serious'],
    ) as { setups: { apothecaryUse?: string }[] };
    expect(made.setups[1]).toMatchObject({ apothecaries: 1, apothecaryUse: 'serious' });
    expect(made.setups[0]!.apothecaryUse).toBeUndefined(); // the humans' sheet has no apothecary
  });
});

describe('a team sheet read from a file', () => {
  it('DB-TEAM-1: a sheet of 10,000 players says first that the team is too big, then the first few of its problems and how many more', () => {
    const sheet = offerFor('human').sheet;
    const players = Array.from({ length: 10_000 }, (_, i) => ({
      ...sheet.players[i % sheet.players.length]!,
      number: i + 1,
    }));
    const read = teamFromText(JSON.stringify({ ...sheet, players }));
    if (!('problems' in read)) throw new Error('The sheet was taken.');
    expect(read.problems[0]).toBe('A team may have at most 16 players; this team has 10000.');
    const shown = fewProblems(read.problems);
    expect(shown).toHaveLength(7);
    expect(shown.at(-1)).toBe(`…and ${(read.problems.length - 6).toLocaleString('en-GB')} more.`);
  });
});

describe('chosenColour', () => {
  const humans = offerFor('human');
  const colours = (primary: string) => ({ primary, secondary: '#f8fafc' });

  it('is the primary colour of a team of the team builder or a team sheet file, as #rrggbb', () => {
    const built = ownTeam({ ...humans.sheet, colours: colours('#0E7490') }, 'the team builder');
    expect(chosenColour(built)).toBe('#0e7490');
    const short = ownTeam({ ...humans.sheet, colours: colours('#a5C') }, 'a file');
    expect(chosenColour(short)).toBe('#aa55cc');
  });

  it('is none for a ready team, which plays in its usual colour', () => {
    expect(chosenColour(humans)).toBeNull();
  });
});

describe('choiceOf', () => {
  const dwarves = offerFor('dwarf');
  /** A sheet as a database may give it back: the same fields, in another order. */
  const reordered = <T extends object>(value: T): T =>
    JSON.parse(
      JSON.stringify(value, (_key, v: unknown) =>
        v !== null && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).reverse())
          : v,
      ),
    ) as T;

  it("shows a seat's ready team as that ready team, its fields in any order", () => {
    expect(JSON.stringify(reordered(dwarves.sheet))).not.toBe(JSON.stringify(dwarves.sheet));
    expect(choiceOf(reordered(dwarves.sheet), null)).toEqual({ offer: dwarves.id, own: null });
  });

  it("shows the coach's own team as his, named after where it came from, the ready teams still offered", () => {
    const built = { ...dwarves.sheet, name: 'Karak Stairdelvers', treasury: 0 };
    const shown = choiceOf(reordered(built), 'the team builder');
    expect(shown.offer).toBe('own');
    expect(shown.own?.label).toBe('Karak Stairdelvers (from the team builder)');
    expect(shown.own?.sheet).toEqual(built);
    expect(TEAM_OFFERS.some((o) => o.id === shown.offer)).toBe(false);
    expect(choiceOf(built, 'a file').own?.label).toBe('Karak Stairdelvers (from a file)');
    // Chosen on another screen: his own team all the same.
    expect(choiceOf(built, null).own?.label).toBe('Karak Stairdelvers (your own team)');
  });

  it('shows a ready team when the seat has none yet', () => {
    expect(choiceOf(null, null)).toEqual({ offer: offerFor('human').id, own: null });
  });
});
