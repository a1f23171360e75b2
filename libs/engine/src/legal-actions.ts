import { preparedState } from './mechanisms/dungeon';
import { hasSkill, standingOpponents } from './board/squares';
import { actionProblem } from './model/action-shape';
import { noActions, sameAction, type Action } from './model/actions';
import type { Decision } from './model/decisions';
import { decisionWaiting } from './model/frames';
import {
  ACTION_KINDS,
  type ActionKind,
  type GameState,
  type PlayerState,
  type TurnState,
} from './model/state';
import {
  findPlayer,
  nobodyFound,
  placeFound,
  type PlaceFound,
  type ReadStep,
} from './rules/context';
import { waysOut, blockRefusal, moveNow } from './board/dungeon';
import { mechanismActions } from './mechanisms/registry';
import { moveRefusal, moverNow, moverRefusal } from './rules/move';
import { movementLeft } from './rules/step-rolls';
import { fouledAlready, foulTargets } from './rules/foul';
import { jumpRefusal, jumpTargets } from './rules/jump';
import { canThrowTeamMates, throwTargets } from './rules/throw-team-mate';
import { handOffTargets, passTargets } from './rules/pass';
import { chestsToOpen } from './rules/dungeonbowl/chests';
import { ricochetRefusal, ricochetWalls } from './rules/dungeonbowl/ricochet';
import { dugoutActions, dugoutRefusal } from './rules/dungeonbowl/dugout';
import { potionActions, potionRefusal } from './mechanisms/potions/drinking';
import { concessionOffered, concessionRefusal } from './flow/concession';
import { answerTypes, decisionHandler } from './answers';

/*
 * What may be done now: every action the coach to act may take (`legalActions`), and why any
 * other is refused (`refusal`), which `apply` asks before it takes an action.
 */

const activeTeamPlayer = (state: GameState, id: string): PlayerState | undefined => {
  const p = findPlayer(state.players, id);
  return p?.team === state.turn.team ? p : undefined;
};

/**
 * Why a player may not start this action now, or null if he may (BB-TURN-2, BB-TURN-3, BB-TURN-4,
 * BB-TURN-5, BB-TURN-6).
 */
function activationRefusal(state: GameState, id: string, action: ActionKind): string | null {
  const p = activeTeamPlayer(state, id);
  return playerActivationRefusal(state, id, p) ?? actionRefusal(state, p!, action);
}

/** Why a player may not be activated now, whatever the action, or null (BB-TURN-2, BB-TURN-6). */
function playerActivationRefusal(
  state: GameState,
  id: string,
  p: PlayerState | undefined,
): string | null {
  if (!p || p.team !== state.turn.team) return `Player ${id} is not in the active team.`;
  if (state.turn.activation) return 'Another player is being activated: end his activation first.';
  if (p.box !== null || !p.at) return `${p.name} is not on the board.`;
  if (p.activated) return `${p.name} has already been activated this turn (BB-TURN-2).`;
  if (p.stance === 'stunned') return `${p.name} is Stunned and cannot be activated (BB-TURN-6).`;
  return null;
}

/**
 * Why a player who may be activated may not start this action, or null (BB-TURN-3, BB-TURN-4,
 * BB-TURN-5, BB-TURN-6).
 */
const actionRefusal = (state: GameState, p: PlayerState, action: ActionKind): string | null =>
  limitRefusal(state.turn, action) ?? abilityRefusal(p, action);

/** Why the team may not start this action again this turn, or null (BB-TURN-4). */
function limitRefusal(turn: TurnState, action: ActionKind): string | null {
  if ((action === 'pass' || action === 'throw-team-mate') && turn.passUsed)
    return 'The team has already made its Pass or Throw Team-mate this turn (BB-TURN-4).';
  if (action === 'hand-off' && turn.handOffUsed)
    return 'The team has already made its Hand-off this turn (BB-TURN-4).';
  if (action === 'foul' && turn.foulUsed)
    return 'The team has already made its Foul this turn (BB-TURN-4).';
  if (action === 'blitz' && turn.blitzUsed)
    return 'The team has already made its Blitz this turn (BB-TURN-4).';
  return null;
}

