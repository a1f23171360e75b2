import type { PublicState } from '@dungeonbowl/engine';

/**
 * Whether the match is still being set up: end zones chosen, players placed (DB-SETUP-12,
 * DB-SETUP-13, DB-SETUP-14).
 */
export const isSettingUp = (state: Pick<PublicState, 'pending'>): boolean =>
  state.pending.some((d) => d.kind === 'choose-end-zone' || d.kind === 'set-up');
