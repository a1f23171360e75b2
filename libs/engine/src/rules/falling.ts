import { roll } from '../dice/draw';
import { chestOn, directions, neighbours, playerAt } from '../board/squares';
import { entered } from './dungeonbowl/teleporters';
import type { Fall, FallDown } from '../model/decisions';
import type { PushFrame } from '../model/frames';
import type { PlayerState, Square } from '../model/state';
import { ballLost, ballOnSquare, bounce } from './ball';
import { changing, copyWith, player, type Changing, type Step } from './context';
import { knockDown, removeFromPlay } from './injury';
import { rollTest } from './tests';
import { endActivation, turnover } from './turn';
import { shake } from './shaken';
import { governing, isHazard, standingCost } from '../board/dungeon';
import { below, fallBelow } from '../board/landing';
import { characteristics } from './characteristics';

/** A player falls into a square: the mechanism there decides what it does to him. */
export function fallInto(step: Step, fall: Fall): void {
  const there = governing(step.state.board, fall.into);
  if (there?.onFall) return there.onFall(step, fall);
  fallDone(step, fall);
}

/**
 * A fall down to the floor below (DB-FLOOR-4, DB-FLOOR-5, DB-FLOOR-6, DB-FLOOR-7, DB-FLOOR-8,
 * DB-FLOOR-9, DB-FLOOR-10, DB-FLOOR-11): something other than floor below deals its own effects
 * instead; pushed and Knocked Down, he crashes with no test (DB-FLOOR-10); otherwise the landing
 * test (`landingTarget`). The floors of height count those he fell already to come down into
 * `fall.into`, a spiked pit's hole under a void (DB-FLOOR-11, DB-HOLE-2).
 */
export function fallDown(step: Step, fall: Fall): void {
  const { board } = step.state;
  const found = fallBelow(board, fall.into);
  if (!found) return fallDone(step, fall);
  const floors = (fall.floors ?? 0) + found.floors;
  const down: FallDown = copyWith(fall, { landing: found.landing, floors });
  const there = governing(board, found.landing);
  if (found.hazard && there?.onFall) return there.onFall(step, { ...down, into: found.landing }); // DB-FLOOR-11
  fallOnto(step, down);
}

/**
 * A fall down to a landing square its mechanism has found (`fall.landing`, `fall.floors`), such as
 * an elevator's cabin below (DB-LIFT-9): the crash of a player pushed and Knocked Down, or of a
 * Prone or Stunned one (DB-FLOOR-10), otherwise the landing test (`landingTarget`).
 */
export function fallOnto(step: Step, down: FallDown): void {
  const p = player(step, down.player);
  // A Prone or Stunned player fails the test (DB-FLOOR-4 interpretation).
  if (down.cause === 'knocked-down' || p.stance !== 'standing') return crash(step, down);
  const outcome = rollLanding(step, down, landingTarget(p, down));
  if (outcome !== 'pending') landed(step, down, outcome === 'success');
}

/**
 * The landing test of a fall down a floor (DB-FLOOR-4), 'pending' while its re-roll is offered:
 * the offer then holds the fall, above the rest of a push it came from (`PushFrame`).
 */
export function rollLanding(
  step: Step,
  down: FallDown,
  target: { readonly target: number; readonly modifier: number },
): 'success' | 'failure' | 'pending' {
  return rollTest(step, { kind: 'floor-landing', player: down.player, fall: down, ...target });
}

/**
 * The test a player falling down a floor makes (DB-FLOOR-4): an Agility test or a Strength test,
 * D6 ≥ 7 − ST, whichever the coach chooses, at −1 when pushed. Interpretation: the engine takes
 * the better target for him, a choice no coach would make otherwise. Through a ladder or rope hole
 * it is an Agility test to catch himself (DB-FLOOR-9).
 */
