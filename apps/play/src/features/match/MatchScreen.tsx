import { useEffect, useMemo, useState } from 'react';
import { playerAt, sameSquare, type Action, type Square } from '@dungeonbowl/engine';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { LogPanel } from '../log/LogPanel';
import { actionWords, blockDieFace, decisionWords, playerWords, undoWords } from './action-words';
import { BlockDie } from './BlockDie';
import { clickIntent } from './board-intent';
import { hoverHint } from './hover-hint';
import { isSettingUp } from './phase';
import { BOT_PACES, botPaceOf, coachLabels, seedShown, type BotPace } from './match-record';
import { autoPlace, moveAlong, playAction, standUpThenClick, undoSteps } from './match-thunks';
import { ballWords, playFloor } from './play-focus';
import { keyCommand, keyWords, typing, undoKeys } from './match-keys';
import { plannedAt, reachOf, rushSquares, wayWords } from './reach';
import { chosenWay, wayClick, type ChosenWay } from './way-choice';
import { RollOffPanel, RosterPanel } from './RosterPanel';
import { MatchBoard } from './MatchBoard';
import {
  playerSelected,
  problemShown,
  botPaceChosen,
  botsPausedToggled,
  tackleZoneAnswerChosen,
} from './matchSlice';
import { PlayerCard } from './PlayerCard';
import { MatchSummary } from './MatchSummary';
import { TeamsPanel } from './TeamsPanel';

/** Actions the board stands for: listed in the panel only when nothing on the board shows them. */
const onBoard = new Set<Action['type']>([
  'move',
  'jump',
  'place',
  'unplace',
  'pass',
  'ricochet',
  'throw-team-mate',
  'pit-teleport',
  'sponge',
]);

