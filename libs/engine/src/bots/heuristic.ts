import { indexIn, squareOf } from '../board/square-index';
import { adjacent, distance, exertsTackleZone, markers, moveCost } from '../board/squares';
import { autoPlacement } from '../flow/setup';
import { moveBetween, noStay } from '../board/dungeon';
import { preparedState } from '../mechanisms/dungeon';
import type { MatchView, PublicState } from '../view';
import type { RngState } from '../dice/rng';
import type { Action } from '../model/actions';
import type { BlockFace, Decision } from '../model/decisions';
import { decisionWaiting } from '../model/frames';
import type { PlayerState, Square } from '../model/state';
import { rushesAllowed } from '../rules/step-rolls';
import type { Agent } from './agent';
import {
  distanceAt,
  distanceAtLeast,
  distanceBelow,
  distanceField,
  fieldTo,
  ownWay,
  readsZero,
  standingDistance,
  type DistanceField,
} from './distance-fields';
import { escortSquares, obstacles, scoringSquares } from './carriers-way';
import { BotMemory } from './memory';
import { boardPlaces } from './board-places';
import { nobodyElseOn, onlyMoved, sameBall } from './per-view';
import { characteristics } from '../rules/characteristics';

/**
 * The free squares next to some squares, where a player stands to open a chest or mark someone:
 * walkable, no chest, nobody but the mover on them.
 */
function around(
  memory: BotMemory,
  s: PublicState,
  squares: readonly Square[],
  mover: PlayerState,
): Square[] {
  const places = boardPlaces(s.board);
  const found: Square[] = [];
  for (const q of squares) {
    const next = places.neighbours(indexIn(s.board, q));
    for (let k = 0; k < next.length; k++)
      if (places.standable(next[k]!) && nobodyElseOn(memory, s, next[k]!, mover))
        found.push(squareOf(s.board, next[k]!));
  }
  return found;
}

/**
 * The chests a player may head for: those no team-mate stands next to already, so that one
 * explosion knocks down one of them only (DB-CHEST-6).
 */
function unclaimedChests(s: PublicState, p: PlayerState): Square[] {
  const mates = s.players.filter((q) => q.team === p.team && q.id !== p.id && q.at);
  return s.chests
    .filter((c) => !mates.some((q) => adjacent(s.board, q.at!, c.at)))
    .map((c) => c.at);
}

/**
 * What the mover heads for: a Blitz's target before the block, the end zone with the ball, the
 * loose ball, a chest, the opposing carrier, or the way ahead of his own. Either squares, or the
 * free squares round some (`around`): round the players `by` (kept over his steps, `heldGoal`,
 * unless null) or round the chests when `by` is empty. The squares to go round are read only
 * when wanted (`roundOf`).
 */
type Aim =
  | { readonly squares: readonly Square[] }
  | {
      readonly round: readonly PlayerState[] | 'chests';
      readonly by: readonly PlayerState[] | null;
    };

/** The squares an aim goes round: its players', or the chests the mover may head for. */
const roundOf = (s: PublicState, p: PlayerState, round: readonly PlayerState[] | 'chests') =>
  round === 'chests' ? unclaimedChests(s, p) : round.map((q) => q.at!);

function aim(memory: BotMemory, s: PublicState, p: PlayerState): Aim {
  const { ball } = s;
  const activation = s.turn.activation;
  if (activation?.player === p.id && activation.action === 'blitz' && !activation.blocked) {
    const target = blitzTarget(memory, s, p);
    return target?.at ? { round: [target], by: null } : { squares: [] };
  }
  if (ball.carrier === p.id) return { squares: scoringSquares(s, p.team) };
  if (ball.at && ball.carrier === null) return { squares: [ball.at] };
  if (!ball.at) return { round: 'chests', by: [] };
  const carrier = s.players.find((q) => q.id === ball.carrier);
  if (!carrier?.at) return { squares: [] };
  if (carrier.team !== p.team) return { round: [carrier], by: [] };
  // With the ball, team-mates go for the opponents in the carrier's way, or run ahead of him
  // beside his way, leaving it open.
  const inTheWay = obstacles(memory, s, carrier);
  return inTheWay.length > 0
    ? { round: inTheWay, by: inTheWay }
    : { squares: escortSquares(memory, s, p, carrier) };
}

