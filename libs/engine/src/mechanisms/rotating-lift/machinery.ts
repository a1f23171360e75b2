import { changing, player, type Step } from '../../rules/context';
import { removeFromPlay } from '../../rules/injury';
import { turnover } from '../../rules/turn';
import { ballLost } from '../../rules/ball';
import { cabinAt, inCabin, liftsOf } from './data';

/** Team turns a player waits in the Reserves by how he comes out of the machinery (DB-ROTLIFT-7). */
const waiting = { standing: 0, prone: 1, stunned: 2 } as const;

/**
 * A player left in the lift is carried into its machinery, at the top or the bottom by the way
 * his side turns, and put in the Reserves (DB-ROTLIFT-6). Unhurt he may come back by the pit
 * teleporter from his team's next team turn; Prone he waits 1 turn, Stunned 2 (DB-ROTLIFT-7,
 * DB-PIT-8), one more when it happens in his own team's turn, whose end counts one off. The ball
 * he held reappears on a random teleporter (DB-BALL-3). A player of the active team left there
 * is a turnover (DB-ROTLIFT-8).
 */
function intoTheMachinery(step: Step, id: string): void {
  const { state } = step;
  const p = player(step, id);
  const cabin = cabinAt(state.board, p.at!)!;
  const waits = waiting[p.stance];
  step.events.push({
    type: 'lift-machinery',
    player: id,
    lift: cabin.lift.id,
    end: cabin.side === 'up' ? 'top' : 'bottom',
    waits,
  });
  const held = state.ball.carrier === id;
  if (held) state.ball = { at: null, carrier: null };
  removeFromPlay(step, id, 'reserves');
  const own = p.team === state.turn.team;
  changing(step, id).waits = waits + (own ? 1 : 0);
  if (held) ballLost(step);
  if (own) turnover(step, 'a player was left in the rotating lift');
}

/**
 * Nobody stays in a rotating lift (DB-ROTLIFT-6): every player in it but the one whose activation
 * goes on goes into the machinery: one whose activation is over, one pushed in (DB-ROTLIFT-5),
 * one who fell there. A ball lying in it goes into the machinery too and reappears on a random
 * teleporter (interpretation of DB-BALL-3: the machinery does not lead back into the dungeon).
 */
export function emptyTheLifts(step: Step, riding: string | null): void {
  const { state } = step;
  const lifts = liftsOf(state.board);
  if (lifts.length === 0) return;
  // A plain loop, with no closure made: every player is looked at after every action.
  for (const p of state.players)
    if (p.box === null && p.at !== null && inCabin(state.board, p.at) && p.id !== riding)
      intoTheMachinery(step, p.id);
  const { ball } = state;
  if (ball.carrier === null && ball.at !== null && inCabin(state.board, ball.at)) {
    state.ball = { at: null, carrier: null };
    ballLost(step);
  }
}
