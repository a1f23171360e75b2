import type { PublicState } from '@dungeonbowl/engine';
import { teamColour } from './team-colours';

type Player = PublicState['players'][number];

const stanceWords = { standing: 'Standing', prone: 'Prone', stunned: 'Stunned' } as const;
const boxWords = {
  reserves: 'In the Reserves',
  ko: 'Knocked out',
  casualty: 'Casualty',
  lost: 'Lost in the interstice',
} as const;

/** A player's characteristics, skills and state, for the hovered or selected player. */
export function PlayerCard({ player, state }: { player: Player; state: PublicState }) {
  const where = player.box ? boxWords[player.box] : stanceWords[player.stance];
  const notes = [
    where,
    state.ball.carrier === player.id ? 'has the ball' : null,
    player.activated ? 'has acted' : null,
    player.waits > 0 ? `waits ${player.waits} turn${player.waits === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return (
    <section className="player-card" aria-label="Player">
      <h3>
        <span className="team-dot" style={{ background: teamColour(player.team) }} /> #
        {player.number} {player.name}
      </h3>
      <p className="position">
        {player.position}, {state.teams[player.team]?.name ?? 'of no team: the dungeon runs it'}
      </p>
      <table>
        <thead>
          <tr>
            <th>MA</th>
            <th>ST</th>
            <th>AG</th>
            <th>PA</th>
            <th>AV</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{player.ma}</td>
            <td>{player.st}</td>
            <td>{player.ag}+</td>
            <td>{player.pa === null ? '–' : `${player.pa}+`}</td>
            <td>{player.av}+</td>
          </tr>
        </tbody>
      </table>
      <p className="skills">{player.skills.length > 0 ? player.skills.join(', ') : 'No skills'}</p>
      <p className="state">{notes.join(' · ')}</p>
    </section>
  );
}
