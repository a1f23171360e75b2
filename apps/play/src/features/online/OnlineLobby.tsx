import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { TeamPicker } from '../start/TeamPicker';
import { choiceOf, chosenColour, ownTeam, slotTeam, type TeamChoice } from '../start/team-choice';
import { TeamBuilder } from '../team-builder/TeamBuilder';
import { InviteLinks } from './InviteLinks';
import { chooseOnlineTeam, sayReady } from './online-thunks';
import { SeatsList } from './SeatsList';
import { ProblemList, Refusal } from '../start/ProblemList';

/** What this screen says of its connection to the room, when it is not plainly connected. */
export function connectionWords(connection: string): string | null {
  if (connection === 'joining') return 'Joining the match…';
  if (connection === 'reconnecting') return 'The connection was lost: coming back to the match…';
  return null;
}

/**
 * An online match before its start: every seat and who is there; a coach chooses his team
 * (checked by the server) and says he is ready. The match starts when every seat is ready.
 */
export function OnlineLobby() {
  const dispatch = useAppDispatch();
  const { ticket, welcome, presence, created, problem, connection, teamFrom } = useAppSelector(
    (s) => s.online,
  );
  // The picker shows the team the seat has (the room's), until the coach picks another.
  const [picked, setPicked] = useState<TeamChoice | null>(null);
  const { offer, own } = picked ?? choiceOf(welcome?.team ?? null, teamFrom);
  const [coach, setCoach] = useState('');
  const [building, setBuilding] = useState(false);
  const [teamProblems, setTeamProblems] = useState<string[]>([]);

  const mine = welcome?.seat ?? null;
  const seat = mine === null ? null : presence?.seats[mine];
  const spectator = ticket?.role === 'spectator' || (welcome !== null && mine === null);
  const words = connectionWords(connection);
  const useTeam = () => {
    const team = slotTeam(offer, own);
    dispatch(chooseOnlineTeam(team.sheet, coach, chosenColour(team), team.from ?? null));
    setPicked(null);
  };

  return (
    <main className="start-screen online-lobby" aria-label="Online match lobby">
      <section className="start-section">
        <h2>
          Online match{welcome ? `: ${welcome.map.meta.name}` : ''}
          {presence?.status === 'finished' ? ' (over)' : ''}
        </h2>
        {words && <p className="online-connection">{words}</p>}
        {welcome && (
          <p className="seat-note">
            {spectator
              ? 'You are watching this match.'
              : `You coach seat ${mine! + 1}. This browser keeps your seat: a reload or a lost connection brings you back to it.`}
            {welcome.settings.turnSeconds
              ? ` Turn timer: ${welcome.settings.turnSeconds} seconds a team turn.`
              : ''}
          </p>
        )}
        {presence && <SeatsList presence={presence} mine={mine} />}
        {presence?.status === 'lobby' && (
          <p className="seat-note">The match starts when every seat is ready.</p>
        )}
      </section>

      {welcome && !spectator && presence?.status === 'lobby' && (
        <section className="start-section" aria-label="Your team">
          <h2>Your team</h2>
          <p className="seat-note">
            {seat?.team ? `Chosen: ${seat.team}.` : 'Choose the team you play.'}
          </p>
          <input
            aria-label="Your name"
            placeholder={seat?.coach ?? "Coach's name"}
            maxLength={40}
            size={14}
            value={coach}
            onChange={(e) => setCoach(e.target.value)}
          />
          <TeamPicker
            label="Your team"
            offer={offer}
            own={own}
            onOffer={(next, nextOwn) => setPicked({ offer: next, own: nextOwn })}
            onProblems={setTeamProblems}
            onBuild={() => setBuilding(true)}
          />
          <button type="button" onClick={useTeam}>
            Use this team
          </button>
          <button
            type="button"
            className="ready-toggle"
            aria-pressed={seat?.ready ?? false}
            disabled={!seat?.team}
            title={seat?.team ? undefined : 'Choose your team first'}
            onClick={() => dispatch(sayReady(!(seat?.ready ?? false)))}
          >
            Ready
          </button>
          {seat?.ready && <span className="seat-note">You are ready: waiting for the others.</span>}
          <ProblemList problems={teamProblems} />
        </section>
      )}

      {created && <InviteLinks created={created} mine={mine} />}

      <Refusal problem={problem} />
      {building && (
        <TeamBuilder
          start={slotTeam(offer, own).sheet}
          onUse={(sheet) => {
            const made = ownTeam(sheet, 'the team builder');
            setPicked({ offer: made.id, own: made });
            setTeamProblems([]);
            setBuilding(false);
          }}
          onCancel={() => setBuilding(false)}
        />
      )}
    </main>
  );
}
