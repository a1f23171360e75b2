import type { GameEvent } from '../model/events';
import type { GameState, PlayerState, TeamState } from '../model/state';

/** The state being built by one `apply`, and the events it produces, passed to every rule. */
export interface Step {
  readonly state: GameState;
  readonly events: GameEvent[];
  /**
   * The dice rolled now may not be re-rolled: the dungeon's mechanisms act at the end of a team
   * turn or a round, when the team's turn is over (BB-RR-1).
   */
  readonly noRerolls?: boolean;
}

export function player(step: Step, id: string): PlayerState {
  const found = step.state.players.find((p) => p.id === id);
  if (!found) throw new Error(`No player ${id} in this match`);
  return found;
}

/**
 * A player copied field by field: objects of one fixed shape copy several times faster than a
 * spread, and apply copies every player on every action. The type makes a new field of
 * PlayerState a compile error here until it is copied too.
 */
function clonePlayer(p: PlayerState): PlayerState {
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
  };
}

/** A team copied field by field, as `clonePlayer`; its apothecaries only when it has any. */
function cloneTeam(t: TeamState): TeamState {
  const team: TeamState = {
    name: t.name,
    rosterId: t.rosterId,
    rerolls: t.rerolls,
    rerollUsedThisTurn: t.rerollUsedThisTurn,
    endZone: t.endZone,
    dedicatedFans: t.dedicatedFans,
  };
  if (t.apothecaries !== undefined) team.apothecaries = t.apothecaries;
  if (t.apothecaryUse !== undefined) return { ...team, apothecaryUse: t.apothecaryUse };
  return team;
}

/**
 * A copy of the state that `apply` may change: the parts that change are copied, the board,
 * the options, the play order and the roll-off (which never change during a match) are shared,
 * and so are the chests, which are only ever replaced as a whole (an opened chest is filtered out,
 * `openChest`), never changed in place. Written out field by field, like
 * clonePlayer, for speed; a new field of the state is a compile error here until it is copied.
 */
export function draftOf(state: GameState): GameState {
  const { turn } = state;
  const activation = turn.activation;
  return {
    board: state.board,
    options: state.options,
    teams: state.teams.map(cloneTeam),
    players: state.players.map(clonePlayer),
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
      teleported: [...turn.teleported],
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
        skillRerolls: [...activation.skillRerolls],
        skillsUsed: [...activation.skillsUsed],
        multipleBlock: activation.multipleBlock,
      },
    },
    dice: { rng: state.dice.rng, forced: state.dice.forced },
    chests: state.chests,
    ballFoundBy: state.ballFoundBy,
    closedTeleporters: [...state.closedTeleporters],
    order: state.order,
    setup: state.setup,
    pending: [...state.pending],
    result: state.result,
    mechanismState: state.mechanismState,
    spp: state.spp,
    postMatch: state.postMatch,
    ...(state.conceded && { conceded: state.conceded }),
  };
}
