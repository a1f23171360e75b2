import { describe, expect, it } from 'vitest';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import {
  generateDungeon,
  generateDungeonReport,
  generateOptionsProblem,
  minimumDungeonSize,
  validateMap,
  type GenerateOptions,
} from '../index';
import type { Ruleset } from '../rules/catalog';

const rulesets: Ruleset[] = ['torguer-2021', 'jervis-1998'];
const styles = ['mixed', 'valdemor', 'pyramid'] as const;

/**
 * The size mix of the 1,000-seed run: mostly small and middling maps, where the rules are tight
 * and generation takes a few milliseconds, the smallest allowed size in both orientations, and one
 * map in fifty at the format's largest, 80x80 (tens of milliseconds each). The whole run stays
 * well under 30 seconds on a busy 2-core machine.
 */
function optionsFor(i: number): GenerateOptions {
  const floors = 1 + (i % 4);
  const ruleset = rulesets[Math.floor(i / 4) % 2] as Ruleset;
  const min = minimumDungeonSize(floors, ruleset);
  const sizes: [number, number][] = [
    [min.longer, min.shorter],
    [min.shorter, min.longer],
    [36, 24],
    [40, 30],
    [30, 40],
    [48, 32],
    [min.longer + 3, min.shorter + 5],
    [44, 44],
    [54, 38],
  ];
  const [width, height] =
    i % 50 === 49 ? [80, 80] : (sizes[Math.floor(i / 8) % sizes.length] as [number, number]);
  return {
    seed: i * 7919,
    width,
    height,
    floors,
    ruleset,
    style: styles[i % 3] as (typeof styles)[number],
  };
}

function square(map: DungeonMap, floor: number, x: number, y: number): string {
  return map.floors[floor]?.rows[y]?.charAt(x) ?? '#';
}

