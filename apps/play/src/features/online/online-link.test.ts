import { describe, expect, it } from 'vitest';
import {
  forgetTicket,
  savedTeamSource,
  saveTeamSource,
  savedTicket,
  saveTicket,
  ticketFromHash,
  ticketHash,
  ticketLink,
} from './online-link';

const seat = {
  matchId: 'AbCdEfGh12345678',
  token: 'tok_en-1234567890abcdef',
  role: 'coach',
} as const;

/** A browser's storage, kept in memory. */
function memoryStorage(): Storage {
  const kept = new Map<string, string>();
  return {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
  } as Storage;
}

describe('online links', () => {
  it('a seat link and a spectator link read back as the ticket they were made from', () => {
    expect(ticketFromHash(ticketHash(seat))).toEqual(seat);
    const watch = { ...seat, role: 'spectator' } as const;
    expect(ticketHash(watch)).toBe(`#watch=${seat.matchId}.${seat.token}`);
    expect(ticketFromHash(ticketHash(watch))).toEqual(watch);
  });

  it('the link keeps the page and puts the token in the fragment only', () => {
    const link = ticketLink('http://127.0.0.1:4300/play/#old', seat);
    expect(link).toBe(`http://127.0.0.1:4300/play/#online=${seat.matchId}.${seat.token}`);
    expect(new URL(link).search).toBe('');
  });

  it('a fragment that is no ticket, or a malformed one, is none', () => {
    for (const hash of [
      '',
      '#map=abc',
      '#online=',
      '#online=abc',
      '#online=a.b',
      '#online=ab cd.x',
    ])
      expect(ticketFromHash(hash)).toBeNull();
  });

  it('a ticket kept in the browser is found again after a reload', () => {
    const storage = memoryStorage();
    expect(savedTicket(storage)).toBeNull();
    saveTicket(storage, seat);
    expect(savedTicket(storage)).toEqual(seat);
  });

  it("where the coach's own team came from is found again after a reload, for that match only", () => {
    const storage = memoryStorage();
    expect(savedTeamSource(storage, seat.matchId)).toBeNull();
    saveTeamSource(storage, seat.matchId, 'the team builder');
    expect(savedTeamSource(storage, seat.matchId)).toBe('the team builder');
    expect(savedTeamSource(storage, 'AnotherMatch1234')).toBeNull();
    saveTeamSource(storage, seat.matchId, null);
    expect(savedTeamSource(storage, seat.matchId)).toBeNull();
    saveTeamSource(storage, seat.matchId, 'a file');
    forgetTicket(storage);
    expect(savedTeamSource(storage, seat.matchId)).toBeNull();
  });
});
