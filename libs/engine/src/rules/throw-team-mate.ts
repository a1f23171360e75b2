import {
  adjacentNow,
  chestOn,
  disturbingPresence,
  hasSkill,
  markers,
  moveCost,
  playerAt,
} from '../board/squares';
import { floorPassRange } from './dungeonbowl/floor-passes';
import { entered } from './dungeonbowl/teleporters';
import type { TeamMateThrow } from '../model/decisions';
import type { GameState, PlayerState, Square } from '../model/state';
import { ballOnSquare, bounce } from './ball';
import { fallInto } from './falling';
import { fallsInto, occupiedNow } from '../board/dungeon';
import { changing, player, type Step } from './context';
import { knockDown } from './injury';
import { deviate, passQuality, passTargets, scatterOnce, type Obstacle } from './pass';
import { passRange } from './pass-lines';
import { lastRoll, rollTest } from './tests';
import { endActivation, turnover } from './turn';
import { characteristics } from './characteristics';

/** May throw team-mates: the Throw Team-mate trait and ST 5 or more (BB-PASS-14). */
export const canThrowTeamMates = (p: PlayerState): boolean =>
  hasSkill(p, 'Throw Team-mate') && characteristics(p).st >= 5;

/**
 * The range a team-mate is thrown at underground, or null where no throw goes: on one floor or one
 * floor down, Quick at most, the ceiling being low (DB-PASS-28); one floor up, a Short throw,
 * whatever the squares between (DB-PASS-29); never on one floor at Short range, nor two floors up
 * or down (DB-PASS-30). What the thrower must see is a pass's (DB-PASS-20, DB-PASS-23).
 */
export function throwRange(from: Square, to: Square): 'Q' | 'S' | null {
  const rise = to.floor - from.floor;
  if (rise === 0) return passRange(from, to) === 'Q' ? 'Q' : null;
  if (rise === -1) return floorPassRange(from, to) === 'Q' ? 'Q' : null;
  if (rise === 1) return floorPassRange(from, to);
  return null;
}

/**
 * The throws the active thrower may make now (BB-PASS-14): an adjacent Standing team-mate with
 * Right Stuff and ST 3 or less, not rooted (Take Root), at a square a pass could aim at, within
 * the range a throw has underground (`throwRange`).
 */
export function throwTargets(state: GameState, thrower: PlayerState): TeamMateThrow[] {
  const from = thrower.at;
  if (!from) return [];
  const thrown = state.players.filter(
    (p) =>
      p.team === thrower.team &&
      p.id !== thrower.id &&
      p.box === null &&
      p.stance === 'standing' &&
      !p.rooted &&
      characteristics(p).st <= 3 &&
      hasSkill(p, 'Right Stuff') &&
      !!p.at &&
      adjacentNow(state, from, p.at),
  );
  if (thrown.length === 0) return [];
  const targets = passTargets(state, from).filter((to) => throwRange(from, to) !== null);
  return thrown.flatMap((p) =>
    targets.map((target) => ({ thrower: thrower.id, thrown: p.id, target })),
  );
}

/**
 * The throw (BB-PASS-15): a Passing Ability test at −1 per opponent Marking the thrower and per
 * opposing Disturbing Presence, +1 with Strong Arm; Quick range has no modifier, a Short throw up
 * a floor −1 (DB-PASS-29), and Accurate and Nerves of Steel do not apply. A thrower with PA "–"
 * always fumbles (BB-CHAR-5).
 */
export function throwTeamMate(step: Step, thrownId: string, target: Square): void {
  const thrower = player(step, step.state.turn.activation!.player);
  const flight: TeamMateThrow = { thrower: thrower.id, thrown: thrownId, target };
  if (thrower.pa === null) return throwResult(step, flight, 1, 0);
  const modifier =
    (throwRange(thrower.at!, target) === 'S' ? -1 : 0) -
    markers(step.state, thrower.team, thrower.at!).length -
    disturbingPresence(step.state, thrower) +
    (hasSkill(thrower, 'Strong Arm') ? 1 : 0);
  const outcome = rollTest(step, {
    kind: 'throw-team-mate',
    player: thrower.id,
    target: thrower.pa,
    modifier,
    throw: flight,
  });
  if (outcome !== 'pending') throwResult(step, flight, lastRoll(step), modifier);
}

/**
 * Squares a thrown player cannot come down in, so that the direction is rolled again (DB-PASS-30):
 * walls, statues, rails, chests (DB-CHEST-2) and boats. Into a void or another hazard he falls.
 */
const noFooting: Obstacle = (state, square) =>
  (moveCost(state.board, square) === null && !fallsInto(state.board, square)) ||
  chestOn(state, square) ||
  occupiedNow(state, square); // a boat (DB-BOAT-2)

/** A throw reads like a pass (BB-PASS-15), under its own names. */
const throwQuality = {
  accurate: 'superb',
  inaccurate: 'subpar',
  'wildly-inaccurate': 'terrible',
  fumbled: 'fumbled',
} as const;

