import { useState, type ReactNode } from 'react';
import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { mostTeams } from '@dungeonbowl/engine';
import { DungeonView } from '@dungeonbowl/ui';
import type { CreateMatchRequest, SeatKind, SeatRequest } from '@dungeonbowl/online-protocol';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { sampleChoice, type MapChoice } from '../start/map-choice';
import { MapPicker } from '../start/MapPicker';
import { RulesFields, defaultRules, matchOptionsOf, type RulesChoice } from '../start/RulesFields';
import { TeamPicker } from '../start/TeamPicker';
import { chosenColour, offerFor, ownTeam, slotTeam, type TeamOffer } from '../start/team-choice';
import { TeamBuilder } from '../team-builder/TeamBuilder';
import { createOnlineMatch } from './online-thunks';
import { TeamCount } from '../start/TeamCount';
import { ProblemList, Refusal } from '../start/ProblemList';

/** Who plays a seat, as the coach creating the match chooses it. */
type SeatChoice = 'me' | SeatKind;

const seatChoiceLabels: Record<SeatChoice, string> = {
  me: 'Me, at this screen',
  remote: 'A coach elsewhere (invite link)',
  'bot-heuristic': 'Bot (heuristic)',
  'bot-random': 'Bot (random)',
};

interface SeatSlot {
  readonly who: SeatChoice;
  readonly coach: string;
  readonly offer: string;
  readonly own: TeamOffer | null;
}

const slotFor = (who: SeatChoice, rosterId: string): SeatSlot => ({
  who,
  coach: '',
  offer: offerFor(rosterId).id,
  own: null,
});

const defaultSeats: SeatSlot[] = [
  slotFor('me', 'human'),
  slotFor('remote', 'orc'),
  slotFor('bot-heuristic', 'dwarf'),
  slotFor('bot-heuristic', 'skaven'),
];

/**
 * A new online match: the dungeon, 2 to 4 seats (the coach himself, coaches elsewhere who get an
 * invite link, the server's bots), the rules and the turn timer. The server creates it.
 */
export function OnlineSetup({
  given,
  children,
}: {
  readonly given: MapChoice | null;
  /** Shown below the form: the recent matches. */
  readonly children?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const { waiting, problem } = useAppSelector((s) => s.online);
  const [choice, setChoice] = useState<MapChoice>(given ?? sampleChoice(sampleMaps[0].id));
  const [count, setCount] = useState(2);
  const [seats, setSeats] = useState<SeatSlot[]>(defaultSeats);
  const [rules, setRules] = useState<RulesChoice>(defaultRules);
  const [timer, setTimer] = useState('');
  const [teamProblems, setTeamProblems] = useState<string[]>([]);
  const [building, setBuilding] = useState<number | null>(null);

  const map = 'map' in choice ? choice.map : null;
  const endZones = map?.endZones.length ?? 4;
  const options = matchOptionsOf(rules, map?.ruleset);
  const most = mostTeams(options.ruleset);
  const shown = Math.min(count, most, Math.max(2, endZones));
  const setSeat = (i: number, change: Partial<SeatSlot>) =>
    setSeats((all) =>
      all.map((s, j) => {
        if (j === i) return { ...s, ...change };
        // One seat only is this screen's.
        return change.who === 'me' && s.who === 'me' ? { ...s, who: 'remote' } : s;
      }),
    );

  const create = () => {
    if (!map) return;
    const chosen = seats.slice(0, shown);
    const sample = sampleMaps.find((s) => s.map === map);
    const seconds = Number.parseInt(timer, 10);
    const teams = chosen.map((s) => slotTeam(s.offer, s.own));
    const request: CreateMatchRequest = {
      ...(sample ? { sample: sample.id } : { map }),
      seats: chosen.map((s, i): SeatRequest => {
        const offer = teams[i]!;
        const colour = chosenColour(offer);
        return {
          kind: s.who === 'me' ? 'remote' : s.who,
          ...(s.coach.trim() && { coach: s.coach.trim().slice(0, 40) }),
          ...(s.who !== 'remote' && { team: offer.sheet, ...(colour && { colour }) }),
        };
      }),
      options,
      ...(Number.isInteger(seconds) && seconds > 0 && { turnSeconds: seconds }),
    };
    const mine = chosen.findIndex((s) => s.who === 'me');
    void dispatch(createOnlineMatch(request, mine < 0 ? null : mine, teams[mine]?.from ?? null));
  };

  return (
    <div className="start-layout">
      <main className="start-screen" aria-label="New online match">
        <MapPicker choice={choice} onChoice={setChoice} />
        <section className="start-section">
          <h2>Seats</h2>
          <TeamCount value={shown} endZones={endZones} most={most} onChange={setCount} />
          {seats.slice(0, shown).map((seat, i) => (
            <fieldset key={i} className="team-slot">
              <legend>Seat {i + 1}</legend>
              <select
                aria-label={`Who plays seat ${i + 1}`}
                value={seat.who}
                onChange={(e) => setSeat(i, { who: e.target.value as SeatChoice })}
              >
                {(Object.keys(seatChoiceLabels) as SeatChoice[]).map((c) => (
                  <option key={c} value={c}>
                    {seatChoiceLabels[c]}
                  </option>
                ))}
              </select>
              <input
                aria-label={`Coach of seat ${i + 1}`}
                placeholder="Coach's name"
                maxLength={40}
                size={14}
                value={seat.coach}
                onChange={(e) => setSeat(i, { coach: e.target.value })}
              />
              {seat.who === 'remote' ? (
                <span className="seat-note">chooses a team in the lobby</span>
              ) : (
                <TeamPicker
                  label={`Team of seat ${i + 1}`}
                  offer={seat.offer}
                  own={seat.own}
                  onOffer={(offer, own) => setSeat(i, { offer, own })}
                  onProblems={setTeamProblems}
                  onBuild={() => setBuilding(i)}
                />
              )}
            </fieldset>
          ))}
          <ProblemList problems={teamProblems} />
        </section>
        <section className="start-section">
          <h2>Rules</h2>
          <RulesFields rules={rules} mapRuleset={map?.ruleset} onChange={setRules} />
          <label>
            Turn timer{' '}
            <input
              aria-label="Turn timer in seconds"
              inputMode="numeric"
              placeholder="off"
              size={6}
              value={timer}
              onChange={(e) => setTimer(e.target.value)}
            />{' '}
            seconds a team turn
          </label>
        </section>
        <Refusal problem={problem} />
        <button type="button" className="start-button" disabled={!map || waiting} onClick={create}>
          {waiting ? 'Creating the match…' : 'Create the online match'}
        </button>
        {children}
        {building !== null && (
          <TeamBuilder
            start={slotTeam(seats[building]!.offer, seats[building]!.own).sheet}
            onUse={(sheet) => {
              const own = ownTeam(sheet, 'the team builder');
              setSeat(building, { offer: own.id, own });
              setTeamProblems([]);
              setBuilding(null);
            }}
            onCancel={() => setBuilding(null)}
          />
        )}
      </main>
      {map && (
        <section className="start-preview" aria-label="Map preview">
          <DungeonView map={map} />
        </section>
      )}
    </div>
  );
}
