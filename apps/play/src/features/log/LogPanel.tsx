import { useEffect, useRef, type CSSProperties } from 'react';
import { useAppSelector } from '../../hooks';
import { Die } from '../match/BlockDie';
import type { LogLine } from './narrate';

/** Lines kept on screen: enough to read back a few turns without slowing a long match. */
const SHOWN = 400;

/** The match's events in words, newest at the bottom, following the match as it goes. */
export function LogPanel() {
  const log = useAppSelector((s) => s.match.log);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const shown = list.current;
    if (shown) shown.scrollTop = shown.scrollHeight;
  }, [log.length]);
  const first = Math.max(0, log.length - SHOWN);
  // Each line's number in a column as wide as the longest number, however many lines there are.
  const digits = String(log.length).length;
  return (
    <section className="log" aria-label="Match log">
      <h3>Log</h3>
      <ol ref={list} style={{ '--log-digits': digits } as CSSProperties}>
        {log.slice(first).map((line, i) => (
          <li key={first + i}>
            <span className="log-number">{first + i + 1}.</span> <LogText line={line} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A log line's words, then its dice drawn as dice: a picture only, so that screen readers and a
 * copy of the log keep the numbers of the words.
 */
export function LogText({ line }: { line: LogLine }) {
  return (
    <>
      {line.text}
      {line.dice && (
        <span className="log-dice">
          {line.dice.map((die, i) => (
            <Die key={i} {...die} />
          ))}
        </span>
      )}
    </>
  );
}