/** The squares the mover heads for (`aim`). */
function goal(memory: BotMemory, s: PublicState, p: PlayerState): readonly Square[] {
  const a = aim(memory, s, p);
  if ('squares' in a) return a.squares;
  return a.by
    ? heldGoal(memory, s, p, a.by, a.round)
    : around(memory, s, roundOf(s, p, a.round), p);
}

/**
 * Whether the mover stands on one of the squares he heads for (`goal`), told without listing the
 * free squares round others: his own square is one of them if he may stand there, nobody else
 * does, and it is next to one of the others (`around`).
 */
function onGoal(memory: BotMemory, s: PublicState, p: PlayerState): boolean {
  const a = aim(memory, s, p);
  const here = indexIn(s.board, p.at!);
  if ('squares' in a) return a.squares.some((q) => indexIn(s.board, q) === here);
  const places = boardPlaces(s.board);
  if (!places.standable(here) || !nobodyElseOn(memory, s, here, p)) return false;
  return roundOf(s, p, a.round).some((q) => places.neighbours(indexIn(s.board, q)).includes(here));
}

/**
 * The squares round a chest or some players the mover heads for (`round`), as at his latest
 * step if only he has moved since (`onlyMoved`), the ball is where it was and the players to go
 * for (`by`) are the same: they leave his own square free, wherever he stands.
 */
function heldGoal(
  memory: BotMemory,
  s: PublicState,
  p: PlayerState,
  by: readonly PlayerState[],
  round: readonly PlayerState[] | 'chests',
): readonly Square[] {
  const last = memory.goal;
  if (
    last?.player === p.id &&
    last.by.length === by.length &&
    last.by.every((q, k) => q === by[k]) &&
    sameBall(last.view.ball, s.ball) &&
    onlyMoved(last.view, s, p.id)
  ) {
    last.view = s;
    return last.squares;
  }
  const squares = around(memory, s, roundOf(s, p, round), p);
  memory.goal = { view: s, player: p.id, by, squares };
  return squares;
}

/** The squares the latest mover headed for round the players `by` (`heldGoal`), and when. */
export interface HeldGoal {
  view: PublicState;
  readonly player: string;
  readonly by: readonly PlayerState[];
  readonly squares: readonly Square[];
}

/**
 * The goal, or when it cannot be walked to on this floor, the teleporters of his floor. His own
 * way (`ownWay`) reads true only at his square and nearer the goal, and lasts his activation.
 */
function fieldFor(memory: BotMemory, s: PublicState, p: PlayerState, own = false): DistanceField {
  return (
    fieldTo(memory, s, p, goal(memory, s, p), own) ??
    (own ? ownWay : distanceField)(memory, s, p, gates(s, p))
  );
}

/** The teleporters of the mover's floor, where he heads when he cannot walk to his goal. */
const gates = (s: PublicState, p: PlayerState): Square[] =>
  s.board.teleporters.filter((t) => t.at.floor === p.at?.floor).map((t) => t.at);

/**
 * Whether the mover is not yet where he heads for: his way (`fieldFor`) reads more than 0 at his
 * square. Told without a field when it can be (`readsZero`), as a player asked this and found
 * there already is passed over: on his goal, or off his goal and not on a teleporter, he needs
 * none. On a teleporter off his goal he does: he steps off it on his way (`standingOn`), unless
 * he cannot walk to his goal from it and heads for the teleporters, where he is.
 */