/**
 * Reads the throw like a pass (BB-PASS-15): Accurate is Superb, Inaccurate Subpar, Wildly
 * Inaccurate Terrible, Fumbled Fumbled. Superb and Subpar throws scatter
 * the player three times from the target square, a Terrible one deviates him from his own square,
 * a Fumbled one scatters him once from it. The thrower's activation ends; a fumbled ball carrier
 * is a turnover (BB-TO-8).
 */
export function throwResult(
  step: Step,
  flight: TeamMateThrow,
  rolled: number,
  modifier: number,
): void {
  endActivation(step);
  const thrower = player(step, flight.thrower);
  const thrown = player(step, flight.thrown);
  const quality = throwQuality[passQuality(rolled, modifier, thrower.pa)];
  const origin = thrown.at!;
  let landing = origin;
  if (quality === 'fumbled') landing = scatterOnce(step, origin, noFooting);
  else if (quality === 'terrible') landing = deviate(step, origin, noFooting);
  else {
    landing = flight.target;
    for (let i = 0; i < 3; i++) landing = scatterOnce(step, landing, noFooting);
  }
  step.events.push({
    type: 'team-mate-thrown',
    thrower: thrower.id,
    player: thrown.id,
    target: flight.target,
    quality,
    landing,
  });
  if (quality === 'fumbled' && step.state.ball.carrier === thrown.id)
    turnover(step, 'the thrown team-mate holding the ball was fumbled');
  comeDown(
    step,
    thrown,
    origin,
    landing,
    { superb: 0, subpar: -1, terrible: -2, fumbled: -1 }[quality],
  );
}

/**
 * The thrown player comes down (BB-PASS-16, BB-PASS-17). On a player, that player is Knocked Down
 * (a turnover if he is of the active team) and the thrown player scatters on, one square at a
 * time, to an empty square where he Falls Over with no test. Otherwise he makes his landing test:
 * an Agility test at −1 per opponent Marking the landing square, plus the throw's modifier.
 * Interpretation: the player landed on is knocked down once the thrown player lies still, so
 * that every bounce of the ball finds both where they end up.
 */
function comeDown(
  step: Step,
  thrown: PlayerState,
  origin: Square,
  landing: Square,
  throwModifier: number,
): void {
  const hit = playerAt(step.state, landing);
  if (hit && hit.id !== thrown.id) {
    let at = landing;
    const occupied: Obstacle = (state, square) =>
      noFooting(state, square) ||
      (!!playerAt(state, square) && playerAt(state, square)!.id !== thrown.id);
    for (let i = 0; i < 100 && occupied(step.state, at); i++) at = scatterOnce(step, at, noFooting);
    placeThrown(step, thrown, origin, at);
    if (fallsInto(step.state.board, at))
      fallInto(step, { player: thrown.id, cause: 'pushed', into: at });
    else landingResult(step, thrown.id, false);
    const active = hit.team === step.state.turn.team;
    knockDown(step, hit.id);
    if (active) turnover(step, 'a thrown team-mate landed on a player of the active team');
    return;
  }
  placeThrown(step, thrown, origin, landing);
  // Coming down in a void or a hazard, he falls into it as if pushed (DB-PASS-30 interpretation).
  if (fallsInto(step.state.board, landing))
    return fallInto(step, { player: thrown.id, cause: 'pushed', into: landing });
  const outcome = rollTest(step, {
    kind: 'landing',
    player: thrown.id,
    target: characteristics(thrown).ag,
    modifier: throwModifier - markers(step.state, thrown.team, landing).length,
  });
  if (outcome !== 'pending') landingResult(step, thrown.id, outcome === 'success');
}

function placeThrown(step: Step, thrown: PlayerState, from: Square, to: Square): void {
  changing(step, thrown.id).at = to;
  if (step.state.ball.carrier === thrown.id) step.state.ball.at = to;
  step.events.push({ type: 'moved', player: thrown.id, from, to });
}

/**
 * After the landing test: Standing, or Fallen Over in the landing square (BB-PASS-16). Coming down
 * on a teleporter teleports him first, and he lands or falls where it sends him (DB-TELE-2,
 * DB-TELE-13). A ball lying in the square he ends in bounces: off him as he falls (BB-BALL-6),
 * or, Standing, as for a player pushed into it (BB-BLOCK-10).
 */
export function landingResult(step: Step, id: string, success: boolean): void {
  entered(step, id, false);
  const p = player(step, id);
  if (p.box !== null) return;
  if (!success) return fall(step, id);
  if (ballOnSquare(step, p.at!)) bounce(step, p.at!);
}

/** He Falls Over; a turnover only if he held the ball (BB-PASS-18, BB-TO-8). */
function fall(step: Step, id: string): void {
  const carried = step.state.ball.carrier === id;
  knockDown(step, id, { fell: true });
  if (carried) turnover(step, 'the thrown team-mate holding the ball failed to land');
}
