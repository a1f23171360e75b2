import { roll } from '../dice/draw';
import {
  adjacent,
  directions,
  disturbingPresence,
  exertsTackleZone,
  hasSkill,
  isStatue,
  isWall,
  marking,
  playerAt,
  stopsBall,
} from '../board/squares';
import { placeIn } from '../board/square-index';
import { perBoard } from '../board/same-board';
import type { PassInFlight } from '../model/decisions';
import { putBeneath } from '../model/frames';
import { isMonster, type GameState, type PlayerState, type Square } from '../model/state';
import { askNextInterferer } from './dungeonbowl/alliances/interference';
import { askTackleZones } from './dungeonbowl/alliances/tackle-zones';
import { multiTeam } from './dungeonbowl/alliances/play-order';
import { floorPassRange, floorPassTargets } from './dungeonbowl/floor-passes';
import { rebound, reboundOffPortcullis, wallHit } from './dungeonbowl/ricochet';
import { portcullisInFlight } from './dungeonbowl/portcullis-flight';
import { onTheEdge, precariousRoll } from './precarious';
import { ballHandling, losesBall, passRefusal } from '../board/dungeon';
import { bounce } from './ball';
import { catchBall } from './catch';
import { copyWith, player, type Step } from './context';
import { d6Test } from './d6-test';
import { withLeagueRule } from '../model/league';
import { lastRoll, rollTest } from './tests';
import { endActivation, turnover } from './turn';
import { characteristics } from './characteristics';
import { clearLine, passRange, squaresFlownOver } from './pass-lines';

/** The ricochet is thrown: it is the Pass action's throw, tested as a pass of that range (DB-PASS-7, DB-PASS-8). */
export function throwRicochet(step: Step, wall: Square): void {
  const thrower = step.state.turn.activation!.player;
  step.events.push({ type: 'ricochet-thrown', player: thrower, wall });
  throwBall(step, wall, true);
}

/**
 * Where a Pass action may aim: Quick or Short range only underground (DB-PASS-1), in a clear line;
 * and squares of the floors below and above that the rules of DB-PASS-20, DB-PASS-21, DB-PASS-22,
 * DB-PASS-23, DB-PASS-24, DB-PASS-25, DB-PASS-26, DB-PASS-27 allow; never a mine cart (DB-CART-10).
 */
export function passTargets(state: GameState, from: Square): Square[] {
  return boardPassTargets(state, from).filter(
    (to) => passRefusal(state, to) === null, // DB-CART-10
  );
}

/**
 * The squares a pass from a square may aim at by the board alone, on its floor and the others
 * (`sameFloorTargets`, `floorPassTargets`, which read only the board's walls and drops): worked
 * out once per square of a board (`perBoard`), a few hundred lines of flight each time a ball
 * carrier's actions are listed otherwise.
 */
function boardPassTargets(state: GameState, from: Square): readonly Square[] {
  const i = placeIn(state.board, from);
  if (i < 0) return [...sameFloorTargets(state, from), ...floorPassTargets(state, from)];
  const known = passTargetsKnown(state.board);
  return (known[i] ??= [...sameFloorTargets(state, from), ...floorPassTargets(state, from)]);
}

/** `boardPassTargets` of the squares of a board asked about so far, by place (`placeIn`). */
const passTargetsKnown = perBoard((): (readonly Square[] | undefined)[] => []);

/** The squares of the thrower's floor a pass or a throw may aim at (DB-PASS-1, DB-PASS-3). */
function sameFloorTargets(state: GameState, from: Square): Square[] {
  const targets: Square[] = [];
  for (let dy = -6; dy <= 6; dy++) {
    for (let dx = -6; dx <= 6; dx++) {
      const to = { floor: from.floor, x: from.x + dx, y: from.y + dy };
      const range = passRange(from, to);
      if (
        (range === 'Q' || range === 'S') &&
        (dx !== 0 || dy !== 0) &&
        !isWall(state.board, to) &&
        clearLine(state, from, to)
      )
        targets.push(to);
    }
  }
  return targets;
}

