import { validateMap } from '@dungeonbowl/dungeon-schema';
import { matchProblems } from '@dungeonbowl/engine';
import { BOT_PACES, type MatchRecord } from './match-record';
import { tackleZoneAnswerLabels } from './tackle-zone-answers';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A match read back, from a match file or from the browser's save, checked as the `dungeonbowl
 * replay` command checks a replay file before it replays it: the start, the coaches and the shape
 * of every action by the engine's own checks, the map by the validator. Whether the engine takes
 * each action is then known by replaying them (`openSession`), which refuses the first one
 * `legalActions` does not list, naming it and why.
 */
export function checkedRecord(value: unknown): { record: MatchRecord } | { problems: string[] } {
  if (!isObject(value)) return { problems: ['It is not a match: it should hold one JSON object.'] };
  const problems = matchProblems(value);
  if (!Array.isArray(value.coaches)) problems.push('/coaches should list who coaches each team.');
  if (typeof value.mapSource !== 'string')
    problems.push('/mapSource should say where the map came from.');
  const answers = value.tackleZoneAnswers;
  if (
    answers !== undefined &&
    !(
      isObject(answers) &&
      Object.values(answers).every(
        (a) => typeof a === 'string' && Object.hasOwn(tackleZoneAnswerLabels, a),
      )
    )
  )
    problems.push(
      '/tackleZoneAnswers should map teams to "mark", "let-through" or "ask" (DB-MULTI-5).',
    );
  if (value.botPace !== undefined && !Object.hasOwn(BOT_PACES, String(value.botPace)))
    problems.push(
      `/botPace should be one of ${Object.keys(BOT_PACES)
        .map((p) => `"${p}"`)
        .join(', ')}.`,
    );
  if (value.botsPaused !== undefined && value.botsPaused !== true)
    problems.push('/botsPaused should be true, or left out while the bots play.');
  if (problems.length > 0) return { problems };
  const checked = validateMap(value.map);
  if (!checked.valid || !checked.map)
    return {
      problems: checked.findings
        .filter((f) => f.severity === 'error')
        .map((f) => `The match's map: ${f.rule} ${f.message}`),
    };
  const record = value as unknown as MatchRecord;
  return {
    record: {
      map: checked.map,
      mapSource: record.mapSource,
      teams: record.teams,
      coaches: record.coaches,
      seed: record.seed,
      options: record.options,
      actions: record.actions,
      ...(record.tackleZoneAnswers && { tackleZoneAnswers: record.tackleZoneAnswers }),
      ...(record.seedTyped && { seedTyped: true }),
      ...(record.teamColours && { teamColours: record.teamColours }),
      ...(record.botPace && { botPace: record.botPace }),
      ...(record.botsPaused && { botsPaused: true }),
    },
  };
}
