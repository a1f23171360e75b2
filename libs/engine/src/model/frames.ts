import type {
  Block,
  Decision,
  FollowUp,
  PassInFlight,
  PendingPush,
  PrecariousFor,
  PushAftermath,
  RicochetFlight,
  StepStage,
  Strike,
} from './decisions';
import type { Square } from './state';

/*
 * What is left to resolve, as a stack of frames (`state.pending`): the decisions waiting for a
 * coach (`decisions.ts`) and, beneath the decision each waits on, what goes on once it is
 * answered. Each kind of frame is put there by the rule that asks the decision above it and taken
 * off (`takeFrame`) by the handler of that decision; the engine's README, "Decisions, and what
 * waits on them", lists them.
 */

/**
 * A block whose dice are rolled (BB-BLOCK-2), beneath the decision about them: their re-roll
 * (`block-reroll`), the die that counts (`block-die`), or on Both Down Wrestle or Juggernaut
 * (`use-skill`). The decision above holds the dice; once it is answered the block goes on from
 * here (`rules/block.ts`).
 */
export interface BlockFrame extends Block {
  readonly kind: 'block';
  /** The coach of the decision above it. */
  readonly team: number;
}

/**
 * A push beneath the decision about it (BB-BLOCK-7): the square the pushed player goes to
 * (`push`, which holds the squares offered) or Stand Firm (`use-skill`). Once it is answered the
 * push goes on from here (`rules/push.ts`): the chain, the moves, the falls, the follow-up.
 */
export interface PushChainFrame extends Omit<PendingPush, 'options'> {
  readonly kind: 'push-chain';
  /** The coach of the decision above it. */
  readonly team: number;
}

/**
 * A block after its push, beneath the decision about the follow-up (BB-BLOCK-9): the attacker's
 * (`follow-up`) or the defender's Fend (`use-skill`). Once it is answered the block ends from here
 * (`rules/push.ts`): the follow-up, a POW's knock-down, the action going on.
 */
export interface AfterPushFrame extends FollowUp {
  readonly kind: 'after-push';
  /** The coach of the decision above it. */
  readonly team: number;
}

/**
 * What is left of a step of movement (BB-MOVE-5) while a decision about one of its rolls waits
 * above it on `state.pending`, a re-roll or an opponent's Diving Tackle: taken off when the step
 * goes on or ends.
 */
export interface StepFrame {
  readonly kind: 'step';
  /** The mover's team. */
  readonly team: number;
  readonly player: string;
  readonly from: Square;
  readonly to: Square;
  /** The stages left after the roll the decision above is about. */
  readonly rest: readonly StepStage[];
  /** For a Blitz whose strike follows the step: the opponent aimed at. */
  readonly blockTarget?: string;
}

/**
 * What is left of a push chain (BB-BLOCK-6) while a player it left in a hazard falls: the others
 * still to fall, then the follow-up. Put on `state.pending` as he starts to fall, with any decision
 * about his fall above it (a re-roll of his landing test, where he lands); taken off when he is
 * down, and the push goes on (`fallDone` in `rules/falling.ts`).
 */
export interface PushFrame extends PushAftermath {
  readonly kind: 'push-rest';
  /** The falling player's team. */
  readonly team: number;
  /** The player whose fall waits. */
  readonly player: string;
}

/**
 * A strike at an opponent (BB-SKILL-1) beneath the re-roll of a roll made for it: Foul
 * Appearance before any strike, Dauntless before a block, the Hypnotic Gaze's own test. Once the
 * re-roll is answered the strike goes on, or ends, from here (`rules/reroll.ts`).
 */
export interface StrikeFrame {
  readonly kind: 'strike';
  /** The coach of the decision above it. */
  readonly team: number;
  /** The player who strikes, and made the roll. */
  readonly player: string;
  readonly opponent: string;
  readonly strike: Strike;
}

