import { roll, roll2d6 } from '../../dice/draw';
import { exertsTackleZone, isWall, playerAt, terrainAt } from '../../board/squares';
import { placeIn } from '../../board/square-index';
import { perBoard } from '../../board/same-board';
import type { PassInFlight, RicochetFlight } from '../../model/decisions';
import { multiTeam } from './alliances/play-order';
import type { GameState, PlayerState, Square } from '../../model/state';
import { bounce } from '../ball';
import { catchBall } from '../catch';
import { player, type Step } from '../context';
import { clearLine, passRange } from '../pass-lines';
import { portcullisBetween } from './portcullis-flight';

/**
 * The wall ricochet (DB-PASS-7, DB-PASS-8, DB-PASS-9, DB-PASS-10, DB-PASS-11, DB-PASS-12,
 * DB-PASS-13, DB-PASS-14, DB-PASS-15, DB-PASS-16, DB-PASS-17, DB-PASS-18, DB-PASS-19): the ball
 * carrier, in his Pass action, throws the ball at a wall square; it rebounds like light off a
 * mirror on the grid of 8 directions, 2D6 squares, off any wall or corner in its way, and the first
 * Standing player it crosses tries to catch it. The Passing test, its re-rolls, the fumble and
 * interference are a pass's (`rules/pass.ts`).
 */

/** A direction of travel on the grid: one square across (dx) and down (dy), each −1, 0 or 1. */
type Direction = RicochetFlight['direction'];

const shift = (square: Square, [dx, dy]: Direction): Square => ({
  floor: square.floor,
  x: square.x + dx,
  y: square.y + dy,
});

/** The thrower in a Pass action holding the ball, who may throw a ricochet (DB-PASS-7). */
function ricochetThrower(state: GameState): PlayerState | null {
  const activation = state.turn.activation;
  if (activation?.action !== 'pass') return null;
  const thrower = state.players.find((p) => p.id === activation.player);
  return thrower?.at && thrower.stance === 'standing' && state.ball.carrier === thrower.id
    ? thrower
    : null;
}

/** Why the thrower may not aim at this square: a wall within Quick or Short range, in sight (DB-PASS-8). */
function wallRefusal(state: GameState, from: Square, wall: Square): string | null {
  if (wall.floor !== from.floor || terrainAt(state.board, wall) !== '#')
    return 'A ricochet is aimed at a wall square on the thrower’s floor (DB-PASS-8).';
  const range = passRange(from, wall);
  if (range !== 'Q' && range !== 'S')
    return 'That wall is out of range: a ricochet is a Quick or Short pass (DB-PASS-1, DB-PASS-8).';
  if (!clearLine(state, from, wall, true))
    return 'The thrower cannot see that wall square: another wall is in the way (DB-PASS-3, DB-PASS-8).';
  return null;
}

/** Why a ricochet at this wall square is not allowed now, or null (DB-PASS-7, DB-PASS-8). */
export function ricochetRefusal(state: GameState, wall: Square): string | null {
  const thrower = ricochetThrower(state);
  if (!thrower)
    return 'A ricochet is thrown by the Standing ball carrier in his Pass action (DB-PASS-7).';
  return wallRefusal(state, thrower.at!, wall);
}

/** The wall squares the ball carrier may aim a ricochet at now (DB-PASS-8). */
export function ricochetWalls(state: GameState): readonly Square[] {
  const from = ricochetThrower(state)?.at;
  if (!from) return [];
  const i = placeIn(state.board, from);
  if (i < 0) return wallsInSight(state, from);
  const known = wallsKnown(state.board);
  return (known[i] ??= wallsInSight(state, from));
}

/**
 * The wall squares a ricochet from a square may aim at (`wallRefusal`, which reads only the
 * board's walls): kept per square of a board (`wallsKnown`).
 */
