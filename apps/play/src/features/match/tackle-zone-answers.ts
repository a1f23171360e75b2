import type { Action, MatchView } from '@dungeonbowl/engine';
import type { Coach } from './match-record';

/**
 * A coach's standing answer, with 3 or 4 teams, to whether his players mark the players of
 * another team in their tests (a step, a Jump, a pass, a catch, an interference, DB-MULTI-5):
 * the app answers for him, or asks him each time.
 */
export type TackleZoneAnswer = 'mark' | 'let-through' | 'ask';

export const tackleZoneAnswerLabels: Record<TackleZoneAnswer, string> = {
  mark: 'Always mark',
  'let-through': 'Never mark',
  ask: 'Ask me',
};

/** The key of team `coach`'s standing answer about the movers of team `mover`. */
export const answerKey = (coach: number, mover: number): string => `${coach}>${mover}`;

/**
 * Until a coach says otherwise his players mark everybody, as tackle zones do in a 2-team
 * match: a hot-seat match is not stopped at every step.
 */
export const defaultAnswer: TackleZoneAnswer = 'mark';

/**
 * The answer the app gives for a person coaching the team asked whether its players mark a
 * mover (DB-MULTI-5), from his standing answer about the mover's team; null when he asked to be
 * asked, when a bot coaches that team, or when no such question waits.
 */
export function standingAnswer(
  view: MatchView,
  coaches: readonly Coach[],
  answers: Readonly<Record<string, TackleZoneAnswer>>,
): Action | null {
  const decision = view.state.pending.at(-1);
  if (decision?.kind !== 'tackle-zones' || view.acting !== decision.team) return null;
  if ((coaches[decision.team] ?? 'human') !== 'human') return null;
  const mover = view.state.players.find((p) => p.id === decision.player);
  if (!mover) return null;
  const answer = answers[answerKey(decision.team, mover.team)] ?? defaultAnswer;
  if (answer === 'ask') return null;
  const action: Action = { type: 'mark', mark: answer === 'mark' };
  return view.actions.some((a) => a.type === 'mark' && a.mark === action.mark) ? action : null;
}