/**
 * A pass on its way beneath the decisions about its interference (BB-PASS-10): who tries to
 * deflect it (`interference`) and, with 3 or 4 teams, whether the other coaches' players mark him
 * (`tackle-zones`), with the teams still to be asked for an interferer after this one
 * (DB-MULTI-7). Once answered the pass goes on from here (`rules/pass.ts`: `answerInterference`).
 */
export interface FlightFrame {
  readonly kind: 'flight';
  /** The coach of the decision above it. */
  readonly team: number;
  readonly pass: PassInFlight;
  /** The teams asked next if this one does not deflect it (DB-MULTI-7); none with 2 teams. */
  readonly later: readonly number[];
}

/**
 * A rebounding ricochet (DB-PASS-12) beneath the decision of a third team's player whose square it
 * crosses, whether he tries to catch it (`ricochet-catch`, DB-PASS-15): let by, it travels on from
 * here (`rules/dungeonbowl/ricochet.ts`).
 */
export interface RicochetFrame extends RicochetFlight {
  readonly kind: 'ricochet';
  /** The coach of the decision above it. */
  readonly team: number;
}

/**
 * What a precarious roll was made before (DB-PREC-4), beneath its re-roll offer: a block or its
 * assists, a pass, a catch. Once the re-roll is answered it goes on from here, or stops
 * (DB-PREC-10): `precariousResult` in `rules/reroll.ts`. A precarious roll in a step of movement
 * has the step's frame beneath it instead; one made for nothing else, no frame.
 */
export interface PrecariousFrame {
  readonly kind: 'precarious-for';
  /** The coach of the decision above it. */
  readonly team: number;
  readonly then: PrecariousFor;
}

/**
 * An entry of `state.pending`: a decision waiting for a coach, or what resumes once the decisions
 * above it are answered (ffb's step stack, botbowl's procedure stack). A coach only ever sees a
 * decision on top.
 */
export type Frame = Decision | WorkFrame;

/** What waits beneath a decision: each kind is taken off and goes on where its rules are. */
export type WorkFrame =
  | StepFrame
  | PushFrame
  | BlockFrame
  | PushChainFrame
  | AfterPushFrame
  | StrikeFrame
  | FlightFrame
  | RicochetFrame
  | PrecariousFrame;

/** Every kind of frame that is not a decision: the compiler asks for a new one here. */
const workKindsListed: { readonly [K in WorkFrame['kind']]: true } = {
  step: true,
  'push-rest': true,
  block: true,
  'push-chain': true,
  'after-push': true,
  strike: true,
  flight: true,
  ricochet: true,
  'precarious-for': true,
};
const workKinds: ReadonlySet<Frame['kind']> = new Set(
  Object.keys(workKindsListed) as WorkFrame['kind'][],
);

const isDecision = (frame: Frame): frame is Decision => !workKinds.has(frame.kind);

/** Puts a frame beneath the decision just pushed on `state.pending`: what goes on once it is answered. */
export function putBeneath(pending: Frame[], frame: WorkFrame): void {
  pending.splice(pending.length - 1, 0, frame);
}

/**
 * Takes the frame beneath an answered decision off `state.pending`, the decision already taken
 * off: the frame of that kind that the decision was asked above.
 */
export function takeFrame<K extends WorkFrame['kind']>(
  pending: Frame[],
  kind: K,
): Extract<WorkFrame, { readonly kind: K }> {
  const frame = pending.pop();
  if (frame?.kind !== kind)
    throw new Error(`No ${kind} frame waits beneath the decision answered.`);
  return frame as Extract<WorkFrame, { readonly kind: K }>;
}

/** The decisions of `state.pending`, all a coach sees of it: the frames beneath them left out. */
export const decisionsOf = (pending: readonly Frame[]): readonly Decision[] =>
  pending.every(isDecision) ? pending : pending.filter(isDecision);

/** The decision waiting for a coach: the top of `state.pending`, which is never anything else at rest. */
export const decisionWaiting = (pending: readonly Frame[]): Decision | undefined => {
  const top = pending.at(-1);
  return top && isDecision(top) ? top : undefined;
};
