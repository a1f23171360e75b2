import { sameSquare } from './board/squares';
import type { Action } from './model/actions';
import type { Decision } from './model/decisions';
import { takeFrame } from './model/frames';
import type { GameState } from './model/state';
import type { Step } from './rules/context';
import { answerLashOut } from './rules/activation';
import {
  answerBlockReroll,
  answerJuggernaut,
  answerWrestle,
  declareBlock,
  resolveFace,
} from './rules/block';
import { answerDivingTackle, moveStep } from './rules/move';
import { foul } from './rules/foul';
import { answerInterference, throwBall } from './rules/pass';
import { catchBall } from './rules/catch';
import { jump } from './rules/jump';
import { answerFend, answerFollowUp, answerStandFirm, pendingPush, pushTo } from './rules/push';
import { answerReroll } from './rules/reroll';
import { standOn } from './rules/falling';
import { recordAssist } from './rules/dungeonbowl/alliances/assists';
import { recordTackleZones } from './rules/dungeonbowl/alliances/tackle-zones';
import { awardTouchdown } from './flow/concession';
import { answerRicochetCatch } from './rules/dungeonbowl/ricochet';
import {
  answerChooseEndZone,
  place,
  setupActions,
  setupDone,
  setupRefusal,
  unplace,
} from './flow/setup';

type DecisionOf<K extends Decision['kind']> = Extract<Decision, { readonly kind: K }>;
type AnswerOf<T extends Action['type']> = Extract<Action, { readonly type: T }>;

/**
 * One kind of decision a coach may be waiting on, in one place: the answers he may give and what
 * each does. `legalActions` lists `answers` for the decision on top of `state.pending`; `apply`
 * takes that decision off and hands the answer to `resolve`, which may push further decisions.
 */
export interface DecisionHandler<K extends Decision['kind'], T extends Action['type']> {
  /** The types of action that answer it. */
  readonly answeredBy: readonly T[];
  /** The answers allowed now, in the order `legalActions` lists them. */
  answers(state: GameState, decision: DecisionOf<K>): AnswerOf<T>[];
  /** What a listed answer does, the decision already taken off the stack. */
  resolve(step: Step, decision: DecisionOf<K>, answer: AnswerOf<T>): void;
  /**
   * Why the rules refuse an answer that is not listed, in a coach's words with the rule's ID, or
   * null where no rule names a reason; without it, the answer just does not fit the decision.
   */
  refusal?(state: GameState, decision: DecisionOf<K>, answer: Action): string | null;
}

/** The types of action that answer each kind of decision. */
interface AnswerTypes {
  readonly 'choose-end-zone': 'choose-end-zone';
  readonly 'set-up': 'place' | 'unplace' | 'setup-done';
  readonly reroll: 'use-reroll';
  readonly 'block-reroll': 'use-reroll';
  readonly 'block-die': 'choose-block-die';
  readonly push: 'push-to';
  readonly 'choose-landing': 'land';
  readonly 'follow-up': 'follow-up';
  readonly 'lash-out': 'lash-out';
  readonly 'use-skill': 'use-skill';
  readonly interference: 'interfere';
  readonly assist: 'assist';
  readonly 'tackle-zones': 'mark';
  readonly 'award-touchdown': 'award-touchdown';
  readonly 'ricochet-catch': 'catch';
}

