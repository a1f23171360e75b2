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
