import {
  adjacentNow,
  exertsTackleZone,
  sameSquare,
  type TackleZoneWaiver,
} from '../../../board/squares';
import { remember, remembered } from '../../../model/memory';
import type { MarkedTest } from '../../../model/decisions';
import type { GameState, PlayerState, Square } from '../../../model/state';
import type { DraftState, Step } from '../../context';
import { multiTeam, teamsAfterActive } from './play-order';

/** The memory's key (`GameState.mechanismState`), which `markers` reads (`board/squares.ts`). */
const KIND = 'tackle-zones';

/** The test being asked about (as text, to know it again), the teams asked, and those whose tackle zones do not count. */
interface TackleZonesAsked extends TackleZoneWaiver {
  readonly turn: number;
  readonly player: string;
  readonly test: string;
  readonly asked: readonly number[];
}

/** Whether a player of `team` marks a square, whatever his coach chose (BB-MOVE-2). */
const teamMarks = (state: GameState, team: number, square: Square): boolean =>
  state.players.some(
    (p) => p.team === team && exertsTackleZone(p) && !!p.at && adjacentNow(state, p.at, square),
  );

/**
 * With 3 or 4 teams, before a test that counts the opponents marking the player who makes it,
 * asks each other coach whose players mark him whether their tackle zones count for it
 * (DB-MULTI-5), one coach at a time, in turn order from the active team. For a step: first the
 * teams marking the square he leaves, who decide whether he must Dodge at all; then, if he must,
 * or if he picks up the ball there, the teams marking the square he enters, who add to the
 * modifier. For a Jump, the teams marking the square he leaves or the one he lands in; for a
 * Passing test, a catch or an interference, those marking his square. Nobody is asked when his
 * answer cannot change a roll. Returns true while a coach is being asked: the test is taken up
 * again once he answers (the `tackle-zones` decision's handler, `answers.ts`). Once the test's modifier is known, the answers
 * are forgotten (`forgetTackleZones`).
 */
export function askTackleZones(step: Step, tested: PlayerState, test: MarkedTest): boolean {
  const { state } = step;
  if (!multiTeam(state)) return false;
  const key = JSON.stringify(test);
  const known = remembered<TackleZonesAsked>(state, KIND);
  const asked: TackleZonesAsked =
    known?.turn === state.turn.number && known.player === tested.id && known.test === key
      ? known
      : {
          turn: state.turn.number,
          player: tested.id,
          test: key,
          moverTeam: tested.team,
          asked: [],
          waived: [],
        };
  const next = teamsToAsk(state, tested, test, asked.waived).find((t) => !asked.asked.includes(t));
  remember(state, KIND, next === undefined ? asked : { ...asked, asked: [...asked.asked, next] });
  if (next === undefined) return false;
  state.pending.push({ kind: 'tackle-zones', team: next, player: tested.id, test });
  return true;
}

/** The teams whose answer may change the test, in the order they are asked (`askTackleZones`). */
function teamsToAsk(
  state: GameState,
  tested: PlayerState,
  test: MarkedTest,
  waived: readonly number[],
): number[] {
  const others = [state.turn.team, ...teamsAfterActive(state)].filter((t) => t !== tested.team);
  const marking = (square: Square) => others.filter((t) => teamMarks(state, t, square));
  switch (test.kind) {
    case 'step': {
      const leaving = marking(test.from);
      const dodges = leaving.some((t) => !waived.includes(t));
      const picksUp = state.ball.carrier === null && sameSquare(state.ball.at, test.to);
      const entering = dodges || picksUp ? marking(test.to) : [];
      return [...leaving, ...entering.filter((t) => !leaving.includes(t))];
    }
    case 'jump': {
      const leaving = marking(test.from);
      return [...leaving, ...marking(test.to).filter((t) => !leaving.includes(t))];
    }
    default:
      return tested.at ? marking(tested.at) : [];
  }
}

/**
 * A coach's answer: his players mark the player for this test, or not (DB-MULTI-5). The test is
 * then taken up again by the decision's handler (`answers.ts`).
 */
export function recordTackleZones(step: Step, team: number, mover: string, mark: boolean): void {
  step.events.push({ type: 'tackle-zones-chosen', team, player: mover, mark });
  if (mark) return;
  const asked = remembered<TackleZonesAsked>(step.state, KIND)!;
  remember(step.state, KIND, { ...asked, waived: [...asked.waived, team] });
}

/**
 * The action and the tests it made are over (`settle`): every tackle zone counts again. The
 * answers hold until then, through a re-roll and the later rolls of the same step.
 */
export const forgetTackleZones = (state: DraftState): void => {
  if (remembered(state, KIND) !== undefined) remember(state, KIND, undefined);
};
