import {
  DEFAULT_BUDGET,
  NO_TAKE_BACKS,
  actingTeam,
  agents,
  apply,
  checkTeam,
  createRng,
  keepTakeBack,
  legalActions,
  resumableChoice,
  startMatch,
  summarise,
  takeBack,
  takeBackOffer,
  teamSetup,
  view,
  type Action,
  type GameEvent,
  type GameState,
  type GameSummary,
  type MatchView,
  type TakeBackOffer,
  type TakeBacks,
  type TakenBack,
  type TeamSetup,
  type TeamSheet,
} from '@dungeonbowl/engine';
import type { StoredMatch, StoredSeat } from '../db/match-store';
import type { MatchStatus } from '../db/tables';
import { eventsSeen } from './events-seen';

/**
 * One step of a match worked out and not yet taken: the room keeps it in the database first,
 * then takes it (`MatchGame.take`), then tells the coaches.
 */
export interface Step {
  /** The action, or null for the start of the match. */
  readonly action: Action | null;
  /** The action's place in the match (the number of actions before it). */
  readonly index: number;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** The teams, at the start. */
  readonly teams?: readonly TeamSetup[];
  /** The match's summary, when this step ends it. */
  readonly result?: GameSummary;
}

type Refusal = { readonly error: string };

/**
 * Plays a match again from its start, its seed and teams, through `actions`, handing each step
 * to `each`: its place among the actions (−1 for the start), the state before it (null for the
 * start) and what came of it. Gives the state it ends in, or why the engine refused an action.
 */
function replayMatch(
  match: StoredMatch,
  teams: readonly TeamSetup[],
  actions: readonly Action[],
  each: (
    index: number,
    before: GameState | null,
    state: GameState,
    events: readonly GameEvent[],
  ) => void,
): GameState | Refusal {
  const started = startMatch(match.map, teams, match.seed, match.options);
  if ('error' in started) return started;
  each(-1, null, started.state, started.events);
  let state = started.state;
  for (const [index, action] of actions.entries()) {
    const result = apply(state, action);
    if ('error' in result)
      return { error: `Action ${index + 1} of match ${match.id} is refused: ${result.error}` };
    each(index, state, result.state, result.events);
    state = result.state;
  }
  return state;
}

const teamName = (team: number) => `team ${team + 1}`;

/**
 * A match as the room plays it, the engine's full state included: the lobby's seats, then the
 * state after every action taken. Nothing here is sent anywhere: the room asks for views.
 */
export class MatchGame {
  private state: GameState | null = null;
  /** The teams the match began with, once it has. */
  private teams: readonly TeamSetup[] | null = null;
  private actions: Action[] = [];
  /** The states the acting coach may go back to with an Undo (the engine's `keepTakeBack`). */
  private takeBacks: TakeBacks = NO_TAKE_BACKS;
  private readonly seatList: StoredSeat[];

  private constructor(readonly match: StoredMatch) {
    this.seatList = [...match.seats];
  }

  /**
   * The match as the database keeps it, started again and its actions replayed when it has
   * begun: the same seed and actions give the same state, so nothing is lost in a restart.
   */
  static open(match: StoredMatch): MatchGame | Refusal {
    const game = new MatchGame(match);
    if (match.status === 'lobby') return game;
    if (match.teams === null) return { error: `Match ${match.id} has begun but has no teams.` };
    const state = replayMatch(match, match.teams, match.actions, (index, before, after, events) => {
      if (before !== null)
        game.takeBacks = keepTakeBack(game.takeBacks, index, before, after, events);
    });
    if ('error' in state) return state;
    game.state = state;
    game.teams = match.teams;
    game.actions = [...match.actions];
    return game;
  }

