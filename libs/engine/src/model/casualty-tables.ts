/** The Casualty table's results, least to most severe (BB-INJ-6). */
export const CASUALTY_RESULTS = [
  'badly-hurt',
  'seriously-hurt',
  'serious-injury',
  'lasting-injury',
  'dead',
] as const;
export type CasualtyResult = (typeof CASUALTY_RESULTS)[number];

/**
 * The Casualty table, D16 (BB-INJ-6), read at the roll plus its modifier: +1 for each Niggling
 * Injury the player has (BB-INJ-8, `casualtyModifier`). Past 16 is the top of the table, Dead.
 */
export const casualtyResult = (rolled: number, modifier = 0): CasualtyResult => {
  const total = rolled + modifier;
  return total <= 6
    ? 'badly-hurt'
    : total <= 9
      ? 'seriously-hurt'
      : total <= 12
        ? 'serious-injury'
        : total <= 14
          ? 'lasting-injury'
          : 'dead';
};

/** What a player's Casualty rolls get: +1 for each Niggling Injury he came into the match with (BB-INJ-8). */
export const casualtyModifier = (p: { readonly nigglingInjuries?: number | undefined }): number =>
  p.nigglingInjuries ?? 0;

/**
 * The Lasting Injury table's results (BB-INJ-7), each with the characteristic it costs a point
 * of: Head Injury −1 AV, Smashed Knee −1 MA, Broken Arm −1 PA, Neck Injury −1 AG, Dislocated
 * Shoulder −1 ST.
 */
export const LASTING_INJURIES = {
  'head-injury': 'av',
  'smashed-knee': 'ma',
  'broken-arm': 'pa',
  'neck-injury': 'ag',
  'dislocated-shoulder': 'st',
} as const;
export type LastingInjury = keyof typeof LASTING_INJURIES;

/** The Lasting Injury table, D6 (BB-INJ-7): 1–2 Head Injury, 3 Smashed Knee, 4 Broken Arm, 5 Neck Injury, 6 Dislocated Shoulder. */
export const lastingInjuryResult = (rolled: number): LastingInjury =>
  rolled <= 2
    ? 'head-injury'
    : rolled === 3
      ? 'smashed-knee'
      : rolled === 4
        ? 'broken-arm'
        : rolled === 5
          ? 'neck-injury'
          : 'dislocated-shoulder';