/** Why a player who may be activated cannot take this action, or null (BB-TURN-3, BB-TURN-6). */
function abilityRefusal(p: PlayerState, action: ActionKind): string | null {
  if (action === 'block' && p.stance !== 'standing' && !hasSkill(p, 'Jump Up'))
    return `A Prone player cannot take a Block action unless he has Jump Up (BB-TURN-6).`;
  if (action === 'throw-team-mate' && !canThrowTeamMates(p))
    return `${p.name} cannot throw team-mates: that needs Throw Team-mate and ST 5 or more (BB-PASS-14).`;
  if (action === 'hypnotic-gaze' && !hasSkill(p, 'Hypnotic Gaze'))
    return `${p.name} does not have Hypnotic Gaze (BB-TURN-3).`;
  return null;
}

/**
 * Opponents the active player, `attacker` (`activePlayer`), may block now
 * (BB-BLOCK-1, BB-BLITZ-1), wall corners respected (DB-MOVE-3).
 */
function blockTargets(state: GameState, attacker: PlayerState | undefined): PlayerState[] {
  const activation = state.turn.activation;
  if (
    !activation ||
    !attacker ||
    activation.blocked ||
    (activation.action !== 'block' && activation.action !== 'blitz')
  )
    return [];
  if (attacker.stance !== 'standing' || !attacker.at) return [];
  if (activation.action === 'blitz') {
    const { ma, rushes } = movementLeft({ state, events: [] }, attacker);
    if (ma + rushes < 1) return [];
  }
  return standingOpponents(state, attacker).filter(
    (target) => blockRefusal(state, attacker, target) === null, // DB-BOAT-9
  );
}

/**
 * The throw, hand-off or foul the active player, `p` (`activePlayer`), may make
 * now, by his action (BB-PASS-1, BB-PASS-12, BB-FOUL-1).
 */
function ballActions(state: GameState, p: PlayerState | undefined): readonly Action[] {
  const activation = state.turn.activation;
  if (!activation || !p) return noActions;
  if (p.stance !== 'standing' || !p.at) return noActions;
  const holds = state.ball.carrier === p.id;
  switch (activation.action) {
    case 'pass':
      if (!holds) return noActions;
      return [
        ...passTargets(state, p.at).map((target) => ({ type: 'pass', target }) as const),
        ...ricochetWalls(state).map((wall) => ({ type: 'ricochet', wall }) as const), // DB-PASS-7
      ];
    case 'hand-off':
      return holds
        ? handOffTargets(state, p.at, p.team).map((target) => ({ type: 'hand-off', target }))
        : noActions;
    case 'foul':
      if (fouledAlready(state)) return noActions;
      return foulTargets(state, p.at, p.team).map((target) => ({ type: 'foul', target }));
    default:
      return noActions;
  }
}

/**
 * The special actions the active player's skills give him now (BB-TURN-3, BB-SKILL-1): Stab
 * instead of a block, Multiple Block in a Block action, Hypnotic Gaze, Throw Team-mate. `p` is
 * the active player (`activePlayer`) and `blockable` his `blockTargets`.
 */
function skillActions(
  state: GameState,
  p: PlayerState | undefined,
  blockable: readonly PlayerState[],
): readonly Action[] {
  const activation = state.turn.activation;
  if (!activation || !p) return noActions;
  if (p.stance !== 'standing' || !p.at) return noActions;
  switch (activation.action) {
    case 'block':
    case 'blitz': {
      const targets = blockable.map((t) => t.id);
      const actions: Action[] = hasSkill(p, 'Stab')
        ? targets.map((target) => ({ type: 'stab', target }))
        : [];
      if (activation.action === 'block' && hasSkill(p, 'Multiple Block'))
        for (const first of targets)
          for (const second of targets)
            if (first !== second)
              actions.push({ type: 'multiple-block', targets: [first, second] });
      return actions;
    }
    case 'hypnotic-gaze':
      return standingOpponents(state, p).map((q) => ({ type: 'hypnotic-gaze', target: q.id }));
    case 'throw-team-mate':
      return throwTargets(state, p).map((t) => ({
        type: 'throw-team-mate',
        player: t.thrown,
        target: t.target,
      }));
    default:
      return noActions;
  }
}

/** The bit of `used` (`allowedNow`) an action takes once a turn (BB-TURN-4), 0 for none. */
const limitBits: Readonly<Record<ActionKind, number>> = {
  move: 0,
  block: 0,
  blitz: 1,
  pass: 2,
  'throw-team-mate': 2, // the team's Pass action (BB-TURN-4)
  'hand-off': 4,
  foul: 8,
  'hypnotic-gaze': 0,
};

