import type { Changing, DraftState, PlaceFound, ReadStep, Step } from '../model/step';
import type { GameState, PlayerState, TeamState } from '../model/state';

export type { Changing, DraftState, PlaceFound, ReadStep, Step } from '../model/step';

/**
 * The place of player `id` in a list of players, or −1: a match's ids are unique. A plain scan:
 * a match has a few dozen players, and the ids compared are most often the very same strings.
 */
export function placeOfPlayer(players: readonly PlayerState[], id: string): number {
  for (let i = 0; i < players.length; i++) if (players[i]!.id === id) return i;
  return -1;
}

/** Player `id` of a list of players, if he is in it. */
export function findPlayer(
  players: readonly PlayerState[],
  id: string | null,
): PlayerState | undefined {
  return id === null ? undefined : players[placeOfPlayer(players, id)];
}

export function player(step: ReadStep<Pick<GameState, 'players'>>, id: string): PlayerState {
  const found = step.state.players[placeInStep(step, id)];
  if (!found) throw new Error(`No player ${id} in this match`);
  return found;
}

/** Player `id` of the step's match, if he is in it: found as `player` finds him. */
export function playerIn(
  step: ReadStep<Pick<GameState, 'players'>>,
  id: string | null,
): PlayerState | undefined {
  return id === null ? undefined : step.state.players[placeInStep(step, id)];
}

/** The place of player `id` in the step's list of players, or −1: the one it found last, at once. */
function placeInStep(step: ReadStep<Pick<GameState, 'players'>> | Step, id: string): number {
  const found = 'found' in step ? step.found : undefined;
  return found === undefined
    ? placeOfPlayer(step.state.players, id)
    : placeFound(step.state.players, id, found);
}

/** A `PlaceFound` that has found nobody yet. */
export const nobodyFound = (): PlaceFound => ({ id: '', place: -1 });

/**
 * The place of player `id` in `players`, or −1: looked for first where `found` says he was last
 * (his id there confirms it), else by a scan, which `found` then remembers.
 */
export function placeFound(players: readonly PlayerState[], id: string, found: PlaceFound): number {
  if (found.id === id && players[found.place]?.id === id) return found.place;
  const place = placeOfPlayer(players, id);
  if (place >= 0) {
    found.id = id;
    found.place = place;
  }
  return place;
}

/**
 * The player, to be changed by this step: copied on the step's first change to him, so that the
 * state `apply` was given, which shares him, stays as it was. A player read with `player` before
 * he is changed is the one before the change: read him again, or take him with `changing` first.
 */
export function changing(step: Step, id: string): Changing<PlayerState> {
  const { players } = step.state;
  const index = placeInStep(step, id);
  if (index < 0) throw new Error(`No player ${id} in this match`);
  return ownCopy(step, players, index, clonePlayer);
}

/** The team, to be changed by this step: copied on the step's first change to it, as `changing`. */
export function changingTeam(step: Step, index: number): Changing<TeamState> {
  const { teams } = step.state;
  if (!teams[index]) throw new Error(`No team ${index} in this match`);
  return ownCopy(step, teams, index, cloneTeam);
}

/** The step's own copy of one of the draft's players or teams, put in its place. */
function ownCopy<T extends PlayerState | TeamState>(
  step: Step,
  items: T[],
  index: number,
  copy: (item: T) => T,
): Changing<T> {
  const item = items[index]!;
  if (step.copied?.includes(item)) return item;
  const own = copy(item);
  items[index] = own;
  step.copied?.push(own);
  return own;
}

/**
 * A copy of `base` with `changes` laid over it, made with Object.assign rather than a spread with
 * fields after it (the engine's README: Performance).
 */
export const copyWith = <T extends object, U extends object>(base: T, changes: U): T & U =>
  Object.assign({}, base, changes);

/** Every field of a type, the optional ones included, for a copy to list them all. */
type EveryField<T> = { [K in keyof T]-?: T[K] | undefined };

/**
 * What a player is when he comes into a match, a team's or a monster: Standing, not yet
 * activated, with nothing on him. Written over by `clonePlayer`, which gives him the one shape.
 */
