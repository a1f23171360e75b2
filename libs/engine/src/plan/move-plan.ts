import { preparedState } from '../mechanisms/dungeon';
import type { PublicState } from '../view';
import type { Activation, ActionKind, PlayerState, Square } from '../model/state';
import { declarationRolls, newActivation } from '../rules/activation';
import { movementRefusal, standingUp } from '../rules/move';
import { skillReroll } from '../rules/tests';
import type { PlannedRoll } from './odds';
import { Search } from './search';

export type { PlannedRoll } from './odds';

/**
 * A step of a planned move: the square entered, on foot, up or down a ladder or rope, or by a
 * jump, and its rolls in order.
 */
export interface PlannedStep {
  /** The square entered: a `jump` action's square, else a `move` action's, on another floor up or down a ladder or rope. */
  readonly square: Square;
  /** A Jump or Leap over the square between (BB-MOVE-8): the square jumped is not entered. */
  readonly jump: boolean;
  readonly rolls: readonly PlannedRoll[];
}

/** A square the player may reach this activation, by the best way there. */
export interface PlannedSquare {
  readonly square: Square;
  /** The squares entered on the way, in order, this one last. */
  readonly path: readonly Square[];
  readonly steps: readonly PlannedStep[];
  /**
   * The chance of getting there when every failed roll his own skills may save is re-rolled
   * (Dodge, Sure Feet, Sure Hands, Pro; Break Tackle used as the engine uses it): they cost
   * nothing, so this is the figure to show, and the best way is the one with the highest (for a
   * player with more than two of Dodge, Sure Feet, Pro and Break Tackle, the way is chosen
   * weighing two of them; its chance counts them all).
   */
  readonly chance: number;
  /** The chance with no re-roll of any kind. */
  readonly chanceWithoutRerolls: number;
  /** The chance with his skills and one team re-roll, when his team may spend one now (BB-RR-1, BB-RR-2); else `chance`. */
  readonly chanceWithTeamReroll: number;
  /** What he has left once there: movement before Rushing, and Rushes (BB-MOVE-5). */
  readonly movementLeft: { readonly ma: number; readonly rushes: number };
  /** A teleporter: entering it teleports him at once (DB-TELE-2), so a way ends there and never passes through. */
  readonly teleporter: boolean;
  /** Standing there with the ball scores and ends the match (DB-MATCH-4), so a way ends there too. */
  readonly touchdown: boolean;
  /**
   * A void he jumps down into (DB-FLOOR-3), where a way ends too: he falls to the floor below, to
   * `landing` if he passes his landing test (the way's last roll, DB-FLOOR-4), or when nothing
   * below lets him land (a pit, a hazard: DB-FLOOR-11) `landing` is null and the chances are 0.
   * Not foreseen: a player standing in the landing square (DB-FLOOR-7, DB-FLOOR-8). Null for
   * any other square.
   */
  readonly jumpDown: { readonly landing: Square | null } | null;
}

/** Where a player may go in his activation, and how. */
export interface MovePlan {
  readonly player: string;
  /** His square, or null when he is off the board. */
  readonly from: Square | null;
  /**
   * The rolls his traits make as the action is declared (Bone Head, Really Stupid, Take Root,
   * Animal Savagery: BB-SKILL-1), counted in every way's chance: a failure ends his action or
   * roots him. Empty once his activation has begun.
   */
  readonly declared: readonly PlannedRoll[];
  /** Standing up first (BB-MOVE-7): the movement it costs and the roll it needs, if any; null when he is Standing. */
  readonly standUp: { readonly cost: number; readonly rolls: readonly PlannedRoll[] } | null;
  /** Every square he may reach, in board order (floor, row, column); his own square is not one. */
  readonly squares: readonly PlannedSquare[];
}

/**
 * Every square a player may reach in his Move, Blitz or other action with movement, on foot, by
 * jumps, up and down ladders and ropes, and the voids he may jump down into, with the best way to
 * each and the rolls it needs: the chance first, then the fewest rolls, then the fewest
 * squares. It reads only what a coach sees (a `PublicState`; the full state does as well) and
 * asks the engine's own rules for every target, so following a way with `apply` rolls exactly
 * the tests listed. For the player being activated it starts from what his activation has
 * spent and used; for another, from an activation for `action` not yet begun (a Move unless
 * told), the rolls his traits make as it is declared (Bone Head and the like) counted in. An
 * opponent's Diving Tackle is counted on whenever it would fail a roll. Not foreseen: a Blitz's
 * block, opening chests, and anything after a teleport or a jump down but the landing test.
 */
export function movePlan(given: PublicState, playerId: string, action?: ActionKind): MovePlan {
  const state = preparedState(given);
  const p = state.players.find((q) => q.id === playerId);
  const from = p?.at ?? null;
  const none: MovePlan = { player: playerId, from, declared: [], standUp: null, squares: [] };
  const current = state.turn.activation;
  const activation =
    current?.player === playerId ? current : p && newActivation(state.turn, p.id, action ?? 'move');
  if (!p || !from || !activation || !mayMove(state, p, activation)) return none;
  const standUp = standUpPlan(state, p, activation);
  const declared: PlannedRoll[] =
    current?.player === playerId
      ? []
      : declarationRolls(state, p, activation.action).map((r) => ({
          ...r,
          player: p.id,
          skill: null,
          divingTackle: false,
        }));
  return {
    player: playerId,
    from,
    declared,
    standUp,
    squares: new Search(state, p, activation, standUp, declared).run(),
  };
}

/** Whether the player may take a step in this activation at all (BB-TURN-2, BB-TURN-6, `movementRefusal`). */
function mayMove(state: PublicState, p: PlayerState, activation: Activation): boolean {
  const begun = state.turn.activation === activation;
  return (
    state.result === null &&
    p.box === null &&
    p.stance !== 'stunned' &&
    (begun || !p.activated) &&
    movementRefusal(state, p, activation) === null
  );
}

function standUpPlan(
  state: PublicState,
  p: PlayerState,
  activation: Activation,
): MovePlan['standUp'] {
  if (p.stance !== 'prone') return null;
  const { cost, test } = standingUp(p, activation.action);
  const rolls: PlannedRoll[] = test
    ? [
        {
          ...test,
          player: p.id,
          skill: skillReroll(state, p, test.kind, undefined),
          divingTackle: false,
        },
      ]
    : [];
  return { cost, rolls };
}