/** The `limitBits` of the once-a-turn actions the team has already taken this turn (BB-TURN-4). */
const usedBits = (turn: GameState['turn']): number =>
  (turn.blitzUsed ? limitBits.blitz : 0) |
  (turn.passUsed ? limitBits.pass : 0) |
  (turn.handOffUsed ? limitBits['hand-off'] : 0) |
  (turn.foulUsed ? limitBits.foul : 0);

type Start = Extract<Action, { type: 'activate' }>;

/**
 * The activations each player of the active team may start while nobody is being activated, kept
 * by the player: those he may take himself (`able`: `playerActivationRefusal`, `abilityRefusal`),
 * and of those the ones the team's actions already taken this turn (`used`, a bit each for its
 * Blitz, Pass, Hand-off and Foul, `limitBits`) leave him (`starts`): nothing else decides them. A
 * player is never changed once in a state (a rule changes a copy of him, `changing`), so what is
 * kept for him holds while the same player object is asked about, and for a copy of him that
 * differs only by the square he stands on (`movedOnly`), which none of those rules reads: most
 * players are the same from one activation to the next, or have only moved since their last
 * turn, and their actions need not be worked out again, nor asked again of the rules when the
 * team uses a once-a-turn action. One entry per place in the list of players (a match keeps its
 * players in one order), checked by the player's identity, then by `movedOnly`, so that what is
 * kept is only ever a shortcut: a list made without it is the same.
 */
interface StartsKept {
  p: PlayerState;
  readonly able: readonly Start[];
  used: number;
  starts: readonly Start[];
}

/**
 * What listing keeps from one state of a match to the next (`StartsKept`, and where the player
 * activated last was found in the list of players), held by the match (`Match`); `legalActions`
 * and `apply`, which keep nothing between calls, start from a new one.
 */
export interface Listing {
  readonly starts: (StartsKept | undefined)[];
  /** Where the player being activated was found last (`placeFound`): only a shortcut. */
  readonly active: PlaceFound;
}

/** A listing that has kept nothing yet. */
export const newListing = (): Listing => ({ starts: [], active: nobodyFound() });

/** The player being activated, looked for first where he was found last (`Listing.active`). */
const activePlayer = (state: GameState, listing: Listing): PlayerState | undefined =>
  state.players[placeFound(state.players, state.turn.activation!.player, listing.active)];

/**
 * Puts the actions of `list` after `actions`: a loop by index, which for the many empty lists
 * reads their length alone.
 */
function pushAll(actions: Action[], list: readonly Action[]): void {
  for (let i = 0; i < list.length; i++) actions.push(list[i]!);
}

/**
 * Whether player `p` is `was` but for the square he stands on, both on a square or neither:
 * every other field compared (`ButWhere` lists them), so that a rule reading one is not missed.
 */
const movedOnly = (was: PlayerState, p: PlayerState): boolean =>
  !was.at === !p.at &&
  was.id === p.id &&
  was.team === p.team &&
  was.number === p.number &&
  was.name === p.name &&
  was.position === p.position &&
  was.ma === p.ma &&
  was.st === p.st &&
  was.ag === p.ag &&
  was.pa === p.pa &&
  was.av === p.av &&
  was.skills === p.skills &&
  was.box === p.box &&
  was.stance === p.stance &&
  was.distracted === p.distracted &&
  was.activated === p.activated &&
  was.stunnedOnOwnTurn === p.stunnedOnOwnTurn &&
  was.rooted === p.rooted &&
  was.waits === p.waits &&
  was.potion === p.potion &&
  was.casualty === p.casualty &&
  was.lastingInjury === p.lastingInjury &&
  was.nigglingInjuries === p.nigglingInjuries;

/** The fields `movedOnly` compares: a new field of a player is a compile error here until it does. */
type ButWhere =
  | 'id'
  | 'team'
  | 'number'
  | 'name'
  | 'position'
  | 'ma'
  | 'st'
  | 'ag'
  | 'pa'
  | 'av'
  | 'skills'
  | 'box'
  | 'stance'
  | 'distracted'
  | 'activated'
  | 'stunnedOnOwnTurn'
  | 'rooted'
  | 'waits'
  | 'potion'
  | 'casualty'
  | 'lastingInjury'
  | 'nigglingInjuries';
