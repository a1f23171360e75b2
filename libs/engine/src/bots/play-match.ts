import { createRng, type RngState } from '../dice/rng';
import { actingTeam, view } from '../view';
import { Match } from '../match';
import type { Action } from '../model/actions';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { botsForMatch, type Agent } from './agent';

/**
 * The action `agent` chooses for team `acting` after `played` actions of a match started with
 * `seed`: its generator is drawn from the seed, the team and the number of actions so far, so
 * that a match resumed from its actions (a reload, a server restarted) draws as it would have.
 */
export function resumableChoice(
  agent: Agent,
  state: GameState,
  acting: number,
  seed: string,
  played: number,
): Action {
  return agent.choose(view(state, acting), createRng(`${seed}/bot-${acting}/${played}`)).action;
}

export interface PlayedMatch {
  readonly state: GameState;
  /** Every action taken, in order: with the start state, the match's replay. */
  readonly actions: readonly Action[];
}

/** One action of a played match, as `apply` took it: the state before, the action, what came of it. */
export interface AppliedAction {
  readonly before: GameState;
  readonly action: Action;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

export interface PlayOptions {
  /** A guard against a stuck bot: the match stops with an error after this many actions. */
  readonly maxActions?: number;
  /** Told of every action as it is applied, for statistics drawn from the match's events. */
  readonly onApplied?: (applied: AppliedAction) => void;
}

/**
 * Plays a match to its end with a bot for each team: each bot is shown its own view and its
 * choice is applied. Each bot's generator comes from the seed and its team's index, so the same
 * start and seed give the same match. Stops after `maxActions` (200,000) as a guard against a
 * stuck bot.
 */
export function playMatch(
  start: GameState,
  bots: readonly Agent[],
  seed: string,
  { maxActions = 200_000, onApplied }: PlayOptions = {},
): PlayedMatch {
  const rngs: RngState[] = bots.map((_, team) => createRng(`${seed}/bot-${team}`));
  const match = new Match(start);
  const playing = botsForMatch(bots);
  const actions: Action[] = [];
  for (let acting = actingTeam(start); acting !== null; acting = actingTeam(match.gameState)) {
    if (actions.length >= maxActions)
      throw new Error(`The bots took more than ${maxActions} actions without ending the match.`);
    const bot = playing[acting]!;
    const { action, rng } = bot.choose(match.view(acting), rngs[acting]!);
    rngs[acting] = rng;
    const before = match.gameState;
    const result = match.apply(action);
    if ('error' in result)
      throw new Error(
        `The ${bot.id} bot chose a refused action ${JSON.stringify(action)}: ${result.error}`,
      );
    onApplied?.({ before, action, state: match.gameState, events: result.events });
    actions.push(action);
  }
  return { state: match.gameState, actions };
}
