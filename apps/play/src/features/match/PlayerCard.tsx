import { characteristics, skillDescription, type PublicState } from '@dungeonbowl/engine';
import { casualtyName, lastingInjuryWords, nigglingWords } from './injury-words';
import { potionWords } from './potion-words';
import { pieceColour } from './team-colours';
import { useTeamColours } from './use-team-colours';

type Player = PublicState['players'][number];

const stanceWords = { standing: 'Standing', prone: 'Prone', stunned: 'Stunned' } as const;
const boxWords = {
  reserves: 'In the Reserves',
  ko: 'Knocked out',
  casualty: 'Casualty',
  lost: 'Lost in the interstice',
} as const;

/**
 * A player's characteristics as they are now (a potion changes them, DB-POTION-4), skills (each
 * one's description a click away), state (a Casualty's result and Lasting Injury, BB-INJ-6,
 * BB-INJ-7; the Niggling Injuries he came with, BB-INJ-8) and potions, for the hovered or
 * selected player.
 */
export function PlayerCard({
  player,
  state,
  label = 'Player',
}: {
  player: Player;
  state: PublicState;
  /** The card's name for assistive technology: the acting player's, a hovered one's. */
  label?: string;
}) {
  const teamColours = useTeamColours();
  const now = characteristics(player);
  const potions = potionWords(player.potion);
  const where = player.box ? boxWords[player.box] : stanceWords[player.stance];
  // "Casualty: Lasting Injury — Smashed Knee (−1 MA)"
  const injury = [
    player.casualty && casualtyName(player.casualty),
    player.lastingInjury && lastingInjuryWords(player.lastingInjury),
  ].filter(Boolean);
  const notes = [
    injury.length > 0 ? `${where}: ${injury.join(' — ')}` : where,
    state.ball.carrier === player.id ? 'has the ball' : null,
    player.activated ? 'has acted' : null,
    player.waits > 0 ? `waits ${player.waits} turn${player.waits === 1 ? '' : 's'}` : null,
    nigglingWords(player.nigglingInjuries),
  ].filter(Boolean);
  return (
    <section className="player-card" aria-label={label}>
      <h3>
        <span className="team-dot" style={{ background: pieceColour(teamColours, player.team) }} />{' '}
        #{player.number} {player.name}
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
            <td>{now.ma}</td>
            <td>{now.st}</td>
            <td>{now.ag}+</td>
            <td>{now.pa === null ? '–' : `${now.pa}+`}</td>
            <td>{now.av}+</td>
          </tr>
        </tbody>
      </table>
      {player.skills.length > 0 ? (
        <details className="skills">
          <summary>{player.skills.join(', ')}</summary>
          <dl>
            {player.skills.map((skill) => (
              <div key={skill}>
                <dt>{skill}</dt>
                <dd>{skillDescription(skill) ?? 'A skill the rules digest does not describe.'}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : (
        <p className="skills">No skills</p>
      )}
      <p className="state">{notes.join(' · ')}</p>
      {potions.length > 0 && <p className="potion">{potions.join(' · ')}</p>}
    </section>
  );
}