/** A match in progress: the board, the coach's question and choices, the teams and the log. */
export function MatchScreen({
  onExport,
  onReplay,
}: {
  onExport: () => void;
  onReplay: () => void;
}) {
  const dispatch = useAppDispatch();
  const { record, view, selected, problem, busy, online, undo } = useAppSelector((s) => s.match);
  const [floor, setFloor] = useState(0);
  // The floor shown follows the play unless the coach asks it to stay.
  const [follow, setFollow] = useState(true);
  const [hovered, setHovered] = useState<Square | null>(null);
  // The opposition's tackle zones drawn over the board, when the coach asks for them.
  const [showZones, setShowZones] = useState(false);
  const [summaryShut, setSummaryShut] = useState(false);
  // Actions offered for one click; they lapse as soon as the match moves on.
  const [offer, setOffer] = useState<{ view: unknown; actions: readonly Action[] } | null>(null);
  const plan = useMemo(() => reachOf(view, selected), [view, selected]);
  // The way the coach has chosen and not yet confirmed (`ChosenWay`): it lapses as the match moves on.
  const [chosen, setChosen] = useState<{ view: unknown; way: ChosenWay } | null>(null);
  const going = chosen?.view === view ? chosenWay(chosen.way, plan) : null;
  const goChosenWay = () => {
    if (!going || !plan || busy) return;
    setChosen(null);
    void dispatch(moveAlong(plan.player, going.steps));
  };
  // The coach at this screen is to act in a team turn: his Undo is offered.
  const ownTurn =
    !!view &&
    view.viewer !== null &&
    view.acting === view.viewer &&
    !view.state.result &&
    !isSettingUp(view.state);
  const undoLast = () => {
    if (busy || !ownTurn) return;
    setChosen(null);
    setOffer(null);
    void dispatch(undoSteps());
  };
  // The keys of the match (`keyCommand`), never while a text field has the keyboard.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target)) return;
      const command = keyCommand(view, event);
      if (command?.kind === 'go') {
        if (!going) return;
        event.preventDefault();
        goChosenWay();
      } else if (command?.kind === 'undo') {
        if (!ownTurn) return;
        event.preventDefault();
        undoLast();
      } else if (command?.kind === 'let-go' && going) setChosen(null);
      else if (command?.kind === 'let-go') {
        setOffer(null);
        if (view?.state.result) setSummaryShut(true);
        dispatch(playerSelected(null));
      } else if (command && !busy && view && confirmed(command.action, view.actions)) {
        event.preventDefault();
        setOffer(null);
        void dispatch(playAction(command.action));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  // The floor shown follows the play: it turns to the acting (or chosen) player's floor each time
  // that player or his floor changes, and otherwise stays where the coach put it.
  const focusFloor = view && follow ? playFloor(view.state, selected) : null;
  const focus =
    focusFloor === null ? null : `${view?.state.turn.activation?.player ?? selected}@${focusFloor}`;
  const [followed, setFollowed] = useState<string | null>(null);
  if (focus !== followed) {
    setFollowed(focus);
    if (focusFloor !== null) setFloor(focusFloor);
  }
  if (!record || !view) return null;
  const way = plannedAt(plan, hovered);
  const choices = offer?.view === view ? offer.actions : [];
  const setChoices = (actions: readonly Action[]) => setOffer({ view, actions });
  const state = view.state;
  const act = (action: Action) => {
    setChoices([]);
    void dispatch(playAction(action));
  };
  const onSquare = (square: Square) => {
    if (busy) return;
    const click = wayClick(going && chosen!.way, plan, square);
    if (click?.kind === 'go') return goChosenWay();
    if (click?.kind === 'choose') return setChosen({ view, way: click.chosen });
    setChosen(null);
    const intent = clickIntent(view, selected, square, plan);
    if (intent.kind === 'act') act(intent.action);
    else if (intent.kind === 'choose') setChoices(intent.actions);
    else if (intent.kind === 'select') dispatch(playerSelected(intent.player));
    else if (intent.kind === 'stand-up-first')
      void dispatch(standUpThenClick(intent.square)).then(
        (offered) => offered && setOffer(offered),
      );
    else dispatch(problemShown(intent.reason));
  };
  // During set-up a placed player can be carried to another square of the end zone.
  const onDrag = (from: Square, to: Square) => {
    const carried = playerAt(state, from);
    const place = view.actions.find(
      (a) => a.type === 'place' && a.player === carried?.id && sameSquare(a.square, to),
    );
    if (place) act(place);
    else onSquare(to);
  };
  // The pointer reports every pixel it moves; the screen changes only when the square does.
  const onHover = (square: Square | null) =>
    setHovered((shown) => (sameSquare(shown, square) ? shown : square));
  const mine = (id: string | null | undefined) =>
    state.players.find((p) => p.id === id && view.viewer !== null && p.team === view.viewer);
  // The coach's own player, whose card stays beside the buttons: the one acting, else the one chosen.
  const ownPlayer = mine(state.turn.activation?.player) ?? mine(selected);
  const hoveredPlayer = hovered && playerAt(state, hovered);
  // Any other player is shown over the board: the one under the pointer, else the one chosen.
  const chosenPlayer = state.players.find((p) => p.id === selected && p.id !== ownPlayer?.id);
  const shownElsewhere =
    hoveredPlayer && hoveredPlayer.id !== ownPlayer?.id
      ? { player: hoveredPlayer, label: 'Player under the pointer' }
      : chosenPlayer && { player: chosenPlayer, label: 'Chosen player' };
  const activations = view.actions.filter(
    (a) => a.type === 'activate' && a.player === ownPlayer?.id,
  );
  const listed = view.actions.filter((a) => a.type !== 'activate' && !onBoard.has(a.type));
  const question = decisionWords(state);
  const hint = way && plan ? wayWords(plan, way) : hoverHint(view, hovered);
  const actingTeam = view.acting === null ? null : state.teams[view.acting];
  const actingCoach = view.acting === null ? null : record.coaches[view.acting];
  const status = state.result
    ? 'Match over'
    : `${isSettingUp(state) ? 'Set-up' : `Round ${state.turn.round}`} · ${actingTeam?.name ?? ''} to act${actingCoach && actingCoach !== 'human' ? ` (${coachLabels[actingCoach]})` : ''}`;

  return (
    <>
      <div className="match-status" aria-live="polite">
        <strong>{status}</strong>
        {/* Online, the seed stays on the server, and the replay is its file once the match is over;
            here a drawn seed is shown once the match is over, as it tells the dice to come. */}
        {!online && (
          <>
            {seedShown(record, !!state.result) && (
              <span className="seed">
                Seed {record.seed}
                {record.seedTyped && ' (typed)'}
              </span>
            )}
            <span className="header-end">
              {state.result && summaryShut && (
                <button type="button" onClick={() => setSummaryShut(false)}>
                  Show the summary
                </button>
              )}
              <button type="button" onClick={onExport}>
                Export match
              </button>
              <button type="button" onClick={onReplay}>
                Replay
              </button>
            </span>
          </>
        )}
        {online && state.result && summaryShut && (
          <span className="header-end">
            <button type="button" onClick={() => setSummaryShut(false)}>
              Show the summary
            </button>
          </span>
        )}
      </div>
      <div className="match-layout">
        <div className="match-board">
          <div className="board-toggles">
            <label>
              <input
                type="checkbox"
                checked={showZones}
                onChange={(e) => setShowZones(e.target.checked)}
              />{' '}
              Tackle zones
            </label>
            {record.map.floors.length > 1 && (
              <label>
                <input
                  type="checkbox"
                  checked={follow}
                  onChange={(e) => setFollow(e.target.checked)}
                />{' '}
                Follow the play from floor to floor
              </label>
            )}
          </div>
          <MatchBoard
            map={record.map}
            view={view}
            selected={selected}
            floor={Math.min(floor, record.map.floors.length - 1)}
            onFloor={setFloor}
            onSquare={onSquare}
            onDrag={onDrag}
            onHover={onHover}
            reach={plan?.squares.map((s) => s.square)}
            rushes={rushSquares(plan)}
            zonesFor={showZones ? (view.viewer ?? view.acting) : null}
            path={way && plan?.from && way !== going ? [plan.from, ...way.path] : undefined}
            chosenPath={going && plan?.from ? [plan.from, ...going.path] : undefined}
          />
          {shownElsewhere && (
            <div className="hovered-card">
              <PlayerCard {...shownElsewhere} state={state} />
            </div>
          )}
          {hint && !problem && <p className="hint">{hint}</p>}
          {problem && (
            <p role="alert" className="problem">
              {problem}
            </p>
          )}
        </div>
        <aside className="match-side" aria-label="Match panel">
          <section className="match-prompt" aria-label="Your move">
            <p className="ball-line">{ballWords(state)}</p>
            {question && <p className="question">{question}</p>}
            {going && plan && (
              <div className="chosen-way" role="group" aria-label="Chosen way">
                <p>
                  {playerWords(state, plan.player)} to ({going.square.x}, {going.square.y}):{' '}
                  {wayWords(plan, going)}
                </p>
                <div className="choices">
                  <button type="button" disabled={busy} onClick={goChosenWay} title="Key: Enter">
                    Go (Enter)
                  </button>
                  <button type="button" onClick={() => setChosen(null)} title="Key: Escape">
                    Take back (Escape)
                  </button>
                </div>
              </div>
            )}
            {view.actions.some((a) => a.type === 'place') && (
              <div className="choices">
                <button type="button" disabled={busy} onClick={() => void dispatch(autoPlace())}>
                  Auto-place
                </button>
              </div>
            )}
            {choices.length > 0 && (
              <div className="choices" role="group" aria-label="Choose an action">
                {choices.map((a, i) => (
                  <button key={i} type="button" onClick={() => act(a)}>
                    {actionWords(a, state)}
                  </button>
                ))}
              </div>
            )}
            {activations.length > 0 && ownPlayer && (
              <div className="choices" role="group" aria-label={`Actions of ${ownPlayer.name}`}>
                {activations.map((a, i) => (
                  <button key={i} type="button" disabled={busy} onClick={() => act(a)}>
                    {actionWords(a, state)}
                  </button>
                ))}
              </div>
            )}
            {(listed.length > 0 || ownTurn) && (
              <div className="choices" role="group" aria-label="Choices">
                {ownTurn && (
                  <button
                    type="button"
                    className="undo"
                    disabled={busy || undo === null}
                    title={`${undoWords(undo, state)} ${undoKeys}`}
                    onClick={undoLast}
                  >
                    Undo
                  </button>
                )}
                {listed.map((a, i) => (
                  <button
                    key={i}
                    type="button"
                    disabled={busy}
                    className={a.type === 'end-turn' || a.type === 'concede' ? a.type : undefined}
                    title={keyWords[a.type]}
                    onClick={() => {
                      if (!confirmed(a, view.actions)) return;
                      act(a);
                    }}
                  >
                    {a.type === 'choose-block-die' && blockDieFace(state, a.index) && (
                      <BlockDie face={blockDieFace(state, a.index)!} />
                    )}{' '}
                    {actionWords(a, state)}
                  </button>
                ))}
              </div>
            )}
            {/* Last, below the buttons: a long card scrolls rather than push them out of view. */}
            {ownPlayer && <PlayerCard player={ownPlayer} state={state} />}
          </section>
          <div className="match-details">
            <TeamsPanel
              state={state}
              coaches={record.coaches}
              acting={view.acting}
              answers={record.tackleZoneAnswers ?? {}}
              onAnswer={(coach, mover, answer) =>
                dispatch(tackleZoneAnswerChosen({ coach, mover, answer }))
              }
            />
            <RollOffPanel view={view} />
            <RosterPanel
              view={view}
              selected={selected}
              busy={busy}
              onSelect={(id) => dispatch(playerSelected(id))}
              onAct={act}
            />
            {!online && (
              <div className="bot-controls">
                <label>
                  Bot pace{' '}
                  <select
                    aria-label="Bot pace"
                    value={botPaceOf(record)}
                    onChange={(e) => dispatch(botPaceChosen(e.target.value as BotPace))}
                  >
                    {Object.keys(BOT_PACES).map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" onClick={() => dispatch(botsPausedToggled())}>
                  {record.botsPaused ? 'Resume bots' : 'Pause bots'}
                </button>
              </div>
            )}
          </div>
          <div className="match-log">
            <LogPanel />
          </div>
        </aside>
      </div>
      {state.result && !summaryShut && (
        <MatchSummary
          record={record}
          state={state}
          onReplay={onReplay}
          onExport={onExport}
          onClose={() => setSummaryShut(true)}
        />
      )}
    </>
  );
}

/** Conceding the match (LM-27), or ending a turn with players still to act, asks first. */
function confirmed(action: Action, actions: readonly Action[]): boolean {
  if (action.type === 'concede')
    return window.confirm('Concede the match? The other side wins at once (LM-27).');
  if (action.type !== 'end-turn') return true;
  const left = actions.filter((a) => a.type === 'activate').length;
  return left === 0 || window.confirm('Some of your players can still act. End the turn anyway?');
}
