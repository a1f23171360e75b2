import { concededTeams } from './concession';
import { newRoundOrder } from './initiative';
import { anyoneLeft, checkTouchdown, endMatch } from './match-end';
import { forgetTackleZones } from '../rules/dungeonbowl/alliances/tackle-zones';
import { hookedOn, type SequenceHook } from '../mechanisms/registry';
import { changing, changingTeam, copyWith, playerIn, type Step } from '../rules/context';
import { endActivation, freshTurn, turnover } from '../rules/turn';

/** One step of the turn sequence: what it does, by rule, and how. */
interface SequenceStep {
  readonly does: string;
  readonly run: (step: Step) => void;
}

/** Runs steps in order, stopping if one ends the match. */
function runAll(step: Step, steps: readonly SequenceStep[]): void {
  for (const s of steps) {
    s.run(step);
    if (step.state.result !== null) return;
  }
}

/** The hook of one kind of every mechanism on the board, in the registry's order. */
const mechanismHooks =
  (hook: SequenceHook) =>
  (step: Step): void => {
    const hooked = hookedOn(step.state.board, hook);
    if (hooked.length === 0) return;
    const now =
      hook === 'endOfTurn' || hook === 'endOfRound' ? copyWith(step, { noRerolls: true }) : step;
    for (const m of hooked) m[hook]!(now);
  };

/**
 * The end of a team turn (BB-TURN-8), in this order. The dungeon's mechanisms come first, so that
 * a player they Stun during the team's turn is one Stunned in it (BB-STATE-3).
 */
const endOfTurn: readonly SequenceStep[] = [
  { does: 'the dungeon mechanisms act (DB-GEYSER-1...)', run: mechanismHooks('endOfTurn') },
  {
    does: "the team's Stunned players turn Prone, unless Stunned in this turn (BB-STATE-3)",
    run: (step) => {
      const { state } = step;
      for (const p of state.players)
        if (p.team === state.turn.team && p.box === null && p.stance === 'stunned') {
          if (p.stunnedOnOwnTurn) changing(step, p.id).stunnedOnOwnTurn = false;
          else changing(step, p.id).stance = 'prone';
        }
    },
  },
  {
    does: "the team's Reserves have one turn less to wait (DB-PIT-8)",
    run: (step) => {
      const { state } = step;
      for (const p of state.players)
        if (p.team === state.turn.team && p.box === 'reserves' && p.waits > 0)
          changing(step, p.id).waits = p.waits - 1;
    },
  },
  {
    does: 'every player may be activated again, the team may use a re-roll again (BB-RR-2)',
    run: (step) => {
      const { state } = step;
      for (const p of state.players) if (p.activated) changing(step, p.id).activated = false;
      if (state.teams[state.turn.team]!.rerollUsedThisTurn)
        changingTeam(step, state.turn.team).rerollUsedThisTurn = false;
    },
  },
];

/**
 * The end of a round, after its last team turn (DB-GEN-5), in this order; a simulation's round
 * limit, or nobody left to play, ends the match in a draw (DB-MATCH-6).
 */
const endOfRound: readonly SequenceStep[] = [
  {
    does: 'a simulation ends in a draw after its last round (DB-MATCH-6)',
    run: (step) => {
      const { maxRounds } = step.state.options;
      if (maxRounds !== null && step.state.turn.round + 1 > maxRounds)
        endMatch(step, null, 'round-limit');
    },
  },
  {
    does: 'a match with nobody left to play is a draw',
    run: (step) => {
      if (!anyoneLeft(step.state)) endMatch(step, null, 'nobody-left');
    },
  },
  {
    does: 'the dungeon mechanisms act (DB-PORT-5, DB-DOOR-4...)',
    run: mechanismHooks('endOfRound'),
  },
  {
    does: 'the new round begins; 3 or 4 teams roll for initiative (DB-MULTI-1, DB-MULTI-2, DB-MULTI-3)',
    run: (step) => {
      step.events.push({ type: 'round-started', round: step.state.turn.round + 1 });
      newRoundOrder(step, step.state.turn.team);
    },
  },
];

/** A team turn begins (its dugout, DB-PIT-4, then its players): the mechanisms act first. */
export function startTurn(step: Step, team: number, number: number, round: number): void {
  step.state.turn = freshTurn(team, number, round);
  step.events.push({ type: 'turn-started', team, number });
  mechanismHooks('startOfTurn')(step);
}

/** The match is set up: the mechanisms take their starting positions (DB-VALD-1, DB-PYR-1...). */
export const startOfMatch = mechanismHooks('startOfMatch');

/**
 * The end of a team turn: its steps, then, after the last team in the play order (DB-MATCH-11),
 * the end of the round's; then the next team's turn begins.
 */
export function endTurn(step: Step): void {
  const { state } = step;
  endActivation(step);
  runAll(step, endOfTurn);
  const team = state.turn.team;
  step.events.push({ type: 'turn-ended', team });
  const place = state.order.indexOf(team) + 1;
  const newRound = place === state.order.length;
  // A team that conceded leaves the play order once its turn is over (LM-27).
  const out = concededTeams(state).includes(team);
  if (out) state.order = state.order.filter((t) => t !== team);
  if (newRound) {
    runAll(step, endOfRound);
    if (state.result !== null) return;
  }
  const next = state.order[newRound ? 0 : out ? place - 1 : place]!;
  startTurn(step, next, state.turn.number + 1, state.turn.round + (newRound ? 1 : 0));
}

/** An action is over: the mechanisms see where everybody now is (DB-TILT-4). */
export const afterAction = mechanismHooks('afterAction');

/**
 * Called after every action: once nothing waits for a coach, the coaches' answers on their tackle
 * zones lapse, a pass or hand-off whose ball is not held by the active team is a turnover
 * (BB-TO-5), a touchdown ends the match (DB-MATCH-4), and a turnover ends the team turn.
 */
export function settle(step: Step): void {
  const { state } = step;
  if (state.pending.length > 0) return;
  forgetTackleZones(state); // the tests they were given for are made (DB-MULTI-5)
  if (state.turn.ballInPlay) {
    state.turn.ballInPlay = false;
    const holder = playerIn(step, state.ball.carrier);
    if (holder?.team !== state.turn.team)
      turnover(step, holder ? 'the pass was intercepted' : 'the ball was not caught');
  }
  checkTouchdown(step);
  if (state.result === null && state.turn.turnover !== null) endTurn(step);
}