function onTheWay(memory: BotMemory, s: PublicState, p: PlayerState): boolean {
  // Off his goal, a field to no squares tells whether a step out of his square costs nothing.
  const there = onGoal(memory, s, p) || readsZero(s, [], p.at!);
  if (there === true) return false;
  if (there === false && readsZero(s, gates(s, p), p.at!) === false) return true;
  return standingDistance(s, fieldFor(memory, s, p, true), p.at) > 0;
}

/**
 * Whom a Blitz goes for: the opposing ball carrier, an opponent in the way of his own carrier,
 * else the nearest Standing opponent.
 */
function blitzTarget(memory: BotMemory, s: PublicState, p: PlayerState): PlayerState | undefined {
  const carrier = s.players.find((q) => q.id === s.ball.carrier);
  if (carrier && carrier.team !== p.team) return carrier;
  const inTheWay = carrier ? obstacles(memory, s, carrier) : [];
  const candidates =
    inTheWay.length > 0
      ? [...inTheWay]
      : s.players.filter((q) => q.team !== p.team && q.at && q.stance === 'standing');
  return candidates.sort((a, b) => distance(a.at!, p.at!) - distance(b.at!, p.at!))[0];
}

/**
 * The offered action that is the one wanted, if any: of the same type, its fields holding the same
 * values in the same order, squares compared by place.
 */
function offered(actions: readonly Action[], action: Action): Action | undefined {
  let wanted: unknown[] | undefined;
  for (const a of actions) {
    if (a.type !== action.type) continue;
    wanted ??= Object.values(action);
    let k = 0;
    let same = true;
    for (const field in a) {
      const v = (a as unknown as Record<string, unknown>)[field];
      if (k >= wanted.length || !alike(v, wanted[k++])) {
        same = false;
        break;
      }
    }
    if (same && k === wanted.length) return a;
  }
  return undefined;
}

/** Whether an action is offered (`offered`). */
const has = (actions: readonly Action[], action: Action): boolean =>
  offered(actions, action) !== undefined;

/** Two values of actions' fields alike: written the same, squares as floor,x,y. */
function alike(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isSquare(a) && isSquare(b)) return a.floor === b.floor && a.x === b.x && a.y === b.y;
  return written(a) === written(b);
}

const isSquare = (v: unknown): v is Square => typeof v === 'object' && v !== null;
const written = (v: unknown): string => (isSquare(v) ? `${v.floor},${v.x},${v.y}` : String(v));

/** A player's `activate` actions, as `legalActions` offers them. */
type Start = Extract<Action, { type: 'activate' }>;

/**
 * What the actions offered between activations let the team do, each the offered action itself,
 * read in one pass: the first player to send in by the pit teleporter or the sponge, the potions
 * to drink, the end of the turn, and by player the first Move, Block and Blitz he may start
 * (`start`).
 */
function offers(actions: readonly Action[]) {
  let pit: Action | undefined;
  let sponge: Action | undefined;
  let end: Action | undefined;
  const drinks: Extract<Action, { type: 'drink-potion' }>[] = [];
  const starts = new Map<string, Starts>();
  for (const a of actions) {
    if (a.type === 'pit-teleport') pit ??= a;
    else if (a.type === 'sponge') sponge ??= a;
    else if (a.type === 'drink-potion') drinks.push(a);
    else if (a.type === 'end-turn') end ??= a;
    else if (
      a.type === 'activate' &&
      (a.action === 'move' || a.action === 'block' || a.action === 'blitz')
    ) {
      let own = starts.get(a.player);
      if (!own)
        starts.set(a.player, (own = { move: undefined, block: undefined, blitz: undefined }));
      own[a.action] ??= a;
    }
  }
  const start = (player: string, action: keyof Starts): Start | undefined =>
    starts.get(player)?.[action];
  return { dugout: pit ?? sponge, drinks, start, end: end ?? { type: 'end-turn' } };
}

/** The first Move, Block and Blitz a player may start, as offered. */
interface Starts {
  move: Start | undefined;
  block: Start | undefined;
  blitz: Start | undefined;
}