/** Squares a ball cannot enter: walls and statues (DB-PASS-4, DB-STATUE-1). */
export type Obstacle = (state: GameState, square: Square) => boolean;
const wall: Obstacle = (state, square) => stopsBall(state.board, square);

/** One square in a D8 direction, re-rolled until it is not an obstacle (DB-PASS-4, DB-PASS-30). */
export function scatterOnce(step: Step, from: Square, blocked: Obstacle = wall): Square {
  for (let tries = 0; tries < 100; tries++) {
    const [dx, dy] = directions[roll(step.state, 8) - 1] as readonly [number, number];
    const to = { floor: from.floor, x: from.x + dx, y: from.y + dy };
    if (!blocked(step.state, to)) return to;
  }
  return from;
}

/** A Pass action's throw (BB-PASS-4, BB-PASS-5), or a ricochet's (DB-PASS-8): the Passing test, then the flight. */
export function throwBall(step: Step, target: Square, ricochet = false, steady = false): void {
  const { state } = step;
  const thrower = player(step, state.turn.activation!.player);
  // DB-PREC-4: a precarious thrower rolls first; slipping, he makes no pass (DB-PREC-10).
  if (!steady && onTheEdge(state, thrower.id)) {
    const rolled = precariousRoll(step, thrower.id, { kind: 'pass', target, ricochet });
    if (rolled !== 'safe') return;
  }
  state.turn.ballInPlay = true;
  if (thrower.pa === null) {
    endActivation(step);
    return fumble(step, thrower.id); // BB-CHAR-5
  }
  // With 3 or 4 teams, the coaches marking him say whether they do (DB-MULTI-5).
  if (askTackleZones(step, thrower, { kind: 'pass', target, ricochet })) return;
  const { modifier } = passModifier(state, thrower, target);
  const pass: PassInFlight = {
    thrower: thrower.id,
    target,
    quality: 'accurate',
    landing: target,
    ...(ricochet && { ricochet }),
  };
  const outcome = rollTest(step, {
    kind: 'pass',
    player: thrower.id,
    target: thrower.pa,
    modifier,
    pass,
  });
  if (outcome !== 'pending') passResult(step, pass, lastRoll(step), modifier);
}

/**
 * The range of a pass from the thrower's square to `target` (BB-PASS-3; between floors
 * DB-PASS-21, DB-PASS-22, DB-PASS-24) and the modifier of his Passing test: −1 for a Short pass
 * (Long and Bomb count as Short in the engine's ruler reading), −1 for each Marking opponent and
 * each Disturbing Presence, +1 with Accurate, the water's (DB-WATER-4), −1 through a lowered
 * portcullis (DB-PORT-4), which `portcullis` says.
 */
export function passModifier(
  state: Pick<GameState, 'board' | 'players' | 'mechanismState'>,
  thrower: PlayerState,
  target: Square,
): {
  readonly range: ReturnType<typeof passRange>;
  readonly modifier: number;
  readonly portcullis: boolean;
} {
  const range =
    target.floor === thrower.at!.floor
      ? passRange(thrower.at!, target)
      : floorPassRange(thrower.at!, target); // DB-PASS-21, DB-PASS-22, DB-PASS-24
  const portcullis = portcullisInFlight(state, thrower.at!, target) !== null; // DB-PORT-4
  const modifier =
    (range === 'S' ? -1 : 0) -
    marking(state, thrower) -
    disturbingPresence(state, thrower) +
    (hasSkill(thrower, 'Accurate') ? 1 : 0) +
    ballHandling(state.board, thrower.at) - // DB-WATER-4
    (portcullis ? 1 : 0);
  return { range, modifier, portcullis };
}

/**
 * How a Passing test reads (BB-PASS-5): a natural 1 is Fumbled; a natural 6 or a result of PA or
 * more is Accurate, checked before a result of 1 or less, which is Wildly Inaccurate; anything
 * else is Inaccurate.
 */
