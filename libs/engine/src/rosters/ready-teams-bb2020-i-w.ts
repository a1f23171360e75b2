/** Ready-made legal teams for quick matches, one per BB2020 roster: Imperial Nobility to Wood Elf. */
import { readyTeam } from './ready-team-sheet';

export const MARIENBURG_VAULT_WARDENS = readyTeam(
  {
    name: 'Marienburg Vault Wardens',
    rosterId: 'imperial-nobility',
    coach: 'Baroness Adelheid von Strongbox',
    colours: ['#b91c1c', '#fef3c7'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Hulking Hubert', 'ogre'],
    [2, 'Sir Leopold Gildspur', 'noble-blitzer'],
    [3, 'Dame Isolde Vaultkey', 'noble-blitzer'],
    [4, 'Reinhold Plumetoss', 'thrower'],
    [5, 'Gustav Shieldwall', 'bodyguard'],
    [6, 'Brunhilde Doorward', 'bodyguard'],
    [7, 'Ottokar Halberd', 'bodyguard'],
    [8, 'Fritz Bootpolish', 'retainer-lineman'],
    [9, 'Heinz Coatcheck', 'retainer-lineman'],
    [10, 'Liesl Silverspoon', 'retainer-lineman'],
    [11, 'Egon Lampsnuffer', 'retainer-lineman'],
    [12, 'Kasimir Keybearer', 'retainer-lineman'],
  ],
);

export const ITZA_DEEP_TEMPLE_STALKERS = readyTeam(
  {
    name: 'Itza Deep-Temple Stalkers',
    rosterId: 'lizardmen',
    coach: 'Lord Xlanhuapec',
    colours: ['#047857', '#fbbf24'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Krokmaw the Pillar', 'kroxigor'],
    [2, 'Kroq-Gar Stonejaw', 'saurus-blocker'],
    [3, 'Gor-Rok Scaleward', 'saurus-blocker'],
    [4, 'Tehenhauin Coldblood', 'saurus-blocker'],
    [5, 'Nakai Templeguard', 'saurus-blocker'],
    [6, 'Oxyotl Unseen', 'chameleon-skink'],
    [7, 'Tiktaq Dartfoot', 'skink-runner-lineman'],
    [8, 'Qua-Tli Glyphreader', 'skink-runner-lineman'],
    [9, 'Xiuhtec Wallrunner', 'skink-runner-lineman'],
    [10, 'Zlatlan Quickscale', 'skink-runner-lineman'],
    [11, 'Chotec Sunspark', 'skink-runner-lineman'],
  ],
);

export const SYLVANIAN_CRYPT_KEEPERS = readyTeam(
  {
    name: 'Sylvanian Crypt Keepers',
    rosterId: 'necromantic-horror',
    coach: 'Necromancer Helman Ghorst',
    colours: ['#312e81', '#86efac'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Howling Vlad', 'werewolf'],
    [2, 'Grizelda Moonfang', 'werewolf'],
    [3, 'Stitches McGraw', 'flesh-golem'],
    [4, 'Bolt-Neck Boris', 'flesh-golem'],
    [5, 'The Grey Lady', 'wraith'],
    [6, 'Gnawbones Skulker', 'ghoul-runner'],
    [7, 'Mortimer Slowstep', 'zombie-lineman'],
    [8, 'Agatha Rotwell', 'zombie-lineman'],
    [9, 'Ignatz Mouldering', 'zombie-lineman'],
    [10, 'Cornelius Deadweight', 'zombie-lineman'],
    [11, 'Bertrand Cobweb', 'zombie-lineman'],
  ],
);

export const NORSCA_BARROW_BREAKERS = readyTeam(
  {
    name: 'Norsca Barrow Breakers',
    rosterId: 'norse',
    coach: 'Jarl Sigrid Frostbeard',
    colours: ['#1e40af', '#e2e8f0'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Snowmane the Yhetee', 'yhetee'],
    [2, 'Wulfrik Ragehowl', 'berserker'],
    [3, 'Bjorn Shieldbiter', 'berserker'],
    [4, 'Astrid Stormspear', 'valkyrie'],
    [5, 'Hrothgar Wolfblood', 'ulfwerener'],
    [6, 'Olaf Meadhorn', 'raider-lineman'],
    [7, 'Ingrid Axebeard', 'raider-lineman'],
    [8, 'Sven Cairnkicker', 'raider-lineman'],
    [9, 'Ragna Runebrow', 'raider-lineman'],
    [10, 'Leif Barrowdigger', 'raider-lineman'],
    [11, 'Ulf Torchtroll', 'raider-lineman'],
    [12, 'Snorty the Keg-Pig', 'beer-boar'],
  ],
);

export const TUNNEL_FILLERS = readyTeam(
  {
    name: 'Mountain Gut Tunnel Fillers',
    rosterId: 'ogre',
    coach: 'Tyrant Greasus Goldtooth',
    colours: ['#78350f', '#fca5a5'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Grub Bootlauncher', 'runt-punter'],
    [2, 'Golgfag Doorwedge', 'ogre-blocker'],
    [3, 'Bragg Gutsmasher', 'ogre-blocker'],
    [4, 'Skrag Ceilingscraper', 'ogre-blocker'],
    [5, 'Maw Wallbelly', 'ogre-blocker'],
    [6, 'Nib', 'gnoblar-lineman'],
    [7, 'Snib', 'gnoblar-lineman'],
    [8, 'Grib', 'gnoblar-lineman'],
    [9, 'Gnarlik Crackfinder', 'gnoblar-lineman'],
    [10, 'Pikkit Ratbag', 'gnoblar-lineman'],
    [11, 'Tiny Toenail', 'gnoblar-lineman'],
    [12, 'Snotwick', 'gnoblar-lineman'],
  ],
);

export const BLACK_CRAG_VAULT_BASHERS = readyTeam(
  {
    name: 'Black Crag Vault Bashers',
    rosterId: 'orc',
    coach: 'Warboss Grotsnik Ironhide',
    colours: ['#166534', '#fde047'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Mudlump the Hungry', 'untrained-troll'],
    [2, 'Borgut Facebreaka', 'big-un-blocker'],
    [3, 'Gitzkragg Wallhugga', 'big-un-blocker'],
    [4, 'Nazgob Gatecrusha', 'big-un-blocker'],
    [5, 'Ruglud Stairstompa', 'big-un-blocker'],
    [6, 'Varag Chainswinga', 'blitzer'],
    [7, 'Grimgor Dashfist', 'blitzer'],
    [8, 'Thrugg Longchuck', 'thrower'],
    [9, 'Ugluk Moshpit', 'lineman'],
    [10, 'Snagrod Tusker', 'lineman'],
    [11, 'Gorfang Rotgut', 'lineman'],
  ],
);

export const MOURKAIN_BARROW_SHUFFLERS = readyTeam(
  {
    name: 'Mourkain Barrow Shufflers',
    rosterId: 'shambling-undead',
    coach: 'Lichemaster Kemmler-Vorn',
    colours: ['#44403c', '#d6d3d1'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Ramhotep the Wrapped', 'mummy'],
    [2, 'Khalida Linenfist', 'mummy'],
    [3, 'Sir Krell Barrowking', 'wight-blitzer'],
    [4, 'Dame Morwen Gravesword', 'wight-blitzer'],
    [5, 'Scrabble Bonepicker', 'ghoul-runner'],
    [6, 'Gnash Cryptcrawler', 'ghoul-runner'],
    [7, 'Rattlebones Rick', 'skeleton-lineman'],
    [8, 'Clatterjaw', 'skeleton-lineman'],
    [9, 'Old Knuckles', 'skeleton-lineman'],
    [10, 'Shambling Sam', 'zombie-lineman'],
    [11, 'Moaning Myrtle-Grub', 'zombie-lineman'],
    [12, 'Lumpen Larry', 'zombie-lineman'],
  ],
);

export const SKAVENBLIGHT_SEWER_SPRINTERS = readyTeam(
  {
    name: 'Skavenblight Sewer Sprinters',
    rosterId: 'skaven',
    coach: 'Grey Seer Skreech Verminking',
    colours: ['#57534e', '#22c55e'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Boneripper', 'rat-ogre'],
    [2, 'Queek Headtaker', 'blitzer'],
    [3, 'Ikit Clawfist', 'blitzer'],
    [4, 'Snikch Quickpaw', 'gutter-runner'],
    [5, 'Skritt Drainscuttle', 'gutter-runner'],
    [6, 'Tretch Pipecrawler', 'gutter-runner'],
    [7, 'Throt Farflinger', 'thrower'],
    [8, 'Sneek Tailtwitch', 'clanrat-lineman'],
    [9, 'Vermek Gnawgrate', 'clanrat-lineman'],
    [10, 'Kratch Dampwhisker', 'clanrat-lineman'],
    [11, 'Squeel Warpsniffer', 'clanrat-lineman'],
    [12, 'Rikkit Mouldfur', 'clanrat-lineman'],
  ],
);

export const WARPSTONE_DIGGERS = readyTeam(
  {
    name: 'Under-Empire Warpstone Diggers',
    rosterId: 'underworld-denizens',
    coach: 'Warlock-Engineer Skrolk',
    colours: ['#4d7c0f', '#a855f7'],
    rerolls: 2,
    apothecary: false,
  },
  [
    [1, 'Glowgut the Troll', 'underworld-troll'],
    [2, 'Mutant Rattusk', 'mutant-rat-ogre'],
    [3, 'Sniklit Sharpclaw', 'skaven-blitzer'],
    [4, 'Twitch Shadowdash', 'gutter-runner'],
    [5, 'Flikk Greenglow', 'skaven-thrower'],
    [6, 'Nurk Tunnelnose', 'skaven-clanrat'],
    [7, 'Skeev Cavesqueak', 'skaven-clanrat'],
    [8, 'Gobbo Shroomshine', 'underworld-goblin-lineman'],
    [9, 'Nogg Drippyhat', 'underworld-goblin-lineman'],
    [10, 'Grizzik Stalagmite', 'underworld-goblin-lineman'],
    [11, 'Wazzock Glowpocket', 'underworld-goblin-lineman'],
    [12, 'Snot One', 'underworld-snotling'],
    [13, 'Snot Two', 'underworld-snotling'],
  ],
);

export const ATHEL_LOREN_ROOT_RUNNERS = readyTeam(
  {
    name: 'Athel Loren Root Runners',
    rosterId: 'wood-elf',
    coach: 'Spellweaver Naieth Thornveil',
    colours: ['#166534', '#fcd34d'],
    rerolls: 1,
    apothecary: false,
  },
  [
    [1, 'Drycha Spinleap', 'wardancer'],
    [2, 'Sceolan Bladesong', 'wardancer'],
    [3, 'Orion Longbough', 'thrower'],
    [4, 'Ariel Leafcatch', 'catcher'],
    [5, 'Thalandor Swiftglen', 'catcher'],
    [6, 'Naestra Rootstep', 'lineman'],
    [7, 'Arahan Mossveil', 'lineman'],
    [8, 'Glade Lord Findol', 'lineman'],
    [9, 'Sisrall Barkskin', 'lineman'],
    [10, 'Durthu Saplingson', 'lineman'],
    [11, 'Tiriel Dewdrop', 'lineman'],
  ],
);