export const newcomer = {
  stance: 'standing',
  distracted: false,
  activated: false,
  stunnedOnOwnTurn: false,
  rooted: false,
  waits: 0,
} as const satisfies Partial<PlayerState>;

/**
 * A player copied field by field, in the one shape every player of a match has (`createMatch`,
 * `newMonster`; the engine's README: Performance). Every field is listed, the optional ones
 * included (`EveryField`): a new field of PlayerState is a compile error here until it is copied.
 */
export function clonePlayer(p: PlayerState): PlayerState {
  return {
    id: p.id,
    team: p.team,
    number: p.number,
    name: p.name,
    position: p.position,
    ma: p.ma,
    st: p.st,
    ag: p.ag,
    pa: p.pa,
    av: p.av,
    skills: p.skills,
    at: p.at,
    box: p.box,
    stance: p.stance,
    distracted: p.distracted,
    activated: p.activated,
    stunnedOnOwnTurn: p.stunnedOnOwnTurn,
    rooted: p.rooted,
    waits: p.waits,
    potion: p.potion,
    casualty: p.casualty,
    lastingInjury: p.lastingInjury,
    nigglingInjuries: p.nigglingInjuries,
  } satisfies EveryField<PlayerState>;
}

/** A team copied field by field, as `clonePlayer`; a new field is a compile error here too. */
export function cloneTeam(t: TeamState): TeamState {
  return {
    name: t.name,
    rosterId: t.rosterId,
    rerolls: t.rerolls,
    rerollUsedThisTurn: t.rerollUsedThisTurn,
    endZone: t.endZone,
    dedicatedFans: t.dedicatedFans,
    apothecaries: t.apothecaries,
    apothecaryUse: t.apothecaryUse,
  } satisfies EveryField<TeamState>;
}

/**
 * A copy of the state that `apply` may change: the parts that change are copied, the board,
 * the options, the play order and the roll-off (which never change during a match) are shared,
 * and so are the chests, which are only ever replaced as a whole (an opened chest is filtered out,
 * `openChest`), never changed in place, and the read-only lists of the turn, the activation and
 * the closed teleporters, which a rule replaces with a longer one. The lists of players and teams are copied, but not the
 * players and teams in them: a rule copies one when it changes it (`changing`, `changingTeam`),
 * most actions changing one or two of them. Written out field by field for speed; a new field of
 * the state is a compile error here until it is copied.
 */
export function draftOf(state: GameState): DraftState {
  const { turn } = state;
  const activation = turn.activation;
  return {
    board: state.board,
    options: state.options,
    teams: state.teams.slice(),
    players: state.players.slice(),
    ball: { at: state.ball.at, carrier: state.ball.carrier },
    turn: {
      team: turn.team,
      number: turn.number,
      round: turn.round,
      blitzUsed: turn.blitzUsed,
      passUsed: turn.passUsed,
      handOffUsed: turn.handOffUsed,
      foulUsed: turn.foulUsed,
      ballInPlay: turn.ballInPlay,
      turnover: turn.turnover,
      teleported: turn.teleported,
      dugoutUsed: turn.dugoutUsed,
      pitArrival: turn.pitArrival,
      activation: activation && {
        player: activation.player,
        action: activation.action,
        spent: activation.spent,
        rushes: activation.rushes,
        blocked: activation.blocked,
        blocks: activation.blocks,
        held: activation.held,
        skillRerolls: activation.skillRerolls,
        skillsUsed: activation.skillsUsed,
        multipleBlock: activation.multipleBlock,
      },
    },
    dice: { rng: state.dice.rng, forced: state.dice.forced },
    chests: state.chests,
    ballFoundBy: state.ballFoundBy,
    closedTeleporters: state.closedTeleporters,
    order: state.order,
    setup: state.setup,
    pending: state.pending.slice(),
    result: state.result,
    mechanismState: state.mechanismState,
    spp: state.spp,
    postMatch: state.postMatch,
    ...(state.conceded && { conceded: state.conceded }),
  };
}
