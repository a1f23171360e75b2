import { useEffect, useState } from 'react';
import type { GameEvent, MatchView } from '@dungeonbowl/engine';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { actionWords } from './action-words';
import { replayAt } from './match-thunks';
import { MatchBoard } from './MatchBoard';
import { TeamsPanel } from './TeamsPanel';
import { narrateLines } from '../log/narrate';
import { LogText } from '../log/LogPanel';

/** Steps forward and back through every action of the match, as a spectator saw it. */
export function ReplayViewer({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const record = useAppSelector((s) => s.match.record);
  const total = record?.actions.length ?? 0;
  const [step, setStep] = useState(total);
  const [shown, setShown] = useState<{ view: MatchView; events: readonly GameEvent[] } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [floor, setFloor] = useState(0);
  useEffect(() => {
    let current = true;
    void dispatch(replayAt(step)).then((reply) => {
      if (!current) return;
      if ('error' in reply) setProblem(reply.error);
      else setShown(reply.update);
    });
    return () => {
      current = false;
    };
  }, [dispatch, step]);
  const running = playing && step < total;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setStep((s) => s + 1), 250);
    return () => clearTimeout(timer);
  }, [running, step]);
  if (!record) return null;
  const go = (to: number) => setStep(Math.max(0, Math.min(total, to)));
  const last = step > 0 ? record.actions[step - 1] : undefined;
  return (
    <>
      <div className="match-status replay-bar" role="toolbar" aria-label="Replay">
        <strong>Replay</strong>
        <button type="button" aria-label="First action" onClick={() => go(0)}>
          |◀
        </button>
        <button type="button" aria-label="Step back" onClick={() => go(step - 1)}>
          ◀
        </button>
        <button type="button" onClick={() => setPlaying(!running)}>
          {running ? 'Pause' : 'Play'}
        </button>
        <button type="button" aria-label="Step forward" onClick={() => go(step + 1)}>
          ▶
        </button>
        <button type="button" aria-label="Last action" onClick={() => go(total)}>
          ▶|
        </button>
        <input
          type="range"
          aria-label="Replay position"
          min={0}
          max={total}
          value={step}
          onChange={(e) => go(Number(e.target.value))}
        />
        <span aria-live="polite">
          Action {step} of {total}
          {last && shown ? `: ${actionWords(last, shown.view.state)}` : ''}
        </span>
        <span className="header-end">
          <button type="button" onClick={onClose}>
            Back to the match
          </button>
        </span>
      </div>
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
      {shown && (
        <div className="match-layout">
          <div className="match-board">
            <MatchBoard
              map={record.map}
              view={shown.view}
              selected={null}
              floor={Math.min(floor, record.map.floors.length - 1)}
              onFloor={setFloor}
              onSquare={() => undefined}
              onHover={() => undefined}
            />
          </div>
          <aside className="match-side" aria-label="This step">
            <TeamsPanel
              state={shown.view.state}
              coaches={record.coaches}
              acting={shown.view.acting}
            />
            <section className="log" aria-label="What this action did">
              <h3>What this action did</h3>
              <ul>
                {narrateLines(shown.events, shown.view.state).map((line, i) => (
                  <li key={i}>
                    <LogText line={line} />
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      )}
    </>
  );
}
