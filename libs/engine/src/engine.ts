import { preparedState } from './mechanisms/dungeon';
import { settled } from './board/positions';
import type { Action } from './model/actions';
import { decisionWaiting } from './model/frames';
import type { GameEvent } from './model/events';
import type { GameState } from './model/state';
import { declareBlock, multipleBlock } from './rules/block';
import { activationRolls, newActivation } from './rules/activation';
import { changing, draftOf, playerIn, type Step } from './rules/context';
import { performMechanismAction } from './mechanisms/registry';
import { blitzBlock, finishBlock, moveStep, openChest, standUp } from './rules/move';
import { continuePush } from './rules/push';
import { catchBall } from './rules/catch';
import { foul } from './rules/foul';
import { gaze } from './rules/hypnotic-gaze';
import { jump } from './rules/jump';
import { stab } from './rules/stab';
import { throwTeamMate } from './rules/throw-team-mate';
import { handOff, throwBall, throwRicochet } from './rules/pass';
import { endActivation } from './rules/turn';
import { afterAction, endTurn, settle } from './flow/turn-sequence';
import { sendIn, sponge } from './rules/dungeonbowl/dugout';
import { drinkPotion, takePotion } from './mechanisms/potions/drinking';
import { rollPostMatch } from './flow/post-match';
import { concede, postMatchSkipped } from './flow/concession';
import { tallySpp } from './flow/spp';
import { refusal } from './legal-actions';
import { decisionHandler } from './answers';

export type ApplyResult =
  { readonly state: GameState; readonly events: readonly GameEvent[] } | { readonly error: string };

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
  const step: Step = {
    state: draftOf(preparedState(state)),
    events: [],
    copied: [],
    found: { id: '', place: -1 },
    settle,
    continuePush,
    finishBlock,
    catchBall,
  };
  const { state: draft } = step;
  const decision = decisionWaiting(draft.pending);
  if (decision) {
    // Its kind's handler resolves the answer (`answers.ts`).
    draft.pending.pop();
    decisionHandler(decision.kind).resolve(step, decision, action);
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
        if (playerIn(step, action.player)?.distracted)
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