function wallsInSight(state: GameState, from: Square): Square[] {
  const walls: Square[] = [];
  for (let dy = -6; dy <= 6; dy++)
    for (let dx = -6; dx <= 6; dx++) {
      const wall = shift(from, [dx, dy]);
      if (wallRefusal(state, from, wall) === null) walls.push(wall);
    }
  return walls;
}

/** `wallsInSight` of the squares of a board asked about so far, by place (`placeIn`). */
const wallsKnown = perBoard((): (readonly Square[] | undefined)[] => []);

/**
 * The thrower→wall vector snapped to 8 directions (DB-PASS-11): orthogonal when one component is
 * 0 or the larger is at least twice the smaller, else diagonal.
 */
function incoming(from: Square, to: Square): Direction {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) >= 2 * Math.abs(dy)) return [Math.sign(dx), 0];
  if (Math.abs(dy) >= 2 * Math.abs(dx)) return [0, Math.sign(dy)];
  return [Math.sign(dx), Math.sign(dy)];
}

/**
 * The open square from which a ball coming along `direction` meets a wall square: the one in
 * front of it, or for a diagonal, the one beside it on the ball's side; null when the wall square
 * shows no face that way.
 */
function approach(state: GameState, wall: Square, [dx, dy]: Direction): Square | null {
  const ways: Direction[] =
    dx === 0 || dy === 0
      ? [[-dx, -dy]]
      : [
          [-dx, -dy],
          [-dx, 0],
          [0, -dy],
        ];
  for (const way of ways) {
    const square = shift(wall, way);
    if (!isWall(state.board, square)) return square;
  }
  return null;
}

/**
 * The square just left or right of the target as the thrower sees it, facing the wall
 * (DB-PASS-9, DB-PASS-10): along the wall. Thrown straight, it is the target's neighbour on that
 * side; thrown diagonally, its neighbour on that side nearer the thrower if that is a wall, else the
 * one further along. A square beside the target that is not a wall lets the ball fly past the end of
 * the wall and come down there; one that shows the ball no face leaves the target as the square hit.
 */
function besideTarget(
  state: GameState,
  target: Square,
  direction: Direction,
  side: 'left' | 'right',
): Square {
  const [dx, dy] = direction;
  const [px, py]: Direction = side === 'left' ? [dy, -dx] : [-dy, dx];
  let square = shift(target, [px, py]);
  if (px !== 0 && py !== 0) {
    const near = shift(target, px * dx < 0 ? [px, 0] : [0, py]);
    const far = shift(target, px * dx < 0 ? [0, py] : [px, 0]);
    square = isWall(state.board, near) || !isWall(state.board, far) ? near : far;
  }
  return isWall(state.board, square) && !approach(state, square, direction) ? target : square;
}

/**
 * The wall square the ball hits (DB-PASS-9, DB-PASS-10): the target when the pass is Accurate;
 * on a miss (Inaccurate or Wildly Inaccurate), a D6 picks the square beside it: left on 1-3 and
 * right on 4-6 [Torguer 2021], the other way round [Jervis 1998].
 */
export function wallHit(step: Step, pass: PassInFlight, quality: PassInFlight['quality']): Square {
  if (quality === 'accurate') return pass.target;
  const { state } = step;
  const rolled = roll(state, 6);
  const low = state.options.ruleset === 'jervis-1998' ? 'right' : 'left';
  const side = rolled <= 3 ? low : low === 'left' ? 'right' : 'left';
  const thrower = player(step, pass.thrower);
  const hit = besideTarget(state, pass.target, incoming(thrower.at!, pass.target), side);
  step.events.push({ type: 'ricochet-missed', target: pass.target, rolled, side, hit });
  return hit;
}

/**
 * Whether the ball in one square cannot fly on into a neighbour: a wall square there, or, for a
 * pass that hits a closed portcullis, the portcullis between them (`reboundOffPortcullis`).
 */
type Stops = (state: GameState, from: Square, to: Square) => boolean;
const wallThere: Stops = (state, _from, to) => isWall(state.board, to);