/** The strength a side brings to a block: the player's, plus team-mates next to the target. */
function sideStrength(s: PublicState, p: PlayerState, target: Square, except: string): number {
  const helpers = s.players.filter(
    (q) =>
      q.team === p.team &&
      q.id !== p.id &&
      q.id !== except &&
      q.at &&
      exertsTackleZone(q) &&
      adjacent(s.board, q.at, target),
  );
  return characteristics(p).st + helpers.length;
}

/** Whether the dice favour a block: stronger, or as strong against the ball carrier. */
function favourable(s: PublicState, attacker: PlayerState, defender: PlayerState): boolean {
  const mine = sideStrength(s, attacker, defender.at!, defender.id);
  const theirs = sideStrength(s, defender, attacker.at!, attacker.id);
  return mine > theirs || (mine === theirs && s.ball.carrier === defender.id);
}

const faceValue: Readonly<Record<BlockFace, number>> = {
  pow: 5,
  stumble: 4,
  push: 3,
  'both-down': 1,
  'attacker-down': 0,
};

/** The answer to a decision: always the one that helps this team most, on a simple reading. */
function answer(s: PublicState, decision: Decision, actions: readonly Action[]): Action {
  switch (decision.kind) {
    case 'choose-end-zone':
      return { type: 'choose-end-zone', endZone: decision.options[0]! };
    case 'set-up':
      return autoPlacement(s)[0]!;
    case 'block-die': {
      // On the attacker's side: any coach but the defender's (a monster's block, DB-GOBLOURS-12).
      const attacking = s.players.find((p) => p.id === decision.defender)!.team !== decision.team;
      const sign = attacking ? 1 : -1;
      const best = decision.dice
        .map((face, index) => ({ index, value: sign * faceValue[face] }))
        .sort((a, b) => b.value - a.value)[0]!;
      return { type: 'choose-block-die', index: best.index };
    }
    case 'block-reroll': {
      // On the attacker's side: any coach but the defender's (a monster's block, DB-GOBLOURS-12).
      const attacking = s.players.find((p) => p.id === decision.defender)!.team !== decision.team;
      const good = decision.dice.some((f) => (attacking ? faceValue[f] >= 3 : faceValue[f] <= 1));
      return good || !decision.teamReroll
        ? { type: 'use-reroll', source: 'none' }
        : { type: 'use-reroll', source: 'team' };
    }
    case 'reroll':
      for (const source of ['skill', 'pro', 'team'] as const)
        if (has(actions, { type: 'use-reroll', source })) return { type: 'use-reroll', source };
      return { type: 'use-reroll', source: 'none' };
    case 'follow-up':
      // Never into a square nobody may stay in, a rotating lift's cabin (DB-ROTLIFT-6).
      return { type: 'follow-up', follow: !noStay(s.board, decision.square) };
    case 'use-skill':
      return { type: 'use-skill', use: true };
    case 'ricochet-catch':
      // DB-PASS-15: the ball in his hands is the thrower's turnover and his team's chance.
      return { type: 'catch', tries: true };
    case 'tackle-zones':
      // DB-MULTI-5: every tackle zone counts against the team on the move.
      return { type: 'mark', mark: true };
    case 'assist': {
      // DB-MULTI-4: gang up on whoever holds the ball; otherwise stand with the one attacked.
      const carrier = s.players.find((p) => p.id === s.ball.carrier);
      const defender = s.players.find((p) => p.id === decision.defender)!;
      const helps =
        carrier && carrier.team === defender.team && carrier.team !== decision.team
          ? decision.attacker
          : decision.defender;
      return decision.sides.includes(helps)
        ? { type: 'assist', helps }
        : { type: 'assist', helps: null };
    }
    default:
      return actions[0]!;
  }
}

/** Players of the team who may still be activated this turn. */
const fresh = (s: PublicState, team: number): PlayerState[] =>
  s.players.filter((p) => isFresh(p, team));

/** Whether a player is of the team and may still be activated this turn. */
const isFresh = (p: PlayerState, team: number): boolean =>
  p.team === team && !!p.at && !p.activated && p.stance !== 'stunned';