export function passQuality(
  rolled: number,
  modifier: number,
  pa: number | null,
): 'fumbled' | 'accurate' | 'inaccurate' | 'wildly-inaccurate' {
  const total = rolled + modifier;
  if (rolled === 1) return 'fumbled';
  if (rolled === 6 || total >= (pa ?? 7)) return 'accurate';
  return total <= 1 ? 'wildly-inaccurate' : 'inaccurate';
}

/**
 * Reads a Passing test (BB-PASS-5) and sends the ball on its way; the thrower's activation ends.
 * It ends only now, so that the test is made during his activation and Pro may re-roll it (BB-RR-4).
 */
export function passResult(step: Step, pass: PassInFlight, rolled: number, modifier: number): void {
  endActivation(step);
  const thrower = player(step, pass.thrower);
  const quality = leagueFumble(step.state, thrower, rolled)
    ? 'fumbled'
    : passQuality(rolled, modifier, thrower.pa);
  if (quality === 'fumbled') return fumble(step, thrower.id);
  if (quality !== 'accurate' && hitsPortcullis(step, pass, quality)) return;
  let landing = pass.target;
  if (pass.ricochet)
    landing = wallHit(step, pass, quality); // DB-PASS-9, DB-PASS-10
  else if (quality === 'inaccurate') {
    for (let i = 0; i < 3; i++) landing = scatterOnce(step, landing); // BB-PASS-7, BB-BALL-4
  } else if (quality === 'wildly-inaccurate') {
    landing = deviate(step, thrower.at!); // BB-PASS-8, BB-BALL-5
  }
  const inFlight: PassInFlight = copyWith(pass, { quality, landing });
  step.events.push({
    type: 'pass-thrown',
    player: thrower.id,
    target: pass.target,
    quality,
    landing,
  });
  offerInterference(step, inFlight);
}

/**
 * D6 squares in one D8 direction (BB-BALL-5); an obstacle as first square re-rolls the direction,
 * a later one stops the flight in the last free square (DB-PASS-4).
 */
export function deviate(step: Step, from: Square, blocked: Obstacle = wall): Square {
  let direction: readonly [number, number] = [0, 0];
  for (let tries = 0; tries < 100; tries++) {
    direction = directions[roll(step.state, 8) - 1] as readonly [number, number];
    const first = { floor: from.floor, x: from.x + direction[0], y: from.y + direction[1] };
    if (!blocked(step.state, first)) break;
  }
  const distance = roll(step.state, 6);
  let at = from;
  for (let i = 0; i < distance; i++) {
    const next = { floor: from.floor, x: at.x + direction[0], y: at.y + direction[1] };
    if (blocked(step.state, next)) break;
    at = next;
  }
  return at;
}

/** A Fumbled pass bounces from the thrower, a turnover (BB-PASS-9); with Safe Pass he keeps the ball (BB-SKILL-1). */
/** LM-31: with the league rule, a pass is also fumbled on a 1 or less after the thrower's tackle zones. */
export function leagueFumble(
  state: Pick<GameState, 'board' | 'players' | 'mechanismState' | 'options'>,
  thrower: PlayerState,
  rolled: number,
): boolean {
  return withLeagueRule(state.options, 'LM-31') && rolled - marking(state, thrower) <= 1;
}

function fumble(step: Step, id: string): void {
  const thrower = player(step, id);
  step.events.push({
    type: 'pass-thrown',
    player: id,
    target: thrower.at!,
    quality: 'fumbled',
    landing: thrower.at!,
  });
  if (hasSkill(thrower, 'Safe Pass')) {
    step.events.push({ type: 'skill-used', player: id, skill: 'Safe Pass' });
    return;
  }
  step.state.ball = { at: thrower.at, carrier: null };
  bounce(step, thrower.at!);
  turnover(step, 'the pass was fumbled'); // BB-PASS-9
}

/**
 * Opponents who may interfere (BB-PASS-10, BB-PASS-11): Standing with tackle zones, nearer to
 * both thrower and target than they are to each other, and within 0.87 of a square of the line;
 * between floors, on either floor (DB-PASS-27).
 */
