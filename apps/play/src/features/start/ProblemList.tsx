import { useEffect, useRef } from 'react';

/** The problems listed at most: a sheet of thousands of players can have thousands. */
const SHOWN = 6;

/** The first few problems, and how many more there are, as the lines to list. */
export function fewProblems(problems: readonly string[], shown = SHOWN): string[] {
  if (problems.length <= shown) return [...problems];
  const more = (problems.length - shown).toLocaleString('en-GB');
  return [...problems.slice(0, shown), `…and ${more} more.`];
}

/**
 * What is wrong with a choice (a team sheet, a team the server refused), one line each, if
 * anything: the first few, and how many more.
 */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className="map-refused">
      {fewProblems(problems).map((p, i) => (
        <li key={i}>{p}</li>
      ))}
    </ul>
  );
}

/**
 * Why the last request was refused (the match, a match file opened from the header, the server),
 * brought into view when it changes: it may be told far below where the coach clicked.
 */
export function Refusal({ problem }: { problem: string | null }) {
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  if (problem === null) return null;
  return (
    <p role="alert" className="map-refused" ref={shown}>
      {problem}
    </p>
  );
}
