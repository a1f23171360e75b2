/**
 * BB2020 team lists, Amazon to Elven Union.
 * `position(id, name, role, max, cost, [MA, ST, AG, PA, AV], primary, secondary, skills)`.
 */
import { bb2020Source, position } from './position-spec';
import type { Roster } from './types';

const SEEDERS =
  'two open-source team-builder data files (a Laravel player seeder, a TypeScript table)';

export const AMAZON: Roster = {
  id: 'amazon',
  name: 'Amazon',
  rerollCost: 60_000,
  apothecary: true,
  specialRules: ['Lustrian Superleague'],
  source: bb2020Source(
    `the jervis-ffb BB2020 Amazon roster ("2022 Almanac, page 47") and ${SEEDERS}`,
    'This is the 2022 Almanac list (Eagle, Python, Piranha and Jaguar Warriors), not the 2020 ' +
      'Teams of Legend one. One data file gives the Python Warrior Thrower PA 4+; PA 3+ kept, as ' +
      'in the other two.',
  ),
  // prettier-ignore
  positions: [
    position('eagle-warrior-linewoman', 'Eagle Warrior Linewoman', 'lineman', 16, 50_000, [6, 3, 3, 4, 8], 'G', 'AS', ['Dodge']),
    position('python-warrior-thrower', 'Python Warrior Thrower', 'thrower', 2, 80_000, [6, 3, 3, 3, 8], 'GP', 'AS', [
      'Dodge', 'On the Ball', 'Pass', 'Safe Pass',
    ]),
    position('piranha-warrior-blitzer', 'Piranha Warrior Blitzer', 'blitzer', 2, 90_000, [7, 3, 3, 5, 8], 'AG', 'S', [
      'Dodge', 'Hit and Run', 'Jump Up',
    ]),
    position('jaguar-warrior-blocker', 'Jaguar Warrior Blocker', 'blocker', 2, 110_000, [6, 4, 3, 5, 9], 'GS', 'A', ['Defensive', 'Dodge']),
  ],
};

export const BLACK_ORC: Roster = {
  id: 'black-orc',
  name: 'Black Orc',
  rerollCost: 60_000,
  apothecary: true,
  specialRules: ['Badlands Brawl', 'Bribery and Corruption'],
  source: bb2020Source(SEEDERS),
  // prettier-ignore
  positions: [
    position('goblin-bruiser-lineman', 'Goblin Bruiser Lineman', 'lineman', 12, 45_000, [6, 2, 3, 4, 8], 'A', 'GPS', [
      'Dodge', 'Right Stuff', 'Stunty', 'Thick Skull',
    ]),
    position('black-orc', 'Black Orc', 'blocker', 6, 90_000, [4, 4, 4, 5, 10], 'GS', 'AP', ['Brawler', 'Grab']),
    position('trained-troll', 'Trained Troll', 'big-guy', 1, 115_000, [4, 5, 5, 5, 10], 'S', 'AGP', [
      'Always Hungry', 'Loner (3+)', 'Mighty Blow (+1)', 'Projectile Vomit', 'Really Stupid', 'Regeneration', 'Throw Team-mate',
    ]),
  ],
};

export const CHAOS_CHOSEN: Roster = {
  id: 'chaos-chosen',
  name: 'Chaos Chosen',
  rerollCost: 60_000,
  apothecary: true,
  specialRules: ['Favoured of...'],
  source: bb2020Source(
    SEEDERS,
    'Unsure: whether the list allows only one big guy in all (Troll, Ogre or Minotaur); each is ' +
      'kept at 0-1 on its own, as in both data files.',
  ),
  // prettier-ignore
  positions: [
    position('beastman-runner-lineman', 'Beastman Runner Lineman', 'lineman', 16, 60_000, [6, 3, 3, 4, 9], 'GMS', 'AP', ['Horns']),
    position('chosen-blocker', 'Chosen Blocker', 'blocker', 4, 100_000, [5, 4, 3, 5, 10], 'GMS', 'A'),
    position('chaos-troll', 'Chaos Troll', 'big-guy', 1, 115_000, [4, 5, 5, 5, 10], 'MS', 'AG', [
      'Always Hungry', 'Loner (4+)', 'Mighty Blow (+1)', 'Projectile Vomit', 'Really Stupid', 'Regeneration', 'Throw Team-mate',
    ]),
    position('chaos-ogre', 'Chaos Ogre', 'big-guy', 1, 140_000, [5, 5, 4, 5, 10], 'MS', 'AG', [
      'Bone Head', 'Loner (4+)', 'Mighty Blow (+1)', 'Thick Skull', 'Throw Team-mate',
    ]),
    position('minotaur', 'Minotaur', 'big-guy', 1, 150_000, [5, 5, 4, null, 9], 'MS', 'AG', [
      'Frenzy', 'Horns', 'Loner (4+)', 'Mighty Blow (+1)', 'Thick Skull', 'Unchannelled Fury',
    ]),
  ],
};