export function landingTarget(
  p: PlayerState,
  fall: Pick<Fall, 'cause' | 'hole'>,
): { readonly target: number; readonly modifier: number } {
  if (fall.hole) return { target: characteristics(p).ag, modifier: 0 };
  return {
    target: Math.min(characteristics(p).ag, 7 - characteristics(p).st),
    modifier: fall.cause === 'pushed' ? -1 : 0,
  };
}

/** Whether a falling player may end in a square: one a player stands on, empty, with no chest. */
const footing = (step: Step, q: Square, faller: string): boolean =>
  standingCost(step.state.board, q) !== null &&
  !chestOn(step.state, q) &&
  (playerAt(step.state, q)?.id ?? faller) === faller;

/** The squares next to the landing square a player may be put in (DB-FLOOR-8): no hazard either. */
function roomAround(step: Step, landing: Square, faller: string): Square[] {
  return neighbours(step.state.board, landing).filter(
    (q) => footing(step, q, faller) && !isHazard(step.state.board, q),
  );
}

/** The empty square nearest the landing square on its floor, for when none next to it is (DB-FLOOR-8). */
function nearestRoom(step: Step, landing: Square, faller: string): Square | null {
  const { board } = step.state;
  for (let ring = 2; ring < Math.max(board.width, board.height); ring++)
    for (let dy = -ring; dy <= ring; dy++)
      for (let dx = -ring; dx <= ring; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== ring) continue;
        const q = { floor: landing.floor, x: landing.x + dx, y: landing.y + dy };
        if (footing(step, q, faller) && !isHazard(board, q)) return q;
      }
  return null;
}

/** A square next to the landing square by the D8, rolled again until it is one he may be put in (DB-FLOOR-8). */
export function randomRoom(step: Step, landing: Square, faller: string): Square | null {
  const room = roomAround(step, landing, faller);
  if (room.length === 0) return nearestRoom(step, landing, faller);
  for (;;) {
    const [dx, dy] = directions[roll(step.state, 8) - 1]!;
    const q = room.find((r) => r.x === landing.x + dx && r.y === landing.y + dy);
    if (q) return q;
  }
}

/**
 * After the landing test, unless the mechanism fallen into settles it itself (`landingTest`): on
 * his feet in the landing square, or, when someone is there, in a square next to it of his
 * coach's choice (DB-FLOOR-8); a failure crashes (DB-FLOOR-6).
 */
export function landed(step: Step, fall: FallDown, success: boolean): void {
  const there = governing(step.state.board, fall.into);
  if (there?.landingTest) return there.landingTest(step, fall, success);
  if (!success) return crash(step, fall);
  const { landing } = fall;
  if (footing(step, landing, fall.player)) return standOn(step, fall, landing);
  const options = roomAround(step, landing, fall.player);
  if (options.length > 1) {
    const { team } = player(step, fall.player);
    step.state.pending.push({ kind: 'choose-landing', team, fall, options });
    return;
  }
  standOn(step, fall, options[0] ?? nearestRoom(step, landing, fall.player));
}

/**
 * Puts the faller where he comes down. With nowhere at all to go on that floor (a crowd), he goes
 * to the Reserves, and a ball he held falls where he fell.
 */
function place(step: Step, p: Changing<PlayerState>, fall: FallDown, at: Square | null): boolean {
  if (!at) {
    removeFromPlay(step, p.id, 'reserves');
    return false;
  }
  step.events.push({
    type: 'fell',
    player: p.id,
    into: fall.into,
    to: at,
    floors: fall.floors,
  });
  p.at = at;
  if (step.state.ball.carrier === p.id) step.state.ball.at = at;
  return true;
}

/**
 * The player landed on his feet (DB-FLOOR-5), in the square chosen for him: a player already in
 * the landing square is knocked down by him (DB-FLOOR-7); a teleporter there takes him
 * (DB-TELE-2); caught on a ladder or a rope, he is shaken (DB-FLOOR-9).
 */
