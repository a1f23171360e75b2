import type { Room } from '@colyseus/sdk';
import {
  SEAT_TAKEN_OVER,
  replayPath,
  type ApiRefusal,
  type ClientMessages,
  type ClientMessageType,
  type JoinOptions,
  type ServerMessages,
} from '@dungeonbowl/online-protocol';
import type { ReplayFile } from '@dungeonbowl/engine';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { HostReply, MatchHost } from '../match/match-host';
import type { MatchState } from '../match/matchSlice';
import {
  actionApplied,
  actionRefused,
  seatsTold,
  matchOpened,
  stepsTakenBack,
  viewRestored,
} from '../match/matchSlice';
import type { OnlineTicket } from './online-link';
import { onlineRecord, seatsOf } from './online-record';
import {
  connectionClosed,
  connectionDropped,
  messageRefused,
  presenceReceived,
  welcomed,
} from './onlineSlice';

/** Joins a match's room through the client SDK. */
export type JoinRoom = (options: JoinOptions) => Promise<Room>;

/** What the session needs of the store: to tell it what the room says, and to read the match. */
export interface SessionStore {
  readonly dispatch: (action: UnknownAction) => unknown;
  readonly match: () => MatchState;
}

/** How long to wait between two tries to join again once the room is lost, in ms. */
const REJOIN_DELAYS = [500, 1000, 2000, 3000, 5000];

/**
 * This screen's place in an online match: the room joined with a ticket, what it says told to
 * the store, and the match host the match screen plays through. An action goes to the room as
 * `act`; the room's answer (the match after it, or a refusal) is the reply, and every other step
 * (the other coaches', the bots', the turn timer's) is pushed to the store as it comes.
 */
