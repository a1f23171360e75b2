import type { PublicState } from '../view';
import { jumpLanding } from '../board/landing';
import { landingTarget } from '../rules/falling';
import type { Pitch, PlayerState, Square } from '../model/state';
import { divingTackler } from '../rules/diving-tackle';
import { tentacles } from '../rules/dodge';
import {
  rolledBeforeLeaving,
  stepParts,
  stepTestTarget,
  type StepPart,
  type StepTest,
  type StepWay,
} from '../rules/step-rolls';
import { skillReroll } from '../rules/tests';
import type { Odds, PlannedRoll } from './odds';

/** The rolls a step from one square to another may need, each worked out once whatever the Rushes before it. */
interface StepTestsAt {
  readonly hold: PlannedRoll | null;
  readonly tests: Partial<Record<StepTest, PlannedRoll>>;
  /** Jumping down: the landing test below (DB-FLOOR-4), null when none is rolled; unknown yet when undefined. */
  landing?: PlannedRoll | null;
}

/**
 * The rolls of the steps a move plan tries, as the engine will make them: an opponent's
 * Tentacles first, then the step's tests (`stepParts`), and jumping down, the landing test below.
 * What the rules say of a step is asked once, and rolls alike are one object (`Odds.same`).
 */
export class StepRollBook {
  /** By step, as the search numbers them. */
  private readonly known = new Map<number, StepTestsAt>();

  constructor(
    private readonly state: PublicState,
    /** Where things stand once he has set off: everyone but him. */
    private readonly pitch: Pitch,
    private readonly p: PlayerState,
    private readonly odds: Odds,
  ) {}

  /**
   * The rolls of step number `step`, from `from` into `into` by `how` with `rushes` Rushes; when
   * he `carries` the ball, picked up on the way, he no longer rolls for it.
   */
  rolls(
    step: number,
    from: Square,
    into: Square,
    how: StepWay,
    rushes: number,
    carries: boolean,
  ): PlannedRoll[] {
    let at = this.known.get(step);
    if (!at) this.known.set(step, (at = { hold: this.hold(from), tests: {} }));
    const rolls: PlannedRoll[] = at.hold ? [at.hold] : [];
    const { ruleset } = this.state.options;
    const parts = stepParts(this.pitch, ruleset, this.p, from, into, rushes, how);
    parts.forEach((part, i) => {
      if (part === 'climb' || part === 'jump-down') return;
      // The ball he picked up on the way is no longer there to pick up, nor to roll for (DB-PREC-4).
      if (carries && (part === 'pick-up' || part === 'precarious')) return;
      rolls.push((at.tests[part] ??= this.roll(part, from, into, parts.slice(i + 1))));
    });
    if (how === 'jump-down') {
      if (at.landing === undefined) at.landing = this.landing(into);
      if (at.landing) rolls.push(at.landing);
    }
    return rolls;
  }

  /** The Tentacles roll of an opponent on a player stepping out of a square, if any. */
  private hold(from: Square): PlannedRoll | null {
    const hold = tentacles(this.pitch, this.p, from);
    if (!hold) return null;
    const { grabber, target, modifier } = hold;
    return this.odds.same({
      kind: 'tentacles',
      player: grabber.id,
      target,
      modifier,
      skill: null,
      divingTackle: false,
    });
  }

  /** One test of a step, as `stepTestTarget` reads it, with what may re-roll it; `rest` is what follows it in the step. */
  private roll(test: StepTest, from: Square, into: Square, rest: readonly StepPart[]): PlannedRoll {
    const { pitch, p } = this;
    const { target, modifier } = stepTestTarget(pitch, test, p, from, into);
    return this.odds.same({
      kind: test,
      player: p.id,
      target,
      modifier,
      skill: skillReroll(pitch, p, test, test === 'pick-up' ? undefined : from),
      divingTackle:
        (test === 'dodge' || test === 'jump') &&
        !!divingTackler(pitch, p, from, rolledBeforeLeaving(rest)),
    });
  }

  /**
   * The landing test of a jump down into a void (DB-FLOOR-3, DB-FLOOR-4), or null when none is
   * rolled: nothing lets him land (`jumpLanding`).
   */
  private landing(into: Square): PlannedRoll | null {
    const { pitch, p } = this;
    if (jumpLanding(pitch.board, into) === null) return null;
    const { target, modifier } = landingTarget(p, { cause: 'jumped' });
    return this.odds.same({
      kind: 'floor-landing',
      player: p.id,
      target,
      modifier,
      skill: skillReroll(pitch, p, 'floor-landing', undefined),
      divingTackle: false,
    });
  }
}
