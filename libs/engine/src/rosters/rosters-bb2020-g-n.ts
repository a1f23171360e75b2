/**
 * BB2020 team lists, Goblin to Necromantic Horror.
 * `position(id, name, role, max, cost, [MA, ST, AG, PA, AV], primary, secondary, skills)`.
 */
import { bb2020Source, position } from './position-spec';
import type { Roster } from './types';

const SEEDERS =
  'two open-source team-builder data files (a Laravel player seeder, a TypeScript table)';
const THREE_FILES = `${SEEDERS} and a Spanish team-data file`;

export const GOBLIN: Roster = {
  id: 'goblin',
  name: 'Goblin',
  rerollCost: 60_000,
  apothecary: true,
  specialRules: ['Badlands Brawl', 'Bribery and Corruption', 'Underworld Challenge'],
  source: bb2020Source(
    THREE_FILES,
    'Unsure: Goblin Linemen 0-16 (two files) or 0-12 (one); 0-16 kept. Secondary skills of the ' +
      'Bomma and the Doom Diver differ between the files (GPS or GS); the majority is kept.',
  ),
  // prettier-ignore
  positions: [
    position('goblin-lineman', 'Goblin Lineman', 'lineman', 16, 40_000, [6, 2, 3, 4, 8], 'A', 'GPS', ['Dodge', 'Right Stuff', 'Stunty']),
    position('bomma', 'Bomma', 'special', 1, 45_000, [6, 2, 3, 4, 8], 'A', 'GPS', ['Bombardier', 'Dodge', 'Secret Weapon', 'Stunty']),
    position('looney', 'Looney', 'special', 1, 40_000, [6, 2, 3, null, 8], 'A', 'GS', ['Chainsaw', 'Secret Weapon', 'Stunty']),
    position('fanatic', 'Fanatic', 'special', 1, 70_000, [3, 7, 3, null, 8], 'S', 'AG', ['Ball & Chain', 'No Hands', 'Secret Weapon', 'Stunty']),
    position('pogoer', 'Pogoer', 'special', 1, 75_000, [7, 2, 3, 5, 8], 'A', 'GPS', ['Dodge', 'Pogo Stick', 'Stunty']),
    position('ooligan', "'Ooligan", 'special', 1, 65_000, [6, 2, 3, 6, 8], 'A', 'GPS', [
      'Dirty Player (+1)', 'Disturbing Presence', 'Dodge', 'Right Stuff', 'Stunty',
    ]),
    position('doom-diver', 'Doom Diver', 'special', 1, 60_000, [6, 2, 3, 6, 8], 'A', 'GS', ['Right Stuff', 'Stunty', 'Swoop']),
    position('trained-troll', 'Trained Troll', 'big-guy', 2, 115_000, [4, 5, 5, 5, 10], 'S', 'AGP', [
      'Always Hungry', 'Loner (3+)', 'Mighty Blow (+1)', 'Projectile Vomit', 'Really Stupid', 'Regeneration', 'Throw Team-mate',
    ]),
  ],
};

export const HALFLING: Roster = {
  id: 'halfling',
  name: 'Halfling',
  rerollCost: 60_000,
  apothecary: true,
  specialRules: ['Halfling Thimble Cup', 'Old World Classic'],
  source: bb2020Source(THREE_FILES),
  // prettier-ignore
  positions: [
    position('hopeful-lineman', 'Halfling Hopeful Lineman', 'lineman', 16, 30_000, [5, 2, 3, 4, 7], 'A', 'GS', ['Dodge', 'Right Stuff', 'Stunty']),
    position('hefty', 'Halfling Hefty', 'special', 2, 50_000, [5, 2, 3, 3, 8], 'AP', 'GS', ['Dodge', 'Fend', 'Stunty']),
    position('catcher', 'Halfling Catcher', 'catcher', 2, 55_000, [5, 2, 3, 5, 7], 'A', 'GS', ['Catch', 'Dodge', 'Right Stuff', 'Sprint', 'Stunty']),
    position('altern-forest-treeman', 'Altern Forest Treeman', 'big-guy', 2, 120_000, [2, 6, 5, 5, 11], 'S', 'AGP', [
      'Mighty Blow (+1)', 'Stand Firm', 'Strong Arm', 'Take Root', 'Thick Skull', 'Throw Team-mate', 'Timmm-ber!',
    ]),
  ],
};

export const HIGH_ELF: Roster = {
  id: 'high-elf',
  name: 'High Elf',
  rerollCost: 50_000,
  apothecary: true,
  specialRules: ['Elven Kingdoms League'],
  source: bb2020Source(THREE_FILES),
  // prettier-ignore
  positions: [
    position('lineman', 'High Elf Lineman', 'lineman', 16, 70_000, [6, 3, 2, 4, 9], 'AG', 'PS'),
    position('thrower', 'Thrower', 'thrower', 2, 100_000, [6, 3, 2, 2, 9], 'AGP', 'S', ['Cloud Burster', 'Pass', 'Safe Pass']),
    position('catcher', 'Catcher', 'catcher', 4, 90_000, [8, 3, 2, 5, 8], 'AG', 'S', ['Catch']),
    position('blitzer', 'Blitzer', 'blitzer', 2, 100_000, [7, 3, 2, 4, 9], 'AG', 'PS', ['Block']),
  ],
};

