import { preparedState } from '../mechanisms/dungeon';
import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { roll } from '../dice/draw';
import { areaSquares, inArea, playerAt } from '../board/squares';
import { sameAction, type Action } from '../model/actions';
import { boardFromMap, createMatch, defaultOptions } from './create';
import type { TeamSetup } from '../model/team-setup';
import type { Decision } from '../model/decisions';
import type { GameEvent } from '../model/events';
import type {
  Board,
  EndZoneArea,
  GameState,
  MatchOptions,
  PlayerState,
  Ruleset,
  Square,
} from '../model/state';
import { changing, changingTeam, type Step } from '../rules/context';
import { rollOff } from './roll-off';
import { startOfMatch, startTurn } from './turn-sequence';

/** Players each team sets up in its end zone (DB-MATCH-10, DB-SETUP-14). */
export const STARTING_PLAYERS = 6;

export type StartResult =
  { readonly state: GameState; readonly events: readonly GameEvent[] } | { readonly error: string };

/** How many teams may play a match by `ruleset`: 4 by Torguer's (DB-MATCH-1), 2 by Jervis's (DB-MATCH-2). */
export const mostTeams = (ruleset: Ruleset): number => (ruleset === 'jervis-1998' ? 2 : 4);

/**
 * A Dungeonbowl match on a map (DB-SETUP): the ball hidden in one of the chests by the dice
 * (DB-SETUP-7), the end-zone roll-off (DB-SETUP-12), and the winner of the roll-off asked to
 * choose an end zone. The map's ruleset is the match's unless the options say otherwise; with
 * Jervis's, 2 teams play (DB-MATCH-2).
 */
export function startMatch(
  map: DungeonMap,
  teams: readonly TeamSetup[],
  seed: string,
  options: Partial<MatchOptions> = {},
): StartResult {
  if (teams.length < 2 || teams.length > 4)
    return { error: `A match has 2 to 4 teams, not ${teams.length} (DB-MATCH-1).` };
  const ruleset = options.ruleset ?? map.ruleset ?? defaultOptions.ruleset;
  if (teams.length > mostTeams(ruleset))
    return {
      error: `With Jervis Johnson's rules (1998) a match is played by 2 teams, not ${teams.length}: 3 or 4 teams play by Torguer's (DB-MATCH-2, DB-MATCH-1).`,
    };
  if (map.endZones.length < teams.length)
    return {
      error: `This dungeon has ${map.endZones.length} end zones, too few for ${teams.length} teams (DB-SETUP-12).`,
    };
  if (map.chests.length === 0) return { error: 'This dungeon has no chest to hide the ball in.' };
  if (map.teleporters.length === 0) return { error: 'This dungeon has no teleporter.' };
  const state = createMatch(boardFromMap(map), teams, seed, {
    ...defaultOptions,
    ...options,
    ruleset,
  });
  const step: Step = { state, events: [] };
  const ballChest = roll(state, map.chests.length) - 1;
  state.chests = map.chests.map((c, i) => ({
    at: { floor: c.floor, x: c.x, y: c.y },
    ball: i === ballChest,
  }));
  const { order, rolls } = rollOff(
    state,
    teams.map((_, i) => i),
  );
  for (const round of rolls) step.events.push({ type: 'end-zone-roll', rolls: round });
  state.order = order;
  state.setup = { rolls };
  state.turn.team = order[0]!;
  state.pending = [chooseEndZone(state, order[0]!)];
  startOfMatch(step);
  return { state, events: step.events };
}

function chooseEndZone(state: GameState, team: number): Decision {
  const taken = new Set(state.teams.map((t) => t.endZone));
  const options = state.board.endZones.filter((z) => !taken.has(z.id)).map((z) => z.id);
  return { kind: 'choose-end-zone', team, options };
}

/** The team takes its end zone and sets up its players in it (DB-SETUP-12, DB-SETUP-14). */
export function answerChooseEndZone(step: Step, team: number, endZone: string): void {
  changingTeam(step, team).endZone = endZone;
  step.events.push({ type: 'end-zone-chosen', team, endZone });
  const available = step.state.players.filter((p) => p.team === team && p.box === 'reserves');
  step.state.pending.push({
    kind: 'set-up',
    team,
    endZone,
    count: Math.min(STARTING_PLAYERS, available.length),
  });
}

/** The set-up moves open to the team setting up: put a player on a free square, take one back, or be done. */
export function setupActions(
  state: GameState,
  decision: Extract<Decision, { kind: 'set-up' }>,
): Action[] {
  const free = freeSquares(state, decision);
  const { team, placed } = setupTeam(state, decision);
  const actions: Action[] = [];
  for (const p of team) {
    if (!mayPlace(p, placed, decision)) continue;
    for (const square of free) actions.push({ type: 'place', player: p.id, square });
    if (p.box === null) actions.push({ type: 'unplace', player: p.id });
  }
  if (placed === decision.count) actions.push({ type: 'setup-done' });
  return actions;
}

/**
 * Why a set-up move is refused now, or null: as `setupActions` lists them, asked of the one
 * player and square the move names rather than of every player on every free square.
 */