  /**
   * The events of the steps a screen was not told, as every screen was told them (`eventsSeen`):
   * all of them, the start's included, for a screen that has seen nothing of the match (`seen`
   * null), else those of the actions after the first `seen`, with where each action's begin. For
   * a screen that joins, or comes back, after they were sent; worked out by replaying the match,
   * kept as its actions alone.
   */
  eventsAfter(seen: number | null): { events: GameEvent[]; actionStarts: number[] } {
    const told: GameEvent[] = [];
    const actionStarts: number[] = [];
    if (this.teams === null || (seen !== null && seen >= this.actions.length))
      return { events: told, actionStarts };
    replayMatch(this.match, this.teams, this.actions, (index, _before, state, events) => {
      if (seen !== null && index < seen) return;
      if (index >= 0) actionStarts.push(told.length);
      told.push(...eventsSeen(events, state));
    });
    return { events: told, actionStarts };
  }

  get status(): MatchStatus {
    if (this.state === null) return 'lobby';
    return this.state.result === null ? 'playing' : 'finished';
  }

  get seats(): readonly StoredSeat[] {
    return this.seatList;
  }

  /** The number of actions taken: the place of the next one. */
  get actionCount(): number {
    return this.actions.length;
  }

  /** The seat that must act now, or null in the lobby and once the match is over. */
  get acting(): number | null {
    return this.state === null ? null : actingTeam(this.state);
  }

  /** The team turn under way and who must act in it, told apart from any other. */
  get turnKey(): string | null {
    const acting = this.acting;
    return acting === null ? null : `${acting}/${this.state!.turn.number}`;
  }

  /** What a coach (or, for null, a spectator) may see of the match. */
  viewFor(seat: number | null): MatchView | null {
    return this.state === null ? null : view(this.state, seat);
  }

  /** Why a seat may not take this team sheet now, or null when it may. */
  teamRefusal(seat: number, sheet: TeamSheet): string | null {
    const lobby = this.lobbyRefusal(seat);
    if (lobby !== null) return lobby;
    const league = this.match.options.league;
    const problems = checkTeam(sheet, DEFAULT_BUDGET, league ? { league } : {});
    if (problems.length > 0)
      return `This team cannot play: ${problems.map((p) => p.message).join(' ')}`;
    return null;
  }

  chooseTeam(seat: number, sheet: TeamSheet, colour: string | null, coach?: string): void {
    const current = this.seatList[seat]!;
    this.seatList[seat] = {
      ...current,
      team: sheet,
      colour,
      ready: false,
      coach: coach ?? current.coach,
    };
  }

  /** Why a seat may not say it is ready (or no longer) now, or null when it may. */
  readyRefusal(seat: number, ready: boolean): string | null {
    const lobby = this.lobbyRefusal(seat);
    if (lobby !== null) return lobby;
    if (ready && this.seatList[seat]!.team === null) return 'Choose a team before saying ready.';
    return null;
  }

  setReady(seat: number, ready: boolean): void {
    this.seatList[seat] = { ...this.seatList[seat]!, ready };
  }

  private lobbyRefusal(seat: number): string | null {
    if (this.state !== null) return 'The match has begun: the teams are set.';
    if (this.seatList[seat]?.kind !== 'remote') return 'This seat is not a coach’s.';
    return null;
  }

  /** The start of the match, once every seat has a team and is ready; null until then. */
  startStep(): Step | Refusal | null {
    if (this.state !== null || !this.seatList.every((s) => s.team !== null && s.ready)) return null;
    const teams = this.seatList.map((s) => teamSetup(s.team!));
    const started = startMatch(this.match.map, teams, this.match.seed, this.match.options);
    if ('error' in started) return started;
    return { action: null, index: 0, state: started.state, events: started.events, teams };
  }

  /**
   * The step of one coach's action, or why it is refused: the match must be on, the seat the one
   * to act, the action legal (the engine's own reason otherwise), and `at` the actions seen.
   */
  actionStep(seat: number | null, action: Action, at?: number): Step | Refusal {
    const refused = this.actingRefusal(seat, at, 'A spectator cannot act.');
    return refused ?? this.step(action);
  }

  /** What the Undo of a seat's coach would take back now; null for nothing, or a spectator. */
  undoFor(seat: number | null): TakeBackOffer | null {
    if (this.state === null || seat === null || this.seatList[seat]?.kind !== 'remote') return null;
    return takeBackOffer(this.takeBacks, this.state, seat);
  }

