import type { SkillName } from './skills';
import type { Position, PositionRole, SkillCategory, SkillParams } from './types';

type Cat = SkillCategory;

/** Skill categories written as on a printed team list: 'GS' means General and Strength. */
export type CategoryLetters =
  '' | Cat | `${Cat}${Cat}` | `${Cat}${Cat}${Cat}` | `${Cat}${Cat}${Cat}${Cat}`;

/** A skill as printed on a team list, value included: 'Loner (4+)', 'Mighty Blow (+1)'. */
export type SkillSpec =
  | SkillName
  | `Loner (${number}+)`
  | `Mighty Blow (+${number})`
  | `Dirty Player (+${number})`
  | `Animosity (${string})`;

/** MA, ST, AG, PA, AV as printed; AG, PA and AV are target numbers, PA null for "–". */
export type Profile = readonly [ma: number, st: number, ag: number, pa: number | null, av: number];

const NUMBER_PARAMS: ReadonlyArray<[RegExp, SkillName, 'loner' | 'mightyBlow' | 'dirtyPlayer']> = [
  [/^Loner \((\d+)\+\)$/, 'Loner', 'loner'],
  [/^Mighty Blow \(\+(\d+)\)$/, 'Mighty Blow', 'mightyBlow'],
  [/^Dirty Player \(\+(\d+)\)$/, 'Dirty Player', 'dirtyPlayer'],
];

function readSkills(specs: readonly SkillSpec[]): { skills: SkillName[]; params: SkillParams } {
  const skills: SkillName[] = [];
  const params: SkillParams = {};
  for (const spec of specs) {
    const animosity = /^Animosity \((.+)\)$/.exec(spec);
    if (animosity?.[1] !== undefined) {
      skills.push('Animosity');
      params.animosity = animosity[1];
      continue;
    }
    const numbered = NUMBER_PARAMS.find(([pattern]) => pattern.test(spec));
    if (numbered) {
      const [pattern, name, key] = numbered;
      skills.push(name);
      params[key] = Number(pattern.exec(spec)?.[1]);
      continue;
    }
    // Every other member of SkillSpec is a SkillName.
    skills.push(spec as SkillName);
  }
  return { skills, params };
}

function letters(text: CategoryLetters): SkillCategory[] {
  return [...text] as SkillCategory[];
}

/**
 * One line of a team list as a plain `Position` object:
 * `position(id, name, role, max, cost, [MA, ST, AG, PA, AV], primary, secondary, skills)`.
 */
export function position(
  id: string,
  name: string,
  role: PositionRole,
  max: number,
  cost: number,
  [ma, st, ag, pa, av]: Profile,
  primary: CategoryLetters,
  secondary: CategoryLetters,
  skillSpecs: readonly SkillSpec[] = [],
): Position {
  const { skills, params } = readSkills(skillSpecs);
  const result: Position = {
    id,
    name,
    role,
    max,
    cost,
    ma,
    st,
    ag,
    pa,
    av,
    skills,
    primary: letters(primary),
    secondary: letters(secondary),
    bigGuy: role === 'big-guy',
  };
  if (Object.keys(params).length > 0) result.skillParams = params;
  return result;
}

/**
 * The `source` text of a BB2020 roster: what was used, and how far it was checked. `checks` names
 * the public data the figures were compared with; `note` records doubts and choices.
 */
export function bb2020Source(checks: string, note?: string): string {
  const base =
    'Blood Bowl 2020 ("Second Season Edition") team list as it stood before the 2025 edition, ' +
    "written from the engineer's knowledge of the rules and cross-checked against public BB2020 " +
    `roster data: ${checks}. Not checked against the printed books.`;
  return note === undefined ? base : `${base} ${note}`;
}