export function standOn(step: Step, fall: FallDown, at: Square | null): void {
  const p = changing(step, fall.player);
  const hit = playerAt(step.state, fall.landing);
  if (place(step, p, fall, at)) {
    if (fall.hole) shake(step, p.id);
    if (hit && hit.id !== p.id) landedOn(step, hit, fall.floors);
    entered(step, p.id, fall.cause === 'jumped');
    if (p.at && ballOnSquare(step, p.at)) bounce(step, p.at);
  }
  fallDone(step, fall);
}

/**
 * He crashes (DB-FLOOR-6, DB-FLOOR-10): Prone in the landing square, or when someone is there, in
 * a square next to it that the dice choose (DB-FLOOR-8), with an Armour and an Injury roll at +1
 * a floor of height, and the stakes' +1 through a spiked pit (DB-HOLE-2); the player below is
 * hit too, at +1 a floor (DB-FLOOR-7). A teleporter he lands on takes him first (DB-TELE-13).
 */
function crash(step: Step, fall: FallDown): void {
  const p = changing(step, fall.player);
  const { landing, floors } = fall;
  const harm = floors + (fall.stakes ?? 0);
  const hit = playerAt(step.state, landing);
  const at = footing(step, landing, p.id) ? landing : randomRoom(step, landing, p.id);
  if (place(step, p, fall, at)) {
    entered(step, p.id, false);
    if (hit && hit.id !== p.id) landedOn(step, hit, floors);
    knockDown(step, p.id, {
      fell: fall.cause !== 'knocked-down',
      armourModifier: harm,
      injuryModifier: harm,
    });
  }
  fallDone(step, fall);
}

/** A player in the landing square is Knocked Down, Armour and Injury at +1 a floor (DB-FLOOR-7). */
function landedOn(step: Step, hit: PlayerState, floors: number): void {
  knockDown(step, hit.id, { armourModifier: floors, injuryModifier: floors });
  if (hit.team !== step.state.turn.team) return;
  if (step.state.turn.activation?.player === hit.id) endActivation(step);
  turnover(step, 'a falling player landed on a player of the active team');
}

/**
 * A fall is over. An active-team player who fell, unless he jumped down and landed on his feet,
 * causes a turnover (DB-FLOOR-13, DB-PREC-9) and his activation ends; then the push he fell
 * from, if any, goes on (`pushGoesOn`).
 */
export function fallDone(step: Step, fall: Fall): void {
  const { state } = step;
  const p = player(step, fall.player);
  const onFeet = fall.cause === 'jumped' && p.box === null && p.stance === 'standing';
  if (!onFeet) {
    if (state.turn.activation?.player === p.id) endActivation(step);
    if (p.team === state.turn.team)
      turnover(step, fall.cause === 'jumped' ? 'a player failed to land' : 'a player fell');
  }
  pushGoesOn(step, fall.player);
}

/**
 * A player is down from a fall: the push chain that left him in a hazard, if one did, is taken off
 * the stack (its `push-rest` frame, beneath any decision his fall left waiting) and goes on
 * (`Step.continuePush`).
 */
export function pushGoesOn(step: Step, faller: string): void {
  const { pending } = step.state;
  const i = pending.findLastIndex((f) => f.kind === 'push-rest' && f.player === faller);
  if (i < 0) return;
  const { fallers, followUp } = pending.splice(i, 1)[0] as PushFrame;
  if (!step.continuePush)
    throw new Error('A push chain goes on only in a step made by `apply` (`Step.continuePush`).');
  step.continuePush(step, { fallers, followUp });
}

/**
 * The ball falls into a square open to the floor below: it comes down on the first floor square
 * beneath, where it bounces once (DB-BALL-5, DB-PASS-26); with no floor below, or a hazard that
 * keeps it, the mechanism there decides.
 */
export function ballFalls(step: Step, at: Square): void {
  const { board } = step.state;
  const found = below(board, at);
  if (!found) return ballLost(step);
  step.events.push({ type: 'ball-fell', from: at, to: found.landing });
  step.state.ball = { at: found.landing, carrier: null };
  bounce(step, found.landing);
}
