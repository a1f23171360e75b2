/**
 * The skill and trait names a roster may give a player.
 *
 * The first block is the table of `shared/rules/blood-bowl-core.md` section 16 (BB-SKILL-1), one
 * entry per row, with the row's category letter (A Agility, G General, M Mutation, P Passing,
 * S Strength, T Trait). The second block holds the skills and traits the BB2020 team lists below
 * need that the table lacks; they are flagged `notInRulesTable` so the rules digest can catch up.
 *
 * Names are the bare skill names. A skill that carries a value on a roster (Loner (4+), Mighty
 * Blow (+1), Dirty Player (+2), Animosity (all team-mates)) keeps the value in the position's
 * `skillParams`; `tableName` records how the rules table writes the row.
 */

export type SkillCategoryLetter = 'A' | 'G' | 'M' | 'P' | 'S' | 'T';

export interface SkillDefinition {
  readonly name: string;
  readonly category: SkillCategoryLetter;
  /** The row's name in BB-SKILL-1 when it differs from `name` (it carries a value there). */
  readonly tableName?: string;
  /** Needed by a roster but absent from the BB-SKILL-1 table. */
  readonly notInRulesTable?: true;
  /** The value the skill takes on a roster, kept in `Position.skillParams`. */
  readonly parameter?: 'loner' | 'mightyBlow' | 'dirtyPlayer' | 'animosity';
}

export const SKILLS = [
  // BB-SKILL-1, in the table's order.
  { name: 'Accurate', category: 'P' },
  { name: 'Animal Savagery', category: 'T' },
  { name: 'Big Hand', category: 'M' },
  { name: 'Block', category: 'G' },
  { name: 'Bone Head', category: 'T' },
  { name: 'Break Tackle', category: 'S' },
  { name: 'Catch', category: 'A' },
  { name: 'Claws', category: 'M' },
  { name: 'Dauntless', category: 'G' },
  { name: 'Dirty Player', category: 'G', tableName: 'Dirty Player (+1)', parameter: 'dirtyPlayer' },
  { name: 'Disturbing Presence', category: 'M' },
  { name: 'Diving Tackle', category: 'A' },
  { name: 'Dodge', category: 'A' },
  { name: 'Extra Arms', category: 'M' },
  { name: 'Fend', category: 'G' },
  { name: 'Foul Appearance', category: 'M' },
  { name: 'Frenzy', category: 'G' },
  { name: 'Guard', category: 'S' },
  { name: 'Hail Mary Pass', category: 'P' },
  { name: 'Horns', category: 'M' },
  { name: 'Hypnotic Gaze', category: 'T' },
  { name: 'Juggernaut', category: 'S' },
  { name: 'Jump Up', category: 'A' },
  { name: 'Kick', category: 'G' },
  { name: 'Leap', category: 'A' },
  { name: 'Loner', category: 'T', tableName: 'Loner (X+)', parameter: 'loner' },
  { name: 'Mighty Blow', category: 'S', tableName: 'Mighty Blow (+1)', parameter: 'mightyBlow' },
  { name: 'Multiple Block', category: 'S' },
  { name: 'Nerves of Steel', category: 'P' },
  { name: 'Pass', category: 'P' },
  { name: 'Prehensile Tail', category: 'M' },
  { name: 'Pro', category: 'G' },
  { name: 'Really Stupid', category: 'T' },
  { name: 'Regeneration', category: 'T' },
  { name: 'Right Stuff', category: 'T' },
  { name: 'Safe Pass', category: 'P' },
  { name: 'Sidestep', category: 'A' },
  { name: 'Sneaky Git', category: 'A' },
  { name: 'Sprint', category: 'A' },
  { name: 'Stab', category: 'T' },
  { name: 'Stand Firm', category: 'S' },
  { name: 'Strip Ball', category: 'G' },
  { name: 'Strong Arm', category: 'S' },
  { name: 'Stunty', category: 'T' },
  { name: 'Sure Feet', category: 'A' },
  { name: 'Sure Hands', category: 'G' },
  { name: 'Tackle', category: 'G' },
  { name: 'Take Root', category: 'T' },
  { name: 'Tentacles', category: 'M' },
  { name: 'Thick Skull', category: 'S' },
  { name: 'Throw Team-mate', category: 'T' },
  { name: 'Two Heads', category: 'M' },
  { name: 'Very Long Legs', category: 'M' },
  { name: 'Wrestle', category: 'G' },
  { name: 'Blunderbuss', category: 'T', tableName: 'Blunderbuss (Chaos Dwarf weapon)' },

  // Needed by the BB2020 team lists, missing from BB-SKILL-1.
  { name: 'Always Hungry', category: 'T', notInRulesTable: true },
  { name: 'Animosity', category: 'T', notInRulesTable: true, parameter: 'animosity' },
  { name: 'Ball & Chain', category: 'T', notInRulesTable: true },
  { name: 'Bombardier', category: 'T', notInRulesTable: true },
  { name: 'Brawler', category: 'S', notInRulesTable: true },
  { name: 'Chainsaw', category: 'T', notInRulesTable: true },
  { name: 'Cloud Burster', category: 'P', notInRulesTable: true },
  // Category of Defensive and Hit and Run (2022 Amazon list) unsure: General is assumed.
  { name: 'Defensive', category: 'G', notInRulesTable: true },
  { name: 'Drunkard', category: 'T', notInRulesTable: true },
  { name: 'Dump-off', category: 'P', notInRulesTable: true },
  { name: 'Grab', category: 'S', notInRulesTable: true },
  { name: 'Hit and Run', category: 'G', notInRulesTable: true },
  { name: 'Kick Team-mate', category: 'T', notInRulesTable: true },
  { name: 'No Hands', category: 'T', notInRulesTable: true },
  { name: 'On the Ball', category: 'P', notInRulesTable: true },
  { name: 'Pick-me-up', category: 'T', notInRulesTable: true },
  { name: 'Pogo Stick', category: 'T', notInRulesTable: true },
  { name: 'Projectile Vomit', category: 'T', notInRulesTable: true },
  { name: 'Running Pass', category: 'P', notInRulesTable: true },
  { name: 'Secret Weapon', category: 'T', notInRulesTable: true },
  { name: 'Shadowing', category: 'G', notInRulesTable: true },
  { name: 'Swarming', category: 'T', notInRulesTable: true },
  { name: 'Swoop', category: 'T', notInRulesTable: true },
  { name: 'Timmm-ber!', category: 'T', notInRulesTable: true },
  { name: 'Titchy', category: 'T', notInRulesTable: true },
  { name: 'Unchannelled Fury', category: 'T', notInRulesTable: true },
] as const satisfies readonly SkillDefinition[];

export type SkillName = (typeof SKILLS)[number]['name'];

const SKILL_BY_NAME: ReadonlyMap<string, SkillDefinition> = new Map(
  SKILLS.map((skill): [string, SkillDefinition] => [skill.name, skill]),
);

export function isSkillName(s: string): s is SkillName {
  return SKILL_BY_NAME.has(s);
}

/** The definition of a skill, or undefined for a name that is not a skill. */
export function skillDefinition(name: string): SkillDefinition | undefined {
  return SKILL_BY_NAME.get(name);
}