const everyFieldCompared: [Exclude<keyof PlayerState, ButWhere | 'at'>] extends [never]
  ? true
  : never = true;
void everyFieldCompared;

/**
 * The `activate` actions a player of the active team may take, nobody being activated; `place`
 * is his place in the list of players.
 */
function startsOf(
  { starts: startsKept }: Listing,
  state: GameState,
  p: PlayerState,
  place: number,
  used: number,
): readonly Action[] {
  let kept = startsKept[place];
  if (kept && kept.p !== p && movedOnly(kept.p, p)) kept.p = p;
  if (kept?.p !== p) {
    const able: Start[] = [];
    if (playerActivationRefusal(state, p.id, p) === null)
      for (const action of ACTION_KINDS)
        if (abilityRefusal(p, action) === null)
          able.push({ type: 'activate', player: p.id, action });
    kept = startsKept[place] = { p, able, used: 0, starts: able };
  }
  if (kept.used !== used) {
    kept.used = used;
    kept.starts = kept.able.filter((start) => (limitBits[start.action] & used) === 0);
  }
  return kept.starts;
}

/**
 * Every action allowed now: the one list the UI, the bots and the tests use. While a decision
 * is pending, only its answers are listed.
 */
export function legalActions(state: GameState): Action[] {
  return allowedNow(preparedState(state), newListing());
}

/**
 * Every action allowed now, as `legalActions` lists them: the answers to the decision pending,
 * else what the active team may do with nobody activated, else during an activation. Each is
 * listed by a function of its own, which the JavaScript engine compiles apart: the answers read
 * decisions of many shapes, and one it has not met before then makes it compile again those few
 * lines, not the listing of every step a player takes.
 */
export function allowedNow(state: GameState, listing: Listing): Action[] {
  if (state.result !== null) return [];
  const decision = decisionWaiting(state.pending);
  if (decision) return answersTo(state, decision);
  return state.turn.activation
    ? activationActions(state, listing)
    : startingActions(state, listing);
}

/** The answers a coach may give to the decision pending, as its kind's handler lists them. */
function answersTo(state: GameState, decision: Decision): Action[] {
  return decisionHandler(decision.kind).answers(state, decision);
}

/** What the active team may do while nobody is being activated. */
function startingActions(state: GameState, listing: Listing): Action[] {
  const { turn } = state;
  const actions = dugoutActions(state); // a new list, the one returned
  pushAll(actions, potionActions(state));
  const used = usedBits(turn);
  const { players } = state;
  for (let place = 0; place < players.length; place++) {
    const p = players[place]!;
    if (p.team === turn.team && !p.activated && p.box === null)
      pushAll(actions, startsOf(listing, state, p, place, used));
  }
  actions.push({ type: 'end-turn' });
  pushAll(actions, concessionOffered(state));
  return actions;
}

/** What the player being activated, and his team, may do now. */
function activationActions(state: GameState, listing: Listing): Action[] {
  const step: ReadStep = { state, events: [] };
  const mover = activePlayer(state, listing)!;
  const actions: Action[] = [];
  if (mover.stance === 'prone') actions.push({ type: 'stand-up' });
  else if (mover.at) {
    const moving = moverNow(step, mover);
    // Every square costs at least 1: with nothing left, no square needs asking about.
    if (typeof moving !== 'string' && moving.left.ma + moving.left.rushes > 0) {
      // To the neighbours, then by ladders and ropes (DB-LADDER-1) and mine carts (DB-CART-1).
      for (const { to, move } of waysOut(state.board, moving.at)) {
        const now = moveNow(state, moving.at, to, move);
        if (moverRefusal(step, moving, to, now) === null) actions.push({ type: 'move', to });
      }
    }
    for (const to of jumpTargets(step, moving)) actions.push({ type: 'jump', to });
  }
  const blockable = blockTargets(state, mover);
  for (const target of blockable) actions.push({ type: 'block', target: target.id });
  for (const chest of chestsToOpen(state, mover)) actions.push({ type: 'open-chest', chest });
  pushAll(actions, ballActions(state, mover));
  pushAll(actions, skillActions(state, mover, blockable));
  pushAll(actions, potionActions(state));
  pushAll(actions, mechanismActions(state));
  actions.push({ type: 'end-activation' }, { type: 'end-turn' });
  pushAll(actions, concessionOffered(state));
  return actions;
}

