import { validateMap } from '@dungeonbowl/dungeon-schema';
import { replayProblems, startHash, type ReplayFile } from '@dungeonbowl/engine';
import type { MatchRecord } from './match-record';

/**
 * A match read back from a replay file (exported here or saved by the command line), ready to
 * resume or replay: every team is coached by a person until the start screen says otherwise.
 * A file that is not a replay, whose start was changed since it was saved, or whose map does not
 * pass the validator, is refused with reasons.
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
  const checked = validateMap(file.map);
  if (!checked.valid || !checked.map)
    return {
      problems: checked.findings
        .filter((f) => f.severity === 'error')
        .map((f) => `The match's map: ${f.rule} ${f.message}`),
    };
  return {
    record: {
      map: checked.map,
      mapSource: `Match file: ${fileName}`,
      teams: file.teams,
      coaches: file.teams.map(() => 'human'),
      seed: file.seed,
      options: file.options,
      actions: file.actions,
    },
  };
}

/** The file name a match is downloaded as: the map's name and the seed, made safe for disks. */
export const matchFileName = (record: MatchRecord): string =>
  `${`${record.map.meta.name}-${record.seed}`.replace(/[^\w-]+/g, '-')}.replay.json`;
