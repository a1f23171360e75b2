import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { view } from '../view';
import type { PortcullisSpot } from '../mechanisms/portcullis';
import type { TiltingCorridor } from '../mechanisms/tilting-corridor';
import { board, named } from '../testing/fixture';
import type { MatchBuilder } from '../testing/fixture';
import { indexIn, squareOf } from '../board/square-index';
import {
  distanceAt,
  distanceAtLeast,
  distanceBelow,
  distanceField,
  fieldTo,
  ownWay,
  readsZero,
  standingDistance,
} from './distance-fields';
import { BotMemory } from './memory';
import { readyMatch } from '../testing/matches';

const at = (x: number, y: number) => ({ floor: 0, x, y });

/** The bots' memory the searches below are kept in, as a bot's for one match. */
const memory = new BotMemory();

/** How many movement points the bots reckon from (x, y) to (7, 1), for the runner of a fixture. */
function distance(built: MatchBuilder, x: number, y: number): number {
  const state = built.player('runner', 0, 1).build();
  const s = view(state, 0).state;
  return distanceAt(s, distanceField(memory, s, named(state, 'runner'), [at(7, 1)]), at(x, y));
}

describe("the bots' distance fields and the dungeon's moving parts", () => {
  const gate: PortcullisSpot = { id: 'gate', at: at(3, 1), side: 'east', start: 'random' };
  const corridor = (position: 'open' | 'closed') =>
    board(['########', '........', '########'])
      .mechanism('portcullis', [gate])
      .remembering('portcullis', { gate: position });

  it('DB-PORT-2: no path leads through a closed portcullis; an open one is walked through', () => {
    expect(distance(corridor('open'), 0, 1)).toBe(7);
    expect(distance(corridor('closed'), 0, 1)).toBe(Infinity);
    expect(distance(corridor('closed'), 4, 1)).toBe(3);
  });

  it('DB-TILT-1: no path enters the tilting corridor at its raised end', () => {
    const bridge: TiltingCorridor = {
      id: 'bridge',
      squares: [at(2, 1), at(3, 1), at(4, 1), at(5, 1)],
      start: 'random',
    };
    const tilted = (lowered: 'z1' | 'z2') =>
      board(['########', '........', '########'])
        .mechanism('tilting-corridor', [bridge])
        .remembering('tilting-corridor', { bridge: lowered });
    expect(distance(tilted('z1'), 0, 1)).toBe(7);
    expect(distance(tilted('z2'), 0, 1)).toBe(Infinity);
  });
});

describe('a player standing where no way goes through', () => {
  it('DB-TELE-3: on a teleporter he reads his way off it, though no way leads through it nor into it', () => {
    const state = board(['........']).teleporter(1, 2, 0).player('runner', 2, 0).build();
    const s = view(state, 0).state;
    const field = distanceField(memory, s, named(state, 'runner'), [at(7, 0)]);
    // A step off to (3, 0) and 4 more: no way from (0, 0) goes through the teleporter.
    expect(standingDistance(s, field, at(2, 0))).toBe(5);
    expect(standingDistance(s, field, at(2, 0), 5)).toBe(Infinity);
    expect(distanceAt(s, field, at(2, 0))).toBe(Infinity);
    expect(distanceAt(s, field, at(0, 0))).toBe(Infinity);
  });
});

describe('the next square of a shortest way', () => {
  it('DB-LADDER-1: leads up a ladder to a target on the floor above', () => {
    const state = board(['.......', '.......', '.......'], ['#######', '#.o...#', '#.....#'])
      .ladder(2, 1)
      .player('runner', 0, 1)
      .build();
    const s = view(state, 0).state;
    const field = distanceField(memory, s, named(state, 'runner'), [{ floor: 1, x: 5, y: 2 }]);
    const way: number[] = [];
    for (let i = indexIn(s.board, at(0, 1)); i >= 0; i = field.nextOnWay(i)) way.push(i);
    expect(squareOf(s.board, way[0]!)).toEqual(at(0, 1));
    expect(squareOf(s.board, way.at(-1)!)).toEqual({ floor: 1, x: 5, y: 2 });
    // Each square of the way is nearer the target than the one before.
    const read = way.map((i) => field.to(i));
    expect(read.at(-1)).toBe(0);
    for (let k = 1; k < read.length; k++) expect(read[k]!).toBeLessThan(read[k - 1]!);
  });
});

describe("a mover's own way, with him left out", () => {
  /** The runner's team-mate in the corridor between the runner and (7, 1), and the fields either way. */
  function fields(rows: readonly string[]) {
    const state = board(rows).player('runner', 0, 1).player('mate', 3, 1).build();
    const s = view(state, 0).state;
    const mate = named(state, 'mate');
    return {
      s,
      whole: distanceField(memory, s, mate, [at(7, 1)]),
      own: ownWay(memory, s, mate, [at(7, 1)]),
    };
  }

  it('reads as the whole field at his square and nearer the targets', () => {
    const { s, whole, own } = fields(['########', '........', '########']);
    for (const x of [3, 4, 6])
      expect(distanceAt(s, own, at(x, 1))).toBe(distanceAt(s, whole, at(x, 1)));
  });

  it('reads nearer than the whole field behind him when every way goes through his square', () => {
    const { s, whole, own } = fields(['########', '........', '########']);
    expect(distanceAt(s, whole, at(0, 1))).toBe(12); // his square costs 5 more to enter
    expect(distanceAt(s, own, at(0, 1))).toBe(7);
  });

  it('reads as the whole field behind him where a way as short goes round him', () => {
    const { s, whole, own } = fields(['########', '........', '........', '########']);
    expect(distanceAt(s, whole, at(0, 1))).toBe(7);
    expect(distanceAt(s, own, at(0, 1))).toBe(7);
  });
});

