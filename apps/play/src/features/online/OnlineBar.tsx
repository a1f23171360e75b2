import { replayPath } from '@dungeonbowl/online-protocol';
import { useAppSelector } from '../../hooks';
import { connectionWords } from './OnlineLobby';
import { seatColours, seatStanding } from './SeatsList';
import { clockWords, useSecondsLeft } from './turn-clock';

/**
 * Above an online match: who this screen is, every seat's coach and whether he is there, whose
 * turn it is and the turn timer; the replay file once the match is over.
 */
export function OnlineBar() {
  const { welcome, presence, connection, problem } = useAppSelector((s) => s.online);
  const secondsLeft = useSecondsLeft(presence?.turnEndsAt ?? null);
  if (!welcome || !presence) return null;
  const mine = welcome.seat;
  const acting = presence.acting;
  const words = connectionWords(connection);
  const colours = seatColours(presence);
  const turn =
    acting === null
      ? null
      : acting === mine
        ? 'Your turn'
        : `${presence.seats[acting]?.coach ?? `Seat ${acting + 1}`} to act`;
  return (
    <div className="online-bar" aria-label="Online match">
      <strong>
        {mine === null ? 'Watching (spectator): read-only' : `You coach seat ${mine + 1}`}
      </strong>
      {presence.seats.map((seat) => (
        <span
          key={seat.seat}
          className={`online-seat ${seat.away || !seat.connected ? 'seat-away' : 'seat-here'}`}
          title={seatStanding(seat, presence.status)}
        >
          <span className="team-dot" style={{ background: colours[seat.seat] }} />
          {seat.coach}
          {seat.seat === mine ? ' (you)' : ''}
          {seat.away ? ' · away' : !seat.connected ? ' · not connected' : ''}
        </span>
      ))}
      {presence.spectators > 0 && (
        <span className="online-seat">{presence.spectators} watching</span>
      )}
      {turn && <span className="online-turn">{turn}</span>}
      {secondsLeft !== null && (
        <span className="online-timer" title="The turn ends by itself when the timer runs out">
          Turn ends in {clockWords(secondsLeft)}
        </span>
      )}
      {words && <span className="online-connection">{words}</span>}
      {connection === 'closed' && problem && <span className="map-refused">{problem}</span>}
      {presence.status === 'finished' && (
        <a className="file-button" href={replayPath(welcome.matchId)} download>
          Download the replay
        </a>
      )}
    </div>
  );
}
