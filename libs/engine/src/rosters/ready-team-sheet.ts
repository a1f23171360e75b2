import type { TeamSheet } from './types';

/** One line of a ready team: shirt number, name, position id. */
export type PlayerRow = readonly [number: number, name: string, positionId: string];

export interface ReadyTeamHeader {
  name: string;
  rosterId: string;
  coach: string;
  colours: readonly [primary: string, secondary: string];
  rerolls: number;
  apothecary: boolean;
}

/** A plain `TeamSheet` from a header and one row per player. */
export function readyTeam(header: ReadyTeamHeader, rows: readonly PlayerRow[]): TeamSheet {
  const [primary, secondary] = header.colours;
  return {
    name: header.name,
    rosterId: header.rosterId,
    coach: header.coach,
    colours: { primary, secondary },
    rerolls: header.rerolls,
    apothecary: header.apothecary,
    players: rows.map(([number, name, positionId]) => ({ number, name, positionId })),
  };
}
