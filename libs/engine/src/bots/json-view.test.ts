import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { expect, it } from 'vitest';
import { createRng } from '../dice/rng';
import { apply } from '../engine';
import type { Action } from '../model/actions';
import { readyMatch } from '../testing/matches';
import { actingTeam, view, type MatchView } from '../view';
import { heuristicAgent } from './heuristic';

/** The heuristic bot's first `count` choices, each made on the view as `seen` hands it over. */
function choices(seen: (shown: MatchView) => MatchView, count: number): Action[] {
  const hall = sampleMaps.find((s) => s.id === 'training-hall')!.map;
  let state = readyMatch(hall, ['human', 'orc'], 'json-view');
  let rng = createRng('json-view-bot');
  const chosen: Action[] = [];
  for (let team = actingTeam(state); chosen.length < count && team !== null;) {
    const choice = heuristicAgent.choose(seen(view(state, team)), rng);
    rng = choice.rng;
    chosen.push(choice.action);
    const result = apply(state, choice.action);
    if ('error' in result) throw new Error(result.error);
    state = result.state;
    team = actingTeam(state);
  }
  return chosen;
}

// In a file of its own: the first board of its content this process meets is one read from JSON.
it('the heuristic bot plays a view read back from JSON, as a screen online or a worker has it, as it plays the view itself', () => {
  const fromJson = choices((shown) => JSON.parse(JSON.stringify(shown)) as MatchView, 80);
  expect(fromJson).toHaveLength(80);
  expect(choices((shown) => shown, 80)).toEqual(fromJson);
});