export function interferers(
  state: Pick<GameState, 'players'>,
  pass: Pick<PassInFlight, 'thrower' | 'target'>,
): string[] {
  const thrower = state.players.find((p) => p.id === pass.thrower)!;
  const t = { x: thrower.at!.x + 0.5, y: thrower.at!.y + 0.5 };
  const r = { x: pass.target.x + 0.5, y: pass.target.y + 0.5 };
  const length = Math.hypot(r.x - t.x, r.y - t.y);
  return state.players
    .filter(
      (p) =>
        p.team !== thrower.team &&
        !isMonster(p) && // DB-GOBLOURS-5: a monster never intercepts
        exertsTackleZone(p) &&
        p.at &&
        (p.at.floor === thrower.at!.floor || p.at.floor === pass.target.floor), // DB-PASS-27
    )
    .filter((p) => {
      const i = { x: p.at!.x + 0.5, y: p.at!.y + 0.5 };
      if (Math.hypot(i.x - t.x, i.y - t.y) >= length || Math.hypot(i.x - r.x, i.y - r.y) >= length)
        return false;
      const corners = [
        [-0.5, -0.5],
        [0.5, -0.5],
        [-0.5, 0.5],
        [0.5, 0.5],
      ].map(([cx, cy]) => ({ x: i.x + cx!, y: i.y + cy! }));
      const distance = (c: { x: number; y: number }) =>
        Math.abs((r.x - t.x) * (t.y - c.y) - (t.x - c.x) * (r.y - t.y)) / length;
      return corners.some((c) => distance(c) < 0.87);
    })
    .map((p) => p.id);
}

function offerInterference(step: Step, pass: PassInFlight): void {
  if (multiTeam(step.state)) {
    if (!askNextInterferer(step, pass, interferers)) land(step, pass); // DB-MULTI-7
    return;
  }
  const candidates = interferers(step.state, pass);
  const thrower = player(step, pass.thrower);
  const opponent = step.state.players.find((p) => candidates.includes(p.id))?.team;
  if (opponent === undefined || thrower.team === opponent) return land(step, pass);
  step.state.pending.push(
    { kind: 'flight', team: opponent, pass, later: [] },
    { kind: 'interference', team: opponent, candidates },
  );
}

/**
 * The defending coach's choice: a player tries to deflect the pass, or nobody does. With 3 or 4
 * teams, while no one deflects it, the `later` teams are asked in turn (DB-MULTI-7).
 */
export function answerInterference(
  step: Step,
  pass: PassInFlight,
  id: string | null,
  later: readonly number[] = [],
  steady = false,
): void {
  const goesOn = () => {
    if (later.length === 0 || !askNextInterferer(step, pass, interferers, later)) land(step, pass);
  };
  if (id === null) return goesOn();
  const p = player(step, id);
  // DB-PREC-4: a precarious player rolls before he interferes; slipping, the pass goes on.
  if (!steady && onTheEdge(step.state, id) && precariousRoll(step, id) !== 'safe') return goesOn();
  // With 3 or 4 teams, the coaches marking him say whether they do (DB-MULTI-5).
  if (askTackleZones(step, p, { kind: 'interference' })) {
    const { pending } = step.state;
    return putBeneath(pending, { kind: 'flight', team: pending.at(-1)!.team, pass, later });
  }
  const modifier = interferenceModifier(step.state, p, pass);
  if (!d6Test(step, 'interference', id, characteristics(p).ag, modifier)) return goesOn();
  step.events.push({ type: 'pass-deflected', player: id });
  step.state.ball = { at: p.at, carrier: null };
  catchBall(step, id, -1, true, true); // his precarious roll was made for the whole interception
}

/** The modifier of a player's Interference test against a pass (BB-PASS-10, BB-SKILL-1, DB-WATER-4). */
export function interferenceModifier(
  state: Pick<GameState, 'board' | 'players' | 'mechanismState'>,
  p: PlayerState,
  pass: Pick<PassInFlight, 'quality' | 'thrower'>,
): number {
  const thrower = state.players.find((q) => q.id === pass.thrower);
  return (
    { accurate: -3, inaccurate: -2, 'wildly-inaccurate': -1 }[pass.quality] -
    (marking(state, p) > 0 ? 1 : 0) -
    disturbingPresence(state, p) +
    (thrower && hasSkill(thrower, 'Stunty') ? 1 : 0) + // Stunty (BB-SKILL-1, BB-PASS-10)
    (hasSkill(p, 'Extra Arms') ? 1 : 0) + // Extra Arms (BB-SKILL-1, BB-PASS-10)
    (hasSkill(p, 'Very Long Legs') ? 2 : 0) + // Very Long Legs (BB-SKILL-1, BB-PASS-10)
    ballHandling(state.board, p.at) // DB-WATER-4
  );
}

