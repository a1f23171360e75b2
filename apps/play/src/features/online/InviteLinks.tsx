import { useRef, useState } from 'react';
import type { CreatedMatch } from '@dungeonbowl/online-protocol';
import { ticketLink, type OnlineTicket } from './online-link';

interface Props {
  readonly created: CreatedMatch;
  /** This screen's own seat, which needs no invite. */
  readonly mine: number | null;
}

/** One link to copy and send. */
function LinkLine({ label, link }: { label: string; link: string }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The clipboard is offered to secure pages only (https, or this machine): elsewhere the link
  // is selected for the coach to copy himself.
  const copy = () => {
    input.current?.select();
    if (!navigator.clipboard) return setCopied(document.execCommand('copy'));
    void navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <li className="invite-link">
      <span className="invite-label">{label}</span>
      <input readOnly aria-label={label} value={link} onFocus={(e) => e.target.select()} />
      <button type="button" onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </li>
  );
}

/**
 * The links of a match just created, shown this once: one a coach elsewhere, and the
 * spectators'. Whoever has a coach's link plays his seat: send each to its coach only.
 */
export function InviteLinks({ created, mine }: Props) {
  const page = window.location.href;
  const link = (token: string, role: OnlineTicket['role']) =>
    ticketLink(page, { matchId: created.matchId, token, role });
  const invited = created.seats.filter((s) => s.token !== null && s.seat !== mine);
  return (
    <section className="start-section invite-links" aria-label="Invite links">
      <h2>Invite links</h2>
      <p className="seat-note">
        Send each coach his own link: it opens his seat. The server gives the links out only once;
        this browser keeps those of the match it created last.
      </p>
      <ul>
        {invited.map((s) => (
          <LinkLine
            key={s.seat}
            label={`Seat ${s.seat + 1} (${s.coach})`}
            link={link(s.token!, 'coach')}
          />
        ))}
        <LinkLine label="Spectators" link={link(created.spectatorToken, 'spectator')} />
      </ul>
    </section>
  );
}