export const HUMAN: Roster = {
  id: 'human',
  name: 'Human',
  rerollCost: 50_000,
  apothecary: true,
  specialRules: ['Old World Classic'],
  source: bb2020Source(`the jervis-ffb BB2020 Human roster and ${THREE_FILES}`),
  // prettier-ignore
  positions: [
    position('lineman', 'Human Lineman', 'lineman', 16, 50_000, [6, 3, 3, 4, 9], 'G', 'AS'),
    position('thrower', 'Thrower', 'thrower', 2, 80_000, [6, 3, 3, 2, 9], 'GP', 'AS', ['Pass', 'Sure Hands']),
    position('catcher', 'Catcher', 'catcher', 4, 65_000, [8, 2, 3, 5, 8], 'AG', 'PS', ['Catch', 'Dodge']),
    position('blitzer', 'Blitzer', 'blitzer', 4, 85_000, [7, 3, 3, 4, 9], 'GS', 'AP', ['Block']),
    position('halfling-hopeful', 'Halfling Hopeful', 'special', 3, 30_000, [5, 2, 3, 4, 7], 'A', 'GS', ['Dodge', 'Right Stuff', 'Stunty']),
    position('ogre', 'Ogre', 'big-guy', 1, 140_000, [5, 5, 4, 5, 10], 'S', 'AG', [
      'Bone Head', 'Loner (4+)', 'Mighty Blow (+1)', 'Thick Skull', 'Throw Team-mate',
    ]),
  ],
};

export const IMPERIAL_NOBILITY: Roster = {
  id: 'imperial-nobility',
  name: 'Imperial Nobility',
  rerollCost: 70_000,
  apothecary: true,
  specialRules: ['Old World Classic'],
  source: bb2020Source(
    `${THREE_FILES} and an SQL seed file`,
    'Unsure: Retainer Linemen 0-12 (three files) or 0-16 (one); 0-12 kept. Noble Blitzers 0-2 ' +
      '(three files) or 0-4 (one); 0-2 kept.',
  ),
  // prettier-ignore
  positions: [
    position('retainer-lineman', 'Imperial Retainer Lineman', 'lineman', 12, 45_000, [6, 3, 4, 4, 8], 'G', 'AS', ['Fend']),
    position('thrower', 'Imperial Thrower', 'thrower', 2, 75_000, [6, 3, 3, 3, 9], 'GP', 'AS', ['Pass', 'Running Pass']),
    position('noble-blitzer', 'Noble Blitzer', 'blitzer', 2, 105_000, [7, 3, 3, 4, 9], 'AG', 'PS', ['Block', 'Catch']),
    position('bodyguard', 'Bodyguard', 'blocker', 4, 90_000, [6, 3, 3, 5, 9], 'GS', 'A', ['Stand Firm', 'Wrestle']),
    position('ogre', 'Ogre', 'big-guy', 1, 140_000, [5, 5, 4, 5, 10], 'S', 'AG', [
      'Bone Head', 'Loner (4+)', 'Mighty Blow (+1)', 'Thick Skull', 'Throw Team-mate',
    ]),
  ],
};

export const LIZARDMEN: Roster = {
  id: 'lizardmen',
  name: 'Lizardmen',
  rerollCost: 70_000,
  apothecary: true,
  specialRules: ['Lustrian Superleague'],
  source: bb2020Source(
    `the jervis-ffb BB2020 Lizardmen roster and ${THREE_FILES}`,
    'Unsure: Skink Runner Linemen 0-12 (three sources) or 0-16 (one); 0-12 kept.',
  ),
  // prettier-ignore
  positions: [
    position('skink-runner-lineman', 'Skink Runner Lineman', 'lineman', 12, 60_000, [8, 2, 3, 4, 8], 'A', 'GPS', ['Dodge', 'Stunty']),
    position('chameleon-skink', 'Chameleon Skink', 'special', 2, 70_000, [7, 2, 3, 3, 8], 'A', 'GPS', [
      'Dodge', 'On the Ball', 'Shadowing', 'Stunty',
    ]),
    position('saurus-blocker', 'Saurus Blocker', 'blocker', 6, 85_000, [6, 4, 5, 6, 10], 'GS', 'A'),
    position('kroxigor', 'Kroxigor', 'big-guy', 1, 140_000, [6, 5, 5, null, 10], 'S', 'AG', [
      'Bone Head', 'Loner (4+)', 'Mighty Blow (+1)', 'Prehensile Tail', 'Thick Skull',
    ]),
  ],
};

export const NECROMANTIC_HORROR: Roster = {
  id: 'necromantic-horror',
  name: 'Necromantic Horror',
  rerollCost: 70_000,
  apothecary: false,
  specialRules: ['Masters of Undeath', 'Sylvanian Spotlight'],
  source: bb2020Source(THREE_FILES),
  // prettier-ignore
  positions: [
    position('zombie-lineman', 'Zombie Lineman', 'lineman', 16, 40_000, [4, 3, 4, null, 9], 'G', 'AS', ['Regeneration']),
    position('ghoul-runner', 'Ghoul Runner', 'runner', 2, 75_000, [7, 3, 3, 4, 8], 'AG', 'PS', ['Dodge']),
    position('wraith', 'Wraith', 'special', 2, 95_000, [6, 3, 3, null, 9], 'GS', 'A', [
      'Block', 'Foul Appearance', 'No Hands', 'Regeneration', 'Sidestep',
    ]),
    position('werewolf', 'Werewolf', 'special', 2, 125_000, [8, 3, 3, 4, 9], 'AG', 'PS', ['Claws', 'Frenzy', 'Regeneration']),
    position('flesh-golem', 'Flesh Golem', 'special', 2, 115_000, [4, 4, 4, null, 10], 'GS', 'A', ['Regeneration', 'Stand Firm', 'Thick Skull']),
  ],
};
