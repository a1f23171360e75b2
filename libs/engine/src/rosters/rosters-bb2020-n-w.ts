/**
 * BB2020 team lists, Norse to Wood Elf.
 * `position(id, name, role, max, cost, [MA, ST, AG, PA, AV], primary, secondary, skills)`.
 */
import { bb2020Source, position } from './position-spec';
import type { Roster } from './types';

const SEEDERS =
  'two open-source team-builder data files (a Laravel player seeder, a TypeScript table)';
const THREE_FILES = `${SEEDERS} and a Spanish team-data file`;

export const NORSE: Roster = {
  id: 'norse',
  name: 'Norse',
  rerollCost: 60_000,
  apothecary: true,
  specialRules: ['Favoured of...', 'Old World Classic'],
  source: bb2020Source(
    THREE_FILES,
    'Unsure: Norse Raider Linemen 0-16 (two files) or 0-12 (one); 0-16 kept.',
  ),
  // prettier-ignore
  positions: [
    position('raider-lineman', 'Norse Raider Lineman', 'lineman', 16, 50_000, [6, 3, 3, 4, 8], 'G', 'APS', ['Block', 'Drunkard', 'Thick Skull']),
    position('beer-boar', 'Beer Boar', 'special', 2, 20_000, [5, 1, 3, null, 6], '', 'A', ['Dodge', 'No Hands', 'Pick-me-up', 'Stunty', 'Titchy']),
    position('berserker', 'Norse Berserker', 'blitzer', 2, 90_000, [6, 3, 3, 5, 8], 'GS', 'AP', ['Block', 'Frenzy', 'Jump Up']),
    position('valkyrie', 'Valkyrie', 'special', 2, 95_000, [7, 3, 3, 3, 8], 'AGP', 'S', ['Catch', 'Dauntless', 'Pass', 'Strip Ball']),
    position('ulfwerener', 'Ulfwerener', 'special', 2, 105_000, [6, 4, 4, null, 9], 'GS', 'A', ['Frenzy']),
    position('yhetee', 'Yhetee', 'big-guy', 1, 140_000, [5, 5, 4, null, 9], 'S', 'AG', [
      'Claws', 'Disturbing Presence', 'Frenzy', 'Loner (4+)', 'Unchannelled Fury',
    ]),
  ],
};

export const OGRE: Roster = {
  id: 'ogre',
  name: 'Ogre',
  rerollCost: 70_000,
  apothecary: true,
  specialRules: ['Badlands Brawl', 'Low Cost Linemen', 'Old World Classic'],
  source: bb2020Source(
    'a Laravel player seeder and a Spanish team-data file',
    'Unsure: Ogre Blockers 0-5 (Laravel seeder) or 0-6 (Spanish file, which also prices the ' +
      'Gnoblar at 0); 0-5 kept, which with the Runt Punter allows six Ogres.',
  ),
  // prettier-ignore
  positions: [
    position('gnoblar-lineman', 'Gnoblar Lineman', 'lineman', 16, 15_000, [5, 1, 3, 5, 6], 'A', 'G', [
      'Dodge', 'Right Stuff', 'Sidestep', 'Stunty', 'Titchy',
    ]),
    position('ogre-blocker', 'Ogre Blocker', 'big-guy', 5, 140_000, [5, 5, 4, 5, 10], 'S', 'AGP', [
      'Bone Head', 'Mighty Blow (+1)', 'Thick Skull', 'Throw Team-mate',
    ]),
    position('runt-punter', 'Ogre Runt Punter', 'big-guy', 1, 145_000, [5, 5, 4, 4, 10], 'PS', 'AG', [
      'Bone Head', 'Kick Team-mate', 'Mighty Blow (+1)', 'Thick Skull',
    ]),
  ],
};