/**
 * Whether a player stands nearer than `limit` to the targets, on his team's field: not searched
 * for when the grid alone puts him that far (`distanceAtLeast`), as most players are from an
 * opponent to blitz.
 */
function within(
  memory: BotMemory,
  s: PublicState,
  p: PlayerState,
  targets: readonly Square[],
  limit: number,
): boolean {
  if (distanceAtLeast(s, p.at!, targets) >= limit) return false;
  return standingDistance(s, distanceField(memory, s, p, targets), p.at, limit) < Infinity;
}

/**
 * The first of the players nearest the targets, on one field, their team's. The one the grid
 * alone puts nearest (`distanceAtLeast`) is measured first, and then each only as far as the
 * nearest found: the search goes no farther than the nearest player, wherever he is in the list.
 */
function nearestTo(
  memory: BotMemory,
  s: PublicState,
  players: readonly PlayerState[],
  targets: readonly Square[],
): PlayerState | undefined {
  if (players.length === 0) return undefined;
  const field = distanceField(memory, s, players[0]!, targets);
  let likely = players[0]!;
  let least = Infinity;
  for (const p of players) {
    const bound = distanceAtLeast(s, p.at!, targets);
    if (bound < least) {
      likely = p;
      least = bound;
    }
  }
  // Every player as near as the likeliest is read exactly, the first of the nearest kept.
  const most = standingDistance(s, field, likely.at) + 1;
  let runner: PlayerState | undefined;
  let nearest = most;
  for (const p of players) {
    const d = standingDistance(s, field, p.at, nearest);
    if (d < nearest) {
      runner = p;
      nearest = d;
    }
  }
  return runner;
}

/** Who acts next and how, when no player is being activated. */
function nextActivation(
  memory: BotMemory,
  s: PublicState,
  team: number,
  actions: readonly Action[],
): Action {
  const { dugout, drinks, start, end } = offers(actions);
  if (dugout) return dugout;
  // A potion is drunk as soon as it may be, but never on top of another (DB-POTION-6).
  const potion = drinks.find((a) => !s.players.find((p) => p.id === a.player)?.potion?.effect);
  if (potion) return potion;
  const can = (player: string, action: 'move' | 'block' | 'blitz'): boolean =>
    start(player, action) !== undefined;
  const players = fresh(s, team);
  const { ball } = s;
  const carrier = s.players.find((p) => p.id === ball.carrier);
  // Blocks the dice favour, first, to clear the way.
  const standing = s.players.filter((q) => q.team !== team && q.at && q.stance === 'standing');
  for (const p of players) {
    const block = start(p.id, 'block');
    if (block && standing.some((q) => adjacent(s.board, p.at!, q.at!) && favourable(s, p, q)))
      return block;
  }
  // Someone who can get there blitzes the opponent most in the way of his own carrier.
  if (carrier?.team === team && carrier.at) {
    const inTheWay = obstacles(memory, s, carrier);
    const blitzer = players.find(
      (p) =>
        p.id !== carrier.id &&
        can(p.id, 'blitz') &&
        inTheWay.some((q) =>
          within(memory, s, p, around(memory, s, [q.at!], p), characteristics(p).ma),
        ),
    );
    if (blitzer) return start(blitzer.id, 'blitz')!;
  }
  // The ball carrier runs for the end zone.
  const run = carrier?.team === team ? start(carrier.id, 'move') : undefined;
  if (run) return run;
  // The nearest player goes for a loose ball (the first of the nearest).
  if (ball.at && !carrier) {
    const runner = nearestTo(
      memory,
      s,
      players.filter((p) => can(p.id, 'move')),
      [ball.at],
    );
    if (runner) return start(runner.id, 'move')!;
  }
  // The opposing carrier is blitzed when someone can get at him.
  if (carrier && carrier.team !== team && carrier.at) {
    const blitzer = players.find(
      (p) =>
        can(p.id, 'blitz') &&
        within(memory, s, p, around(memory, s, [carrier.at!], p), characteristics(p).ma + 1),
    );
    if (blitzer) return start(blitzer.id, 'blitz')!;
  }
  // Everyone else closes in on the ball, the chests or the carrier; who can open a chest goes last.
  // The first not yet on his goal (`onTheWay`) goes, and then asks his own way (true at his square),
  // which serves him over his activation.
  const movers = players.filter((p) => can(p.id, 'move'));
  const nextToChest = (p: PlayerState) => s.chests.some((c) => adjacent(s.board, p.at!, c.at));
  // Who must Dodge to leave his square goes after those who need not: a failed Dodge ends the
  // turn (BB-TO-1), so the moves it would cost are made first.
  const mustDodge = (p: PlayerState) => markers(s, p.team, p.at!).length > 0;
  const closer = (dodging: boolean) =>
    movers.find(
      (p) =>
        mustDodge(p) === dodging && !(ball.at === null && nextToChest(p)) && onTheWay(memory, s, p),
    );
  const closing = closer(false) ?? closer(true);
  if (closing) return start(closing.id, 'move')!;
  const opener = movers.find(nextToChest);
  if (opener && ball.at === null) return start(opener.id, 'move')!;
  return end;
}