/** The ball comes down where it landed: a catch if a Standing player is there, else a bounce (BB-BALL-6). */
function land(step: Step, pass: PassInFlight): void {
  if (hitsStatue(step, pass)) return;
  if (pass.ricochet && isWall(step.state.board, pass.landing)) return rebound(step, pass); // DB-PASS-11
  step.state.ball = { at: pass.landing, carrier: null };
  const catcher = playerAt(step.state, pass.landing);
  if (catcher && exertsTackleZone(catcher) && !losesBall(step.state.board, pass.landing))
    catchBall(step, catcher.id, pass.quality === 'accurate' ? 0 : -1);
  else bounce(step, pass.landing);
}

/**
 * A pass flying over statues may hit one (DB-STATUE-2): a D6 for each statue flown over, nearest
 * the thrower first; on a 1 the ball bounces off that statue and the pass is not caught.
 */
function hitsStatue(step: Step, pass: PassInFlight): boolean {
  const { board } = step.state;
  if (board.statues.length === 0) return false;
  const from = player(step, pass.thrower).at!;
  for (const square of squaresFlownOver(from, pass.landing)) {
    if (!isStatue(board, square)) continue;
    if (roll(step.state, 6) !== 1) continue;
    step.events.push({ type: 'statue-hit', at: square });
    step.state.ball = { at: square, carrier: null };
    bounce(step, square);
    return true;
  }
  return false;
}

/**
 * A pass through a closed portcullis that is not Accurate, Inaccurate or Wildly Inaccurate, hits
 * it as if it hit a wall (DB-PORT-4): it rebounds from it as a wall ricochet does, from the last
 * square before it on the thrower's side (DB-PASS-11, DB-PASS-12, DB-PASS-13, DB-PASS-14,
 * DB-PASS-15, `reboundOffPortcullis`). Interpretation: a ricochet thrown through it is a pass
 * through it, and a miss hits the portcullis before any wall beyond (DB-PASS-9).
 */
function hitsPortcullis(
  step: Step,
  pass: PassInFlight,
  quality: 'inaccurate' | 'wildly-inaccurate',
): boolean {
  const thrower = player(step, pass.thrower);
  const before = portcullisInFlight(step.state, thrower.at!, pass.target);
  if (!before) return false;
  step.events.push({
    type: 'pass-thrown',
    player: thrower.id,
    target: pass.target,
    quality,
    landing: before,
  });
  reboundOffPortcullis(step, pass, before);
  return true;
}

/** Hand-off (BB-PASS-12): to an adjacent Standing team-mate, who catches without accuracy modifier. */
export function handOff(step: Step, target: string): void {
  const receiver = player(step, target);
  step.state.turn.ballInPlay = true;
  endActivation(step);
  step.state.ball = { at: receiver.at, carrier: null };
  catchBall(step, receiver.id, 0);
}

/**
 * Team-mates a ball carrier may hand the ball to: Standing, with the tackle zone a catch needs
 * (BB-STATE-7). With 3 or 4 teams, any other team's player too: a turnover once he holds it
 * (DB-MULTI-6, BB-TO-5).
 */
export function handOffTargets(state: GameState, from: Square, team: number): string[] {
  const anyTeam = multiTeam(state);
  return state.players
    .filter(
      (p) =>
        (anyTeam || p.team === team) &&
        exertsTackleZone(p) &&
        p.at &&
        adjacent(state.board, from, p.at) &&
        !(p.at.x === from.x && p.at.y === from.y),
    )
    .map((p) => p.id);
}
