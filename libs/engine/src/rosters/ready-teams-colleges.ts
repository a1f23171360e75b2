/**
 * Ready-made legal College teams (Jervis 1998, DB-TEAM-7, DB-TEAM-8, DB-TEAM-9, DB-TEAM-10), one
 * per College. Position ids are "rosterId/positionId".
 */
import { readyTeam } from './ready-team-sheet';

export const LIGHT_WIZARDS_LANTERN_GUARD = readyTeam(
  {
    name: 'The Lantern Guard of Hoeth',
    rosterId: 'light-wizards',
    coach: 'Hierophant Lucan Brightstaff',
    colours: ['#fefce8', '#2563eb'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Brokk Beaconbeard', 'dwarf/blitzer'],
    [2, 'Hilda Lamphelm', 'dwarf/blitzer'],
    [3, 'Zakarin Flaremane', 'dwarf/troll-slayer'],
    [4, 'Gorm Sunforge', 'dwarf/troll-slayer'],
    [5, 'Nils Gleamboot', 'dwarf/runner'],
    [6, 'Okri Shinestone', 'dwarf/blocker-lineman'],
    [7, 'Fundin Glowaxe', 'dwarf/blocker-lineman'],
    [8, 'Dagna Brightrune', 'dwarf/blocker-lineman'],
    [9, 'Harek Candlebeard', 'dwarf/blocker-lineman'],
    [10, 'Primrose Tallowfoot', 'halfling/hopeful-lineman'],
    [11, 'Bingo Wickfinder', 'halfling/hopeful-lineman'],
    [12, 'Sunny Goldcrumb', 'halfling/catcher'],
    [13, 'Eirik Dawnhorn', 'norse/raider-lineman'],
    [14, 'Solveig Rayshield', 'norse/raider-lineman'],
  ],
);

export const GOLD_WIZARDS_TRANSMUTERS = readyTeam(
  {
    name: 'The Golden Transmuters',
    rosterId: 'gold-wizards',
    coach: 'Alchemist Balthus Auric',
    colours: ['#ca8a04', '#1c1917'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Lead-Belly Gutlug', 'ogre/ogre-blocker'],
    [2, 'Grakka Goldtusk', 'orc/blitzer'],
    [3, 'Zagnut Brassknuckle', 'orc/blitzer'],
    [4, 'Uzbad Ingotfist', 'orc/big-un-blocker'],
    [5, 'Murk Mercury-Teef', 'orc/big-un-blocker'],
    [6, 'Shiny Gob Throwz', 'orc/thrower'],
    [7, 'Narg Coinbiter', 'orc/lineman'],
    [8, 'Drubb Alloygut', 'orc/lineman'],
    [9, 'Wurzag Rustchompa', 'orc/lineman'],
    [10, 'Astragoth Leadbeard', 'chaos-dwarf/chaos-dwarf-blocker'],
    [11, 'Vhorzul Slagcrown', 'chaos-dwarf/chaos-dwarf-blocker'],
    [12, 'Grizzik Coppernose', 'chaos-dwarf/hobgoblin-lineman'],
    [13, 'Snaz Gildfinger', 'chaos-dwarf/hobgoblin-lineman'],
  ],
);

export const JADE_WIZARDS_GREENWARDENS = readyTeam(
  {
    name: 'The Greenwarden Grots',
    rosterId: 'jade-wizards',
    coach: 'Druid Aldric Mossmantle',
    colours: ['#059669', '#fef9c3'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Old Mossback', 'underworld-denizens/underworld-troll'],
    [2, 'Sprigg Leafhopper', 'goblin/pogoer'],
    [3, 'Wheee Treetopper', 'goblin/doom-diver'],
    [4, 'Nettle Gitgrass', 'goblin/goblin-lineman'],
    [5, 'Bramble Snotweed', 'goblin/goblin-lineman'],
    [6, 'Thorny Grubnik', 'goblin/goblin-lineman'],
    [7, 'Fernsnik Mudtoe', 'goblin/goblin-lineman'],
    [8, 'Sapsuck Twiglegs', 'goblin/goblin-lineman'],
    [9, 'Grukk Vinegrabba', 'orc/blitzer'],
    [10, 'Lurtz Barkbasha', 'orc/blitzer'],
    [11, 'Mangler Rootstompa', 'orc/big-un-blocker'],
    [12, 'Gorlag Stumpsmasha', 'orc/big-un-blocker'],
    [13, 'Chukka Seedspitta', 'orc/thrower'],
  ],
);

export const CELESTIAL_WIZARDS_STARGAZERS = readyTeam(
  {
    name: 'The Altdorf Stargazers',
    rosterId: 'celestial-wizards',
    coach: 'Astromancer Ione Skyglass',
    colours: ['#1e3a8a', '#bae6fd'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Elder Starbough', 'halfling/altern-forest-treeman'],
    [2, 'Celestine Cometlance', 'high-elf/blitzer'],
    [3, 'Aurion Orbitstep', 'high-elf/blitzer'],
    [4, 'Astarael Skythrow', 'high-elf/thrower'],
    [5, 'Lunael Moonrise', 'high-elf/lineman'],
    [6, 'Solariel Dawnwatch', 'high-elf/lineman'],
    [7, 'Nocturne Silverveil', 'high-elf/lineman'],
    [8, 'Zenith Highspire', 'high-elf/lineman'],
    [9, 'Meteor Fleetleaf', 'wood-elf/catcher'],
    [10, 'Nebula Swiftwind', 'wood-elf/catcher'],
    [11, 'Eclipse Duskthorn', 'wood-elf/lineman'],
  ],
);

export const GREY_WIZARDS_SHADOWCLOAKS = readyTeam(
  {
    name: 'The Shadowcloak Irregulars',
    rosterId: 'grey-wizards',
    coach: 'Shadowmancer Vell Greymist',
    colours: ['#6b7280', '#111827'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Foggy Gorbo', 'ogre/ogre-blocker'],
    [2, 'Mathias Smokestep', 'human/blitzer'],
    [3, 'Edda Murkblade', 'human/blitzer'],
    [4, 'Felix Dimcatch', 'human/catcher'],
    [5, 'Rosamund Veilhand', 'human/catcher'],
    [6, 'Konrad Misthrow', 'human/thrower'],
    [7, 'Lukas Dustcoat', 'human/lineman'],
    [8, 'Wolfram Hushfoot', 'human/lineman'],
    [9, 'Greta Ashcowl', 'human/lineman'],
    [10, 'Vilitch the Veiled', 'chaos-chosen/chosen-blocker'],
    [11, 'Archaon Greyhelm', 'chaos-chosen/chosen-blocker'],
  ],
);

export const AMETHYST_WIZARDS_GRAVEDIGGERS = readyTeam(
  {
    name: 'The Amethyst Gravediggers',
    rosterId: 'amethyst-wizards',
    coach: 'Necromagister Morgana Violetbane',
    colours: ['#7e22ce', '#f5f5f4'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Ghorgon the Doomed', 'chaos-chosen/minotaur'],
    [2, 'Skab Tombclaw', 'skaven/blitzer'],
    [3, 'Krask Coffinchew', 'skaven/blitzer'],
    [4, 'Whisk Gravescurry', 'skaven/gutter-runner'],
    [5, 'Flit Shroudtail', 'skaven/gutter-runner'],
    [6, 'Skribble Epitaph', 'skaven/thrower'],
    [7, 'Nibbl Wormfood', 'skaven/clanrat-lineman'],
    [8, 'Grott Bonegnaw', 'skaven/clanrat-lineman'],
    [9, 'Sniv Mournfur', 'skaven/clanrat-lineman'],
    [10, 'Tsk Cryptsniff', 'skaven/clanrat-lineman'],
    [11, 'Gitmourn Shovelgob', 'goblin/goblin-lineman'],
    [12, 'Snag Tombtickla', 'goblin/goblin-lineman'],
    [13, 'Whirla Deathball', 'goblin/fanatic'],
  ],
);

export const BRIGHT_WIZARDS_EMBERGUARD = readyTeam(
  {
    name: 'The Emberguard of Altdorf',
    rosterId: 'bright-wizards',
    coach: 'Pyromancer Thyrus Flamebeard',
    colours: ['#dc2626', '#fb923c'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Grundi Cinderhammer', 'dwarf/blitzer'],
    [2, 'Burla Forgefist', 'dwarf/blitzer'],
    [3, 'Skalf Ashcrest', 'dwarf/troll-slayer'],
    [4, 'Garagrim Blazemane', 'dwarf/troll-slayer'],
    [5, 'Thori Kilnback', 'dwarf/blocker-lineman'],
    [6, 'Durak Emberbeard', 'dwarf/blocker-lineman'],
    [7, 'Helga Coalhelm', 'dwarf/blocker-lineman'],
    [8, 'Ragni Bellows', 'dwarf/blocker-lineman'],
    [9, 'Annika Sparkcatch', 'human/catcher'],
    [10, 'Bruno Kindlehand', 'human/catcher'],
    [11, 'Ludwig Firethrow', 'human/thrower'],
    [12, 'Freya Pyrewing', 'norse/valkyrie'],
  ],
);

export const AMBER_WIZARDS_BEASTSTALKERS = readyTeam(
  {
    name: 'The Amber Beaststalkers',
    rosterId: 'amber-wizards',
    coach: 'Beastmaster Kaeli Wildfang',
    colours: ['#d97706', '#422006'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Lashara Wolfdance', 'dark-elf/witch-elf'],
    [2, 'Ravenna Clawkiss', 'dark-elf/witch-elf'],
    [3, 'Thessar Huntspear', 'dark-elf/blitzer'],
    [4, 'Ylsa Bearclaw', 'dark-elf/blitzer'],
    [5, 'Vaelis Lynxstep', 'dark-elf/lineman'],
    [6, 'Kharis Owlgaze', 'dark-elf/lineman'],
    [7, 'Mordrin Stagheart', 'dark-elf/lineman'],
    [8, 'Gruzzag Boarback', 'orc/big-un-blocker'],
    [9, 'Ogrik Bullneck', 'orc/big-un-blocker'],
    [10, 'Snorg Hidechewer', 'orc/lineman'],
    [11, 'Skitter Ferretfoot', 'skaven/gutter-runner'],
  ],
);

export const RAINBOW_WIZARDS_PRISMATICS = readyTeam(
  {
    name: 'The Prismatic Tricksters',
    rosterId: 'rainbow-wizards',
    coach: 'Illusionist Iridia Shimmerglass',
    colours: ['#ec4899', '#22d3ee'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Vaerith Mirrorspin', 'wood-elf/wardancer'],
    [2, 'Lyrandel Glintstep', 'wood-elf/wardancer'],
    [3, 'Aelindra Rainbowcatch', 'wood-elf/catcher'],
    [4, 'Sylvar Hueleap', 'wood-elf/catcher'],
    [5, 'Caelan Spectrumthrow', 'wood-elf/thrower'],
    [6, 'Nimriel Prismleaf', 'wood-elf/lineman'],
    [7, 'Faelar Shimmerbark', 'wood-elf/lineman'],
    [8, 'Ilyana Colourglade', 'wood-elf/lineman'],
    [9, 'Bungo Sugarbarrel', 'halfling/hefty'],
    [10, 'Marigold Doughfist', 'halfling/hefty'],
    [11, 'Sigmund Glasswall', 'human/blitzer'],
  ],
);

export const BLACK_WIZARDS_DEATHKNELLS = readyTeam(
  {
    name: 'The Deathknell Choir',
    rosterId: 'black-wizards',
    coach: 'Necromancer Morvath Blackvow',
    colours: ['#0a0a0a', '#a3e635'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Grimehide the Troll', 'underworld-denizens/underworld-troll'],
    [2, 'Nefer-Ka the Bound', 'shambling-undead/mummy'],
    [3, 'Sir Mordaunt Hollowhelm', 'shambling-undead/wight-blitzer'],
    [4, 'Lady Sepulchra', 'shambling-undead/wight-blitzer'],
    [5, 'Scratch Tombrunner', 'shambling-undead/ghoul-runner'],
    [6, 'Gristle Marrowlick', 'shambling-undead/ghoul-runner'],
    [7, 'Dry Bones Dietrich', 'shambling-undead/skeleton-lineman'],
    [8, 'Hollow Hilde', 'shambling-undead/skeleton-lineman'],
    [9, 'Groaning Gunther', 'shambling-undead/zombie-lineman'],
    [10, 'Morgiana Knellblade', 'dark-elf/witch-elf'],
    [11, 'Sisrae Dirgekiss', 'dark-elf/witch-elf'],
  ],
);
