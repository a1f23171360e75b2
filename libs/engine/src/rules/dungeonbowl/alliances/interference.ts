import { isWall } from '../../../board/squares';
import type { PassInFlight } from '../../../model/decisions';
import type { GameState, Square } from '../../../model/state';
import { player, type Step } from '../../context';
import { teamsAfterActive } from './play-order';

interface Point {
  readonly x: number;
  readonly y: number;
}

/** The point of the segment a–b nearest to p. */
function nearestOnSegment(p: Point, a: Point, b: Point): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2;
  const k = Math.min(1, Math.max(0, t));
  return { x: a.x + k * dx, y: a.y + k * dy };
}

/**
 * Whether the straight line from a point to another, on one floor, crosses a wall square, or
 * passes exactly through a wall corner: at a corner, any of the squares meeting there that is a
 * wall hinders it (the line's own squares at both ends left out).
 */
function crossesWall(state: GameState, floor: number, from: Point, to: Point): boolean {
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) * 16));
  for (let i = 1; i < steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    const onX = Math.abs(x - Math.round(x)) < 1e-9;
    const onY = Math.abs(y - Math.round(y)) < 1e-9;
    const xs = onX ? [Math.round(x) - 1, Math.round(x)] : [Math.floor(x)];
    const ys = onY ? [Math.round(y) - 1, Math.round(y)] : [Math.floor(y)];
    for (const sx of xs)
      for (const sy of ys) if (isWall(state.board, { floor, x: sx, y: sy })) return true;
  }
  return false;
}

/**
 * Whether a wall or a wall corner hinders a player's pass interference (DB-MULTI-7): the straight
 * line from his square's centre to the nearest point of the thrower–target line crosses one.
 */
export function wallHinders(state: GameState, at: Square, pass: PassInFlight): boolean {
  const thrower = state.players.find((p) => p.id === pass.thrower)!.at!;
  const centre = (s: Square): Point => ({ x: s.x + 0.5, y: s.y + 0.5 });
  const from = centre(at);
  return crossesWall(
    state,
    at.floor,
    from,
    nearestOnSegment(from, centre(thrower), centre(pass.target)),
  );
}

/**
 * With 3 or 4 teams, every team but the passer's may nominate one of its players who could
 * interfere and whom no wall corner hinders (DB-MULTI-7): each team's coach is asked in turn
 * order after the active team, until one deflects the pass. `teams` are the teams still to be
 * asked; `eligible` gives the players under the pass (BB-PASS-11). Returns false when no team is
 * left to ask: the pass comes down.
 */
export function askNextInterferer(
  step: Step,
  pass: PassInFlight,
  eligible: (state: GameState, pass: PassInFlight) => string[],
  teams: readonly number[] = teamsAfterActive(step.state),
): boolean {
  const under = eligible(step.state, pass);
  for (const [i, team] of teams.entries()) {
    const candidates = under.filter((id) => {
      const p = player(step, id);
      return p.team === team && !wallHinders(step.state, p.at!, pass);
    });
    if (candidates.length === 0) continue;
    step.state.pending.push(
      { kind: 'flight', team, pass, later: teams.slice(i + 1) },
      { kind: 'interference', team, candidates },
    );
    return true;
  }
  return false;
}
