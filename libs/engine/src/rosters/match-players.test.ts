import { describe, expect, it } from 'vitest';
import {
  getRoster,
  matchPlayers,
  readyTeamsFor,
  rosterFor,
  teamSetup,
  writtenSkills,
} from './index';
import type { TeamSheet } from './index';

describe('match players', () => {
  it('skills are written with their values, as the engine reads them', () => {
    const ogre = getRoster('human')?.positions.find((position) => position.id === 'ogre');
    if (!ogre) throw new Error('no Human Ogre');
    expect(writtenSkills(ogre)).toEqual([
      'Bone Head',
      'Loner (4+)',
      'Mighty Blow (+1)',
      'Thick Skull',
      'Throw Team-mate',
    ]);
    const lineman = getRoster('orc')?.positions.find((position) => position.id === 'lineman');
    if (!lineman) throw new Error('no Orc Lineman');
    expect(writtenSkills(lineman)).toEqual(['Animosity (Orc Linemen)']);
  });

  it('a ready team becomes its players with their profiles, a College team too', () => {
    const [humans] = readyTeamsFor('human');
    if (!humans) throw new Error('no ready Human team');
    const players = matchPlayers(humans);
    expect(players).toHaveLength(humans.players.length);
    expect(players[0]).toEqual({
      number: 1,
      name: 'Big Gruff Pantsless',
      position: 'Ogre',
      positionId: 'ogre',
      ma: 5,
      st: 5,
      ag: 4,
      pa: 5,
      av: 10,
      skills: ['Bone Head', 'Loner (4+)', 'Mighty Blow (+1)', 'Thick Skull', 'Throw Team-mate'],
    });
    const [light] = readyTeamsFor('light-wizards');
    if (!light) throw new Error('no ready Light Wizards team');
    expect(matchPlayers(light)[4]).toMatchObject({ position: 'Dwarf Runner', ma: 6 });
    expect(rosterFor('light-wizards')?.rerollCost).toBe(50_000);
  });

  it('leaves out malformed entries and never throws', () => {
    const [humans] = readyTeamsFor('human');
    if (!humans) throw new Error('no ready Human team');
    const broken = { ...humans, players: [null, { number: 3 }, ...humans.players.slice(0, 2)] };
    expect(matchPlayers(broken as unknown as TeamSheet)).toHaveLength(2);
    expect(matchPlayers(null as unknown as TeamSheet)).toEqual([]);
    expect(matchPlayers({ rosterId: 'nobody', players: [] } as unknown as TeamSheet)).toEqual([]);
  });

  it('BB-INJ-8: a player’s Niggling Injuries go from his sheet into the match’s team, none left out', () => {
    const [humans] = readyTeamsFor('human');
    if (!humans) throw new Error('no ready Human team');
    const sheet: TeamSheet = {
      ...humans,
      players: humans.players.map((player, index) =>
        index === 1
          ? { ...player, nigglingInjuries: 2 }
          : index === 2
            ? { ...player, nigglingInjuries: 0 }
            : player,
      ),
    };
    const players = matchPlayers(sheet);
    expect(players[1]).toMatchObject({ nigglingInjuries: 2 });
    expect(players[0]).not.toHaveProperty('nigglingInjuries');
    expect(players[2]).not.toHaveProperty('nigglingInjuries');
    expect(
      teamSetup(sheet)
        .players.slice(0, 3)
        .map((p) => p.nigglingInjuries),
    ).toEqual([undefined, 2, undefined]);
  });
});
