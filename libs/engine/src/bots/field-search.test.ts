import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { gridOf } from '../board/grid';
import { readyMatch } from '../testing/matches';
import { Arena, DistanceField, edgesOf, landmarks } from './field-search';

describe('a field searched toward a mover (A* with landmarks)', () => {
  it.each(sampleMaps.map((sample) => [sample.id, sample] as const))(
    'reads every distance on %s as the plain search does, whichever squares are asked first',
    (_, sample) => {
      const { board } = readyMatch(sample.map, ['human', 'orc'], 'fields');
      const edges = edgesOf(gridOf(board), board);
      const open: number[] = [];
      for (let i = 0; i < edges.closed.length; i++) if (edges.closed[i] === 0) open.push(i);
      // Entering a square adds 0 to 2 here, as players and tackle zones do in a match.
      const costs = () => edges.closed.map((c, i) => (c < 0 ? c : i % 3));
      const every = (n: number) => open.filter((_, k) => k % n === 0);
      for (const [targets, mover] of [
        [every(997).slice(0, 3), open[open.length - 1]!],
        [[open[0]!], open[Math.floor(open.length / 2)]!],
      ] as const) {
        const plain = new DistanceField(edges, null, targets, costs);
        const toward = new DistanceField(edges, null, targets, costs, {
          landmarks: landmarks(edges),
          at: mover,
        });
        expect(toward.standingOn(mover)).toBe(plain.standingOn(mover));
        for (const i of every(7)) {
          expect(toward.nearerThan(i, 12)).toBe(plain.nearerThan(i, 12));
          expect(toward.to(i)).toBe(plain.to(i));
        }
      }
    },
  );

  it('bounds the way between two squares by no more than the plain search finds', () => {
    const { board } = readyMatch(sampleMaps[1]!.map, ['human', 'orc'], 'bounds');
    const edges = edgesOf(gridOf(board), board);
    const marks = landmarks(edges);
    const open: number[] = [];
    for (let i = 0; i < edges.closed.length; i++) if (edges.closed[i] === 0) open.push(i);
    const from = open[5]!;
    // The plain search runs backwards from its targets: a field to `from` reads the way to it.
    const plain = new DistanceField(edges, null, [from], () => edges.closed.map(() => 0));
    for (const i of open.filter((_, k) => k % 11 === 0))
      expect(marks.bound(i, from)).toBeLessThanOrEqual(plain.to(i));
  });
});

describe("a bot's block of memory for its searches", () => {
  it('cuts zeroed arrays and copies again from its start once reused, as if it were new', () => {
    // A match's block, which is cut again rather than given up for a larger one.
    const arena = new Arena();
    const source = Int32Array.from({ length: 300 }, (_, k) => k + 1);
    for (let round = 0; round < 3; round++) {
      // A zeroed array where a copy was cut the round before, and a copy where a zeroed one was.
      const cuts =
        round % 2 === 0 ? ['zeroed', 'copied', 'zeroed'] : ['copied', 'zeroed', 'zeroed'];
      for (const cut of cuts) {
        const ints = cut === 'zeroed' ? arena.zeroed(source.length) : arena.copied(source);
        expect([...ints]).toEqual(
          cut === 'zeroed' ? new Array(source.length).fill(0) : [...source],
        );
        ints.fill(-7);
      }
      arena.reuse();
    }
  });
});
