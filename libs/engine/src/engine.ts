import { settled } from './board/positions';
import { sameSquare } from './board/squares';
import type { Action } from './model/actions';
import type { Decision, SkillChoice } from './model/decisions';
import type { GameEvent } from './model/events';
import type { GameState } from './model/state';
import {
  answerBlockReroll,
  answerJuggernaut,
  answerWrestle,
  declareBlock,
  multipleBlock,
  resolveFace,
} from './rules/block';
import { activationRolls, answerLashOut, newActivation } from './rules/activation';
import { changing, draftOf, findPlayer, type Step } from './rules/context';
import { standOn } from './rules/falling';
import { performMechanismAction } from './mechanisms/registry';
import { answerDivingTackle } from './rules/diving-tackle';
import { blitzBlock, moveStep, standUp } from './rules/move';
import { foul } from './rules/foul';
import { gaze } from './rules/hypnotic-gaze';
import { jump } from './rules/jump';
import { stab } from './rules/stab';
import { throwTeamMate } from './rules/throw-team-mate';
import { handOff, answerInterference, throwBall } from './rules/pass';
import { answerFend, answerFollowUp, answerStandFirm, pushTo } from './rules/push';
import { answerReroll } from './rules/reroll';
import { endActivation, settle } from './rules/turn';
import { afterAction, endTurn } from './flow/turn-sequence';
import { openChest } from './rules/dungeonbowl/chests';
import { answerRicochetCatch, throwRicochet } from './rules/dungeonbowl/ricochet';
import { sendIn, sponge } from './rules/dungeonbowl/dugout';
import { drinkPotion, takePotion } from './mechanisms/potions/drinking';
import { rollPostMatch } from './flow/post-match';
import { awardTouchdown, concede, postMatchSkipped } from './flow/concession';
import { tallySpp } from './flow/spp';
import { answerChooseEndZone, place, setupDone, unplace } from './flow/setup';
import { recordAssist } from './rules/dungeonbowl/alliances/assists';
import { answerTackleZones } from './rules/dungeonbowl/alliances/tackle-zones';
import { refusal } from './legal-actions';

export type ApplyResult =
  { readonly state: GameState; readonly events: readonly GameEvent[] } | { readonly error: string };

/** A third team's coach says whom his player assists; the block or foul goes on (DB-MULTI-4). */
function answerAssist(
  step: Step,
  decision: Extract<Decision, { kind: 'assist' }>,
  helps: string | null,
): void {
  recordAssist(step, decision.player, helps);
  if (decision.action === 'foul') foul(step, decision.defender);
  else declareBlock(step, decision.attacker, decision.defender);
}

/** A coach's answer to whether his player uses a skill (BB-SKILL-1). */
function answerSkill(step: Step, holder: string, choice: SkillChoice, use: boolean): void {
  switch (choice.skill) {
    case 'Stand Firm':
      return answerStandFirm(step, choice.push, use);
    case 'Fend':
      return answerFend(step, choice.followUp, use);
    case 'Wrestle':
      return answerWrestle(step, choice.block, holder, use);
    case 'Juggernaut':
      return answerJuggernaut(step, choice.block, use);
    case 'Diving Tackle':
      return answerDivingTackle(step, holder, choice, use);
  }
}

/**
 * A coach's answer to the decision that was waiting, `decision`, already taken off the list: in a
 * function of its own, which the JavaScript engine compiles apart from `apply`, as decisions come
 * in many shapes and a shape not met before would make it compile the whole of `apply` again.
 */
function answerDecision(step: Step, decision: Decision, action: Action): void {
  const { state: draft } = step;
  switch (action.type) {
    case 'lash-out':
      answerLashOut(step, action.target);
      break;
    case 'choose-end-zone':
      answerChooseEndZone(step, decision.team, action.endZone);
      break;
    case 'place':
      place(step, action.player, action.square);
      draft.pending.push(decision);
      break;
    case 'unplace':
      unplace(step, action.player);
      draft.pending.push(decision);
      break;
    case 'setup-done':
      setupDone(step, decision.team);
      break;
    case 'interfere':
      if (decision.kind === 'interference')
        answerInterference(step, decision.pass, action.player, decision.later);
      break;
    case 'use-reroll':
      if (decision.kind === 'reroll') answerReroll(step, decision.test, action.source);
      else if (decision.kind === 'block-reroll' && action.source !== 'skill')
        answerBlockReroll(step, decision.block, action.source, action.die);
      break;
    case 'choose-block-die':
      if (decision.kind === 'block-die')
        resolveFace(step, decision.block, decision.block.dice[action.index]!);
      break;
    case 'push-to':
      if (decision.kind === 'push')
        pushTo(
          step,
          decision.push,
          decision.push.options.find((s) => sameSquare(s, action.square))!,
        );
      break;
    case 'follow-up':
      if (decision.kind === 'follow-up') answerFollowUp(step, decision.followUp, action.follow);
      break;
    case 'land':
      if (decision.kind === 'choose-landing') standOn(step, decision.fall, action.square);
      break;
    case 'use-skill':
      if (decision.kind !== 'use-skill') break;
      answerSkill(step, decision.player, decision.choice, action.use);
      break;
    case 'assist':
      if (decision.kind === 'assist') answerAssist(step, decision, action.helps);
      break;
    case 'mark':
      if (decision.kind === 'tackle-zones') answerTackleZones(step, decision, action.mark);
      break;
    case 'award-touchdown':
      if (decision.kind === 'award-touchdown') awardTouchdown(step, decision.team, action.player);
      break;
    case 'catch':
      if (decision.kind === 'ricochet-catch')
        answerRicochetCatch(step, decision.player, decision.flight, action.tries);
      break;
  }
}