export class OnlineSession {
  private room: Room | null = null;
  private ticket: OnlineTicket | null = null;
  private welcome: ServerMessages['welcome'] | null = null;
  private presence: ServerMessages['presence'] | null = null;
  /** The actions of the match seen so far: the `at` of the next action sent. */
  private actions = 0;
  private pending: ((reply: HostReply) => void) | null = null;
  /**
   * The room was joined (again): its first `match` tells the whole match, which the log is made
   * of anew. One the SDK took back after a drop tells only what was missed, the log going on.
   */
  private joinedAnew = false;
  private rejoinTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly joinRoom: JoinRoom,
    private readonly store: SessionStore,
    private readonly fetchFile: typeof fetch = (...args) => fetch(...args),
  ) {}

  /** Joins the room with a ticket: null once in, else the room's reason for refusing. */
  async join(ticket: OnlineTicket): Promise<string | null> {
    await this.leave();
    this.ticket = ticket;
    try {
      this.attach(await this.joinRoom({ matchId: ticket.matchId, token: ticket.token }));
      return null;
    } catch (error) {
      this.ticket = null;
      return refusalWords(error);
    }
  }

  send<K extends ClientMessageType>(type: K, payload: ClientMessages[K]): void {
    this.room?.send(type, payload);
  }

  /** Leaves the room for good (a new match, another link). */
  async leave(): Promise<void> {
    if (this.rejoinTimer) clearTimeout(this.rejoinTimer);
    this.rejoinTimer = null;
    const room = this.room;
    this.room = null;
    this.ticket = null;
    this.welcome = null;
    this.presence = null;
    this.answer({ error: 'The online match was left.' });
    if (room) await room.leave(true).catch(() => undefined);
  }

  private attach(room: Room): void {
    this.room = room;
    this.joinedAnew = true;
    // The SDK tries a few times to take the same place back; past that the room is joined
    // again with the ticket, which also finds a match the server reopened after a restart.
    room.reconnection.maxRetries = 4;
    room.reconnection.maxDelay = 2000;
    room.onMessage('welcome', (welcome: ServerMessages['welcome']) => {
      this.welcome = welcome;
      this.store.dispatch(welcomed(welcome));
    });
    room.onMessage('presence', (presence: ServerMessages['presence']) => {
      this.presence = presence;
      this.store.dispatch(presenceReceived(presence));
      const shown = this.store.match().record;
      if (!shown) return;
      const told = seatsOf(presence, shown.coaches.length);
      const changed =
        told.coaches.some((c, i) => c !== shown.coaches[i]) ||
        JSON.stringify(told.teamColours) !== JSON.stringify(shown.teamColours);
      if (changed) this.store.dispatch(seatsTold(told));
    });
    room.onMessage('match', (step: ServerMessages['match']) => this.stepped(step));
    room.onMessage('refused', (refused: ServerMessages['refused']) => {
      if ((refused.to === 'act' || refused.to === 'undo') && this.pending)
        return this.answer({ error: refused.reason });
      this.store.dispatch(messageRefused(refused));
      if (this.store.match().record) this.store.dispatch(actionRefused(refused.reason));
    });
    room.onDrop(() => this.store.dispatch(connectionDropped()));
    room.onReconnect(() => {
      if (this.welcome) this.store.dispatch(welcomed(this.welcome));
    });
    room.onLeave((code) => {
      if (this.room !== room) return;
      this.room = null;
      this.answer({ error: 'The connection to the match was lost: the action may not be taken.' });
      if (code === SEAT_TAKEN_OVER) {
        this.ticket = null;
        this.store.dispatch(
          connectionClosed('This seat was opened on another screen: it is played there now.'),
        );
      } else this.rejoin(0);
    });
  }

  /** Joins the room again after it was lost, trying on until it answers or refuses the ticket. */
  private rejoin(attempt: number): void {
    const ticket = this.ticket;
    if (!ticket) return;
    this.store.dispatch(connectionDropped());
    const delay = REJOIN_DELAYS[Math.min(attempt, REJOIN_DELAYS.length - 1)]!;
    this.rejoinTimer = setTimeout(() => {
      this.rejoinTimer = null;
      this.joinRoom({ matchId: ticket.matchId, token: ticket.token }).then(
        (room) => {
          if (this.ticket === ticket) this.attach(room);
          else void room.leave(true);
        },
        (error: unknown) => {
          if (this.ticket !== ticket) return;
          const words = refusalWords(error);
          // The server is unreachable: try again. It answered with a refusal: stop there.
          if (/token|no match|no seat/i.test(words)) this.store.dispatch(connectionClosed(words));
          else this.rejoin(attempt + 1);
        },
      );
    }, delay);
  }

  /** A step of the match: the answer to this screen's action, or one pushed to the store. */
  private stepped(step: ServerMessages['match']): void {
    this.actions = step.actions;
    const anew = this.joinedAnew;
    this.joinedAnew = false;
    const shown = this.store.match();
    const { view, events, undo, undone } = step;
    const actionStarts = step.actionStarts ?? [];
    if (undone && shown.record) {
      // An Undo, this screen's or the acting coach's: the log of every screen says so. Those made
      // while this screen was away come as one, with the actions played since.
      if (this.pending)
        return this.answer({ update: { view, events, actionStarts, undo }, undone });
      return void this.store.dispatch(stepsTakenBack({ view, undone, undo, events, actionStarts }));
    }
    if (step.action === null || shown.record === null) {
      if (!anew && shown.record && shown.online?.matchId === this.welcome?.matchId)
        return void this.store.dispatch(viewRestored({ view, events, actionStarts, undo }));
      if (!this.welcome) return;
      const record = onlineRecord(this.welcome, this.presence, step.view.state.teams.length);
      // Joined again, the match is told whole: the log is made of it anew, not doubled; the
      // coach's standing answers chosen at this screen stay.
      const answers =
        shown.online?.matchId === this.welcome.matchId && shown.record?.tackleZoneAnswers;
      this.store.dispatch(
        matchOpened({
          record: answers ? { ...record, tackleZoneAnswers: answers } : record,
          view,
          events,
          actionStarts,
          undo,
          online: { matchId: this.welcome.matchId, seat: this.welcome.seat },
        }),
      );
      return;
    }
    const update = { view, events, undo };
    if (this.pending) this.answer({ update, action: step.action });
    else this.store.dispatch(actionApplied({ action: step.action, ...update }));
  }

  private answer(reply: HostReply): void {
    const pending = this.pending;
    this.pending = null;
    pending?.(reply);
  }

  /** The match host of the match screen, over this room. */
  readonly host: MatchHost = {
    open: () => Promise.resolve({ error: 'An online match is opened by its link.' }),
    act: (action) => {
      const room = this.room;
      if (!room) return Promise.resolve({ error: 'The match is not connected: wait a moment.' });
      this.answer({ error: 'Another action was sent meanwhile.' });
      return new Promise<HostReply>((resolve) => {
        this.pending = resolve;
        room.send('act', { action, at: this.actions });
      });
    },
    undo: () => {
      const room = this.room;
      if (!room) return Promise.resolve({ error: 'The match is not connected: wait a moment.' });
      this.answer({ error: 'Another action was sent meanwhile.' });
      return new Promise<HostReply>((resolve) => {
        this.pending = resolve;
        room.send('undo', { at: this.actions });
      });
    },
    botStep: () => Promise.resolve({ error: 'The server plays the bots of an online match.' }),
    exportFile: async () => {
      const matchId = this.welcome?.matchId;
      if (!matchId) return { error: 'No online match is open.' };
      const response = await this.fetchFile(replayPath(matchId));
      if (response.ok) return { file: (await response.json()) as ReplayFile };
      const refusal = (await response.json().catch(() => null)) as ApiRefusal | null;
      return { error: refusal?.error ?? `The server answered ${response.status}.` };
    },
    replayAt: () =>
      Promise.resolve({
        error:
          'An online match is replayed from its file: download it once the match is over, then open it with "Open a match file…".',
      }),
  };
}

/** Why the room refused to be joined, in the server's words when it gave some. */
function refusalWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/failed to fetch|networkerror|econnrefused/i.test(message))
    return 'The server cannot be reached.';
  return message || 'The server refused to open the match.';
}
