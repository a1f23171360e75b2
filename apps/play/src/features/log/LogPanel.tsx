import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../hooks';

/** The match's events in words, newest at the bottom, following the match as it goes. */
export function LogPanel() {
  const events = useAppSelector((s) => s.match.events);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const shown = list.current;
    if (shown) shown.scrollTop = shown.scrollHeight;
  }, [events.length]);
  return (
    <section className="log" aria-label="Match log">
      <h3>Log</h3>
      <ol ref={list}>
        {events.slice(-300).map((e, i) => (
          <li key={i}>{e.type}</li>
        ))}
      </ol>
    </section>
  );
}
