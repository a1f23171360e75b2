import { adjacentNow, hasSkill } from '../board/squares';
import type { FailedTest, Trait } from '../model/decisions';
import type { Activation, ActionKind, GameState, PlayerState, TurnState } from '../model/state';
import { changing, player, type Step } from './context';
import { knockDown } from './injury';
import { rollTest } from './tests';
import { endActivation, turnover } from './turn';

/**
 * A player's activation as it begins: nothing spent, but for the player the pit teleporter brought
 * in this turn, who spends a square recovering (DB-PIT-4, DB-TELE-3).
 */
export function newActivation(turn: TurnState, player: string, action: ActionKind): Activation {
  return {
    player,
    action,
    spent: turn.pitArrival === player ? 1 : 0,
    rushes: 0,
    blocked: false,
    blocks: 0,
    held: false,
    skillRerolls: [],
    skillsUsed: [],
    multipleBlock: null,
  };
}

export type { Trait } from '../model/decisions';

/** The traits rolled once an action is declared, in this order, with their skill names. */
const traits: readonly (readonly [Trait, string])[] = [
  ['take-root', 'Take Root'],
  ['bone-head', 'Bone Head'],
  ['really-stupid', 'Really Stupid'],
  ['animal-savagery', 'Animal Savagery'],
];

/**
 * The rolls some traits make once an action is declared (BB-SKILL-1): Take Root (1 roots him),
 * Bone Head (2+), Really Stupid (4+, 2+ helped), Animal Savagery (4+, +2 for a Block or Blitz).
 * Each is a D6 of the active player that a team re-roll or Pro may re-roll (BB-RR-1, as DB-BIG-5
 * reads it). None of their failures is a turnover (BB-TO-12), and the declared action counts
 * against its limit all the same (BB-TURN-5).
 */
export function activationRolls(step: Step, from = 0): void {
  const activation = step.state.turn.activation;
  if (!activation) return;
  const p = player(step, activation.player);
  for (let i = from; i < traits.length; i++) {
    const [kind, skill] = traits[i]!;
    if (!hasSkill(p, skill) || (kind === 'take-root' && p.rooted)) continue;
    const outcome = rollTest(step, {
      kind,
      player: p.id,
      ...traitTest(step.state, p, kind, activation.action),
    });
    if (outcome === 'pending') return;
    traitResult(step, p, kind, outcome === 'success');
    if (!step.state.turn.activation || step.state.pending.length > 0) return;
  }
}

/**
 * The trait rolls `p` would make as `action` is declared (`activationRolls`), in order, with the
 * roll each needs: for a coach weighing the action before he declares it.
 */
export function declarationRolls(
  state: Pick<GameState, 'board' | 'players' | 'mechanismState'>,
  p: PlayerState,
  action: ActionKind,
): { readonly kind: Trait; readonly target: number; readonly modifier: number }[] {
  return traits
    .filter(([kind, skill]) => hasSkill(p, skill) && !(kind === 'take-root' && p.rooted))
    .map(([kind]) => ({ kind, ...traitTest(state, p, kind, action) }));
}

/** The roll a trait needs: Bone Head and Take Root 2+, Really Stupid 4+ (2+ helped), Animal Savagery 4+ (+2 for a Block or Blitz). */
function traitTest(
  state: Pick<GameState, 'board' | 'players' | 'mechanismState'>,
  p: PlayerState,
  kind: Trait,
  action: ActionKind,
): { target: number; modifier: number } {
  const helped =
    kind === 'really-stupid' && teamMates(state, p).some((q) => !hasSkill(q, 'Really Stupid'));
  const fierce = action === 'block' || action === 'blitz';
  return {
    target: kind === 'bone-head' || kind === 'take-root' || helped ? 2 : 4,
    modifier: kind === 'animal-savagery' && fierce ? 2 : 0,
  };
}

/** A trait roll settled after a re-roll offer: its effect, then the traits after it. */
export function answerTraitReroll(
  step: Step,
  test: Extract<FailedTest, { kind: Trait }>,
  success: boolean,
): void {
  const p = player(step, test.player);
  const { kind } = test;
  traitResult(step, p, kind, success);
  if (!step.state.turn.activation || step.state.pending.length > 0) return;
  activationRolls(step, traits.findIndex(([t]) => t === kind) + 1);
}

function traitResult(step: Step, p: PlayerState, kind: Trait, success: boolean): void {
  if (success) return;
  if (kind === 'take-root') changing(step, p.id).rooted = true;
  else if (kind === 'animal-savagery') lashOut(step, p);
  else distracted(step, p);
}

/** His activation ends and he loses his tackle zone until his next activation (BB-STATE-7). */
function distracted(step: Step, p: PlayerState): void {
  changing(step, p.id).distracted = true;
  endActivation(step);
}

/** Standing team-mates next to him (walls respected, DB-MOVE-2). */
function teamMates(
  state: Pick<GameState, 'board' | 'players' | 'mechanismState'>,
  p: PlayerState,
): PlayerState[] {
  return state.players.filter(
    (q) =>
      q.team === p.team &&
      q.id !== p.id &&
      q.box === null &&
      q.stance === 'standing' &&
      !!q.at &&
      !!p.at &&
      adjacentNow(state, p.at, q.at),
  );
}

/**
 * Animal Savagery failed: he Knocks Down a Standing team-mate next to him, chosen by his coach, and
 * may then act; with none next to him his activation ends and he is distracted (BB-SKILL-1).
 */
function lashOut(step: Step, p: PlayerState): void {
  const candidates = teamMates(step.state, p).map((q) => q.id);
  if (candidates.length === 0) return distracted(step, p);
  if (candidates.length === 1) return answerLashOut(step, candidates[0] as string);
  step.state.pending.push({ kind: 'lash-out', team: p.team, player: p.id, candidates });
}

/**
 * The team-mate is Knocked Down; a turnover only if he held the ball. Interpretation: his own
 * Mighty Blow and Claws do not apply, this is no block.
 */
export function answerLashOut(step: Step, target: string): void {
  const carried = step.state.ball.carrier === target;
  knockDown(step, target);
  if (carried) turnover(step, 'a team-mate holding the ball was lashed out at');
}
