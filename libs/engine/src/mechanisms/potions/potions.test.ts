import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { heuristicAgent } from '../../bots';
import { createRng } from '../../dice/rng';
import { view } from '../../view';
import { legalActions } from '../../legal-actions';
import type { Action } from '../../model/actions';
import type { GameState, PlayerPotion } from '../../model/state';
import { board, named, play, type PlayerSpec } from '../../testing/fixture';
import { mechanismData, mechanismMarks } from '../registry';
import type { PotionTable } from '.';
import { potionEffect } from './table';

const at = (x: number, y: number) => ({ floor: 0, x, y });
const hall = ['............', '............', '............', '............', '............'];
/** A table of two squares, (4, 3) and (5, 3). */
const table: PotionTable = { squares: [at(4, 3), at(5, 3)], potions: 14 };
const room = () => board(hall).mechanism('potions', [table]).player('foe', 11, 0, { team: 1 });

/** Gives a player a potion to drink, or one acting, as the state would hold it. */
function holding(state: GameState, name: string, potion: PlayerPotion): GameState {
  named(state, name).potion = potion;
  return state;
}
const carrying: PlayerPotion = { carried: true, effect: null };
const activate = (player: string, action: 'move' | 'block' = 'move'): Action => ({
  type: 'activate',
  player,
  action,
});
const drink = (player: string): Action => ({ type: 'drink-potion', player });
const offered = (state: GameState, type: Action['type']) =>
  legalActions(state).filter((a) => a.type === type);

