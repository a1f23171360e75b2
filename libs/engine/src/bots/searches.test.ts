import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { expect, it } from 'vitest';
import { createRng } from '../dice/rng';
import { Match } from '../match';
import { readyMatch } from '../testing/matches';
import { actingTeam } from '../view';
import { randomAgent } from './agent';
import { botsForMatch } from './agent';
import { heuristicAgent } from './heuristic';

/**
 * A heuristic match on the Training Hall, its bots made for it, played to its end. With `trials`,
 * before each action a search tries another way on from there, on a copy of the match (`clone`)
 * with bots of its own: two random actions, then its bots' choices for a few more, as a search
 * bot's look-ahead does. What the trials played must not change what the match's bots choose.
 */
function played(seed: string, trials: boolean): string[] {
  const hall = sampleMaps.find((s) => s.id === 'training-hall')!.map;
  const match = new Match(readyMatch(hall, ['human', 'orc'], seed, { maxRounds: 100 }));
  const bots = botsForMatch([heuristicAgent, heuristicAgent]);
  const rngs = [0, 1].map((team) => createRng(`${seed}/bot-${team}`));
  const actions: string[] = [];
  for (let acting = actingTeam(match.gameState); acting !== null;) {
    if (trials) {
      const trial = match.clone();
      const theirs = botsForMatch([heuristicAgent, heuristicAgent]);
      let rng = createRng(`trial-${actions.length}`);
      for (let k = 0, team = actingTeam(trial.gameState); k < 8 && team !== null; k++) {
        const choice = (k < 2 ? randomAgent : theirs[team]!).choose(trial.view(team), rng);
        rng = choice.rng;
        expect(trial.apply(choice.action)).not.toHaveProperty('error');
        team = actingTeam(trial.gameState);
      }
    }
    const { action, rng } = bots[acting]!.choose(match.view(acting), rngs[acting]!);
    rngs[acting] = rng;
    expect(match.apply(action)).not.toHaveProperty('error');
    actions.push(JSON.stringify(action));
    acting = actingTeam(match.gameState);
  }
  return actions;
}

it("a search's trials on copies of a match leave its bots' choices as they are without them", () => {
  const alone = played('searched-1', false);
  expect(alone.length).toBeGreaterThan(300);
  expect(played('searched-1', true)).toEqual(alone);
}, 120_000);
