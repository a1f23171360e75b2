import { describe, expect, it } from 'vitest';
import { heuristicAgent, randomAgent, type Agent } from '../../bots';
import { createRng } from '../../dice/rng';
import { actingTeam, view } from '../../view';
import { apply } from '../../engine';
import type { GameEvent } from '../../model/events';
import type { GameState } from '../../model/state';
import { pool } from '../../testing/boat-pool';

/** Team 0's turn played by a bot, from a rower in boat A and a swimmer: the events, or a stall. */
function botTurn(agent: Agent, seed: string): { events: GameEvent[]; ended: boolean } {
  let state: GameState = pool()
    .player('rower', 2, 1)
    .player('swimmer', 5, 1)
    .player('docker', 1, 2, { team: 1 })
    .player('boatman', 3, 2, { team: 1 })
    .withRerolls(0, 1)
    .build();
  let rng = createRng(seed);
  const events: GameEvent[] = [];
  for (let i = 0; i < 300; i++) {
    const team = actingTeam(state);
    if (state.turn.team !== 0 || team === null) return { events, ended: true };
    const choice = agent.choose(view(state, team), rng);
    rng = choice.rng;
    const result = apply(state, choice.action);
    if ('error' in result)
      throw new Error(`${agent.id} chose ${JSON.stringify(choice.action)}: ${result.error}`);
    state = result.state;
    events.push(...result.events);
  }
  return { events, ended: false };
}

describe('boats and the bots', () => {
  it('DB-BOAT-4: the random bot rows boats and always finishes its turn', () => {
    const turns = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) =>
      botTurn(randomAgent, seed),
    );
    expect(turns.every((t) => t.ended)).toBe(true);
    expect(turns.some((t) => t.events.some((e) => e.type === 'boat-rowed'))).toBe(true);
  });

  it('DB-BOAT-4: the heuristic bot, not clever with boats, never gets stuck in one', () => {
    expect(botTurn(heuristicAgent, 'a').ended).toBe(true);
  });
});
