import { fileBaseName } from '@dungeonbowl/ui';
import type { TeamSheet } from '@dungeonbowl/engine';

/** "reikland-reavers.team.json" from "Reikland Reavers". */
export const teamSheetFileName = (sheet: TeamSheet): string =>
  `${fileBaseName(sheet.name, 'team')}.team.json`;

/** The sheet as the file the start screen's "Team sheet…" input reads: pretty JSON. */
export const teamSheetText = (sheet: TeamSheet): string => `${JSON.stringify(sheet, null, 2)}\n`;