/**
 * The one way a match changes: a new state and what happened, or the reason the action is
 * refused. Never throws for an illegal action and never changes the state it is given.
 */
export function apply(state: GameState, action: Action): ApplyResult {
  const reason = refusal(state, action);
  return reason === null ? applyAllowed(state, action) : { error: reason };
}

/**
 * `apply` of an action already known to be allowed (`refusal` found no reason, or it is one of
 * the very objects `legalActions` listed for this state): a `Match` checks its actions against
 * the list it keeps, and both take this one way on, so that there is one engine.
 */
export function applyAllowed(
  state: GameState,
  action: Action,
): { readonly state: GameState; readonly events: readonly GameEvent[] } {
  const step: Step = { state: draftOf(state), events: [], copied: [] };
  const { state: draft } = step;
  const decision = draft.pending.at(-1);
  if (decision) {
    draft.pending.pop();
    answerDecision(step, decision, action);
  } else
    switch (action.type) {
      case 'activate': {
        draft.turn.activation = newActivation(draft.turn, action.player, action.action);
        if (action.action === 'blitz') draft.turn.blitzUsed = true;
        // Throw Team-mate uses the team's Pass action (BB-TURN-4).
        if (action.action === 'pass' || action.action === 'throw-team-mate')
          draft.turn.passUsed = true;
        if (action.action === 'hand-off') draft.turn.handOffUsed = true;
        if (action.action === 'foul') draft.turn.foulUsed = true;
        // BB-STATE-7; a player is copied only to be changed (`changing`).
        if (findPlayer(draft.players, action.player)?.distracted)
          changing(step, action.player).distracted = false;
        step.events.push({ type: 'activated', player: action.player, action: action.action });
        activationRolls(step);
        break;
      }
      case 'open-chest':
        openChest(step, action.chest);
        break;
      case 'pit-teleport':
        sendIn(step, action.player);
        break;
      case 'sponge':
        sponge(step, action.player);
        break;
      case 'take-potion':
        takePotion(step);
        break;
      case 'drink-potion':
        drinkPotion(step, action.player);
        break;
      case 'stand-up':
        standUp(step);
        break;
      case 'move':
        moveStep(step, action.to);
        break;
      case 'jump':
        jump(step, action.to);
        break;
      case 'block':
        if (draft.turn.activation!.action === 'blitz') blitzBlock(step, action.target);
        else declareBlock(step, draft.turn.activation!.player, action.target);
        break;
      case 'stab':
        if (draft.turn.activation!.action === 'blitz') blitzBlock(step, action.target, 'stab');
        else stab(step, draft.turn.activation!.player, action.target);
        break;
      case 'multiple-block':
        multipleBlock(step, action.targets);
        break;
      case 'hypnotic-gaze':
        gaze(step, draft.turn.activation!.player, action.target);
        break;
      case 'throw-team-mate':
        throwTeamMate(step, action.player, action.target);
        break;
      case 'pass':
        throwBall(step, action.target);
        break;
      case 'ricochet':
        throwRicochet(step, action.wall);
        break;
      case 'hand-off':
        handOff(step, action.target);
        break;
      case 'foul':
        foul(step, action.target);
        break;
      case 'end-activation':
        endActivation(step);
        break;
      case 'end-turn':
        endTurn(step);
        break;
      case 'row':
      case 'oar-strike':
        performMechanismAction(step, action);
        break;
      case 'concede':
        concede(step);
        break;
    }
  settle(step);
  afterAction(step);
  tallySpp(draft, step.events);
  if (draft.result !== null && !postMatchSkipped(draft)) rollPostMatch(step);
  settled(draft.board, draft.players, state.players, step.copied!);
  return { state: draft, events: step.events };
}
