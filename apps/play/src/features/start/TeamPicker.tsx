import { decodeUtf8 } from '@dungeonbowl/dungeon-schema';
import { TEAM_OFFERS, teamFromText, type TeamOffer } from './team-choice';
import { readFile } from './read-file';

interface Props {
  /** What the controls are named after, e.g. "Team 1". */
  readonly label: string;
  /** The ready team's id, or the id of the own team. */
  readonly offer: string;
  /** A team read from a team sheet file or made in the team builder. */
  readonly own: TeamOffer | null;
  readonly onOffer: (offer: string, own: TeamOffer | null) => void;
  /** A team sheet file could not be read: its problems, the file's name first. */
  readonly onProblems: (problems: string[]) => void;
  /** The coach asks for the team builder. */
  readonly onBuild: () => void;
}

/** A team to play: a ready team, a team sheet file, or one made in the team builder. */
export function TeamPicker({ label, offer, own, onOffer, onProblems, onBuild }: Props) {
  return (
    <>
      <select aria-label={label} value={offer} onChange={(e) => onOffer(e.target.value, null)}>
        {own && <option value={own.id}>{own.label}</option>}
        {TEAM_OFFERS.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      <label className="file-button">
        Team sheet…
        <input
          type="file"
          accept=".json,application/json"
          aria-label={`${label} sheet file`}
          onChange={(e) =>
            void readFile(e).then((file) => {
              if (!file) return;
              const decoded = decodeUtf8(file.bytes);
              const read =
                'text' in decoded ? teamFromText(decoded.text) : { problems: [decoded.problem] };
              if ('team' in read) {
                onOffer(read.team.id, read.team);
                onProblems([]);
              } else
                onProblems([
                  `${file.name} cannot be used: ${read.problems.length === 1 ? '1 problem' : `${read.problems.length.toLocaleString('en-GB')} problems`}.`,
                  ...read.problems,
                ]);
            })
          }
        />
      </label>
      <button type="button" onClick={onBuild}>
        Build a team…
      </button>
    </>
  );
}
