import { capitalise, pieceName } from '@dungeonbowl/dungeon-schema';
import { playerAt } from '../../board/squares';
import { roll } from '../../dice/draw';
import type { GameState, Square } from '../../model/state';
import { bounce } from '../../rules/ball';
import { changing, type Step } from '../../rules/context';
import type { Mechanism, MechanismMark } from '../mechanism';
import { remember, remembered } from '../../model/memory';
import {
  armSquare,
  corridorsFromMap,
  corridorsOf,
  corridorSquares,
  discSquares,
  endsNow,
  partOf,
  placeOn,
  ROTATING_CORRIDOR,
  turned,
  walledSquares,
  type RotatingCorridor,
  type Side,
} from './geometry';

export type { RotatingCorridor } from './geometry';

/**
 * What the match remembers of each corridor, by id: its clockwise quarter turns since the start
 * (0 to 3), and who stood on its slab after the last action, so that it turns only for a player
 * who comes onto it (DB-ROTCOR-3).
 */
export type RotatingCorridorMemory = {
  readonly [id: string]: { readonly turns: number; readonly onSlab: string | null };
};

const memoryOf = (state: Pick<GameState, 'mechanismState'>): RotatingCorridorMemory =>
  remembered<RotatingCorridorMemory>(state, ROTATING_CORRIDOR) ?? {};
const turnsOf = (state: Pick<GameState, 'mechanismState'>, c: RotatingCorridor): number =>
  memoryOf(state)[c.id]?.turns ?? 0;

/**
 * The ends it is entered by, named by the side each started on (DB-ROTCOR-1). When the map names
 * both ends, or neither, it goes both ways.
 */
function oneWay(c: RotatingCorridor): readonly Side[] | null {
  const entries = c.ends.filter((end) => c.entries.includes(end));
  return entries.length === 1 ? entries : null;
}

/** Why a player may not walk from one square into another through the corridor's ends now, or null. */
function stepRefusal(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  from: Square,
  to: Square,
): string | null {
  for (const c of corridorsOf(state.board)) {
    const entries = oneWay(c);
    if (!entries) continue;
    const turns = turnsOf(state, c);
    const a = partOf(c, turns, from);
    const b = partOf(c, turns, to);
    if (!a && b && (b.part !== 'arm' || !entries.includes(b.end)))
      return 'The rotating corridor is entered only by its entry end (DB-ROTCOR-1).';
    if (a && !b && (a.part !== 'arm' || entries.includes(a.end)))
      return 'The rotating corridor is used in one direction only: it is not left by its entry end (DB-ROTCOR-1).';
  }
  return null;
}

/** The two arms turned away are walls for everything but the ball. */
function barrier(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  a: Square,
  b: Square,
): string | null {
  for (const c of corridorsOf(state.board)) {
    const turns = turnsOf(state, c);
    if (partOf(c, turns, a)?.part === 'wall' || partOf(c, turns, b)?.part === 'wall')
      return 'The rotating corridor has turned: this side of it is a wall now (DB-ROTCOR-2).';
  }
  return null;
}

/** A square of the disc after `rolled` quarter turns: the slab stays, an arm square turns with it. */
function carried(c: RotatingCorridor, q: Square, rolled: number): Square | null {
  const place = placeOn(c, q);
  if (!place || place.k === 0) return null;
  return armSquare(c, turned(place.side, rolled), place.k);
}

/**
 * It pivots a D6 of clockwise quarter turns (DB-ROTCOR-2): everybody on it, and the ball on it,
 * turn with it; a 4 is a full turn, back as it was.
 */
function pivot(step: Step, c: RotatingCorridor): number {
  const { state } = step;
  const rolled = roll(state, 6);
  for (const p of state.players) {
    const to = p.box === null && p.at ? carried(c, p.at, rolled) : null;
    if (!to) continue;
    changing(step, p.id).at = to;
    if (state.ball.carrier === p.id) state.ball.at = to;
  }
  const ball =
    state.ball.carrier === null && state.ball.at ? carried(c, state.ball.at, rolled) : null;
  if (ball) state.ball = { at: ball, carrier: null };
  const turns = (turnsOf(state, c) + rolled) % 4;
  const runs = endsNow(c, turns).some((e) => e.now === 'north') ? 'north-south' : 'east-west';
  step.events.push({ type: 'corridor-turned', id: c.id, rolled, runs });
  return turns;
}

/**
 * After every action, once nothing waits for a coach: a player who has come onto the slab turns
 * the corridor (DB-ROTCOR-2), once until he has left it and come back (DB-ROTCOR-3). A ball
 * resting on a turned-away arm, a wall, is rolled again (DB-PASS-4).
 */
function afterAction(step: Step): void {
  const { state } = step;
  const corridors = corridorsOf(state.board);
  if (corridors.length === 0 || state.pending.length > 0 || state.result !== null) return;
  for (const c of corridors) {
    const known = memoryOf(state)[c.id] ?? { turns: 0, onSlab: null };
    const onSlab = playerAt(state, c.slab)?.id ?? null;
    if (onSlab !== known.onSlab) {
      const turns = onSlab === null ? known.turns : pivot(step, c);
      remember(state, ROTATING_CORRIDOR, { ...memoryOf(state), [c.id]: { turns, onSlab } });
    }
    for (let tries = 0; tries < 8; tries++) {
      const { ball } = state;
      if (ball.carrier !== null || !ball.at) break;
      if (partOf(c, turnsOf(state, c), ball.at)?.part !== 'wall') break;
      bounce(step, ball.at);
    }
  }
}

/** Each corridor's squares now, and its turned-away arms, walls (DB-ROTCOR-2). */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  return corridorsOf(state.board).flatMap((c) => {
    const turns = turnsOf(state, c);
    const entries = oneWay(c);
    const ends = endsNow(c, turns);
    const entry = ends.find((e) => entries?.includes(e.start));
    const exit = ends.find((e) => e !== entry);
    const way = entry && exit ? `: in by its ${entry.now} end, out by its ${exit.now} end` : '';
    return [
      {
        kind: ROTATING_CORRIDOR,
        squares: corridorSquares(c, turns),
        state: 'open',
        label: `${capitalise(pieceName('rotating corridor', c.id))} runs ${ends.map((e) => e.now).join('-')}${way}.`,
      },
      {
        kind: ROTATING_CORRIDOR,
        squares: walledSquares(c, turns),
        state: 'closed',
        label: `${capitalise(pieceName('rotating corridor', c.id))}: its turned-away sides are walls.`,
      },
    ];
  });
}

/**
 * The Pyramid's rotating corridor (DB-ROTCOR): a straight corridor across a central slab, entered
 * by one end and left by the other (DB-ROTCOR-1); a player who comes onto the slab turns it a D6 of
 * clockwise quarter turns, carrying everybody on it, and may walk on (DB-ROTCOR-2); it turns again
 * only for a player who left the slab and came back (DB-ROTCOR-3). Its turns are in
 * `mechanismState['rotating-corridor']`; the arms turned away are walls.
 */
export const rotatingCorridor: Mechanism = {
  kind: ROTATING_CORRIDOR,
  fromMap: corridorsFromMap,
  barrier,
  stepRefusal,
  guards: (board) => corridorsOf(board).flatMap(discSquares),
  startOfMatch: (step) => {
    const corridors = corridorsOf(step.state.board);
    if (corridors.length === 0) return;
    const start = Object.fromEntries(corridors.map((c) => [c.id, { turns: 0, onSlab: null }]));
    remember(step.state, ROTATING_CORRIDOR, { ...memoryOf(step.state), ...start });
  },
  afterAction,
  shown,
};
