/** The Casualty table's results, least to most severe (BB-INJ-6). */
export const CASUALTY_RESULTS = [
  'badly-hurt',
  'seriously-hurt',
  'serious-injury',
  'lasting-injury',
  'dead',
] as const;
export type CasualtyResult = (typeof CASUALTY_RESULTS)[number];

/** The Casualty table, D16 (BB-INJ-6). */
export const casualtyResult = (rolled: number): CasualtyResult =>
  rolled <= 6
    ? 'badly-hurt'
    : rolled <= 9
      ? 'seriously-hurt'
      : rolled <= 12
        ? 'serious-injury'
        : rolled <= 14
          ? 'lasting-injury'
          : 'dead';

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
