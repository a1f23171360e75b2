import type {
  CharacteristicChanges,
  PlayerState,
  PotionEffect,
  PotionKind,
} from '../../model/state';

/** How long a potion acts: 4 of the drinker's team turns, the drinking one included (DB-POTION-3). */
export const POTION_TURNS = 4;

type Characteristic = keyof CharacteristicChanges;

/**
 * One potion's row of the table (DB-POTION-4): what it changes, by how much for an effect of 1,
 * of 2 to 4 and of 5 or 6 (on the pre-2020 scale: +1 AG is a better Agility), and the skills each
 * effect gives. Combat and Reflexes at 5-6 keep the 2-4 bonuses and add a skill.
 */
interface PotionRow {
  readonly kind: PotionKind;
  readonly changes: Characteristic;
  readonly by: readonly [number, number, number];
  readonly skills: readonly [readonly string[], readonly string[], readonly string[]];
}

const none = [[], [], []] as const;

/** The D6 for the potion picks the row (DB-POTION-4). */
const rows: readonly PotionRow[] = [
  { kind: 'speed', changes: 'ma', by: [-2, 2, 4], skills: none },
  { kind: 'strength', changes: 'st', by: [-1, 1, 2], skills: none },
  { kind: 'agility', changes: 'ag', by: [-1, 1, 2], skills: none },
  { kind: 'stone-skin', changes: 'av', by: [-2, 1, 2], skills: none },
  {
    kind: 'combat',
    changes: 'st',
    by: [-2, 2, 2],
    skills: [[], ['Block'], ['Block', 'Mighty Blow (+1)']],
  },
  {
    kind: 'reflexes',
    changes: 'ag',
    by: [-2, 2, 2],
    skills: [[], ['Dodge'], ['Dodge', 'Sidestep']],
  },
];

/**
 * The limits a potion keeps a characteristic within, as the BB2020 profile reads it: MA 2 to 10,
 * ST 1 to 6 (DB-POTION-4); AG 6+ to 2+ and AV 5+ to 11+, the pre-2020 table's limits carried
 * over (DB-POTION-5). AG is a target, so a better Agility is a lower number.
 */
const limits: Readonly<
  Record<Characteristic, { worst: number; best: number; lowerIsBetter?: true }>
> = {
  ma: { worst: 2, best: 10 },
  st: { worst: 1, best: 6 },
  ag: { worst: 6, best: 2, lowerIsBetter: true },
  av: { worst: 5, best: 11 },
};

/**
 * What a bonus or a malus of `by` (better when positive) changes a characteristic of `base` by,
 * within its limits (DB-POTION-4, DB-POTION-5). A potion never makes a characteristic worse than
 * it was with a bonus, nor better with a malus, when it already lay beyond the limit.
 */
export function changeWithin(characteristic: Characteristic, base: number, by: number): number {
  const { worst, best, lowerIsBetter } = limits[characteristic];
  const sign = lowerIsBetter ? -1 : 1;
  // On a scale where higher is better: the base, the limits, then back.
  const value = base * sign;
  const high = Math.max(worst * sign, best * sign);
  const low = Math.min(worst * sign, best * sign);
  const changed =
    by > 0
      ? Math.max(value, Math.min(high, value + by))
      : Math.min(value, Math.max(low, value + by));
  return (changed - value) * sign;
}

/** The effect of a potion on a player, from the D6 for the potion and the D6 for its effect (DB-POTION-4). */
export function potionEffect(p: PlayerState, potion: number, effect: number): PotionEffect {
  const row = rows[potion - 1]!;
  const column = effect === 1 ? 0 : effect <= 4 ? 1 : 2;
  const change = changeWithin(row.changes, p[row.changes], row.by[column]);
  return {
    potion: row.kind,
    rolled: [potion, effect],
    changes: change === 0 ? {} : { [row.changes]: change },
    skills: row.skills[column],
    turns: POTION_TURNS,
  };
}
