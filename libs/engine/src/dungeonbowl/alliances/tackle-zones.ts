import {
  adjacentNow,
  exertsTackleZone,
  sameSquare,
  type TackleZoneWaiver,
} from '../../board/squares';
import { remember, remembered } from '../../mechanisms/memory';
import type { GameState, PlayerState, Square } from '../../model/state';
import type { Step } from '../../rules/context';
import { multiTeam, teamsAfterActive } from './play-order';

/** The memory's key (`GameState.mechanismState`), which `markers` reads (`board/squares.ts`). */
const KIND = 'tackle-zones';

/** The step being asked about, the teams asked, and those whose tackle zones do not count. */
interface TackleZonesAsked extends TackleZoneWaiver {
  readonly turn: number;
  readonly player: string;
  readonly from: Square;
  readonly to: Square;
  readonly asked: readonly number[];
}

/** Whether a player of `team` marks a square, whatever his coach chose (BB-MOVE-2). */
const teamMarks = (state: GameState, team: number, square: Square): boolean =>
  state.players.some(
    (p) => p.team === team && exertsTackleZone(p) && !!p.at && adjacentNow(state, p.at, square),
  );

/**
 * With 3 or 4 teams, before a step of movement, asks each other coach whose players mark the
 * mover for its tests whether their tackle zones count (DB-MULTI-5), one coach at a time in turn
 * order: first the teams marking the square he leaves, who decide whether he must Dodge at all;
 * then, if he must, or if he picks up the ball there, the teams marking the square he enters, who
 * add to the modifier. Nobody is asked when his answer cannot change a roll. Returns true while a
 * coach is being asked: the step is made again once he answers (`answerTackleZones`).
 */
export function askTackleZones(step: Step, mover: PlayerState, from: Square, to: Square): boolean {
  const { state } = step;
  if (!multiTeam(state)) return false;
  const known = remembered<TackleZonesAsked>(state, KIND);
  const asked: TackleZonesAsked =
    known?.turn === state.turn.number &&
    known.player === mover.id &&
    sameSquare(known.from, from) &&
    sameSquare(known.to, to)
      ? known
      : {
          turn: state.turn.number,
          player: mover.id,
          from,
          to,
          moverTeam: mover.team,
          asked: [],
          waived: [],
        };
  const others = teamsAfterActive(state).filter((t) => t !== mover.team);
  const leaving = others.filter((t) => teamMarks(state, t, from));
  const dodges = leaving.some((t) => !asked.waived.includes(t));
  const picksUp = state.ball.carrier === null && sameSquare(state.ball.at, to);
  const entering =
    dodges || picksUp ? others.filter((t) => !leaving.includes(t) && teamMarks(state, t, to)) : [];
  const next = [...leaving, ...entering].find((t) => !asked.asked.includes(t));
  remember(state, KIND, next === undefined ? asked : { ...asked, asked: [...asked.asked, next] });
  if (next === undefined) return false;
  state.pending.push({ kind: 'tackle-zones', team: next, player: mover.id, from, to });
  return true;
}

/** A coach's answer: his players mark the mover for this step's tests, or not (DB-MULTI-5). */
export function recordTackleZones(step: Step, team: number, mover: string, mark: boolean): void {
  step.events.push({ type: 'tackle-zones-chosen', team, player: mover, mark });
  if (mark) return;
  const asked = remembered<TackleZonesAsked>(step.state, KIND)!;
  remember(step.state, KIND, { ...asked, waived: [...asked.waived, team] });
}

/** The step's tests are made: every tackle zone counts again. */
export const forgetTackleZones = (state: GameState): void => {
  if (remembered(state, KIND) !== undefined) remember(state, KIND, undefined);
};