describe('questions a field answers without searching farther than needed', () => {
  const corridor = () => board(['########', '........', '########']).player('runner', 0, 1).build();

  it('reads a distance below a limit as the whole search does, and none at or beyond it', () => {
    const state = corridor();
    const s = view(state, 0).state;
    const field = distanceField(memory, s, named(state, 'runner'), [at(7, 1)]);
    expect(distanceBelow(s, field, at(4, 1), 4)).toBe(3);
    expect(distanceBelow(s, field, at(3, 1), 4)).toBe(Infinity);
    expect(distanceBelow(s, field, at(0, 1), Infinity)).toBe(7);
    expect(distanceBelow(s, field, at(3, 1), 5)).toBe(4);
  });

  it('tells a target square from the others, where a field would read 0', () => {
    const s = view(corridor(), 0).state;
    expect(readsZero(s, [at(7, 1)], at(7, 1))).toBe(true);
    expect(readsZero(s, [at(7, 1)], at(6, 1))).toBe(false);
  });

  it('DB-PORT-2: a runner shut out by a closed portcullis is cut off until it is raised', () => {
    const gate: PortcullisSpot = { id: 'gate', at: at(3, 1), side: 'east', start: 'random' };
    const shut = (position: 'open' | 'closed') => {
      const state = board(['########', '........', '########'])
        .mechanism('portcullis', [gate])
        .remembering('portcullis', { gate: position })
        .player('runner', 0, 1)
        .build();
      return { s: view(state, 0).state, runner: named(state, 'runner') };
    };
    const closed = shut('closed');
    expect(fieldTo(memory, closed.s, closed.runner, [at(7, 1)], true)).toBeUndefined();
    // Asked again with the portcullis closed, the earlier search answers; raised, a way is found.
    expect(fieldTo(memory, closed.s, closed.runner, [at(7, 1)], false)).toBeUndefined();
    const open = shut('open');
    const field = fieldTo(memory, open.s, open.runner, [at(7, 1)], true);
    expect(field && distanceAt(open.s, field, at(0, 1))).toBe(7);
  });
});

describe("the searches' memory, reused between decisions", () => {
  it('a field searched again once the memory is reused reads as before, and is a new search', () => {
    // An open hall of 3,600 squares: 40 fields to different squares fill more than half of the
    // block the searches are cut from, so that `recycle` reuses it.
    const state = board(Array.from({ length: 60 }, () => '.'.repeat(60)))
      .player('runner', 30, 30)
      .build();
    const s = view(state, 0).state;
    const memory = new BotMemory();
    const runner = named(state, 'runner');
    const targets = Array.from({ length: 40 }, (_, k) => [at(k, 0)]);
    const read = (field: ReturnType<typeof distanceField>) =>
      [at(0, 59), at(59, 59), at(30, 30), at(59, 0)].map((q) => distanceAt(s, field, q));
    const before = targets.map((t) => distanceField(memory, s, runner, t));
    const readBefore = before.map(read);
    expect(distanceField(memory, s, runner, targets[0]!)).toBe(before[0]);
    memory.recycle();
    const after = targets.map((t) => distanceField(memory, s, runner, t));
    expect(after[0]).not.toBe(before[0]);
    expect(after.map(read)).toEqual(readBefore);
    expect(readBefore[39]).toEqual([59, 59, 30, 20]);
  });
});

describe('a lower bound of a distance, told without a search', () => {
  it.each(sampleMaps.map((sample) => [sample.id, sample] as const))(
    'never reads more than the field on %s, from every player to each other and to the chests',
    (_, sample) => {
      const state = readyMatch(sample.map, ['human', 'orc'], 'bounds');
      const s = view(state, 0).state;
      const placed = s.players.filter((p) => p.at);
      const targets = [...placed.map((p) => [p.at!]), s.chests.map((c) => c.at)];
      let far = 0;
      for (const p of placed)
        for (const to of targets) {
          const bound = distanceAtLeast(s, p.at!, to);
          expect(bound).toBeLessThanOrEqual(
            standingDistance(s, distanceField(memory, s, p, to), p.at),
          );
          if (to.some((q) => q === p.at)) expect(bound).toBe(0);
          if (bound > 6) far++;
        }
      // A bound that says more than nothing: many players are over a turn's movement apart.
      expect(far).toBeGreaterThan(placed.length);
      expect(distanceAtLeast(s, placed[0]!.at!, [])).toBe(Infinity);
    },
  );
});
