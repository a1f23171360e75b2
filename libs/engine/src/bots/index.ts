import type { Agent } from './agent';
import { randomAgent } from './agent';
import { heuristicAgent } from './heuristic';

export { botsForMatch, pick, randomAgent, type Agent } from './agent';
export { heuristicAgent } from './heuristic';

/** The bots a coach may play against, by id. */
export const agents: Readonly<Record<string, Agent>> = {
  random: randomAgent,
  heuristic: heuristicAgent,
};
export {
  playMatch,
  resumableChoice,
  type AppliedAction,
  type PlayedMatch,
  type PlayOptions,
} from './play-match';