export const ORC: Roster = {
  id: 'orc',
  name: 'Orc',
  rerollCost: 60_000,
  apothecary: true,
  specialRules: ['Badlands Brawl'],
  source: bb2020Source(
    `the jervis-ffb BB2020 Orc roster (which leaves Animosity out), the Orc table of the nufflezone ` +
      `and engarde.lt team pages, ${THREE_FILES} and an SQL seed file`,
    'The two web pages write the Big Un Animosity target "Big Uns", the data files "Big Un ' +
      'Blockers"; the latter kept.',
  ),
  // prettier-ignore
  positions: [
    position('lineman', 'Orc Lineman', 'lineman', 16, 50_000, [5, 3, 3, 4, 10], 'G', 'AS', ['Animosity (Orc Linemen)']),
    position('thrower', 'Thrower', 'thrower', 2, 65_000, [5, 3, 3, 3, 9], 'GP', 'AS', ['Animosity (all team-mates)', 'Pass', 'Sure Hands']),
    position('blitzer', 'Blitzer', 'blitzer', 4, 80_000, [6, 3, 3, 4, 10], 'GS', 'AP', ['Animosity (all team-mates)', 'Block']),
    position('big-un-blocker', 'Big Un Blocker', 'blocker', 4, 90_000, [5, 4, 4, null, 10], 'GS', 'A', ['Animosity (Big Un Blockers)']),
    position('goblin', 'Goblin', 'special', 4, 40_000, [6, 2, 3, 4, 8], 'A', 'GS', ['Dodge', 'Right Stuff', 'Stunty']),
    position('untrained-troll', 'Untrained Troll', 'big-guy', 1, 115_000, [4, 5, 5, 5, 10], 'S', 'AGP', [
      'Always Hungry', 'Loner (4+)', 'Mighty Blow (+1)', 'Projectile Vomit', 'Really Stupid', 'Regeneration', 'Throw Team-mate',
    ]),
  ],
};

export const SHAMBLING_UNDEAD: Roster = {
  id: 'shambling-undead',
  name: 'Shambling Undead',
  rerollCost: 70_000,
  apothecary: false,
  specialRules: ['Masters of Undeath', 'Sylvanian Spotlight'],
  source: bb2020Source(THREE_FILES),
  // prettier-ignore
  positions: [
    position('skeleton-lineman', 'Skeleton Lineman', 'lineman', 12, 40_000, [5, 3, 4, 6, 8], 'G', 'AS', ['Regeneration', 'Thick Skull']),
    position('zombie-lineman', 'Zombie Lineman', 'lineman', 12, 40_000, [4, 3, 4, null, 9], 'G', 'AS', ['Regeneration']),
    position('ghoul-runner', 'Ghoul Runner', 'runner', 4, 75_000, [7, 3, 3, 4, 8], 'AG', 'PS', ['Dodge']),
    position('wight-blitzer', 'Wight Blitzer', 'blitzer', 2, 90_000, [6, 3, 3, 5, 9], 'GS', 'AP', ['Block', 'Regeneration']),
    position('mummy', 'Mummy', 'special', 2, 125_000, [3, 5, 5, null, 10], 'S', 'AG', ['Mighty Blow (+1)', 'Regeneration']),
  ],
};

export const SKAVEN: Roster = {
  id: 'skaven',
  name: 'Skaven',
  rerollCost: 50_000,
  apothecary: true,
  specialRules: ['Underworld Challenge'],
  source: bb2020Source(`the jervis-ffb BB2020 Skaven roster and ${THREE_FILES}`),
  // prettier-ignore
  positions: [
    position('clanrat-lineman', 'Skaven Clanrat Lineman', 'lineman', 16, 50_000, [7, 3, 3, 4, 8], 'G', 'AMS'),
    position('thrower', 'Thrower', 'thrower', 2, 85_000, [7, 3, 3, 2, 8], 'GP', 'AMS', ['Pass', 'Sure Hands']),
    position('gutter-runner', 'Gutter Runner', 'runner', 4, 85_000, [9, 2, 2, 4, 8], 'AG', 'MPS', ['Dodge']),
    position('blitzer', 'Blitzer', 'blitzer', 2, 90_000, [7, 3, 3, 5, 9], 'GS', 'AMP', ['Block']),
    position('rat-ogre', 'Rat Ogre', 'big-guy', 1, 150_000, [6, 5, 4, null, 9], 'S', 'AGM', [
      'Animal Savagery', 'Frenzy', 'Loner (4+)', 'Mighty Blow (+1)', 'Prehensile Tail',
    ]),
  ],
};

