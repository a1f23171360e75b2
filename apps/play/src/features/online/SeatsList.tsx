import type { ServerMessages, SeatPresence } from '@dungeonbowl/online-protocol';
import { boardTeamColours } from '../match/team-colours';

const kindWords: Record<SeatPresence['kind'], string> = {
  remote: 'coach',
  'bot-heuristic': 'bot (heuristic)',
  'bot-random': 'bot (random)',
};

/** Where a seat's coach stands, in words: away, not connected, ready, choosing. */
export function seatStanding(seat: SeatPresence, status: ServerMessages['presence']['status']) {
  if (seat.away) return 'away: his seat is held';
  if (!seat.connected) return 'not connected';
  if (status !== 'lobby') return 'connected';
  if (seat.ready) return 'ready';
  return seat.team ? 'choosing (team chosen)' : 'choosing a team';
}

/** Each seat's team's colour as the board draws it: the one its coach chose, else its usual one. */
export const seatColours = (presence: ServerMessages['presence']): readonly string[] =>
  boardTeamColours(
    presence.seats.length,
    presence.seats.map((s) => s.colour),
  ).colours;

interface Props {
  readonly presence: ServerMessages['presence'];
  /** This screen's seat, or null for a spectator. */
  readonly mine: number | null;
}

/** Every seat of the match: its coach, his team, whether he is connected, away or ready. */
export function SeatsList({ presence, mine }: Props) {
  const colours = seatColours(presence);
  return (
    <ul className="seats-list" aria-label="Seats">
      {presence.seats.map((seat) => (
        <li
          key={seat.seat}
          className={[
            'seat',
            seat.away || !seat.connected ? 'seat-away' : 'seat-here',
            presence.acting === seat.seat ? 'seat-acting' : '',
          ].join(' ')}
        >
          <span className="team-dot" style={{ background: colours[seat.seat] }} />
          <strong>{seat.coach}</strong>
          {seat.seat === mine && <em> (you)</em>}
          <small> · {kindWords[seat.kind]}</small>
          <span className="seat-team">{seat.team ?? 'no team yet'}</span>
          <span className="seat-standing">{seatStanding(seat, presence.status)}</span>
          {presence.acting === seat.seat && <span className="seat-turn">to act</span>}
        </li>
      ))}
      {presence.spectators > 0 && (
        <li className="seat seat-spectators">
          {presence.spectators} spectator{presence.spectators === 1 ? '' : 's'} watching
        </li>
      )}
    </ul>
  );
}