  /**
   * The Undo of a seat's coach, worked out and not yet taken (the room keeps it in the database
   * first), or why it is refused: it must be his to act, `at` the actions he has seen, and his
   * player's last steps must have rolled no die and told nothing new, in his turn (the engine's
   * `takeBack` decides).
   */
  undoStep(seat: number | null, at?: number): TakenBack | Refusal {
    const refused = this.actingRefusal(seat, at, 'A spectator has nothing to undo.');
    return refused ?? takeBack(this.takeBacks, this.state!, seat!);
  }

  /** Takes an Undo worked out from the match as it stands: its actions from `index` on go. */
  takeBack(undo: TakenBack): void {
    if (undo.index > this.actions.length) throw new Error('An Undo was taken out of turn.');
    this.state = undo.state;
    this.actions.length = undo.index;
    this.takeBacks = undo.takeBacks;
  }

  /** Why a seat may not act now (`at` the actions it has seen), or null when it may. */
  private actingRefusal(seat: number | null, at: number | undefined, spectator: string) {
    if (this.state === null) return { error: 'The match has not begun yet.' };
    if (seat === null) return { error: spectator };
    const acting = actingTeam(this.state);
    if (acting === null) return { error: 'The match is over.' };
    if (acting !== seat)
      return { error: `It is not your turn to act: ${teamName(acting)} must act now.` };
    if (at !== undefined && at !== this.actions.length)
      return {
        error: `The match has moved on: it has had ${this.actions.length} actions, not ${at}.`,
      };
    return null;
  }

  /** Whether the seat to act is a bot's. */
  get botToAct(): boolean {
    const acting = this.acting;
    return acting !== null && this.seatList[acting]?.kind !== 'remote';
  }

  /** The action of the bot coaching the seat to act, or null when no bot is to act. */
  botStep(): Step | Refusal | null {
    const acting = this.acting;
    const kind = acting === null ? undefined : this.seatList[acting]?.kind;
    if (acting === null || kind === undefined || kind === 'remote') return null;
    const agent = agents[kind === 'bot-heuristic' ? 'heuristic' : 'random']!;
    // As the play app draws it: a match restored from the database goes on as it would have.
    return this.step(
      resumableChoice(agent, this.state!, acting, this.match.seed, this.actions.length),
    );
  }

  /**
   * What the server does for a coach whose time for the turn has run out: ends the turn when he
   * may; else ends the activation under way; else answers the decision waiting (a set-up, a
   * block die, a re-roll…) as the heuristic bot would, which brings the end of the turn nearer.
   */
  timeoutStep(): Step | Refusal | null {
    const acting = this.acting;
    if (acting === null) return null;
    const legal = legalActions(this.state!);
    const end =
      legal.find((a) => a.type === 'end-turn') ?? legal.find((a) => a.type === 'end-activation');
    if (end) return this.step(end);
    const rng = createRng(`${this.match.seed}/timer-${acting}/${this.actions.length}`);
    return this.step(agents.heuristic!.choose(view(this.state!, acting), rng).action);
  }

  private step(action: Action): Step | Refusal {
    const state = this.state!;
    let result: ReturnType<typeof apply>;
    try {
      result = apply(state, action);
    } catch {
      return { error: `The engine does not understand this "${action.type}" action.` };
    }
    if ('error' in result) return result;
    const index = this.actions.length;
    const over = result.state.result !== null;
    return {
      action,
      index,
      state: result.state,
      events: result.events,
      ...(over && { result: summarise(result.state, this.match.map.chests.length, index + 1) }),
    };
  }

  /** Takes a step worked out from the match as it stands (and kept in the database). */
  take(step: Step): void {
    if (step.index !== this.actions.length) throw new Error('A step was taken out of turn.');
    if (step.action !== null && this.state !== null)
      this.takeBacks = keepTakeBack(
        this.takeBacks,
        step.index,
        this.state,
        step.state,
        step.events,
      );
    this.state = step.state;
    if (step.teams) this.teams = step.teams;
    if (step.action !== null) this.actions.push(step.action);
  }

  /** The whole match so far, for the replay file: its start and every action. */
  get replay(): { state: GameState | null; actions: readonly Action[] } {
    return { state: this.state, actions: this.actions };
  }
}
