import { LASTING_INJURIES, type CasualtyResult, type LastingInjury } from '@dungeonbowl/engine';

const casualtyNames: Readonly<Record<CasualtyResult, string>> = {
  'badly-hurt': 'Badly Hurt',
  'seriously-hurt': 'Seriously Hurt',
  'serious-injury': 'Serious Injury',
  'lasting-injury': 'Lasting Injury',
  dead: 'Dead',
};

/** "Badly Hurt": a Casualty result as the Casualty table names it (BB-INJ-6). */
export const casualtyName = (result: CasualtyResult): string => casualtyNames[result];

const lastingInjuryNames: Readonly<Record<LastingInjury, string>> = {
  'head-injury': 'Head Injury',
  'smashed-knee': 'Smashed Knee',
  'broken-arm': 'Broken Arm',
  'neck-injury': 'Neck Injury',
  'dislocated-shoulder': 'Dislocated Shoulder',
};

/** "Smashed Knee (−1 MA)": a Lasting Injury as the table names it, and what it costs (BB-INJ-7). */
export const lastingInjuryWords = (injury: LastingInjury): string =>
  `${lastingInjuryNames[injury]} (−1 ${LASTING_INJURIES[injury].toUpperCase()})`;

/** "2 Niggling Injuries: +2 to his Casualty rolls" (BB-INJ-8); null for none. */
export const nigglingWords = (count: number | undefined): string | null =>
  count
    ? `${count} Niggling ${count === 1 ? 'Injury' : 'Injuries'}: +${count} to his Casualty rolls`
    : null;