export const CHAOS_DWARF: Roster = {
  id: 'chaos-dwarf',
  name: 'Chaos Dwarf',
  rerollCost: 70_000,
  apothecary: true,
  specialRules: ['Badlands Brawl', 'Favoured of...', 'Worlds Edge Superleague'],
  source: bb2020Source(
    `the jervis-ffb BB2020 Chaos Dwarf roster (after Teams of Legend, November 2020) and ${SEEDERS}`,
    'This is the Teams of Legend list; the later Chaos Dwarf list (Sneaky Stabbas, Flamesmiths, ' +
      'Blockers with Iron Hard Skin) is not used, as its date and figures could not be settled.',
  ),
  // prettier-ignore
  positions: [
    position('hobgoblin-lineman', 'Hobgoblin Lineman', 'lineman', 16, 40_000, [6, 3, 3, 4, 8], 'G', 'AS'),
    position('chaos-dwarf-blocker', 'Chaos Dwarf Blocker', 'blocker', 6, 70_000, [4, 3, 4, 6, 10], 'GS', 'AM', ['Block', 'Tackle', 'Thick Skull']),
    position('bull-centaur-blitzer', 'Bull Centaur Blitzer', 'blitzer', 2, 130_000, [6, 4, 4, 6, 10], 'GS', 'A', [
      'Sprint', 'Sure Feet', 'Thick Skull',
    ]),
    position('enslaved-minotaur', 'Enslaved Minotaur', 'big-guy', 1, 150_000, [5, 5, 4, null, 9], 'S', 'AGM', [
      'Animal Savagery', 'Frenzy', 'Horns', 'Loner (4+)', 'Mighty Blow (+1)', 'Thick Skull',
    ]),
  ],
};

export const DARK_ELF: Roster = {
  id: 'dark-elf',
  name: 'Dark Elf',
  rerollCost: 50_000,
  apothecary: true,
  specialRules: ['Elven Kingdoms League'],
  source: bb2020Source(`${SEEDERS} and a Spanish team-data file`),
  // prettier-ignore
  positions: [
    position('lineman', 'Dark Elf Lineman', 'lineman', 12, 70_000, [6, 3, 2, 4, 9], 'AG', 'S'),
    position('runner', 'Runner', 'runner', 2, 80_000, [7, 3, 2, 3, 8], 'AGP', 'S', ['Dump-off']),
    position('assassin', 'Assassin', 'special', 2, 85_000, [7, 3, 2, 5, 8], 'AG', 'PS', ['Shadowing', 'Stab']),
    position('blitzer', 'Blitzer', 'blitzer', 4, 100_000, [7, 3, 2, 4, 9], 'AG', 'PS', ['Block']),
    position('witch-elf', 'Witch Elf', 'special', 2, 110_000, [7, 3, 2, 5, 8], 'AG', 'PS', ['Dodge', 'Frenzy', 'Jump Up']),
  ],
};

export const DWARF: Roster = {
  id: 'dwarf',
  name: 'Dwarf',
  rerollCost: 50_000,
  apothecary: true,
  specialRules: ['Old World Classic', 'Worlds Edge Superleague'],
  source: bb2020Source(`${SEEDERS} and a Spanish team-data file`),
  // prettier-ignore
  positions: [
    // The team's 0-12 line position: a lineman for the College roles (DB-TEAM-8).
    position('blocker-lineman', 'Dwarf Blocker Lineman', 'lineman', 12, 70_000, [4, 3, 4, 5, 10], 'GS', 'A', ['Block', 'Tackle', 'Thick Skull']),
    position('runner', 'Runner', 'runner', 2, 85_000, [6, 3, 3, 4, 9], 'GP', 'AS', ['Sure Hands', 'Thick Skull']),
    position('blitzer', 'Blitzer', 'blitzer', 2, 80_000, [5, 3, 3, 4, 10], 'GS', 'AP', ['Block', 'Thick Skull']),
    position('troll-slayer', 'Troll Slayer', 'special', 2, 95_000, [5, 3, 4, null, 9], 'GS', 'A', ['Block', 'Dauntless', 'Frenzy', 'Thick Skull']),
    position('deathroller', 'Deathroller', 'big-guy', 1, 170_000, [4, 7, 5, null, 11], 'S', 'AG', [
      'Break Tackle', 'Dirty Player (+2)', 'Juggernaut', 'Loner (5+)', 'Mighty Blow (+1)', 'No Hands', 'Secret Weapon', 'Stand Firm',
    ]),
  ],
};

export const ELVEN_UNION: Roster = {
  id: 'elven-union',
  name: 'Elven Union',
  rerollCost: 50_000,
  apothecary: true,
  specialRules: ['Elven Kingdoms League'],
  source: bb2020Source(`the jervis-ffb BB2020 Elven Union roster and ${SEEDERS}`),
  // prettier-ignore
  positions: [
    position('lineman', 'Elven Union Lineman', 'lineman', 12, 60_000, [6, 3, 2, 4, 8], 'AG', 'S'),
    position('thrower', 'Thrower', 'thrower', 2, 75_000, [6, 3, 2, 2, 8], 'AGP', 'S', ['Pass']),
    position('catcher', 'Catcher', 'catcher', 4, 100_000, [8, 3, 2, 4, 8], 'AG', 'S', ['Catch', 'Nerves of Steel']),
    position('blitzer', 'Blitzer', 'blitzer', 2, 115_000, [7, 3, 2, 3, 9], 'AG', 'PS', ['Block', 'Sidestep']),
  ],
};