export const UNDERWORLD_DENIZENS: Roster = {
  id: 'underworld-denizens',
  name: 'Underworld Denizens',
  rerollCost: 70_000,
  apothecary: true,
  specialRules: ['Bribery and Corruption', 'Underworld Challenge'],
  source: bb2020Source(
    THREE_FILES,
    'Unsure: whether the list allows only one big guy in all (Troll or Mutant Rat Ogre); each ' +
      'is kept at 0-1 on its own. The Skaven Animosity target is written "Goblins" in one file ' +
      'and "Underworld Goblin Linemen" in another; the latter kept. One file leaves Swarming off ' +
      'the Snotlings; it is kept.',
  ),
  // prettier-ignore
  positions: [
    position('underworld-goblin-lineman', 'Underworld Goblin Lineman', 'lineman', 12, 40_000, [6, 2, 3, 4, 8], 'AM', 'GS', [
      'Dodge', 'Right Stuff', 'Stunty',
    ]),
    position('underworld-snotling', 'Underworld Snotling', 'special', 6, 15_000, [5, 1, 3, 5, 6], 'AM', 'G', [
      'Dodge', 'Right Stuff', 'Sidestep', 'Stunty', 'Swarming', 'Titchy',
    ]),
    position('skaven-clanrat', 'Skaven Clanrat', 'special', 3, 50_000, [7, 3, 3, 4, 8], 'GM', 'AS', ['Animosity (Underworld Goblin Linemen)']),
    position('skaven-thrower', 'Skaven Thrower', 'thrower', 1, 85_000, [7, 3, 3, 2, 8], 'GMP', 'AS', [
      'Animosity (Underworld Goblin Linemen)', 'Pass', 'Sure Hands',
    ]),
    position('gutter-runner', 'Gutter Runner', 'runner', 1, 85_000, [9, 2, 2, 4, 8], 'AGM', 'PS', ['Animosity (Underworld Goblin Linemen)', 'Dodge']),
    position('skaven-blitzer', 'Skaven Blitzer', 'blitzer', 1, 90_000, [7, 3, 3, 5, 9], 'GMS', 'AP', [
      'Animosity (Underworld Goblin Linemen)', 'Block',
    ]),
    position('underworld-troll', 'Underworld Troll', 'big-guy', 1, 115_000, [4, 5, 5, 5, 10], 'MS', 'AGP', [
      'Always Hungry', 'Loner (4+)', 'Mighty Blow (+1)', 'Projectile Vomit', 'Really Stupid', 'Regeneration', 'Throw Team-mate',
    ]),
    position('mutant-rat-ogre', 'Mutant Rat Ogre', 'big-guy', 1, 150_000, [6, 5, 4, null, 9], 'MS', 'AG', [
      'Animal Savagery', 'Frenzy', 'Loner (4+)', 'Mighty Blow (+1)', 'Prehensile Tail',
    ]),
  ],
};

export const WOOD_ELF: Roster = {
  id: 'wood-elf',
  name: 'Wood Elf',
  rerollCost: 50_000,
  apothecary: true,
  specialRules: ['Elven Kingdoms League'],
  source: bb2020Source(
    THREE_FILES,
    'The Loren Forest Treeman has Loner (4+) and no Timmm-ber! in all three files. One file has ' +
      'slips (Catcher 95k, Thrower AG 3+, Wardancer PA 2+); the other two are kept.',
  ),
  // prettier-ignore
  positions: [
    position('lineman', 'Wood Elf Lineman', 'lineman', 12, 70_000, [7, 3, 2, 4, 8], 'AG', 'S'),
    position('thrower', 'Thrower', 'thrower', 2, 95_000, [7, 3, 2, 2, 8], 'AGP', 'S', ['Pass']),
    position('catcher', 'Catcher', 'catcher', 4, 90_000, [8, 2, 2, 4, 8], 'AG', 'PS', ['Catch', 'Dodge']),
    position('wardancer', 'Wardancer', 'special', 2, 125_000, [8, 3, 2, 4, 8], 'AG', 'PS', ['Block', 'Dodge', 'Leap']),
    position('loren-forest-treeman', 'Loren Forest Treeman', 'big-guy', 1, 120_000, [2, 6, 5, 5, 11], 'S', 'AG', [
      'Loner (4+)', 'Mighty Blow (+1)', 'Stand Firm', 'Strong Arm', 'Take Root', 'Thick Skull', 'Throw Team-mate',
    ]),
  ],
};
