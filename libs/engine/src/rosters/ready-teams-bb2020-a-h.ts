/** Ready-made legal teams for quick matches, one per BB2020 roster: Amazon to Human. */
import { readyTeam } from './ready-team-sheet';

export const KARA_TEMPLE_TOMB_RAIDERS = readyTeam(
  {
    name: 'Kara Temple Tomb-Raiders',
    rosterId: 'amazon',
    coach: 'High Priestess Zaltana',
    colours: ['#0f766e', '#facc15'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Itzel Stonebreaker', 'jaguar-warrior-blocker'],
    [2, 'Nayeli Clawheart', 'jaguar-warrior-blocker'],
    [3, 'Xochi Swiftbite', 'piranha-warrior-blitzer'],
    [4, 'Tlaloa Ripwater', 'piranha-warrior-blitzer'],
    [5, 'Coatlicue Longthrow', 'python-warrior-thrower'],
    [6, 'Ixchel Coilarm', 'python-warrior-thrower'],
    [7, 'Yaretzi Featherstep', 'eagle-warrior-linewoman'],
    [8, 'Citlali Skyglance', 'eagle-warrior-linewoman'],
    [9, 'Amaya Talonfall', 'eagle-warrior-linewoman'],
    [10, 'Zyanya Windcrest', 'eagle-warrior-linewoman'],
    [11, 'Quetzala Dawnwing', 'eagle-warrior-linewoman'],
    [12, 'Tecuani Vinewalker', 'eagle-warrior-linewoman'],
  ],
);

export const GRIMSTONE_DUNGEON_STOMPERS = readyTeam(
  {
    name: 'Grimstone Dungeon Stompers',
    rosterId: 'black-orc',
    coach: 'Boss Ugrak Ironjaw',
    colours: ['#1f2937', '#84cc16'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Gorbad Doorkicker', 'black-orc'],
    [2, 'Skarsnag Wallsmasha', 'black-orc'],
    [3, 'Urgluk Stonefist', 'black-orc'],
    [4, 'Morglum Cellbreaka', 'black-orc'],
    [5, 'Durgash Torchgrabba', 'black-orc'],
    [6, 'Azhag da Bolter', 'black-orc'],
    [7, 'Lumpy Cavegut', 'trained-troll'],
    [8, 'Snikkit Lockpikka', 'goblin-bruiser-lineman'],
    [9, 'Grotbag Rattleknees', 'goblin-bruiser-lineman'],
    [10, 'Nobgit Shinbiter', 'goblin-bruiser-lineman'],
    [11, 'Skrag Candlesnuffa', 'goblin-bruiser-lineman'],
    [12, 'Zogwart Pitfaller', 'goblin-bruiser-lineman'],
  ],
);

export const EIGHTFOLD_VAULT_REAVERS = readyTeam(
  {
    name: 'Eightfold Vault Reavers',
    rosterId: 'chaos-chosen',
    coach: 'Lord Vraxis the Unbound',
    colours: ['#7f1d1d', '#a3a3a3'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Kharn Gatebreaker', 'chosen-blocker'],
    [2, 'Ulrika Ironmaw', 'chosen-blocker'],
    [3, 'Drazhar the Sealed', 'chosen-blocker'],
    [4, 'Vorga Hellhelm', 'chosen-blocker'],
    [5, 'Gorehoof the Lost', 'minotaur'],
    [6, 'Ghorros Tunnelhorn', 'beastman-runner-lineman'],
    [7, 'Khazrak Splitbrow', 'beastman-runner-lineman'],
    [8, 'Slugtongue', 'beastman-runner-lineman'],
    [9, 'Morghur Shadowgave', 'beastman-runner-lineman'],
    [10, 'Gnarl Rustantler', 'beastman-runner-lineman'],
    [11, 'Taurox Emberhide', 'beastman-runner-lineman'],
  ],
);

export const FURNACE_DELVERS = readyTeam(
  {
    name: 'Zharr-Naggrund Furnace Delvers',
    rosterId: 'chaos-dwarf',
    coach: 'Sorcerer-Prophet Drazhoath',
    colours: ['#9a3412', '#111827'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Rykarth the Charging', 'bull-centaur-blitzer'],
    [2, 'Ghorth Brasshoof', 'bull-centaur-blitzer'],
    [3, 'Zhatan Ashbeard', 'chaos-dwarf-blocker'],
    [4, 'Hashut-Khar Slagfist', 'chaos-dwarf-blocker'],
    [5, 'Gorduz Cindermaw', 'chaos-dwarf-blocker'],
    [6, 'Volkar Soothelm', 'chaos-dwarf-blocker'],
    [7, 'Bullgor the Chained', 'enslaved-minotaur'],
    [8, 'Snagla Grobspit', 'hobgoblin-lineman'],
    [9, 'Krazzik Sneakyback', 'hobgoblin-lineman'],
    [10, 'Ghazak Wolfcloak', 'hobgoblin-lineman'],
    [11, 'Brugg Knifegrin', 'hobgoblin-lineman'],
    [12, 'Skrit Torchbearer', 'hobgoblin-lineman'],
  ],
);

export const NAGGAROTH_NIGHTSHADES = readyTeam(
  {
    name: 'Naggaroth Nightshades',
    rosterId: 'dark-elf',
    coach: 'Dreadlord Malakai Coldvein',
    colours: ['#3b0764', '#e5e7eb'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Hellebron Bladewhirl', 'witch-elf'],
    [2, 'Morathi Thornkiss', 'witch-elf'],
    [3, 'Kouran Darkhand', 'blitzer'],
    [4, 'Rakarth Shadespear', 'blitzer'],
    [5, 'Lokhir Quickstep', 'runner'],
    [6, 'Shadowblade Vex', 'assassin'],
    [7, 'Tullaris Frostmere', 'lineman'],
    [8, 'Kheradruakh Ashveil', 'lineman'],
    [9, 'Drusala Nightbloom', 'lineman'],
    [10, 'Aenarion Grimlight', 'lineman'],
    [11, 'Ezrith Cryptwhisper', 'lineman'],
  ],
);

export const KARAK_AZGAL_TUNNEL_RATS = readyTeam(
  {
    name: 'Karak Azgal Tunnel Rats',
    rosterId: 'dwarf',
    coach: 'Belegar Grudgekeeper',
    colours: ['#1e3a8a', '#d4a017'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Grimbold Ironbrow', 'blitzer'],
    [2, 'Thorgrim Deepdelve', 'blitzer'],
    [3, 'Gotrek Orangecrest', 'troll-slayer'],
    [4, 'Snorri Nosebiter', 'troll-slayer'],
    [5, 'Kazador Lanternfoot', 'runner'],
    [6, 'Durin Stoneshield', 'blocker-lineman'],
    [7, 'Balin Ledgerbeard', 'blocker-lineman'],
    [8, 'Ungrim Anvilback', 'blocker-lineman'],
    [9, 'Hargrim Pickaxe', 'blocker-lineman'],
    [10, 'Borri Chainmail', 'blocker-lineman'],
    [11, 'Thrain Oathgate', 'blocker-lineman'],
  ],
);

export const ULTHUAN_LANTERNBEARERS = readyTeam(
  {
    name: 'Ulthuan Lanternbearers',
    rosterId: 'elven-union',
    coach: 'Loremaster Aelyth Silverquill',
    colours: ['#0ea5e9', '#f8fafc'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Caledor Starleap', 'blitzer'],
    [2, 'Imrik Glimmerstep', 'blitzer'],
    [3, 'Lirael Fleetfoot', 'catcher'],
    [4, 'Anaril Moonglove', 'catcher'],
    [5, 'Finubar Highspiral', 'thrower'],
    [6, 'Eltharion Dimhall', 'lineman'],
    [7, 'Saphery Quietrune', 'lineman'],
    [8, 'Tyrion Lampwright', 'lineman'],
    [9, 'Aislinn Echovault', 'lineman'],
    [10, 'Belannaer Dustcloak', 'lineman'],
    [11, 'Korhil Stairwell', 'lineman'],
  ],
);

export const EIGHT_PEAKS_PIT_PICKERS = readyTeam(
  {
    name: 'Eight Peaks Pit-Pickers',
    rosterId: 'goblin',
    coach: 'Skarsnik the Lurker',
    colours: ['#65a30d', '#7c2d12'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Gobbla Trapmuncha', 'trained-troll'],
    [2, 'Big Lug Stonegut', 'trained-troll'],
    [3, 'Boomstik Grinnit', 'bomma'],
    [4, 'Whirly Snazzgit', 'looney'],
    [5, 'Spinna da Flail', 'fanatic'],
    [6, 'Boing Nettlefoot', 'pogoer'],
    [7, "Snotrag 'Ooli", 'ooligan'],
    [8, 'Flappa Cliffjumpa', 'doom-diver'],
    [9, 'Nitgrub Pockitz', 'goblin-lineman'],
    [10, 'Squeeg Lanternlicka', 'goblin-lineman'],
    [11, 'Grotnik Ankleshank', 'goblin-lineman'],
    [12, 'Mogbit Rafterhang', 'goblin-lineman'],
    [13, 'Zitbag Crawlspace', 'goblin-lineman'],
    [14, 'Skiv Mushroomtoes', 'goblin-lineman'],
  ],
);

export const MOOT_CELLAR_SCRAMBLERS = readyTeam(
  {
    name: 'Moot Cellar Scramblers',
    rosterId: 'halfling',
    coach: 'Mother Hildi Pantryboots',
    colours: ['#15803d', '#fde68a'],
    rerolls: 3,
    apothecary: true,
  },
  [
    [1, 'Old Oakenshanks', 'altern-forest-treeman'],
    [2, 'Barkley Mossbottom', 'altern-forest-treeman'],
    [3, 'Porky Pudding', 'hefty'],
    [4, 'Bertha Bigspoon', 'hefty'],
    [5, 'Pip Quickfingers', 'catcher'],
    [6, 'Rosie Butterhands', 'catcher'],
    [7, 'Merry Applecheek', 'hopeful-lineman'],
    [8, 'Tobold Pickleby', 'hopeful-lineman'],
    [9, 'Daisy Larderlock', 'hopeful-lineman'],
    [10, 'Samwise Pantrydoor', 'hopeful-lineman'],
    [11, 'Lobelia Cellarstep', 'hopeful-lineman'],
    [12, 'Fatty Crumbcake', 'hopeful-lineman'],
    [13, 'Milo Candlewick', 'hopeful-lineman'],
    [14, 'Peony Tunnelbun', 'hopeful-lineman'],
  ],
);

export const LOTHERN_SUNSEEKERS = readyTeam(
  {
    name: 'Lothern Sunseekers',
    rosterId: 'high-elf',
    coach: 'Prince Tyrandor Goldmantle',
    colours: ['#f8fafc', '#b45309'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Alarielle Brightlance', 'blitzer'],
    [2, 'Eoloran Sunhelm', 'blitzer'],
    [3, 'Teclis Farthrow', 'thrower'],
    [4, 'Ithilmar Swiftcatch', 'catcher'],
    [5, 'Sariour Lightreach', 'catcher'],
    [6, 'Caradryan Phoenixward', 'lineman'],
    [7, 'Elessar Archgate', 'lineman'],
    [8, 'Yvraine Pillarlight', 'lineman'],
    [9, 'Aethis Vaultsong', 'lineman'],
    [10, 'Belthas Torchward', 'lineman'],
    [11, 'Menlaith Stairborn', 'lineman'],
  ],
);

export const BOGENHAFEN_LAMPLIGHTERS = readyTeam(
  {
    name: 'Bögenhafen Lamplighters',
    rosterId: 'human',
    coach: 'Magister Elsbeth Kessler',
    colours: ['#1d4ed8', '#f59e0b'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Big Gruff Pantsless', 'ogre'],
    [2, 'Griff Lanternhand', 'blitzer'],
    [3, 'Karl Torchbrand', 'blitzer'],
    [4, 'Mathilde Oberwick', 'blitzer'],
    [5, 'Jakob Quickcatch', 'catcher'],
    [6, 'Lena Featherfoot', 'catcher'],
    [7, 'Otto Straightarm', 'thrower'],
    [8, 'Hans Cellarman', 'lineman'],
    [9, 'Greta Stonestair', 'lineman'],
    [10, 'Dieter Oilwick', 'lineman'],
    [11, 'Ulrich Keyring', 'lineman'],
    [12, 'Wilma Ratcatcher', 'lineman'],
    [13, 'Bilbo Underbridge', 'halfling-hopeful'],
  ],
);