/** Where the ball meets a wall: the wall square, the corner if any, and which component turns. */
interface Contact {
  /** The wall square; for a portcullis, the square beyond it. */
  readonly wall: Square;
  readonly corner: 'convex' | 'concave' | null;
  /** For a flat wall: the ball's across-component (dx) is reversed, else its down-component (dy). */
  readonly reverseX: boolean;
}

/**
 * What stops the ball in `at` going `direction`, or null when its next square is open. A diagonal
 * never slips past a wall corner (as DB-PASS-3): a wall beside it on one side is a flat wall; on
 * both sides, a concave corner; ahead only, a convex corner (DB-PASS-14). The ball flies over
 * chests, teleporters, statues and players (DB-PASS-4, DB-PASS-6, DB-TELE-7, DB-STATUE-1).
 */
function obstacle(
  state: GameState,
  at: Square,
  [dx, dy]: Direction,
  stops: Stops = wallThere,
): Contact | null {
  const ahead = shift(at, [dx, dy]);
  if (dx === 0 || dy === 0)
    return stops(state, at, ahead) ? { wall: ahead, corner: null, reverseX: dx !== 0 } : null;
  const besideX = stops(state, at, shift(at, [dx, 0]));
  const besideY = stops(state, at, shift(at, [0, dy]));
  if (besideX && besideY) return { wall: ahead, corner: 'concave', reverseX: true };
  if (besideX) return { wall: shift(at, [dx, 0]), corner: null, reverseX: true };
  if (besideY) return { wall: shift(at, [0, dy]), corner: null, reverseX: false };
  return stops(state, at, ahead) ? { wall: ahead, corner: 'convex', reverseX: false } : null;
}

/**
 * The ball in `at` meets `wall` and turns (DB-PASS-11, DB-PASS-13, DB-PASS-14): a mirror
 * reflection, the component across the wall reversed (straight back for a straight hit and in a
 * concave corner); at a convex corner a D6 turns it 90° left (1-3) or right (4-6).
 */
function turn(step: Step, at: Square, direction: Direction, hit: Contact): Direction {
  const { next, rolled } = reflect(step, direction, hit);
  step.events.push({
    type: 'wall-hit',
    wall: hit.wall,
    from: at,
    direction: next,
    corner: hit.corner,
    rolled,
  });
  return next;
}

/** The way the ball goes on from a wall it meets, and the D6 of a convex corner (`turn`). */
function reflect(
  step: Step,
  [dx, dy]: Direction,
  hit: Contact,
): { readonly next: Direction; readonly rolled: number | null } {
  if (hit.corner === 'convex') {
    const rolled = roll(step.state, 6);
    return { next: rolled <= 3 ? [dy, -dx] : [-dy, dx], rolled };
  }
  if (hit.corner === 'concave') return { next: [-dx, -dy], rolled: null };
  return { next: hit.reverseX ? [-dx, dy] : [dx, -dy], rolled: null };
}

/**
 * The ball hits the wall and rebounds (DB-PASS-11, DB-PASS-12, DB-PASS-13, DB-PASS-14, DB-PASS-15):
 * it starts in the open square from which it met the wall, which counts as the first of its 2D6
 * squares (DB-PASS-12), and turns off every wall in its way without losing a square (DB-PASS-13,
 * DB-PASS-14). The first Standing player with a tackle zone in a square of its path, nearest the
 * wall first, tries to catch it at −1 (DB-PASS-15); caught or not, that ends the ricochet (a
 * dropped ball bounces from him). Past its last square the ball lands and bounces (DB-PASS-12).
 * Only the throw could be interfered with (DB-PASS-19); whoever holds the ball at rest decides the
 * turnover (DB-PASS-17, `settle`).
 */
export function rebound(step: Step, pass: PassInFlight): void {
  const { state } = step;
  let direction = incoming(player(step, pass.thrower).at!, pass.target);
  const at = approach(state, pass.landing, direction)!;
  const first = obstacle(state, at, direction);
  direction = turn(step, at, direction, { ...first!, wall: pass.landing });
  reboundFrom(step, at, direction);
}

