import { replayFileOf, type ReplayFile } from '@dungeonbowl/engine';
import type { StoredMatch } from '../db/match-store';
import { MatchGame } from './match-game';

/**
 * A finished match as the engine's replay file (`*.replay.json`), which the play app and the
 * command line read. It holds the seed: it is given only once the match is over.
 */
export function replayFile(match: StoredMatch): ReplayFile | { error: string } {
  if (match.status !== 'finished' || match.result === null || match.teams === null)
    return { error: 'The match is not over: its replay is given once it is.' };
  const game = MatchGame.open(match);
  if ('error' in game) return game;
  const { state, actions } = game.replay;
  // The options as the match played them, the engine's defaults filled in.
  const start = { map: match.map, teams: match.teams, seed: match.seed, options: state!.options };
  // The colours the coaches chose, as a match at one screen keeps them in its file.
  const teamColours = match.seats.map((s) => s.colour);
  return {
    ...replayFileOf(start, actions, state!),
    ...(teamColours.some((c) => c !== null) && { teamColours }),
  };
}
