import { useEffect, useState } from 'react';
import { replayPath, type MatchListing } from '@dungeonbowl/online-protocol';
import { recentMatches } from './online-thunks';

const statusWords: Record<MatchListing['status'], string> = {
  lobby: 'in the lobby',
  playing: 'being played',
  finished: 'over',
};

/** How a match was won, in words. */
const wonBy: Record<string, string> = {
  touchdown: ' by a touchdown',
  conceded: ' by concession',
  'nobody-left': ' with nobody else left',
};

/** A finished match's result in words, from its seats and the engine's summary. */
function resultWords(match: MatchListing): string {
  const result = match.result;
  if (!result) return '';
  const rounds = `${result.rounds} round${result.rounds === 1 ? '' : 's'}`;
  if (result.winner === null) return `Draw after ${rounds}`;
  const seat = match.seats[result.winner];
  const how = result.reason ? (wonBy[result.reason] ?? '') : '';
  return `${seat?.team ?? `Team ${result.winner + 1}`} (${seat?.coach ?? 'coach'}) won${how} in ${rounds}`;
}

/** The server's recent matches, newest first, each finished one with its result and replay. */
export function RecentMatches() {
  const [listed, setListed] = useState<readonly MatchListing[] | string | null>(null);
  useEffect(() => {
    let current = true;
    void recentMatches().then((answer) => {
      if (current) setListed('refused' in answer ? answer.refused : answer.matches);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className="start-section recent-matches" aria-label="Recent matches">
      <h2>Recent matches</h2>
      {listed === null ? (
        <p className="seat-note">Asking the server…</p>
      ) : typeof listed === 'string' ? (
        <p className="seat-note">{listed}</p>
      ) : listed.length === 0 ? (
        <p className="seat-note">No match has been played on this server yet.</p>
      ) : (
        <ul>
          {listed.map((m) => (
            <li key={m.id}>
              <strong>{m.mapName}</strong> <small>{new Date(m.createdAt).toLocaleString()}</small>:{' '}
              {m.seats.map((s) => `${s.coach}${s.team ? ` (${s.team})` : ''}`).join(' v ')} ·{' '}
              {statusWords[m.status]}
              {m.status === 'finished' && (
                <>
                  {' '}
                  · {resultWords(m)} ·{' '}
                  <a href={replayPath(m.id)} download>
                    Replay file
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