/**
 * A pass that was not Accurate meets a closed portcullis from the square `before` it on its line,
 * and rebounds from it as from a wall (DB-PORT-4, DB-PASS-11, DB-PASS-12, DB-PASS-13, DB-PASS-14,
 * DB-PASS-15): it comes along the line from the thrower to the target, snapped to 8 directions
 * (DB-PASS-11), and from `before`, the first of its 2D6 squares, goes on as a ricochet off a wall
 * does, turned by the portcullis as by a wall: straight back when it meets it square on, the
 * component across it reversed when it meets it slantwise, turned 90° by a D6 at one of its ends
 * (DB-PASS-14). A pass that crossed it so slantwise that its direction runs along it glances off
 * and goes on that way. Interpretation: once off the portcullis the ball rebounds off walls alone,
 * as any ricochet.
 */
export function reboundOffPortcullis(step: Step, pass: PassInFlight, before: Square): void {
  const coming = incoming(player(step, pass.thrower).at!, pass.target);
  const hit = obstacle(step.state, before, coming, portcullisBetween);
  const { next, rolled } = hit ? reflect(step, coming, hit) : { next: coming, rolled: null };
  step.events.push({
    type: 'portcullis-hit',
    at: before,
    direction: next,
    corner: hit?.corner ?? null,
    rolled,
  });
  reboundFrom(step, before, next);
}

/** The ball rebounds from `at` in `direction`, 2D6 squares counting that one (DB-PASS-12). */
function reboundFrom(step: Step, at: Square, direction: Direction): void {
  const dice = roll2d6(step.state);
  step.events.push({ type: 'rebound-distance', dice });
  travel(step, { at, direction, left: dice[0] + dice[1] });
}

/**
 * With 3 or 4 teams, a player of a team other than the thrower's whose square the rebounding ball
 * crosses may decline to catch it, and the ball goes on (DB-PASS-15): his coach is asked. The
 * active team's players always try, as with 2 teams.
 */
const mayDecline = (state: GameState, catcher: PlayerState): boolean =>
  multiTeam(state) && catcher.team !== state.turn.team;

/** A coach's answer for his player on the ricochet's path: he tries to catch it, or lets it by (DB-PASS-15). */
export function answerRicochetCatch(
  step: Step,
  catcher: string,
  flight: RicochetFlight,
  tries: boolean,
): void {
  if (tries) return catchBall(step, catcher, -1);
  step.events.push({ type: 'catch-declined', player: catcher });
  travel(step, flight, catcher);
}

/**
 * The rebounding ball goes on from `flight.at`, `flight.left` squares to go counting that one; the
 * player who let it by there (`passedBy`) is not asked again.
 */
function travel(step: Step, flight: RicochetFlight, passedBy?: string): void {
  const { state } = step;
  let { at, direction } = flight;
  for (let left = flight.left; ; left--) {
    state.ball = { at, carrier: null };
    const catcher = playerAt(state, at);
    if (catcher && catcher.id !== passedBy && exertsTackleZone(catcher)) {
      if (!mayDecline(state, catcher)) return catchBall(step, catcher.id, -1);
      const { team } = catcher;
      state.pending.push(
        { kind: 'ricochet', team, at, direction, left },
        { kind: 'ricochet-catch', team, player: catcher.id },
      );
      return;
    }
    if (left === 1) return bounce(step, at);
    let hit = obstacle(state, at, direction);
    for (let turns = 0; hit; turns++) {
      if (turns === 4) return bounce(step, at); // pinned between walls, no way on: it drops
      direction = turn(step, at, direction, hit);
      hit = obstacle(state, at, direction);
    }
    const to = shift(at, direction);
    step.events.push({ type: 'ball-travelled', from: at, to });
    at = to;
  }
}
