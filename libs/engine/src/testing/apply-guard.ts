import { expect, vi } from 'vitest';
import type * as Engine from '../engine';
import type { GameState } from '../model/state';

/**
 * In the engine's tests, every `apply` is checked to leave the players and teams of the state it
 * was given as they were: it shares those it does not change with the state it returns, so a rule
 * that changed one without `changing` or `changingTeam` (`rules/context.ts`) would change a state
 * a coach, a bot or a replay still holds. Set up for every test file in `vite.config.ts`.
 */
vi.mock('../engine', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  const apply: typeof engine.apply = (state, action) => {
    const before = snapshot(state);
    const result = engine.apply(state, action);
    expect(
      snapshot(state),
      `apply(${JSON.stringify(action)}) changed a shared player or team`,
    ).toEqual(before);
    return result;
  };
  return { ...engine, apply };
});

/** The players and teams of a state, copied one level deep: their fields, which rules set. */
const snapshot = (state: GameState) => ({
  players: state.players.map((p) => ({ ...p })),
  teams: state.teams.map((t) => ({ ...t })),
});