export function setupRefusal(
  state: GameState,
  decision: Extract<Decision, { kind: 'set-up' }>,
  action: Action,
): string | null {
  const { team, placed } = setupTeam(state, decision);
  // Each compared whole with the move `setupActions` would list, as any other answer is.
  switch (action.type) {
    case 'place': {
      const p = team.find((q) => q.id === action.player);
      if (!p || !mayPlace(p, placed, decision))
        return `A team sets up ${decision.count} of its players, no more (DB-SETUP-14).`;
      // The one square of the end zone it may name, made as `setupActions` lists them.
      const { x, y } = action.square ?? {}; // a malformed answer is refused, not thrown on
      const zone = zoneOf(state, decision);
      const square: Square = { floor: zone.floor, x, y };
      const listed: Action = { type: 'place', player: p.id, square };
      return Number.isInteger(x) &&
        Number.isInteger(y) &&
        inArea(zone, square) &&
        !playerAt(state, square) &&
        sameAction(listed, action)
        ? null
        : 'A player is set up on a free square of his own end zone (DB-SETUP-14).';
    }
    case 'unplace':
      return team.some(
        (p) => p.box === null && sameAction({ type: 'unplace', player: p.id }, action),
      )
        ? null
        : 'Only a player set up on the board can be taken back.';
    case 'setup-done':
      return placed === decision.count && sameAction({ type: 'setup-done' }, action)
        ? null
        : `A team sets up exactly ${decision.count} players (DB-SETUP-14, DB-MATCH-10).`;
    default:
      return 'That answer does not fit the decision waiting (set-up).';
  }
}

/** The players of the team setting up, and how many of them are on the board already. */
function setupTeam(
  state: GameState,
  decision: Extract<Decision, { kind: 'set-up' }>,
): { readonly team: readonly PlayerState[]; readonly placed: number } {
  const team = state.players.filter((p) => p.team === decision.team);
  return { team, placed: team.filter((p) => p.box === null).length };
}

/** The squares of the end zone being set up that nobody stands on. */
function freeSquares(state: GameState, decision: Extract<Decision, { kind: 'set-up' }>): Square[] {
  return areaSquares(zoneOf(state, decision)).filter((s) => !playerAt(state, s));
}

/** The end zone being set up. */
const zoneOf = (state: GameState, decision: Extract<Decision, { kind: 'set-up' }>): EndZoneArea =>
  state.board.endZones.find((z) => z.id === decision.endZone)!;

/**
 * Whether a player of the team setting up may be put on a square now: one on the board may move
 * to another, one in the Reserves may come on while fewer than the count are on it.
 */
const mayPlace = (
  p: PlayerState,
  placed: number,
  decision: Extract<Decision, { kind: 'set-up' }>,
): boolean => p.box === null || (p.box === 'reserves' && placed < decision.count);

/** A player set up on a square of his end zone, or moved to another one. */
export function place(step: Step, id: string, square: Square): void {
  const p = changing(step, id);
  p.box = null;
  p.at = square;
  step.events.push({ type: 'placed', player: id, square });
}

/** A player taken back to the Reserves during set-up. */
export function unplace(step: Step, id: string): void {
  const p = changing(step, id);
  p.box = 'reserves';
  p.at = null;
  step.events.push({ type: 'unplaced', player: id });
}

/**
 * A team has set up: the next team of the roll-off chooses its end zone; after the last, the
 * match begins with the roll-off's winner (DB-MATCH-11).
 */
export function setupDone(step: Step, team: number): void {
  const { state } = step;
  step.events.push({ type: 'set-up', team });
  const next = state.order.find((t) => state.teams[t]!.endZone === null);
  if (next !== undefined) {
    state.turn.team = next;
    state.pending.push(chooseEndZone(state, next));
    return;
  }
  step.events.push({ type: 'round-started', round: 1 });
  startTurn(step, state.order[0]!, 1, 1);
}

/**
 * An end zone's squares, nearest the middle of the dungeon first, worked out once per zone: a
 * board never changes, and the bots ask before placing each player.
 */
function middleFirst(board: Board, zone: EndZoneArea): readonly Square[] {
  let known = byDistanceToMiddle.get(zone);
  if (known) return known;
  const middle = { x: board.width / 2, y: board.height / 2 };
  const away = (q: Square) => Math.hypot(q.x + 0.5 - middle.x, q.y + 0.5 - middle.y);
  known = areaSquares(zone).sort((a, b) => away(a) - away(b));
  byDistanceToMiddle.set(zone, known);
  return known;
}
const byDistanceToMiddle = new WeakMap<EndZoneArea, readonly Square[]>();

/**
 * The placements that finish the pending set-up (the play app's auto-place, the bots): the first
 * players of the sheet in the Reserves, on the end-zone squares nearest the middle of the dungeon.
 */
export function autoPlacement(given: Pick<GameState, 'board' | 'players' | 'pending'>): Action[] {
  const state = preparedState(given);
  const decision = state.pending.at(-1);
  if (decision?.kind !== 'set-up') return [];
  const zone = state.board.endZones.find((z) => z.id === decision.endZone)!;
  const squares = middleFirst(state.board, zone).filter((s) => !playerAt(state, s));
  const team = state.players.filter((p) => p.team === decision.team);
  const missing = decision.count - team.filter((p) => p.box === null).length;
  const placements = team
    .filter((p) => p.box === 'reserves')
    .slice(0, Math.max(0, missing))
    .map((p, i): Action => ({ type: 'place', player: p.id, square: squares[i]! }));
  return [...placements, { type: 'setup-done' }];
}
