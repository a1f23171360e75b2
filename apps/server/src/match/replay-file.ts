import { createHash } from 'node:crypto';
import { REPLAY_FORMAT, REPLAY_VERSION, type ReplayFile } from '@dungeonbowl/engine';
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
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    map: match.map,
    teams: match.teams,
    seed: match.seed,
    options: state!.options,
    actions,
    result: match.result,
    finalHash: createHash('sha256').update(JSON.stringify(state)).digest('hex'),
  };
}