describe('the magic potions', () => {
  it('DB-POTION-2: a Standing player who ends his movement next to the table takes a potion; his movement is over', () => {
    const start = room().player('a', 1, 3).build();
    const moved = play(start, activate('0-1'), { type: 'move', to: at(2, 3) });
    expect(offered(moved.state, 'take-potion')).toEqual([]);
    const beside = play(moved.state, { type: 'move', to: at(3, 3) }).state;
    expect(offered(beside, 'take-potion')).toEqual([{ type: 'take-potion' }]);
    const { state, events } = play(beside, { type: 'take-potion' });
    expect(events).toContainEqual({ type: 'potion-taken', player: '0-1', left: 13 });
    expect(named(state, 'a').potion).toEqual(carrying);
    expect(offered(state, 'move')).toEqual([]);
    expect(offered(state, 'take-potion')).toEqual([]); // one undrunk potion at most
    // His next turn he may move again.
    const next = play(state, { type: 'end-turn' }, { type: 'end-turn' }).state;
    expect(offered(play(next, activate('0-1')).state, 'move').length).toBeGreaterThan(0);
  });

  it('DB-POTION-2: a player who carries a potion already takes no other', () => {
    const start = holding(room().player('a', 3, 3).build(), 'a', carrying);
    expect(offered(play(start, activate('0-1')).state, 'take-potion')).toEqual([]);
  });

  it('DB-POTION-1, DB-POTION-7: the Pyramid table holds 14 potions; once the 14th is taken there are none left', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const tables = mechanismData(pyramid)?.potions as PotionTable[];
    expect(tables.map((t) => [t.squares.length, t.potions])).toEqual([[2, 14]]);
    const start = room()
      .remembering('potions', { left: [1], took: [] })
      .player('a', 3, 3)
      .player('b', 6, 3)
      .build();
    expect(mechanismMarks(start)).toContainEqual(
      expect.objectContaining({ kind: 'potions', label: 'The potion table holds 1 potion.' }),
    );
    const { state, events } = play(start, activate('0-1'), { type: 'take-potion' });
    expect(events).toContainEqual({ type: 'potion-taken', player: '0-1', left: 0 });
    const next = play(state, { type: 'end-activation' }, activate('0-2')).state;
    expect(offered(next, 'take-potion')).toEqual([]);
    expect(mechanismMarks(next)).toContainEqual(
      expect.objectContaining({ kind: 'potions', state: 'empty' }),
    );
  });

  it('DB-POTION-3: he drinks at the start of his team turn, before any player acts; not Stunned, not off the board', () => {
    const start = room().player('a', 1, 1).player('b', 1, 2).player('c', 1, 4).build();
    holding(start, 'a', carrying);
    holding(start, 'c', carrying);
    named(start, 'c').stance = 'stunned';
    expect(offered(start, 'drink-potion')).toEqual([drink('0-1')]);
    const acted = play(start, activate('0-2'), { type: 'end-activation' }).state;
    expect(offered(acted, 'drink-potion')).toEqual([]);
    named(start, 'a').box = 'reserves';
    named(start, 'a').at = null;
    expect(offered(start, 'drink-potion')).toEqual([]);
  });

  it('DB-POTION-4: Speed, 2-4: +2 MA, which his movement uses: 8 squares before he Rushes', () => {
    const start = holding(room().player('a', 0, 0).withDice([1, 3, 6]).build(), 'a', carrying);
    const drunk = play(start, drink('0-1'));
    expect(drunk.events).toContainEqual({
      type: 'potion-drunk',
      player: '0-1',
      potion: 'speed',
      rolled: [1, 3],
      changes: { ma: 2 },
      skills: [],
    });
    const moves = [1, 2, 3, 4, 5, 6, 7, 8].map((x) => ({ type: 'move', to: at(x, 0) }) as Action);
    const ran = play(drunk.state, activate('0-1'), ...moves);
    expect(ran.events.filter((e) => e.type === 'test')).toEqual([]);
    const rushed = play(ran.state, { type: 'move', to: at(9, 0) });
    expect(rushed.events).toContainEqual(expect.objectContaining({ test: 'rush', rolled: 6 }));
  });

  it('DB-POTION-4: Strength, 5-6: +2 ST, which his blocks use: ST 5 against 3, two dice', () => {
    const start = holding(
      room().player('a', 1, 1).player('d', 2, 1, { team: 1 }).withDice([2, 5, 3, 4]).build(),
      'a',
      carrying,
    );
    const { events } = play(start, drink('0-1'), activate('0-1', 'block'), {
      type: 'block',
      target: '1-2',
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push', 'push'], chooser: 0 }),
    );
  });

  it('DB-POTION-4, DB-POTION-5: Reflexes, 2-4: +2 AG, bounded at 2+, and Dodge, which his Dodge uses', () => {
    const start = holding(
      room().player('a', 1, 1).player('d', 2, 2, { team: 1 }).withDice([6, 3, 1, 6]).build(),
      'a',
      carrying,
    );
    const { state, events } = play(
      start,
      drink('0-1'),
      activate('0-1'),
      { type: 'move', to: at(0, 0) },
      { type: 'use-reroll', source: 'skill' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'potion-drunk', changes: { ag: -1 }, skills: ['Dodge'] }),
    );
    // Needs 2+ (AG 2+, no opponent next to the square arrived in), rolls 1; Dodge re-rolls it: 6.
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'dodge', target: 2, rolled: 1, success: false }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'dodge', rolled: 6, success: true, reroll: 'skill' }),
    );
    expect(named(state, 'a').at).toEqual(at(0, 0));
  });

  it('DB-POTION-4: Stone Skin, 5-6: +2 AV, which his Armour rolls use: 10 does not break AV 11+', () => {
    // He drinks (4, 6), fails his Dodge (1) and Falls Over: Armour 5 + 5.
    const start = holding(
      room().player('a', 1, 1).player('d', 2, 2, { team: 1 }).withDice([4, 6, 1, 5, 5]).build(),
      'a',
      carrying,
    );
    const { events } = play(start, drink('0-1'), activate('0-1'), { type: 'move', to: at(0, 0) });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'potion-drunk', changes: { av: 2 } }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', dice: [5, 5], broken: false }),
    );
  });

  it('DB-POTION-4: Combat, 5-6: +2 ST, Block and Mighty Blow, which his block uses', () => {
    // Both Down (2): his Block keeps him up; the defender's Armour 4 + 4 + 1 breaks AV 9+; Injury 1 + 1.
    const start = holding(
      room()
        .player('a', 1, 1)
        .player('d', 2, 1, { team: 1 })
        .withDice([5, 5, 2, 2, 4, 4, 1, 1])
        .build(),
      'a',
      carrying,
    );
    const { state, events } = play(
      start,
      drink('0-1'),
      activate('0-1', 'block'),
      { type: 'block', target: '1-2' },
      { type: 'choose-block-die', index: 0 },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ skills: ['Block', 'Mighty Blow (+1)'], changes: { st: 2 } }),
    );
    expect(named(state, 'a').stance).toBe('standing');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-2', modifier: 1, broken: true }),
    );
  });

  it('DB-POTION-4, DB-POTION-5, DB-GEN-9, BB-CHAR-7: each characteristic stays within its limits, at the edges; a better AG is a lower number, a better AV a higher one', () => {
    const p = (spec: PlayerSpec) => named(room().player('p', 0, 0, spec).build(), 'p');
    expect(potionEffect(p({ ma: 8 }), 1, 5).changes).toEqual({ ma: 2 }); // MA 10, the most
    expect(potionEffect(p({ ma: 10 }), 1, 3).changes).toEqual({}); // MA 10 already
    expect(potionEffect(p({ ma: 3 }), 1, 1).changes).toEqual({ ma: -1 }); // MA 2, the least
    expect(potionEffect(p({ st: 5 }), 2, 6).changes).toEqual({ st: 1 }); // ST 6, the most
    expect(potionEffect(p({ st: 2 }), 5, 1).changes).toEqual({ st: -1 }); // ST 1, the least
    expect(potionEffect(p({ ag: 3 }), 3, 2).changes).toEqual({ ag: -1 }); // AG 2+
    expect(potionEffect(p({ ag: 2 }), 3, 6).changes).toEqual({}); // AG 2+, the best
    expect(potionEffect(p({ ag: 5 }), 6, 1).changes).toEqual({ ag: 1 }); // AG 6+, the worst
    expect(potionEffect(p({ av: 10 }), 4, 6).changes).toEqual({ av: 1 }); // AV 11+, the best
    expect(potionEffect(p({ av: 6 }), 4, 1).changes).toEqual({ av: -1 }); // AV 5+, the worst
    expect(potionEffect(p({ av: 9 }), 4, 4)).toMatchObject({ changes: { av: 1 }, turns: 4 });
  });

  it('DB-POTION-3, DB-POTION-7: it acts for 4 of his team turns, the drinking one included, and wears off after the 4th', () => {
    let state = holding(room().player('a', 0, 0).withDice([1, 3]).build(), 'a', carrying);
    state = play(state, drink('0-1')).state;
    const round = (s: GameState) => play(s, { type: 'end-turn' }, { type: 'end-turn' });
    for (let turn = 2; turn <= 4; turn++) state = round(state).state;
    // His 4th team turn: the last one it acts in.
    expect(state.turn.team).toBe(0);
    expect(named(state, 'a').potion?.effect).toMatchObject({ potion: 'speed', turns: 1 });
    expect(offered(play(state, activate('0-1')).state, 'move').length).toBeGreaterThan(0);
    const { state: after, events } = play(state, { type: 'end-turn' });
    expect(events).toContainEqual({ type: 'potion-worn-off', player: '0-1', potion: 'speed' });
    expect(named(after, 'a').potion).toBeUndefined();
  });

  it('DB-POTION-6: drunk while another acts, a dangerous mixture: a Casualty with no roll, his ball bounces, no turnover', () => {
    const start = room().player('a', 1, 1).ballHeldBy('a').withDice([5]).build();
    holding(start, 'a', {
      carried: true,
      effect: { potion: 'speed', rolled: [1, 3], changes: { ma: 2 }, skills: [], turns: 2 },
    });
    const { state, events } = play(start, drink('0-1'));
    expect(events).toContainEqual({ type: 'potion-mixture', player: '0-1' });
    expect(events).toContainEqual({
      type: 'casualty',
      player: '0-1',
      rolled: 0,
      result: 'lasting-injury',
    });
    expect(events.some((e) => e.type === 'test' && e.test === 'regeneration')).toBe(false);
    expect(named(state, 'a')).toMatchObject({ box: 'casualty', at: null });
    expect(state.ball).toEqual({ at: at(2, 1), carrier: null });
    expect(state.turn).toMatchObject({ team: 0, turnover: null });
  });

  it('DB-POTION-6, BB-INJ-7: the dangerous mixture is a Lasting Injury, Head Injury, with no roll on its table', () => {
    const start = room().player('a', 1, 1).withDice([6]).build();
    holding(start, 'a', {
      carried: true,
      effect: { potion: 'speed', rolled: [1, 3], changes: { ma: 2 }, skills: [], turns: 2 },
    });
    const { state, events } = play(start, drink('0-1'));
    expect(events).toContainEqual({
      type: 'lasting-injury',
      player: '0-1',
      rolled: null,
      injury: 'head-injury',
    });
    expect(named(state, 'a')).toMatchObject({
      casualty: 'lasting-injury',
      lastingInjury: 'head-injury',
      av: 9,
    });
    expect(state.dice.forced).toEqual([6]); // the D6 of the table is not rolled
    expect(state.turn).toMatchObject({ team: 0, turnover: null });
  });

  it('DB-POTION-2: a player who leaves the dungeon loses the potion he carried', () => {
    // POW (6), pushed back; Armour 6 + 6 breaks; Injury 4 + 5: KO.
    const start = room()
      .player('a', 1, 1)
      .player('d', 2, 1, { team: 1 })
      .withDice([6, 6, 6, 4, 5])
      .build();
    holding(start, 'd', carrying);
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-2' },
      { type: 'push-to', square: at(3, 1) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'd').box).toBe('ko');
    expect(events).toContainEqual({ type: 'potion-lost', player: '1-2' });
    expect(named(state, 'd').potion).toBeUndefined();
  });

  it('DB-POTION-2, DB-POTION-3: the heuristic bot takes a potion next to the table, then drinks it at the start of a turn', () => {
    const choose = (state: GameState) =>
      heuristicAgent.choose(view(state, 0), createRng('potions')).action;
    const beside = play(room().player('a', 3, 3).build(), activate('0-1')).state;
    expect(choose(beside)).toEqual({ type: 'take-potion' });
    const start = holding(room().player('a', 3, 3).build(), 'a', carrying);
    expect(choose(start)).toEqual(drink('0-1'));
    holding(start, 'a', {
      carried: true,
      effect: { potion: 'speed', rolled: [1, 3], changes: { ma: 2 }, skills: [], turns: 2 },
    });
    expect(choose(start)).not.toEqual(drink('0-1')); // never a dangerous mixture (DB-POTION-6)
  });
});
