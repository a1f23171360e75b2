import { replayProblems, startHash, type ReplayFile } from '@dungeonbowl/engine';
import { checkedRecord } from './match-check';
import { seedShown, type MatchRecord } from './match-record';

/**
 * A match read back from a replay file (exported here or saved by the command line), ready to
 * resume or replay, with the coaches the file names (every team a person when it names none).
 * A file that is not a replay, whose start was changed since it was saved, or whose map does not
 * pass the validator, is refused with reasons; its actions are checked as it is opened.
 */
export function recordFromReplay(
  text: string,
  fileName: string,
): { record: MatchRecord } | { problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: [`${fileName} is not JSON: a match file is a .replay.json file.`] };
  }
  const problems = replayProblems(value);
  if (problems.length > 0) return { problems };
  const file = value as ReplayFile;
  // Version 1 files saved no start hash.
  if (file.version !== 1 && startHash(file) !== file.startHash)
    return {
      problems: [
        'Its map, teams, seed or options were changed since the match was saved, so its actions would not replay that match.',
      ],
    };
  return checkedRecord({
    map: file.map,
    mapSource: `Match file: ${fileName}`,
    teams: file.teams,
    coaches: file.coaches ?? file.teams.map(() => 'human'),
    seed: file.seed,
    options: file.options,
    actions: file.actions,
    ...(file.seedTyped && { seedTyped: true }),
    ...(file.teamColours && { teamColours: file.teamColours }),
  });
}

/**
 * The file name a match is downloaded as: the map's name and, when it may be shown, the seed,
 * made safe for disks; else its number of actions (an online match's seed stays on the server).
 */
export function matchFileName(record: MatchRecord, over: boolean): string {
  const played = `${over ? '' : 'unfinished-'}${record.actions.length}-actions`;
  const name = `${record.map.meta.name}-${seedShown(record, over) ? record.seed : played}`;
  return `${name.replace(/[^\w-]+/g, '-')}.replay.json`;
}
