import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import {
  agents,
  apply,
  playMatch,
  readyTeamsFor,
  sourceFrenchIn,
  startMatch,
  teamSetup,
  view,
  type GameEvent,
  type GameState,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { narrate, narrateLines, type LogNames } from './narrate';

/** A match between the first ready Dwarf and Orc teams; team 0's player 1 is Grimbold Ironbrow, a Blitzer. */
function match(map = sampleMaps[0].map, seed = 'narrate'): GameState {
  const teams = ['dwarf', 'orc'].map((id) => teamSetup(readyTeamsFor(id)[0]!));
  const started = startMatch(map, teams, seed);
  if ('error' in started) throw new Error(started.error);
  return started.state;
}

const started = view(match(), 0).state;
/** The match's names, and a Goblours of the Pyramid (DB-GOBLOURS-1). */
const names: LogNames = {
  ...started,
  players: [
    ...started.players,
    { ...started.players[0]!, id: 'monster-m', team: -1, name: 'Goblours', position: 'monster' },
  ],
};
const grim = 'Grimbold Ironbrow (Blitzer)';
const troll = 'Mudlump the Hungry (Untrained Troll)';
const at = (x: number, y: number) => ({ floor: 0, x, y });

/** One event of every kind, with its line: a new kind of event fails the typecheck here too. */
const everyEvent: { readonly [K in GameEvent['type']]: [Extract<GameEvent, { type: K }>, string] } =
  {
    activated: [
      { type: 'activated', player: '0-1', action: 'blitz' },
      `${grim} takes a Blitz action.`,
    ],
    moved: [
      { type: 'moved', player: '0-1', from: at(1, 1), to: at(2, 1) },
      `${grim} moves to (2, 1).`,
    ],
    'stood-up': [{ type: 'stood-up', player: '0-1' }, `${grim} stands up.`],
    test: [
      {
        type: 'test',
        test: 'dodge',
        player: '0-1',
        target: 3,
        modifier: -1,
        rolled: 2,
        success: false,
      },
      `${grim} dodges: needs 4+, rolls 2 — fails.`,
    ],
    'reroll-used': [
      { type: 'reroll-used', team: 0, source: 'team' },
      'Karak Azgal Tunnel Rats spend a team re-roll.',
    ],
    'skill-used': [
      { type: 'skill-used', player: '0-1', skill: 'Break Tackle' },
      `${grim} uses Break Tackle.`,
    ],
    'block-dice': [
      { type: 'block-dice', attacker: '1-1', defender: '0-1', dice: ['pow', 'push'], chooser: 1 },
      `${troll} blocks ${grim}: 2 dice, POW!, Push Back; Black Crag Vault Bashers choose.`,
    ],
    'block-result': [
      { type: 'block-result', attacker: '1-1', defender: '0-1', face: 'stumble' },
      `Defender Stumbles for ${troll} against ${grim}.`,
    ],
    pushed: [
      { type: 'pushed', player: '0-1', from: at(2, 1), to: at(3, 1) },
      `${grim} is pushed back to (3, 1).`,
    ],
    'pushed-against-wall': [
      { type: 'pushed-against-wall', player: '0-1' },
      `${grim} is pushed against the wall.`,
    ],
    'followed-up': [
      { type: 'followed-up', player: '1-1', to: at(2, 1) },
      `${troll} follows up to (2, 1).`,
    ],
    'stood-firm': [{ type: 'stood-firm', player: '0-1' }, `${grim} stands firm.`],
    fended: [{ type: 'fended', player: '0-1' }, `${grim} fends off the follow-up.`],
    'knocked-down': [
      { type: 'knocked-down', player: '0-1', fell: false },
      `${grim} is knocked down.`,
    ],
    'placed-prone': [{ type: 'placed-prone', player: '0-1' }, `${grim} is placed prone.`],
    armour: [
      { type: 'armour', player: '0-1', dice: [5, 4], modifier: 1, broken: false },
      `Armour roll for ${grim}: 5 + 4 + 1 = 10 against 10+ — holds.`,
    ],
    injury: [
      { type: 'injury', player: '0-1', dice: [4, 4], modifier: 0, result: 'ko' },
      `Injury roll for ${grim}: 4 + 4 = 8 — KO'd.`,
    ],
    casualty: [
      { type: 'casualty', player: '0-1', rolled: 9, result: 'seriously-hurt' },
      `Casualty roll for ${grim}: 9 — Seriously Hurt.`,
    ],
    apothecary: [
      { type: 'apothecary', player: '0-1', rolled: 7, result: 'seriously-hurt' },
      `The apothecary rolls again for ${grim}: 7 — Seriously Hurt stands.`,
    ],
    removed: [
      { type: 'removed', player: '0-1', to: 'ko', from: at(2, 1) },
      `${grim} goes to the KO'd box.`,
    ],
    'lasting-injury': [
      { type: 'lasting-injury', player: '0-1', rolled: 3, injury: 'smashed-knee' },
      `Lasting Injury roll for ${grim}: 3 — Smashed Knee (−1 MA).`,
    ],
    'ball-bounced': [
      { type: 'ball-bounced', from: at(4, 4), to: at(5, 4), direction: 5 },
      'The ball bounces to (5, 4).',
    ],
    'ball-picked-up': [{ type: 'ball-picked-up', player: '0-1' }, `${grim} has the ball.`],
    'ball-dropped': [{ type: 'ball-dropped', player: '0-1' }, `${grim} drops the ball.`],
    turnover: [
      { type: 'turnover', team: 0, reason: 'failed Dodge' },
      'Turnover for Karak Azgal Tunnel Rats: failed Dodge.',
    ],
    'turn-ended': [{ type: 'turn-ended', team: 1 }, 'Black Crag Vault Bashers end their turn.'],
    'turn-started': [
      { type: 'turn-started', team: 0, number: 3 },
      'Turn 3: Karak Azgal Tunnel Rats to play.',
    ],
    'pass-thrown': [
      {
        type: 'pass-thrown',
        player: '0-1',
        target: at(8, 4),
        quality: 'inaccurate',
        landing: at(9, 5),
      },
      `${grim} throws at (8, 4): inaccurate, the ball comes down at (9, 5).`,
    ],
    'ball-scattered': [
      { type: 'ball-scattered', from: at(8, 4), to: at(9, 4) },
      'The ball scatters to (9, 4).',
    ],
    'ricochet-thrown': [
      { type: 'ricochet-thrown', player: '0-1', wall: at(0, 4) },
      `${grim} throws the ball at the wall at (0, 4), to rebound.`,
    ],
    'ricochet-missed': [
      { type: 'ricochet-missed', target: at(0, 4), rolled: 2, side: 'left', hit: at(0, 3) },
      'The ricochet misses (rolled 2): the ball hits the wall on the left, at (0, 3).',
    ],
    'wall-hit': [
      {
        type: 'wall-hit',
        wall: at(0, 4),
        from: at(1, 4),
        direction: [1, 0],
        corner: 'convex',
        rolled: 5,
      },
      'The ball hits the wall at (0, 4) (a convex corner), rolled 5 to turn right.',
    ],
    'rebound-distance': [
      { type: 'rebound-distance', dice: [2, 3] },
      'It rebounds 2 + 3 = 5 squares.',
    ],
    'ball-travelled': [
      { type: 'ball-travelled', from: at(1, 4), to: at(6, 4) },
      'The ball flies to (6, 4).',
    ],
    'pass-deflected': [{ type: 'pass-deflected', player: '1-1' }, `${troll} deflects the pass!`],
    'pass-intercepted': [
      { type: 'pass-intercepted', player: '1-1' },
      `${troll} intercepts the pass!`,
    ],
    'ball-caught': [{ type: 'ball-caught', player: '0-1' }, `${grim} catches the ball.`],
    fouled: [{ type: 'fouled', player: '1-1', victim: '0-1' }, `${troll} fouls ${grim}.`],
    stabbed: [{ type: 'stabbed', player: '1-1', victim: '0-1' }, `${troll} stabs ${grim}.`],
    hypnotised: [
      { type: 'hypnotised', player: '1-1', victim: '0-1' },
      `${troll} hypnotises ${grim}.`,
    ],
    'team-mate-thrown': [
      {
        type: 'team-mate-thrown',
        thrower: '1-1',
        player: '1-2',
        target: at(6, 6),
        quality: 'superb',
        landing: at(6, 6),
      },
      `${troll} throws Borgut Facebreaka (Big Un Blocker) at (6, 6): superb, he comes down at (6, 6).`,
    ],
    touchdown: [
      { type: 'touchdown', player: '0-1', team: 0 },
      `Touchdown! ${grim} scores for Karak Azgal Tunnel Rats.`,
    ],
    'end-zone-roll': [
      {
        type: 'end-zone-roll',
        rolls: [
          { team: 0, dice: [3, 4] },
          { team: 1, dice: [6, 2] },
        ],
      },
      'End-zone roll-off: Karak Azgal Tunnel Rats 3 + 4 = 7, Black Crag Vault Bashers 6 + 2 = 8.',
    ],
    'initiative-roll': [
      { type: 'initiative-roll', rolls: [{ team: 1, dice: [1, 1] }] },
      'Initiative: Black Crag Vault Bashers 1 + 1 = 2.',
    ],
    'initiative-swapped': [
      { type: 'initiative-swapped', team: 1, first: 0 },
      'Black Crag Vault Bashers win the initiative but played last: a coach never plays twice in a row, so Karak Azgal Tunnel Rats play first and Black Crag Vault Bashers second (DB-MULTI-3).',
    ],
    'end-zone-chosen': [
      { type: 'end-zone-chosen', team: 1, endZone: 'Z2' },
      'Black Crag Vault Bashers take end zone Z2.',
    ],
    placed: [{ type: 'placed', player: '0-1', square: at(2, 7) }, `${grim} is set up at (2, 7).`],
    unplaced: [{ type: 'unplaced', player: '0-1' }, `${grim} is taken off the set-up.`],
    'set-up': [{ type: 'set-up', team: 0 }, 'Karak Azgal Tunnel Rats have set up.'],
    'chest-opened': [
      { type: 'chest-opened', player: '0-1', at: at(9, 2), content: 'trap' },
      `${grim} opens the chest at (9, 2): a trap!`,
    ],
    teleported: [
      { type: 'teleported', player: '0-1', from: at(2, 2), rolled: 5, to: at(12, 12) },
      `${grim} is teleported to teleporter 5, (12, 12).`,
    ],
    'lost-in-interstice': [
      { type: 'lost-in-interstice', player: '0-1', rolled: 1 },
      `${grim} is lost in the Interstice (rolled 1)!`,
    ],
    'teleported-twice': [
      { type: 'teleported-twice', player: '0-1' },
      `${grim} is teleported a second time this turn!`,
    ],
    'pit-teleport': [
      { type: 'pit-teleport', player: '0-1' },
      `${grim} steps into the pit teleporter.`,
    ],
    'pit-teleport-refused': [
      { type: 'pit-teleport-refused', player: '1-1' },
      `${troll} will not step into the pit teleporter.`,
    ],
    sponged: [
      { type: 'sponged', player: '0-1' },
      `The Magic Sponge brings ${grim} round: back to the Reserves.`,
    ],
    'teleporter-closed': [
      { type: 'teleporter-closed', number: 4 },
      'Teleporter 4 is closed for the rest of the match.',
    ],
    'round-started': [{ type: 'round-started', round: 2 }, 'Round 2 begins.'],
    'statue-hit': [{ type: 'statue-hit', at: at(7, 7) }, 'The ball hits the statue at (7, 7).'],
    fell: [
      { type: 'fell', player: '0-1', into: at(3, 3), to: at(3, 3), floors: 1 },
      `${grim} falls a floor, from (3, 3) to (3, 3).`,
    ],
    'fell-in': [
      { type: 'fell-in', player: '0-1', into: at(4, 4), hazard: 'lava' },
      `${grim} falls into the lava at (4, 4).`,
    ],
    'ball-fell': [
      { type: 'ball-fell', from: at(3, 3), to: at(3, 4) },
      'The ball falls from (3, 3) down to (3, 4).',
    ],
    'ball-reappeared': [
      { type: 'ball-reappeared', rolled: 2, at: at(9, 9) },
      'The ball is lost, and comes back on teleporter 2 at (9, 9).',
    ],
    portcullis: [
      { type: 'portcullis', id: 'P1', rolled: 6, position: 'closed' },
      'Portcullis P1 is closed (rolled 6).',
    ],
    door: [
      { type: 'door', id: 'door-1', rolled: 4, position: 'vertical' },
      'Door 1 is vertical (rolled 4).',
    ],
    'doors-rolled': [
      { type: 'doors-rolled', rolled: 6, changed: true },
      'The doors and portals roll 6: they all change position.',
    ],
    'statue-bolt': [
      { type: 'statue-bolt', player: '0-1', room: 'statue-room', rolled: 6, hit: true },
      `The magic statue eyes ${grim}: rolls 6, a bolt strikes him down.`,
    ],
    prison: [{ type: 'prison', id: 'prison-ground', open: true }, 'Prison ground opens.'],
    'boat-rowed': [
      { type: 'boat-rowed', boat: 'boat-1', player: '0-1', at: at(14, 5), facing: 'east' },
      `${grim} rows boat 1 to (14, 5), its bow to the east.`,
    ],
    'oar-struck': [
      { type: 'oar-struck', player: '1-1', victim: '0-1' },
      `${troll} strikes ${grim} with his oar.`,
    ],
    'portcullis-hit': [
      { type: 'portcullis-hit', at: at(4, 2), direction: [-1, 0], corner: null, rolled: null },
      'The pass hits the closed portcullis from (4, 2) and rebounds.',
    ],
    'corridor-tilted': [
      { type: 'corridor-tilted', id: 'bridge', lowered: 'z2', rolled: null },
      'Tilting corridor bridge is lowered on its Z2 side.',
    ],
    geyser: [
      { type: 'geyser', room: 'geyser-room', rolled: 7, at: at(6, 3) },
      'Steam jets from vent 7 of the geyser room, at (6, 3).',
    ],
    'monster-attacks': [
      { type: 'monster-attacks', monster: 'monster-m', victim: '0-1', foul: false },
      `Goblours (monster) blitzes ${grim}, who stopped in the squares it guards.`,
    ],
    'monster-back': [
      { type: 'monster-back', monster: 'monster-m', at: at(10, 3) },
      'Goblours (monster) is back in its lair at (10, 3).',
    ],
    'match-ended': [
      { type: 'match-ended', winner: 0, reason: 'touchdown' },
      'Karak Azgal Tunnel Rats win the match (a touchdown).',
    ],
    'post-match': [
      {
        type: 'post-match',
        postMatch: {
          teams: [
            {
              team: 0,
              outcome: 'won',
              winningsDice: [1, 3],
              winnings: 18000,
              mvp: '0-1',
              fansRoll: null,
              fansChange: 1,
              dedicatedFans: 2,
            },
            {
              team: 1,
              outcome: 'lost',
              winningsDice: [2],
              winnings: 12000,
              mvp: null,
              fansRoll: 4,
              fansChange: 0,
              dedicatedFans: 1,
            },
          ],
        },
      },
      `After the match: Karak Azgal Tunnel Rats earn 18,000 gp (D3 1 re-rolled to 3), MVP ${grim}, Dedicated Fans 2; Black Crag Vault Bashers earn 12,000 gp (D3 2), MVP none, Dedicated Fans 1.`,
    ],
    'prison-full': [
      { type: 'prison-full', player: '0-1', id: 'prison-ground' },
      `Prison ground is full: ${grim} goes back to the Reserves.`,
    ],
    'potion-taken': [
      { type: 'potion-taken', player: '0-1', left: 13 },
      `${grim} takes a potion from the table (13 left).`,
    ],
    'potion-drunk': [
      {
        type: 'potion-drunk',
        player: '0-1',
        potion: 'reflexes',
        rolled: [6, 5],
        changes: { ag: -2 },
        skills: ['Dodge', 'Sidestep'],
      },
      `${grim} drinks a potion: Reflexes (6), effect 5: +2 AG, Dodge, Sidestep.`,
    ],
    'potion-mixture': [
      { type: 'potion-mixture', player: '0-1' },
      `${grim} drinks a potion on top of another: violent stomach pains.`,
    ],
    'potion-worn-off': [
      { type: 'potion-worn-off', player: '0-1', potion: 'stone-skin' },
      `The Stone Skin potion of ${grim} wears off.`,
    ],
    'potion-lost': [{ type: 'potion-lost', player: '0-1' }, `${grim} loses the potion he carried.`],
    'assist-chosen': [
      { type: 'assist-chosen', player: '1-1', helps: '0-1' },
      `${troll} assists ${grim}.`,
    ],
    'catch-declined': [{ type: 'catch-declined', player: '1-1' }, `${troll} lets the ball go by.`],
    'tackle-zones-chosen': [
      { type: 'tackle-zones-chosen', team: 1, player: '0-1', mark: false },
      `Black Crag Vault Bashers leave ${grim} unmarked.`,
    ],
    'cage-moved': [
      { type: 'cage-moved', id: 'lift-west', from: 0, to: 2 },
      'The cabin of elevator lift-west goes up from the ground floor to the second floor.',
    ],
    crushed: [
      { type: 'crushed', player: '0-1', by: 'lift-west' },
      `${grim} is crushed by the cabin of elevator lift-west coming down.`,
    ],
    'boat-pushed': [
      { type: 'boat-pushed', boat: 'boat-1' },
      'Boat 1 is pushed away from the foot of the chute.',
    ],
    'cart-boarded': [
      { type: 'cart-boarded', player: '0-1', cart: 'cart-1', station: 1 },
      `${grim} climbs into mine cart 1 at station 1.`,
    ],
    'cart-ridden': [
      { type: 'cart-ridden', player: '0-1', cart: 'cart-1', from: 1, to: 3 },
      `${grim} rides mine cart 1 from station 1 to station 3.`,
    ],
    'cart-left': [
      { type: 'cart-left', player: '0-1', cart: 'cart-1', station: 3 },
      `${grim} gets off mine cart 1 at station 3.`,
    ],
    'cart-carried': [
      { type: 'cart-carried', player: '0-1', cart: 'cart-2', from: 2, to: 4 },
      `${grim}, still in mine cart 2, is carried from station 2 to station 4.`,
    ],
    'corridor-turned': [
      { type: 'corridor-turned', id: 'rotating-corridor', rolled: 4, runs: 'north-south' },
      'The rotating corridor turns 4 quarter turns clockwise (rolled 4): it runs north-south.',
    ],
    'lift-machinery': [
      { type: 'lift-machinery', player: '0-1', lift: 'troll-lift', end: 'top', waits: 1 },
      `${grim} is left in the troll lift and carried into its machinery at the top: to the Reserves, waiting 1 turn.`,
    ],
    conceded: [
      { type: 'conceded', team: 1 },
      'Black Crag Vault Bashers concede the match (LM-27).',
    ],
    'touchdown-awarded': [
      { type: 'touchdown-awarded', player: '0-1', team: 0 },
      `Karak Azgal Tunnel Rats give the touchdown of the concession to ${grim} (5 SPP).`,
    ],
  };

describe('the match log', () => {
  it.each(Object.entries(everyEvent))('narrates %s', (_, [event, text]) => {
    expect(narrate([event], names)).toEqual([text]);
  });

  it('DB-GOBLOURS-1: the Goblours coming for a player who is down reads as a foul', () => {
    const event: GameEvent = {
      type: 'monster-attacks',
      monster: 'monster-m',
      victim: '0-1',
      foul: true,
    };
    expect(narrate([event], names)).toEqual([
      `Goblours (monster) comes for ${grim}, down in the squares it guards: a foul.`,
    ]);
  });

  it('BB-RR-1: a re-rolled test is one line naming its re-roll; the failed roll before it keeps its own', () => {
    const failed: GameEvent = {
      type: 'test',
      test: 'dodge',
      player: '0-1',
      target: 3,
      modifier: 0,
      rolled: 2,
      success: false,
    };
    const rerolled: GameEvent[] = [
      { type: 'reroll-used', team: 0, source: 'team' },
      { ...failed, rolled: 5, success: true, reroll: 'team' },
    ];
    expect([...narrate([failed], names), ...narrate(rerolled, names)]).toEqual([
      `${grim} dodges: needs 3+, rolls 2 — fails.`,
      `${grim} dodges again with a team re-roll: needs 3+, rolls 5 — success.`,
    ]);
    const skill: GameEvent[] = [
      { type: 'reroll-used', team: 0, source: 'Sure Feet' },
      { ...failed, test: 'rush', target: 2, rolled: 4, success: true, reroll: 'skill' },
    ];
    expect(narrate(skill, names)).toEqual([
      `${grim} rushes again with Sure Feet: needs 2+, rolls 4 — success.`,
    ]);
  });

  it('BB-BLOCK-4, BB-INJ-1: a line tells its D6s and block dice to draw beside its words, which keep the numbers', () => {
    const events = [
      everyEvent.test[0],
      everyEvent['block-dice'][0],
      everyEvent['block-result'][0],
      everyEvent.armour[0],
      everyEvent['reroll-used'][0],
    ];
    const lines = narrateLines(events, names);
    expect(lines.map((l) => l.dice)).toEqual([
      [{ d6: everyEvent.test[0].rolled }],
      [{ block: 'pow' }, { block: 'push' }],
      [{ block: 'stumble' }],
      [{ d6: 5 }, { d6: 4 }],
      undefined,
    ]);
    expect(lines.map((l) => l.text)).toEqual(narrate(events, names));
    expect(lines[3]!.text).toContain('5 + 4 + 1 = 10');
  });

  it('BB-RR-5, BB-RR-4: a Loner’s roll and a Pro roll say what they decide', () => {
    const loner: GameEvent[] = [
      { type: 'reroll-used', team: 1, source: 'team' },
      {
        type: 'test',
        test: 'loner',
        player: '1-1',
        target: 4,
        modifier: 0,
        rolled: 3,
        success: false,
      },
    ];
    expect(narrate(loner, names)).toEqual([
      'Black Crag Vault Bashers spend a team re-roll.',
      `${troll} is a Loner and tries the team re-roll: needs 4+, rolls 3 — the re-roll is lost.`,
    ]);
  });

  it('BB-GEN-2: the roll needed is never under 2+ nor over 6+, a 1 always failing and a 6 always passing', () => {
    const test = (target: number, modifier: number): GameEvent => ({
      type: 'test',
      test: 'jump',
      player: '0-1',
      target,
      modifier,
      rolled: 6,
      success: true,
    });
    expect(narrate([test(3, -5), test(2, 3)], names)).toEqual([
      `${grim} jumps: needs 6+, rolls 6 — success.`,
      `${grim} jumps: needs 2+, rolls 6 — success.`,
    ]);
  });

  it('DB-GEN-7: in a dungeon of several floors, squares say their floor', () => {
    const valdemor = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
    const floors = view(match(valdemor), 0).state;
    const moved: GameEvent = {
      type: 'moved',
      player: '0-1',
      from: at(1, 1),
      to: { floor: 1, x: 5, y: 9 },
    };
    expect(narrate([moved], floors)).toEqual([`${grim} moves to (5, 9) on the first floor.`]);
    const climbed: GameEvent = { ...moved, from: at(5, 8), via: 'ladder' };
    const fell: GameEvent = {
      type: 'fell',
      player: '0-1',
      into: { floor: 2, x: 5, y: 9 },
      to: at(5, 9),
      floors: 2,
    };
    expect(
      narrate([climbed, { ...climbed, from: climbed.to, to: at(5, 8) }, fell], floors),
    ).toEqual([
      `${grim} goes up the ladder to (5, 9) on the first floor.`,
      `${grim} goes down the ladder to (5, 8) on the ground floor.`,
      `${grim} falls 2 floors, from (5, 9) on the second floor to (5, 9) on the ground floor.`,
    ]);
  });

  it('DB-JUMP-5: Jervis’s jump over an obstacle, with no natural 1, may need a 1+', () => {
    const jump: GameEvent = {
      type: 'test',
      test: 'obstacle-jump',
      player: '0-1',
      target: 1,
      modifier: 0,
      rolled: 1,
      success: true,
    };
    expect(narrate([jump], names)).toEqual([`${grim} jumps: needs 1+, rolls 1 — success.`]);
  });

  it('DB-POTION-6, BB-INJ-7: a dangerous mixture reads as a Lasting Injury, a Head Injury, with no roll', () => {
    expect(
      narrate(
        [
          { type: 'potion-mixture', player: '0-1' },
          { type: 'casualty', player: '0-1', rolled: 0, result: 'lasting-injury' },
          { type: 'removed', player: '0-1', to: 'casualty', from: at(2, 1) },
          { type: 'lasting-injury', player: '0-1', rolled: null, injury: 'head-injury' },
        ],
        names,
      ),
    ).toEqual([
      `${grim} drinks a potion on top of another: violent stomach pains.`,
      `${grim} suffers a Lasting Injury.`,
      `${grim} goes to the Casualty box.`,
      `${grim}'s lasting injury: Head Injury (−1 AV).`,
    ]);
  });

  it('BB-INJ-8: a Niggling Injury’s +1 reads in the Casualty roll and in the apothecary’s second roll', () => {
    expect(
      narrate(
        [
          { type: 'casualty', player: '0-1', rolled: 9, modifier: 1, result: 'serious-injury' },
          { type: 'apothecary', player: '0-1', rolled: 6, modifier: 1, result: 'seriously-hurt' },
        ],
        names,
      ),
    ).toEqual([
      `Casualty roll for ${grim}: 9 + 1 = 10 — Serious Injury.`,
      `The apothecary rolls again for ${grim}: 6 + 1 = 7 — Seriously Hurt stands.`,
    ]);
  });

  it('DB-GEN-10: the log names states, boxes and rolls in BB2020 terms (Knocked Down, Stunned, KO’d, Casualty, Reserves), never the French of the sources', () => {
    const injury = (result: 'stunned' | 'ko' | 'casualty'): GameEvent => ({
      type: 'injury',
      player: '0-1',
      dice: [4, 4],
      modifier: 0,
      result,
    });
    const removed = (to: 'reserves' | 'ko' | 'casualty' | 'lost'): GameEvent => ({
      type: 'removed',
      player: '0-1',
      to,
      from: at(2, 1),
    });
    const read = (event: GameEvent) => narrate([event], names).join(' ');
    expect(read(everyEvent['knocked-down'][0])).toMatch(/knocked down/);
    expect(read(injury('stunned'))).toMatch(/Stunned/);
    expect(read(injury('ko'))).toMatch(/KO'd/);
    expect(read(injury('casualty'))).toMatch(/Casualty/);
    expect(read(removed('reserves'))).toMatch(/Reserves/);
    expect(read(removed('ko'))).toMatch(/KO'd box/);
    expect(read(removed('casualty'))).toMatch(/Casualty box/);
    const lines = [
      ...Object.values(everyEvent).map(([event]) => read(event)),
      ...(['stunned', 'ko', 'casualty'] as const).map((r) => read(injury(r))),
      ...(['reserves', 'ko', 'casualty', 'lost'] as const).map((to) => read(removed(to))),
    ];
    // The French column of DB-GEN-10's table, in none of the log's lines.
    expect(
      lines.flatMap((line) => sourceFrenchIn(line).map((term) => `${term} in "${line}"`)),
    ).toEqual([]);
  });

  it('DB-CHEST-1, DB-SETUP-7: whole bot matches narrated from a coach’s view never name the ball’s chest before it is opened', () => {
    for (const seed of ['narrate-1', 'narrate-2', 'narrate-3']) {
      const start = match(sampleMaps[0].map, seed);
      const ballChest = start.chests.find((c) => c.ball)!.at;
      const where = `(${ballChest.x}, ${ballChest.y})`;
      const { actions } = playMatch(start, [agents.heuristic!, agents.heuristic!], seed);
      let state = start;
      let hidden = true;
      let lines = 0;
      for (const action of actions) {
        const result = apply(state, action);
        if ('error' in result) throw new Error(result.error);
        const coach = view(result.state, 0).state;
        for (const [i, text] of narrate(result.events, coach).entries()) {
          expect(text).toMatch(/^[A-Z(].*[.!)]$/);
          expect(text).not.toMatch(/undefined|NaN|\[object|player \d/);
          if (hidden && !text.includes(`opens the chest at ${where}`))
            expect(text, `line ${i} of ${JSON.stringify(action)}`).not.toContain(where);
          lines++;
        }
        if (result.events.some((e) => e.type === 'chest-opened' && e.content === 'ball'))
          hidden = false;
        state = result.state;
      }
      expect(hidden).toBe(false);
      expect(lines).toBeGreaterThan(200);
    }
  }, 60_000); // three whole matches: seconds, more on a busy machine
});