/**
 * Why `action` is refused now, or null when it is one of those `legalActions` lists (`listed`, if
 * already made for this state): of the same
 * type, with the same fields holding the same values and no other field. Anything else is
 * refused, a value sent by a stranger included: with what is wrong with its shape, else with why
 * the rules do not allow it now. Never throws, never changes the state.
 */
export function refusal(
  state: GameState,
  action: unknown,
  listed: readonly Action[] = legalActions(state),
): string | null {
  const malformed = actionProblem(action);
  if (malformed !== null) return malformed;
  const wellFormed = action as Action;
  const ready = preparedState(state);
  if (listed.some((a) => sameAction(a, wellFormed))) return null;
  return (
    ruleRefusal(ready, wellFormed) ??
    `That ${wellFormed.type} is not among the actions allowed now.`
  );
}

/**
 * Why the rules do not allow a well-formed action that `legalActions` does not list now, in a
 * coach's words with the rule's ID, or null where no rule names a reason.
 */
function ruleRefusal(state: GameState, action: Action): string | null {
  if (state.result !== null) return 'The match is over.';
  const decision = decisionWaiting(state.pending);
  if (decision && !answerTypes.has(action.type))
    return `Waiting for team ${decision.team + 1} to decide (${decision.kind}).`;
  if (!decision && answerTypes.has(action.type)) return 'No decision is waiting for that answer.';
  if (action.type === 'activate') return activationRefusal(state, action.player, action.action);
  if (decision) {
    const handler = decisionHandler(decision.kind);
    return handler.refusal
      ? handler.refusal(state, decision, action)
      : `That answer does not fit the decision waiting (${decision.kind}).`;
  }
  const activation = state.turn.activation;
  switch (action.type) {
    case 'concede':
      return concessionRefusal(state);
    case 'pit-teleport':
    case 'sponge':
      return dugoutRefusal(state, action);
    case 'take-potion':
    case 'drink-potion':
      return potionRefusal(state, action);
    case 'open-chest':
      return 'A Standing player opens a chest next to him during a Move, Blitz, Pass, Hand-off or Foul, for a square of movement (DB-CHEST-3, DB-CHEST-4).';
    case 'end-activation':
      return activation ? null : 'No player is being activated.';
    case 'stand-up':
      return 'Only a Prone player being activated can stand up.';
    case 'move':
      return moveRefusal({ state, events: [] }, action.to);
    case 'jump':
      return jumpRefusal({ state, events: [] }, action.to);
    case 'stab':
      return 'Stab is made by a player with Stab instead of a block, against a Standing opponent next to him (BB-SKILL-1).';
    case 'multiple-block':
      return 'Multiple Block is made in a Block action by a player with the skill, against two different Standing opponents next to him (BB-SKILL-1).';
    case 'hypnotic-gaze':
      return 'Hypnotic Gaze is made in its own action against a Standing opponent next to the gazer (BB-SKILL-1).';
    case 'throw-team-mate':
      return 'A thrower throws a Standing team-mate with Right Stuff and ST 3 or less next to him, at Quick range at most on his floor or one floor down, as a Short throw one floor up, never two floors (BB-PASS-14, DB-PASS-28, DB-PASS-29, DB-PASS-30).';
    case 'pass':
      return 'The ball carrier may throw once, Quick or Short only (DB-PASS-1), with no wall in the way (DB-PASS-3).';
    case 'hand-off':
      return 'The ball carrier may hand off to a Standing team-mate next to him (BB-PASS-12); with 3 or 4 teams, to any Standing player next to him (DB-MULTI-6).';
    case 'foul':
      return 'A Foul is against a Prone or Stunned opponent next to the fouler (BB-FOUL-1).';
    case 'ricochet':
      return ricochetRefusal(state, action.wall);
    case 'block':
      return 'That player cannot be blocked now: a Standing opponent next to a Standing attacker, not round a wall corner, one block per action.';
    case 'row':
      return 'A Standing player in a boat rows it one square, or turns it a quarter round his square, for 2 movement points, into free deep water (DB-BOAT-4).';
    case 'oar-strike':
      return 'A Standing player in a boat strikes with his oar in a Block or Blitz, at a Standing opponent next to him in the water, in the other boat or on a jetty (DB-BOAT-13).';
  }
  return null;
}