/** The next step of the player being activated. */
function nextStep(memory: BotMemory, s: PublicState, actions: readonly Action[]): Action {
  const activation = s.turn.activation!;
  const p = s.players.find((q) => q.id === activation.player)!;
  // The actions are read once: standing up, the blocks, the moves, a potion to take, a chest to open.
  const blocks: Extract<Action, { type: 'block' }>[] = [];
  const moves: Extract<Action, { type: 'move' }>[] = [];
  let take: Action | undefined;
  let chest: Action | undefined;
  let stop: Action | undefined;
  for (const a of actions) {
    if (a.type === 'stand-up') return a;
    if (a.type === 'move') moves.push(a);
    else if (a.type === 'block') blocks.push(a);
    else if (a.type === 'take-potion') take ??= a;
    else if (a.type === 'open-chest') chest ??= a;
    else if (a.type === 'end-activation') stop ??= a;
  }
  const ending = stop ?? { type: 'end-activation' };
  if (blocks.length > 0 && (activation.action === 'block' || activation.action === 'blitz')) {
    const targets = blocks.map((b) => s.players.find((q) => q.id === b.target)!);
    const target =
      targets.find((q) => q.id === s.ball.carrier) ??
      targets.find((q) => favourable(s, p, q)) ??
      targets[0]!;
    if (activation.action === 'blitz' || favourable(s, p, target))
      return blocks[targets.indexOf(target)]!;
  }
  if (activation.action === 'block') return ending;
  // Next to the potion table, a player without the ball takes a potion, unless a Blitz's block is
  // still to come: it ends his movement (DB-POTION-2).
  if (take && s.ball.carrier !== p.id && !(activation.action === 'blitz' && !activation.blocked))
    return take;
  if (chest && s.ball.at === null && !s.players.some((q) => q.id !== p.id && isFresh(q, p.team)))
    return chest;
  // Only squares nearer than his own are compared, but for a way out of a square nobody may stay in.
  const field = fieldFor(memory, s, p, true);
  const here = standingDistance(s, field, p.at);
  // The first of the nearest steps, each measured only as far as his own square. Into a square
  // nobody may stay in (a rotating lift, DB-ROTLIFT-6) only with movement left to get out.
  let best: { action: Extract<Action, { type: 'move' }>; left: number } | undefined;
  for (const action of moves) {
    const left = distanceBelow(s, field, action.to, here);
    if (left >= here || (best && left >= best.left)) continue;
    if (noStay(s.board, action.to) && movementAfter(s, p, action.to) < 1) continue;
    best = { action, left };
  }
  const wayOut = noStay(s.board, p.at!) ? wayOutOf(s, fieldFor(memory, s, p), moves) : undefined;
  if (!best) return wayOut ?? (chest && s.ball.at === null ? chest : ending);
  // Rush only for the last square to the ball or the end zone.
  // Up or down a ladder, or jumping down, costs more than a square: Rushing for it is rushing.
  // Out of a mine cart, the first square is free with no movement left and no Rush (DB-CART-4):
  // a ride itself is never Rushed (DB-CART-5), so no move out of a cart is a Rush before one.
  const aboard = moveCost(s.board, p.at!) === null && activation.rushes === 0;
  const climbing = best.action.to.floor !== p.at!.floor;
  const cost = climbing ? (moveBetween(s.board, p.at!, best.action.to)?.cost ?? 1) : 1;
  const rushing =
    !aboard &&
    activation.spent + cost > characteristics(p).ma &&
    (climbing || activation.spent >= characteristics(p).ma);
  const worth =
    best.left === 0 && (s.ball.carrier === p.id || (s.ball.at !== null && !s.ball.carrier));
  if (rushing && !worth) return wayOut ?? ending;
  return best.action;
}