/** Every kind of decision with its handler: a new kind of decision is added to its union and here. */
const handlers: { readonly [K in Decision['kind']]: DecisionHandler<K, AnswerTypes[K]> } = {
  /** The end-zone roll-off's next team picks a free end zone (DB-SETUP-12). */
  'choose-end-zone': {
    answeredBy: ['choose-end-zone'],
    answers: (_, d) => d.options.map((endZone) => ({ type: 'choose-end-zone', endZone })),
    resolve: (step, d, answer) => answerChooseEndZone(step, d.team, answer.endZone),
  },

  /** The team sets up its players in its end zone, one at a time, then says it is done (DB-SETUP-14). */
  'set-up': {
    answeredBy: ['place', 'unplace', 'setup-done'],
    answers: (state, d) => setupActions(state, d) as AnswerOf<'place' | 'unplace' | 'setup-done'>[],
    resolve(step, d, answer) {
      if (answer.type === 'setup-done') return setupDone(step, d.team);
      if (answer.type === 'place') place(step, answer.player, answer.square);
      else unplace(step, answer.player);
      step.state.pending.push(d); // still setting up
    },
    refusal: setupRefusal,
  },

  /** A failed test: a skill, Pro, a team re-roll, or none (BB-RR-1, BB-RR-4). */
  reroll: {
    answeredBy: ['use-reroll'],
    answers: (_, d) => [
      ...(d.test.skills.length > 0 ? [{ type: 'use-reroll', source: 'skill' } as const] : []),
      ...(d.teamReroll ? [{ type: 'use-reroll', source: 'team' } as const] : []),
      ...(d.pro ? [{ type: 'use-reroll', source: 'pro' } as const] : []),
      { type: 'use-reroll', source: 'none' },
    ],
    resolve: (step, d, answer) => answerReroll(step, d.test, answer.source),
  },

  /** Block dice: a team re-roll, Pro on one die, or none (BB-RR-1, BB-RR-4). */
  'block-reroll': {
    answeredBy: ['use-reroll'],
    answers: (_, d) => [
      ...(d.teamReroll ? [{ type: 'use-reroll', source: 'team' } as const] : []),
      ...(d.pro
        ? d.dice.map((_, die) => ({ type: 'use-reroll', source: 'pro', die }) as const)
        : []),
      { type: 'use-reroll', source: 'none' },
    ],
    resolve(step, d, answer) {
      const block = takeFrame(step.state.pending, 'block');
      if (answer.source !== 'skill')
        answerBlockReroll(step, block, d.dice, answer.source, answer.die);
    },
  },

  /** The stronger side picks the block die that counts (BB-BLOCK-4). */
  'block-die': {
    answeredBy: ['choose-block-die'],
    answers: (_, d) => d.dice.map((_, index) => ({ type: 'choose-block-die', index })),
    resolve: (step, d, answer) =>
      resolveFace(step, takeFrame(step.state.pending, 'block'), d.dice[answer.index]!),
  },

  /** The attacker's coach picks the square the pushed player goes to (BB-BLOCK-7). */
  push: {
    answeredBy: ['push-to'],
    answers: (_, d) => d.options.map((square) => ({ type: 'push-to', square })),
    resolve(step, d, answer) {
      const push = pendingPush(step, takeFrame(step.state.pending, 'push-chain'), d.options);
      pushTo(
        step,
        push,
        d.options.find((s) => sameSquare(s, answer.square))!,
      );
    },
  },

  /** Landed on his feet where someone stood: the square next to it (DB-FLOOR-8). */
  'choose-landing': {
    answeredBy: ['land'],
    answers: (_, d) => d.options.map((square) => ({ type: 'land', square })),
    resolve: (step, d, answer) => standOn(step, d.fall, answer.square),
  },

  /** The attacker follows up into the square the defender left, or not (BB-BLOCK-9). */
  'follow-up': {
    answeredBy: ['follow-up'],
    answers: () => [
      { type: 'follow-up', follow: true },
      { type: 'follow-up', follow: false },
    ],
    resolve: (step, _, answer) =>
      answerFollowUp(step, takeFrame(step.state.pending, 'after-push'), answer.follow),
  },

  /** Animal Savagery failed: the team-mate lashed out at (BB-SKILL-1). */
  'lash-out': {
    answeredBy: ['lash-out'],
    answers: (_, d) => d.candidates.map((target) => ({ type: 'lash-out', target })),
    resolve: (step, _, answer) => answerLashOut(step, answer.target),
  },

  /** A skill its owner's coach may use or not (BB-SKILL-1). */
  'use-skill': {
    answeredBy: ['use-skill'],
    answers: () => [
      { type: 'use-skill', use: true },
      { type: 'use-skill', use: false },
    ],
    resolve(step, { player: holder, choice }, { use }) {
      const { pending } = step.state;
      switch (choice.skill) {
        case 'Stand Firm':
          return answerStandFirm(step, pendingPush(step, takeFrame(pending, 'push-chain')), use);
        case 'Fend':
          return answerFend(step, takeFrame(pending, 'after-push'), use);
        case 'Wrestle':
          return answerWrestle(step, takeFrame(pending, 'block'), holder, use);
        case 'Juggernaut':
          return answerJuggernaut(step, takeFrame(pending, 'block'), use);
        case 'Diving Tackle':
          return answerDivingTackle(step, holder, choice, use);
      }
    },
  },

  /** A player of the defending team tries to deflect the pass, or nobody does (BB-PASS-10). */
  interference: {
    answeredBy: ['interfere'],
    answers: (_, d) => [
      ...d.candidates.map((player) => ({ type: 'interfere', player }) as const),
      { type: 'interfere', player: null },
    ],
    resolve(step, _, answer) {
      const { pass, later } = takeFrame(step.state.pending, 'flight');
      answerInterference(step, pass, answer.player, later);
    },
  },

  /** A third team's player assists a side of a block or foul, or nobody (DB-MULTI-4). */
  assist: {
    answeredBy: ['assist'],
    answers: (_, d) => [
      ...d.sides.map((helps) => ({ type: 'assist', helps }) as const),
      { type: 'assist', helps: null },
    ],
    resolve(step, d, answer) {
      recordAssist(step, d.player, answer.helps);
      if (d.action === 'foul') foul(step, d.defender);
      else declareBlock(step, d.attacker, d.defender);
    },
  },

  /** Whether a coach's players' tackle zones count for another team's test (DB-MULTI-5). */
  'tackle-zones': {
    answeredBy: ['mark'],
    answers: () => [
      { type: 'mark', mark: true },
      { type: 'mark', mark: false },
    ],
    /** The answer is recorded, and the test taken up again: the next coach is asked, or it is made. */
    resolve(step, d, answer) {
      recordTackleZones(step, d.team, d.player, answer.mark);
      const { test } = d;
      switch (test.kind) {
        case 'step':
          return moveStep(step, test.to);
        case 'jump':
          return jump(step, test.to);
        case 'pass':
          return throwBall(step, test.target, test.ricochet, true);
        case 'catch':
          return catchBall(step, d.player, test.ballModifier, test.deflected, true);
        case 'interference': {
          const { pass, later } = takeFrame(step.state.pending, 'flight');
          return answerInterference(step, pass, d.player, later, true);
        }
      }
    },
  },

  /** The opponent conceded: the player who gets the touchdown's SPP (LM-27). */
  'award-touchdown': {
    answeredBy: ['award-touchdown'],
    answers: (_, d) => d.candidates.map((player) => ({ type: 'award-touchdown', player })),
    resolve: (step, d, answer) => awardTouchdown(step, d.team, answer.player),
  },

  /** A ricochet crosses another team's player: he tries to catch it or lets it by (DB-PASS-15). */
  'ricochet-catch': {
    answeredBy: ['catch'],
    answers: () => [
      { type: 'catch', tries: true },
      { type: 'catch', tries: false },
    ],
    resolve(step, d, answer) {
      const { at, direction, left } = takeFrame(step.state.pending, 'ricochet');
      answerRicochetCatch(step, d.player, { at, direction, left }, answer.tries);
    },
  },
};

/**
 * The handler of a kind of decision, for `apply` and `legalActions`, which hand it only that kind
 * of decision and, to resolve, only an answer it listed.
 */
export const decisionHandler = (
  kind: Decision['kind'],
): DecisionHandler<Decision['kind'], Action['type']> =>
  handlers[kind] as unknown as DecisionHandler<Decision['kind'], Action['type']>;

/** The types of action that answer some decision. */
export const answerTypes: ReadonlySet<Action['type']> = new Set(
  Object.values(handlers).flatMap((h) => h.answeredBy),
);
