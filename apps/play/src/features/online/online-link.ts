/**
 * The links that open an online match: `#online=<matchId>.<token>` takes a coach to his seat,
 * `#watch=<matchId>.<token>` lets a spectator watch. The token is in the fragment, which a
 * browser never sends to the server, so it stays out of every request's log.
 */
import type { CreatedMatch } from '@dungeonbowl/online-protocol';
import type { TeamSource } from '../start/team-choice';

/** A way into an online match's room: its id, a token, and whether it opens a seat. */
export interface OnlineTicket {
  readonly matchId: string;
  readonly token: string;
  readonly role: 'coach' | 'spectator';
}

const HASH_KEY = { coach: 'online', spectator: 'watch' } as const;
/** Match ids and tokens are base64url: letters, digits, "-" and "_". */
const PART = /^[A-Za-z0-9_-]{8,100}$/;

/** The fragment of a link to a ticket, "#online=…" or "#watch=…". */
export const ticketHash = (ticket: OnlineTicket): string =>
  `#${HASH_KEY[ticket.role]}=${ticket.matchId}.${ticket.token}`;

/** The whole link to a ticket, on the play app's page at `page` (its address without fragment). */
export const ticketLink = (page: string, ticket: OnlineTicket): string =>
  `${page.split('#')[0]}${ticketHash(ticket)}`;

/** The ticket a page's fragment carries, or null when it carries none or a malformed one. */
export function ticketFromHash(hash: string): OnlineTicket | null {
  const match = /^#(online|watch)=([^.]+)\.(.+)$/.exec(hash);
  if (!match) return null;
  const [, key, matchId, token] = match as unknown as [string, string, string, string];
  if (!PART.test(matchId) || !PART.test(token)) return null;
  return { matchId, token, role: key === 'watch' ? 'spectator' : 'coach' };
}

/** The browser's slot for the online match this screen is in: a reload returns to it. */
export const ONLINE_TICKET_KEY = 'dungeonbowl.play.online';

export function saveTicket(storage: Storage, ticket: OnlineTicket): void {
  try {
    storage.setItem(ONLINE_TICKET_KEY, JSON.stringify(ticket));
  } catch {
    // Without storage the link in the address bar still returns to the seat.
  }
}

export function savedTicket(storage: Storage): OnlineTicket | null {
  try {
    const text = storage.getItem(ONLINE_TICKET_KEY);
    if (text === null) return null;
    const value = JSON.parse(text) as Partial<OnlineTicket>;
    return typeof value.matchId === 'string' && typeof value.token === 'string'
      ? ticketFromHash(ticketHash(value as OnlineTicket))
      : null;
  } catch {
    return null;
  }
}

export function forgetTicket(storage: Storage): void {
  try {
    storage.removeItem(ONLINE_TICKET_KEY);
    storage.removeItem(CREATED_MATCH_KEY);
    storage.removeItem(TEAM_SOURCE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Puts a fragment in the page's address (none: takes it away) without a new history entry. */
export function showInAddress(hash: string): void {
  if (typeof window === 'undefined' || window.location.hash === hash) return;
  const { pathname, search } = window.location;
  window.history.replaceState(null, '', `${pathname}${search}${hash}`);
}

/** The browser's slot for the links of the match this screen created, shown once by the server. */
export const CREATED_MATCH_KEY = 'dungeonbowl.play.online.created';

/** Keeps the links of a match just created, so that a reload before they are sent keeps them. */
export function saveCreated(storage: Storage, created: CreatedMatch): void {
  try {
    storage.setItem(CREATED_MATCH_KEY, JSON.stringify(created));
  } catch {
    // The links stay on screen until the page is left.
  }
}

/** The links of the match this screen created, if it is that match. */
export function savedCreated(storage: Storage, matchId: string): CreatedMatch | null {
  try {
    const created = JSON.parse(storage.getItem(CREATED_MATCH_KEY) ?? 'null') as CreatedMatch | null;
    return created?.matchId === matchId && Array.isArray(created.seats) ? created : null;
  } catch {
    return null;
  }
}

/** The browser's slot for where the coach's own team for his online seat came from. */
export const TEAM_SOURCE_KEY = 'dungeonbowl.play.online.team-from';

/**
 * Keeps where the team this screen chose for its seat in a match came from (null: a ready team),
 * so that the lobby names it so after a reload.
 */
export function saveTeamSource(storage: Storage, matchId: string, from: TeamSource | null): void {
  try {
    if (from === null) storage.removeItem(TEAM_SOURCE_KEY);
    else storage.setItem(TEAM_SOURCE_KEY, JSON.stringify({ matchId, from }));
  } catch {
    // The lobby then names it the coach's own team, without saying where it came from.
  }
}

/** Where the team this screen chose for its seat in that match came from, if it is known. */
export function savedTeamSource(storage: Storage, matchId: string): TeamSource | null {
  try {
    const saved = JSON.parse(storage.getItem(TEAM_SOURCE_KEY) ?? 'null') as {
      matchId?: unknown;
      from?: unknown;
    } | null;
    const from = saved?.matchId === matchId ? saved.from : null;
    return from === 'a file' || from === 'the team builder' ? from : null;
  } catch {
    return null;
  }
}
