import { ErrorCode, Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import type { Action, TakeBackOffer, TakenBack } from '@dungeonbowl/engine';
import type { MatchStore } from '../db/match-store';
import type { BotPace } from './bot-pace';
import { BurstLimit } from './burst-limit';
import { eventsSeen } from './events-seen';
import { MatchGame, type Step } from './match-game';
import {
  readClientMessage,
  teamSheetOf,
  type ClientMessage,
  type JoinOptions,
  type ServerMessages,
} from './protocol';
import { tokenMatches } from './secrets';

/** Who a client is in the match: a seat's coach, or (seat null) a spectator. */
interface CoachAuth {
  readonly seat: number | null;
}

type CoachClient = Client<{ auth: CoachAuth; messages: ServerMessages }>;

/** What the server gives every match room, beside the client's join options. */
export interface MatchRoomSettings {
  readonly store: MatchStore;
  /** How long a bot waits before each action, so that people can follow it. */
  readonly botDelayMs: number;
  /** The process's bots take their steps in turn, a few at a time: the coaches' come between. */
  readonly botPace: BotPace;
  /** How long a dropped coach's seat is held for his screen to reconnect by itself. */
  readonly reconnectSeconds: number;
  /** How many messages a client may send at once, and how many a second after that. */
  readonly messageLimit: { readonly burst: number; readonly perSecond: number };
}

/** The close code of a coach's connection when he opens his seat again elsewhere. */
export const SEAT_OPENED_ELSEWHERE = 4101;

/** The most actions the turn timer takes for a coach whose time has run out, in one go. */
const MOST_TIMEOUT_STEPS = 50;

/**
 * One match, played by coaches on different machines. The room alone holds the engine's state;
 * each coach is sent only his own view, spectators theirs. Every step is kept in the database
 * before anyone is told of it, so a match survives a restart of the server.
 */
export class MatchRoom extends Room<{ client: CoachClient }> {
  private game!: MatchGame;
  private settings!: MatchRoomSettings;
  /** Every change to the match, one after the other: a step is kept before the next is worked out. */
  private work: Promise<void> = Promise.resolve();
  /** The seats whose coach dropped, held while he comes back. */
  private readonly away = new Set<number>();
  private readonly limits = new Map<string, BurstLimit>();
  /** By session, the actions of the match its screen was last told of: what it missed if it drops. */
  private readonly told = new Map<string, number>();
  /**
   * By session of a screen away, what the Undos made meanwhile took back of the actions it was
   * told: the actions of the match it keeps (`kept`), and the Undo its log is to tell as it comes
   * back, as if it had seen one Undo of them all.
   */
  private readonly undoneAway = new Map<string, { kept: number; undone: TakeBackOffer }>();
  /** The sessions whose seat was opened on another screen: they are not held for reconnection. */
  private readonly replaced = new Set<string>();
  private botTimer: NodeJS.Timeout | null = null;
  private turnTimer: NodeJS.Timeout | null = null;
  /** Whether the room is being closed: it then schedules nothing more (`onDispose`). */
  private disposing = false;
  private timedTurn: string | null = null;
  private turnEndsAt: number | null = null;
  /** The presence last told, as JSON. */
  private presenceTold = '';

  override async onCreate(options: Partial<JoinOptions> & MatchRoomSettings): Promise<void> {
    if (typeof options.matchId !== 'string')
      throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'Which match? Give its id.');
    // The room's id is the match's: every server finds the one room of a match by it.
    this.roomId = options.matchId;
    const { store, botDelayMs, botPace, reconnectSeconds, messageLimit } = options;
    this.settings = { store, botDelayMs, botPace, reconnectSeconds, messageLimit };
    this.setPatchRate(null);
    const stored = await this.settings.store.find(options.matchId);
    if (stored === null)
      throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'There is no match by that id.');
    const game = MatchGame.open(stored);
    if ('error' in game) throw new ServerError(ErrorCode.APPLICATION_ERROR, game.error);
    this.game = game;
    this.onMessage('*', (client, type, payload) => this.received(client, type, payload));
    this.enqueue(() => this.startIfReady());
    this.scheduleNext();
  }

  override onAuth(
    _client: Client,
    options: Partial<JoinOptions>,
    _context: AuthContext,
  ): CoachAuth {
    const token = options?.token;
    if (typeof token === 'string' && token.length <= 100) {
      const seat = this.game.seats.find(
        (s) => s.tokenHash !== null && tokenMatches(token, s.tokenHash),
      );
      if (seat) return { seat: seat.seat };
      if (tokenMatches(token, this.game.match.spectatorTokenHash)) return { seat: null };
    }
    throw new ServerError(ErrorCode.AUTH_FAILED, 'This token opens no seat of this match.');
  }

  override onJoin(client: CoachClient): void {
    const seat = client.auth!.seat;
    if (seat !== null) {
      for (const other of this.clients)
        if (other !== client && other.auth?.seat === seat) {
          this.replaced.add(other.sessionId);
          other.leave(SEAT_OPENED_ELSEWHERE, 'This seat was opened on another screen.');
        }
      this.away.delete(seat);
    }
    const { match } = this.game;
    client.send('welcome', {
      matchId: match.id,
      seat,
      team: seat === null ? null : (this.game.seats[seat]?.team ?? null),
      map: match.map,
      options: match.options,
      settings: match.settings,
    });
    // The whole match so far, for its log: a coach who reloads his page reads it all again.
    this.sendView(client, this.game.eventsAfter(null), null);
    this.broadcastPresence();
  }

  override onDrop(client: CoachClient): void {
    // Its seat is another screen's now: let it go, as if it had left.
    if (this.replaced.delete(client.sessionId)) return;
    const seat = client.auth?.seat ?? null;
    if (seat !== null && !this.clients.some((c) => c.auth?.seat === seat)) this.away.add(seat);
    this.broadcastPresence();
    this.allowReconnection(client, this.settings.reconnectSeconds).catch(() => undefined);
  }

  override onReconnect(client: CoachClient): void {
    const seat = client.auth?.seat ?? null;
    if (seat !== null && this.clients.some((c) => c !== client && c.auth?.seat === seat)) {
      // The coach opened his seat on another screen while this one was away.
      client.leave(SEAT_OPENED_ELSEWHERE, 'This seat was opened on another screen.');
      return;
    }
    if (seat !== null) this.away.delete(seat);
    // What happened while it was away, for its log: the Undos that took back actions it was
    // told, as one, and the actions played since the first of them.
    const away = this.undoneAway.get(client.sessionId);
    this.undoneAway.delete(client.sessionId);
    const seen = away?.kept ?? this.told.get(client.sessionId) ?? null;
    this.sendView(client, this.game.eventsAfter(seen), null, away?.undone);
    this.broadcastPresence();
  }

  override onLeave(client: CoachClient): void {
    const seat = client.auth?.seat ?? null;
    if (seat !== null && !this.clients.some((c) => c.auth?.seat === seat)) this.away.delete(seat);
    this.limits.delete(client.sessionId);
    this.told.delete(client.sessionId);
    this.undoneAway.delete(client.sessionId);
    this.broadcastPresence();
  }

  override async onDispose(): Promise<void> {
    // The change under way may end by scheduling the next (`scheduleNext`): it must not, as the
    // server closes the database once its rooms are gone.
    this.disposing = true;
    this.clearTimers();
    await this.work;
  }

  /** A message from a client: refused at once when too fast or malformed, else queued. */
  private received(client: CoachClient, type: string | number, payload: unknown): void {
    let limit = this.limits.get(client.sessionId);
    if (!limit) {
      const { burst, perSecond } = this.settings.messageLimit;
      this.limits.set(client.sessionId, (limit = new BurstLimit(burst, perSecond)));
    }
    if (!limit.take())
      return this.refuse(
        client,
        String(type),
        'Too many messages: wait a moment and send it again.',
      );
    const read = readClientMessage(type, payload);
    if ('error' in read) return this.refuse(client, String(type), read.error);
    this.enqueue(async () => {
      try {
        await this.handle(client, read.message);
      } catch (error) {
        // The database refused or failed: nothing was taken, nobody was told.
        console.error(
          `Match ${this.game.match.id}: a ${read.message.type} could not be kept.`,
          error,
        );
        this.refuse(
          client,
          read.message.type,
          'This could not be saved, so nothing changed: send it again.',
        );
      }
    });
  }

  private async handle(client: CoachClient, message: ClientMessage): Promise<void> {
    const seat = client.auth!.seat;
    const refusal = (reason: string) => this.refuse(client, message.type, reason);
    switch (message.type) {
      case 'choose-team': {
        if (seat === null) return refusal('A spectator has no team to choose.');
        const sheet = teamSheetOf(message);
        const why = this.game.teamRefusal(seat, sheet);
        if (why !== null) return refusal(why);
        const colour = message.colour ?? null;
        await this.settings.store.chooseTeam(
          this.game.match.id,
          seat,
          sheet,
          colour,
          message.coach,
        );
        this.game.chooseTeam(seat, sheet, colour, message.coach);
        return this.broadcastPresence();
      }
      case 'ready': {
        if (seat === null) return refusal('A spectator does not play.');
        const why = this.game.readyRefusal(seat, message.ready);
        if (why !== null) return refusal(why);
        await this.settings.store.setReady(this.game.match.id, seat, message.ready);
        this.game.setReady(seat, message.ready);
        this.broadcastPresence();
        return this.startIfReady();
      }
      case 'act': {
        const action = message.action as unknown as Action;
        const step = this.game.actionStep(seat, action, message.at);
        if ('error' in step) return refusal(step.error);
        return this.take(step);
      }
      case 'undo': {
        const step = this.game.undoStep(seat, message.at);
        if ('error' in step) return refusal(step.error);
        return this.takeBack(step);
      }
    }
  }

  private async startIfReady(): Promise<void> {
    const step = this.game.startStep();
    if (step === null) return;
    if ('error' in step) {
      for (const client of this.clients) this.refuse(client, 'ready', step.error);
      return;
    }
    await this.take(step);
  }

  /** Keeps a step in the database, then takes it and tells everyone: in that order, always. */
  private async take(step: Step): Promise<void> {
    const { store } = this.settings;
    const id = this.game.match.id;
    if (step.action === null) {
      if (!(await store.start(id, step.teams!)))
        throw new Error(`Match ${id} was started elsewhere.`);
    } else await store.append(id, step.index, step.action, step.result);
    this.game.take(step);
    const events = eventsSeen(step.events, step.state);
    for (const client of this.clients) this.sendView(client, { events }, step.action);
    this.scheduleNext();
    // Most steps change nothing of it: the coaches' screens are told only what changed.
    this.broadcastPresence({ onlyIfChanged: true });
  }

  /**
   * Keeps an Undo in the database (the actions taken back deleted), then takes it and tells
   * everyone, the opponents too: each screen's log says what was taken back.
   */
  private async takeBack(step: TakenBack): Promise<void> {
    await this.settings.store.takeBack(this.game.match.id, step.index);
    this.game.takeBack(step);
    for (const client of this.clients) this.sendView(client, { events: [] }, null, step.undone);
    this.noteUndoneAway(step);
    this.scheduleNext();
    this.broadcastPresence({ onlyIfChanged: true });
  }

  /**
   * An Undo, for the screens away (their sessions held for reconnection): when it takes back
   * actions one was told, its log is to lose them as it comes back. Several Undos while it is away
   * are told as one, of the player of them all or of none.
   */
  private noteUndoneAway(step: TakenBack): void {
    for (const [session, told] of this.told) {
      if (this.clients.some((c) => c.sessionId === session)) continue;
      const was = this.undoneAway.get(session);
      if (step.index >= (was?.kept ?? told)) continue;
      const player = !was || was.undone.player === step.undone.player ? step.undone.player : null;
      this.undoneAway.set(session, {
        kept: step.index,
        undone: { player, actions: told - step.index },
      });
    }
  }

  /** Who acts next: a bot after its delay, or a coach, with the turn timer when the match has one. */
  private scheduleNext(): void {
    if (this.disposing) return;
    if (this.botTimer === null && this.game.botToAct) {
      this.botTimer = setTimeout(() => {
        this.botTimer = null;
        this.enqueue(() => this.settings.botPace.take(() => this.playBot()));
      }, this.settings.botDelayMs);
    }
    this.armTurnTimer();
  }

  private async playBot(): Promise<void> {
    const step = this.game.botStep();
    if (step === null) return;
    if ('error' in step) {
      console.error(`Match ${this.game.match.id}: the bot's action is refused: ${step.error}`);
      return;
    }
    await this.take(step);
  }

  private armTurnTimer(): void {
    if (this.disposing) return;
    const seconds = this.game.match.settings.turnSeconds;
    const turn = this.game.turnKey;
    const acting = this.game.acting;
    const timed =
      seconds !== null &&
      turn !== null &&
      acting !== null &&
      this.game.seats[acting]?.kind === 'remote';
    if (timed && turn === this.timedTurn) return;
    if (this.turnTimer !== null) clearTimeout(this.turnTimer);
    this.turnTimer = null;
    this.timedTurn = timed ? turn : null;
    this.turnEndsAt = timed ? Date.now() + seconds * 1000 : null;
    if (timed)
      this.turnTimer = setTimeout(() => this.enqueue(() => this.timeUp(turn)), seconds * 1000);
  }

  /** The acting coach's time has run out: the server ends his turn for him. */
  private async timeUp(turn: string): Promise<void> {
    this.turnTimer = null;
    for (let i = 0; i < MOST_TIMEOUT_STEPS && this.game.turnKey === turn; i++) {
      const step = this.game.timeoutStep();
      if (step === null || 'error' in step) break;
      await this.take(step);
    }
    if (this.game.turnKey === turn) {
      // Still the same turn: give it another round of the timer rather than leave it open.
      this.timedTurn = null;
      this.armTurnTimer();
    }
  }

  private sendView(
    client: CoachClient,
    told: Pick<ServerMessages['match'], 'events' | 'actionStarts'>,
    action: ServerMessages['match']['action'],
    undone?: ServerMessages['match']['undone'],
  ): void {
    const seat = client.auth?.seat ?? null;
    const view = this.game.viewFor(seat);
    if (view === null) return;
    const undo = this.game.undoFor(seat);
    const actions = this.game.actionCount;
    client.send('match', { view, ...told, actions, action, undo, ...(undone && { undone }) });
    this.told.set(client.sessionId, actions);
  }

  /**
   * Tells every screen who is here and who acts; after a step, only when that changed. A screen
   * joining is told always (with everyone else), what changed or not.
   */
  private broadcastPresence({ onlyIfChanged = false } = {}): void {
    const seats = this.game.seats.map((s) => {
      const here = this.clients.some((c) => c.auth?.seat === s.seat);
      return {
        seat: s.seat,
        kind: s.kind,
        coach: s.coach,
        team: s.team?.name ?? null,
        colour: s.colour,
        ready: s.ready,
        connected: s.kind !== 'remote' || here,
        away: this.away.has(s.seat),
      };
    });
    const presence = {
      status: this.game.status,
      seats,
      spectators: this.clients.filter((c) => c.auth?.seat === null).length,
      acting: this.game.acting,
      turnEndsAt: this.turnEndsAt,
    };
    const told = JSON.stringify(presence);
    if (onlyIfChanged && told === this.presenceTold) return;
    this.presenceTold = told;
    this.broadcast('presence', presence);
  }

  private refuse(client: CoachClient, to: string, reason: string): void {
    client.send('refused', { to, reason });
  }

  private enqueue(task: () => Promise<void>): void {
    this.work = this.work.then(task).catch((error: unknown) => {
      console.error(`Match ${this.game?.match.id}: a change failed.`, error);
    });
  }

  private clearTimers(): void {
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    if (this.turnTimer !== null) clearTimeout(this.turnTimer);
    this.botTimer = this.turnTimer = null;
  }
}
