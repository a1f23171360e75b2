import { rollDie, type RngState } from '../dice/rng';
import type { MatchView } from '../view';
import type { Action } from '../model/actions';

/**
 * A coach played by the computer. It sees what a human coach sees (a `view`, never the full
 * state) and picks one of the actions offered; randomness comes from a generator of its own,
 * threaded through, so that a bot's games replay exactly.
 */
export interface Agent {
  readonly id: string;
  choose(view: MatchView, rng: RngState): { action: Action; rng: RngState };
  /**
   * A bot of this kind for one match, with a memory of that match alone (the heuristic bot's
   * searches and plans, `BotMemory`): what it chooses follows that match, whatever else was played
   * before or meanwhile in the process. Without it, or asked without it, a bot remembers nothing
   * between its choices.
   */
  forMatch?(): Agent;
}

/**
 * The bots for one match, one for each team: each kind made once for the match (`forMatch`), and
 * shared by the teams it plays, as they see one match.
 */
export function botsForMatch(bots: readonly Agent[]): Agent[] {
  const made = new Map<Agent, Agent>();
  return bots.map((bot) => {
    let own = made.get(bot);
    if (!own) made.set(bot, (own = bot.forMatch?.() ?? bot));
    return own;
  });
}

/** One of the choices, uniformly at random. */
export function pick<T>(choices: readonly T[], rng: RngState): { choice: T; rng: RngState } {
  const [n, next] = rollDie(rng, choices.length);
  return { choice: choices[n - 1]!, rng: next };
}

/**
 * The random bot: any action offered, uniformly, except that it ends its turn only one time in
 * ten when it could do something else, so that its matches move on, and never concedes (LM-27).
 */
export const randomAgent: Agent = {
  id: 'random',
  choose(view, rng) {
    const offered = view.actions.filter((a) => a.type !== 'concede');
    const { choice, rng: next } = pick(offered, rng);
    if (choice.type !== 'end-turn' || offered.length === 1) return { action: choice, rng: next };
    const [keep, after] = rollDie(next, 10);
    if (keep === 1) return { action: choice, rng: after };
    const others = offered.filter((a) => a.type !== 'end-turn');
    const again = pick(others, after);
    return { action: again.choice, rng: again.rng };
  },
};