describe('generateDungeon', () => {
  it('makes maps that pass every setup rule with no error and no warning, over 1,000 seeds of both rulesets (MAP-REACH, MAP-CORRIDOR, MAP-TELE-SPACING, MAP-CHEST-EZ-FAR and the rest)', () => {
    const failures: { options: GenerateOptions; findings: string[] }[] = [];
    let retries = 0;
    let worst = 1;
    for (let i = 0; i < 1000; i++) {
      const options = optionsFor(i);
      const { map, attempts } = generateDungeonReport(options);
      retries += attempts - 1;
      worst = Math.max(worst, attempts);
      const { findings } = validateMap(JSON.stringify(map));
      if (findings.length > 0)
        failures.push({ options, findings: findings.map((f) => `${f.rule}: ${f.message}`) });
    }
    expect(failures).toEqual([]);
    // Built to keep the rules: a fresh attempt is rarely needed (6 of these 1,000 maps need a
    // second one, none a third).
    expect(retries).toBeLessThanOrEqual(20);
    expect(worst).toBeLessThanOrEqual(3);
  }, 60_000);

  it('gives a different map for each of 100 seeds (not just a different name)', () => {
    const maps = new Set<string>();
    for (let seed = 0; seed < 100; seed++) {
      const { meta: _named, ...map } = generateDungeon({ seed, width: 40, height: 30, floors: 2 });
      maps.add(JSON.stringify(map));
    }
    expect(maps.size).toBe(100);
  });

  it('gives the same map, byte for byte, for the same seed and options', () => {
    for (const options of [optionsFor(3), optionsFor(6), optionsFor(49)]) {
      expect(JSON.stringify(generateDungeon(options))).toBe(
        JSON.stringify(generateDungeon({ ...options })),
      );
    }
  });

  describe('puts in every promised ingredient', () => {
    const cases = Array.from({ length: 24 }, (_, i) => optionsFor(i * 37 + 5));

    it.each(cases)('$width x $height, $floors floors, $ruleset, $style (seed $seed)', (options) => {
      const map = generateDungeon(options);
      const { width, height } = map;

      // Rooms joined by corridors: on every floor, several rooms (open squares with no wall around
      // them, grouped), all in one piece once the corridors are counted.
      map.floors.forEach((_, f) => {
        const roomy = (x: number, y: number) => {
          for (let dy = -1; dy <= 1; dy++)
            for (let dx = -1; dx <= 1; dx++)
              if (square(map, f, x + dx, y + dy) === '#') return false;
          return true;
        };
        const groups = (inside: (x: number, y: number) => boolean) => {
          const seen = new Set<number>();
          let count = 0;
          for (let y = 0; y < height; y++)
            for (let x = 0; x < width; x++) {
              if (!inside(x, y) || seen.has(y * width + x)) continue;
              count++;
              const stack = [[x, y] as const];
              seen.add(y * width + x);
              while (stack.length > 0) {
                const [cx, cy] = stack.pop() as readonly [number, number];
                for (const [nx, ny] of [
                  [cx + 1, cy],
                  [cx - 1, cy],
                  [cx, cy + 1],
                  [cx, cy - 1],
                ] as const) {
                  if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
                  if (!inside(nx, ny) || seen.has(ny * width + nx)) continue;
                  seen.add(ny * width + nx);
                  stack.push([nx, ny]);
                }
              }
            }
          return count;
        };
        expect(groups(roomy), `rooms on floor ${f}`).toBeGreaterThanOrEqual(2);
        expect(
          groups((x, y) => square(map, f, x, y) !== '#'),
          `pieces of floor ${f}`,
        ).toBe(1);
      });

      // End zones at the far ends: the two furthest apart at least half the longer side apart.
      expect(map.endZones.length).toBeGreaterThanOrEqual(2);
      const gaps = map.endZones.flatMap((a) =>
        map.endZones.map((b) =>
          Math.max(
            a.x - (b.x + b.width - 1),
            b.x - (a.x + a.width - 1),
            a.y - (b.y + b.height - 1),
            b.y - (a.y + a.height - 1),
          ),
        ),
      );
      expect(Math.max(...gaps)).toBeGreaterThanOrEqual(Math.max(width, height) / 2);

      // Between each floor and the next: a ladder, a rope, and a chute or an elevator.
      for (let f = 0; f + 1 < map.floors.length; f++) {
        const links = (map.links ?? []).filter((l) => l.floor === f).map((l) => l.kind);
        expect(links, `links from floor ${f}`).toEqual(expect.arrayContaining(['ladder', 'rope']));
        const chute = (map.chutes ?? []).some(
          (c) => c.exit.floor === f && c.entries.some((e) => e.floor === f + 1),
        );
        const lift = (map.elevators ?? []).some(
          (e) => e.floors.includes(f) && e.floors.includes(f + 1),
        );
        expect(chute || lift, `chute or elevator from floor ${f}`).toBe(true);
      }

      // Hazards along corridors: pits, lava, holes or void that no ladder or trapdoor explains.
      const explained = new Set([
        ...(map.links ?? []).map((l) => `${l.floor + 1},${l.x},${l.y}`),
        ...(map.features ?? [])
          .filter((t) => t.kind === 'prison-trapdoor')
          .map((t) => `${t.floor},${t.x},${t.y}`),
      ]);
      const hazards = map.floors.flatMap((floor, f) =>
        floor.rows.flatMap((row, y) =>
          [...row].filter((c, x) => '^*_o'.includes(c) && !explained.has(`${f},${x},${y}`)),
        ),
      );
      expect(hazards.length).toBeGreaterThan(0);

      // A river with a crossing: mud river squares, and a gangway beside one.
      const river = map.floors.flatMap((floor, f) =>
        floor.rows.flatMap((row, y) =>
          [...row].flatMap((c, x) => (c === '=' ? [{ f, x, y }] : [])),
        ),
      );
      expect(river.length).toBeGreaterThan(0);
      expect(
        river.some(({ f, x, y }) =>
          [
            square(map, f, x + 1, y),
            square(map, f, x - 1, y),
            square(map, f, x, y + 1),
            square(map, f, x, y - 1),
          ].includes('g'),
        ),
      ).toBe(true);

      // At least one special room, of the chosen style.
      const kinds = (map.rooms ?? []).map((r) => r.kind);
      expect(kinds.length).toBeGreaterThan(0);
      const valdemor = ['spikes', 'geysers', 'moss'];
      if (options.style === 'valdemor') expect(kinds.every((k) => valdemor.includes(k))).toBe(true);
      if (options.style === 'pyramid') expect(kinds.some((k) => valdemor.includes(k))).toBe(false);
    });
  });

  it('places mechanisms where their rules need them: geyser vents in their room, trapdoors over their prison, boats on water (MAP-FEATURE)', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const map = generateDungeon({ seed, width: 48, height: 36, floors: 3, style: 'pyramid' });
      for (const feature of map.features ?? []) seen.add(feature.kind);
      for (const boat of (map.features ?? []).filter((f) => f.kind === 'boat'))
        expect(square(map, boat.floor, boat.x, boat.y)).toBe('~');
      expect(validateMap(map).findings).toEqual([]);
    }
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'prison-trapdoor',
        'prison-lever',
        'monster-lair',
        'potion-table',
        'boat',
        'jetty',
        'statue',
        'door',
      ]),
    );
    const valdemor = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const map = generateDungeon({ seed, width: 48, height: 36, floors: 3, style: 'valdemor' });
      for (const feature of map.features ?? []) valdemor.add(feature.kind);
      for (const elevator of map.elevators ?? []) expect(elevator.kind).toBe('rotating');
    }
    expect([...valdemor]).toEqual(
      expect.arrayContaining(['geyser-vent', 'portcullis', 'tilting-corridor']),
    );
  });

  it('refuses options it cannot honour, with a sentence', () => {
    const base = { seed: 7, width: 40, height: 30, floors: 3 };
    expect(generateOptionsProblem(base)).toBeNull();
    expect(generateOptionsProblem({ ...base, width: 20, height: 16, floors: 1 })).toBe(
      'A 1-floor torguer-2021 dungeon needs at least 30x20 squares (or 20x30) to hold six teleporters far enough apart; 20x16 is too small.',
    );
    expect(
      generateOptionsProblem({ ...base, width: 30, height: 20, floors: 1, ruleset: 'jervis-1998' }),
    ).toMatch(/needs at least 32x20 squares .* six chests far enough from the end zones/);
    expect(generateOptionsProblem({ ...base, width: 81 })).toMatch(/width must be .* 8 to 80/);
    expect(generateOptionsProblem({ ...base, floors: 5 })).toMatch(/1 to 4 floors/);
    expect(generateOptionsProblem({ ...base, seed: -1 })).toMatch(/seed must be a whole number/);
    expect(generateOptionsProblem({ ...base, seed: 1.5 })).toMatch(/seed must be a whole number/);
    expect(() => generateDungeon({ ...base, floors: 0 })).toThrow(RangeError);
  });
});