/** The move out of a square nobody may stay in that leads nearest the goal, if any (DB-ROTLIFT-6). */
function wayOutOf(
  s: PublicState,
  field: DistanceField,
  moves: readonly Extract<Action, { type: 'move' }>[],
): Action | undefined {
  let best: { action: Action; left: number } | undefined;
  for (const action of moves) {
    if (noStay(s.board, action.to)) continue;
    const left = distanceAt(s, field, action.to);
    if (!best || left < best.left) best = { action, left };
  }
  return best?.action;
}

/** The movement, Rushes included, the active player has left once he has moved into a square. */
function movementAfter(s: PublicState, p: PlayerState, to: Square): number {
  const activation = s.turn.activation!;
  const cost = moveBetween(s.board, p.at!, to)?.cost ?? 1;
  return Math.max(0, p.ma - activation.spent) + rushesAllowed(p) - activation.rushes - cost;
}

/**
 * The heuristic bot with `memory`, for one match (`forMatch`) or one question: it plays to win.
 * It opens the nearest chests, runs for a loose ball and carries it to the nearest opposing end
 * zone, blitzes the opposing carrier, blocks when the dice favour it, keeps its players round the
 * ball, and takes and drinks the potions it passes by.
 */
function heuristicChoice(view: MatchView, rng: RngState, memory: BotMemory) {
  // Nothing of the last decision's searches is in use but what the memory keeps.
  memory.recycle();
  // A view read back from JSON (sent over the network, or to a worker) has its board prepared.
  const s = preparedState(view.state);
  const team = view.viewer!;
  const decision = decisionWaiting(s.pending);
  const wanted = decision
    ? answer(s, decision, view.actions)
    : s.turn.activation
      ? nextStep(memory, s, view.actions)
      : nextActivation(memory, s, team, view.actions);
  // The offered action itself is given back, so that the engine knows it for one it listed
  // (`apply` need not ask again whether it is allowed). One picked from those offered is one:
  // only the others are compared field by field.
  const listed = view.actions.includes(wanted) ? wanted : offered(view.actions, wanted);
  if (listed) return { action: listed, rng };
  const fallback =
    view.actions.find((a) => a.type === 'end-activation') ??
    view.actions.find((a) => a.type === 'end-turn') ??
    view.actions[0]!;
  return { action: fallback, rng };
}

/**
 * The heuristic bot (`heuristicChoice`). Asked as it is, it remembers nothing from one choice to
 * the next; made for a match (`forMatch`), it remembers that match, and only that match.
 */
export const heuristicAgent: Agent = {
  id: 'heuristic',
  choose: (view, rng) => heuristicChoice(view, rng, BotMemory.forOneChoice()),
  forMatch() {
    const memory = new BotMemory();
    return { id: 'heuristic', choose: (view, rng) => heuristicChoice(view, rng, memory) };
  },
};
