import type { PublicState } from '../model/state';
import { exertsTackleZone, playerAt } from '../board/squares';
import { isMonster, type Square } from '../model/state';
import { catchModifier } from './catch';
import { characteristics } from './characteristics';
import { passes } from './d6-test';
import { interferenceModifier, interferers, leagueFumble, passModifier, passQuality } from './pass';

/** A D6 test a preview tells: the roll needed is `rollNeeded(target, modifier)`, `chance` of passing it with no re-roll. */
export interface PreviewTest {
  readonly player: string;
  readonly target: number;
  readonly modifier: number;
  readonly chance: number;
}

/**
 * What a pass to a square would need and risk, for a coach about to throw (BB-PASS-3, BB-PASS-4,
 * BB-PASS-5, BB-PASS-6, BB-PASS-7, BB-PASS-8, BB-PASS-9, BB-PASS-10).
 */
export interface PassPreview {
  /** The range band (BB-PASS-3; underground only Quick and Short, DB-PASS-1). */
  readonly range: 'Q' | 'S' | 'L' | 'B' | null;
  /** The Passing test (BB-PASS-4), `chance` being that of an Accurate pass (BB-PASS-5); null when the thrower has no PA (BB-CHAR-5). */
  readonly pass: PreviewTest | null;
  /** The chances of a Fumbled (BB-PASS-9) and of an Inaccurate or Wildly Inaccurate pass (BB-PASS-7, BB-PASS-8). */
  readonly fumbled: number;
  readonly inaccurate: number;
  /** The ball flies through a lowered portcullis: −1, and a pass not Accurate rebounds off it as a ricochet (DB-PORT-4). */
  readonly portcullis: boolean;
  /** The opponents who may try to deflect an Accurate pass (BB-PASS-10, BB-PASS-11), their tests. */
  readonly interferers: readonly PreviewTest[];
  /** The player in the target square who would catch an Accurate pass, his Catch test (BB-BALL-8); null when nobody can. */
  readonly catcher: PreviewTest | null;
  /**
   * The chance that the pass is Accurate, that the best of the interferers (the one the other
   * coach would choose) fails to deflect it, and that it is caught in the target square: no
   * re-roll counted, nor a pass caught after it went astray.
   */
  readonly completion: number;
}

const chanceOf = (test: (rolled: number) => boolean) => [1, 2, 3, 4, 5, 6].filter(test).length / 6;

/**
 * What a pass by `throwerId` to `target` would need, from a coach's view: the range, the
 * Passing test and its outcomes, who may interfere and the catch, by the very modifiers the
 * engine applies (`passModifier`, `interferenceModifier`, `catchModifier`), which read only what a
 * coach's view holds (the players, the board, the options, the mechanisms). Not foreseen: the
 * precarious rolls (DB-PREC-4) and what a scattered ball does. Null when the thrower is not on
 * the board.
 */
export function passPreview(
  state: PublicState,
  throwerId: string,
  target: Square,
): PassPreview | null {
  const thrower = state.players.find((p) => p.id === throwerId);
  if (!thrower?.at) return null;
  const { range, modifier, portcullis } = passModifier(state, thrower, target);
  const pa = thrower.pa;
  const quality = (rolled: number) =>
    pa === null || leagueFumble(state, thrower, rolled)
      ? 'fumbled'
      : passQuality(rolled, modifier, pa);
  const accurate = chanceOf((r) => quality(r) === 'accurate');
  const fumbled = chanceOf((r) => quality(r) === 'fumbled');
  const pass = { thrower: thrower.id, quality: 'accurate' as const };
  const inTheWay = interferers(state, { ...pass, target }).map((id) => {
    const p = state.players.find((q) => q.id === id)!;
    const m = interferenceModifier(state, p, pass);
    const ag = characteristics(p).ag;
    return { player: id, target: ag, modifier: m, chance: chanceOf((r) => passes(r, m, ag)) };
  });
  const receiver = playerAt(state, target);
  const catcher =
    receiver && !isMonster(receiver) && exertsTackleZone(receiver)
      ? (() => {
          const m = catchModifier(state, receiver, 0);
          const ag = characteristics(receiver).ag;
          return {
            player: receiver.id,
            target: ag,
            modifier: m,
            chance: chanceOf((r) => passes(r, m, ag)),
          };
        })()
      : null;
  const deflected = Math.max(0, ...inTheWay.map((i) => i.chance));
  return {
    range,
    pass: pa === null ? null : { player: thrower.id, target: pa, modifier, chance: accurate },
    fumbled,
    inaccurate: 1 - accurate - fumbled,
    portcullis,
    interferers: inTheWay,
    catcher,
    completion: accurate * (1 - deflected) * (catcher?.chance ?? 0),
  };
}
