import { useState, type ReactNode } from 'react';
import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { DungeonView } from '@dungeonbowl/ui';
import {
  inducementBudgets,
  mostTeams,
  type ApothecaryUse,
  type Inducements,
} from '@dungeonbowl/engine';
import { coachLabels, type Coach, type MatchRecord } from '../match/match-record';
import { boardTeamColours } from '../match/team-colours';
import { sampleChoice, type MapChoice } from './map-choice';
import { TeamBuilder } from '../team-builder/TeamBuilder';
import { InducementPicker } from './InducementPicker';
import { MapPicker } from './MapPicker';
import { RulesFields, defaultRules, matchOptionsOf, type RulesChoice } from './RulesFields';
import { TeamPicker } from './TeamPicker';
import {
  apothecaryUseLabels,
  chosenColour,
  matchTeams,
  offerFor,
  ownTeam,
  slotTeam,
  type TeamOffer,
} from './team-choice';
import { TeamCount } from './TeamCount';
import { ProblemList, Refusal } from './ProblemList';

interface Props {
  /** The map the page was opened with (the editor's hand-over, a share link), if any. */
  readonly given: MapChoice | null;
  /** A problem with the last start, e.g. the engine refusing the match. */
  readonly problem: string | null;
  readonly onStart: (record: MatchRecord) => void;
  /** Shown under the refusal, e.g. the saved matches kept for recovery. */
  readonly children?: ReactNode;
}

interface TeamSlot {
  /** A ready team's id, or the id of the slot's own team. */
  readonly offer: string;
  /** A team read from a team sheet file or made in the team builder. */
  readonly own: TeamOffer | null;
  readonly coach: Coach;
  /** What the team buys with its inducement budget (DB-TEAM-4, DB-TEAM-5). */
  readonly inducements: Inducements;
  /** What its coach keeps its apothecaries for (BB-INJ-10). */
  readonly apothecaryUse: ApothecaryUse;
}

const slotFor = (rosterId: string, coach: Coach): TeamSlot => ({
  offer: offerFor(rosterId).id,
  own: null,
  coach,
  inducements: {},
  apothecaryUse: 'any',
});

const defaultSlots: TeamSlot[] = [
  slotFor('human', 'human'),
  slotFor('orc', 'heuristic'),
  slotFor('dwarf', 'heuristic'),
  slotFor('skaven', 'heuristic'),
];

/**
 * A fresh seed for a new match, drawn from the browser's cryptographic generator here, never in
 * the engine: nobody can foresee it, so nobody knows the dice in advance.
 */
const freshSeed = (): string => {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(36)).join('-');
};

/** The start of a match: the map, 2 to 4 teams with their coaches, the rules variant and the seed. */
export function StartScreen({ given, problem, onStart, children }: Props) {
  const [choice, setChoice] = useState<MapChoice>(given ?? sampleChoice(sampleMaps[0].id));
  const [count, setCount] = useState(2);
  const [slots, setSlots] = useState<TeamSlot[]>(defaultSlots);
  const [teamProblems, setTeamProblems] = useState<string[]>([]);
  const [building, setBuilding] = useState<number | null>(null);
  // Empty unless a coach types one: a seed drawn at the start is seen by nobody.
  const [seed, setSeed] = useState('');
  const [rules, setRules] = useState<RulesChoice>(defaultRules);
  const league = rules.league;

  const map = 'map' in choice ? choice.map : null;
  const endZones = map?.endZones.length ?? 4;
  const options = matchOptionsOf(rules, map?.ruleset);
  const most = mostTeams(options.ruleset);
  const teams = Math.min(count, most, Math.max(2, endZones));
  const setSlot = (i: number, slot: Partial<TeamSlot>) =>
    setSlots((all) => all.map((s, j) => (j === i ? { ...s, ...slot } : s)));
  const playing = slots.slice(0, teams).map((s) => slotTeam(s.offer, s.own));
  const budgets = inducementBudgets(playing.map((t) => t.sheet));
  // The colour a coach chose for his own team (team builder, team sheet file); a ready team has none.
  const chosenColours = playing.map(chosenColour);
  const colours = boardTeamColours(teams, chosenColours);

  const start = () => {
    if (!map) return;
    const chosen = slots.slice(0, teams);
    const made = matchTeams(
      playing,
      league,
      chosen.map((s) => s.inducements),
      chosen.map((s) => s.apothecaryUse),
    );
    setTeamProblems('problems' in made ? made.problems : []);
    if ('problems' in made) return;
    const { setups } = made;
    const typed = seed.trim();
    onStart({
      map,
      mapSource: choice.source,
      teams: setups,
      coaches: chosen.map((s) => s.coach),
      seed: typed || freshSeed(),
      options,
      actions: [],
      ...(typed && { seedTyped: true }),
      ...(chosenColours.some((c) => c !== null) && { teamColours: chosenColours }),
    });
  };

  return (
    <div className="start-layout">
      <main className="start-screen" aria-label="New match">
        <MapPicker choice={choice} onChoice={setChoice} />

        <section className="start-section">
          <h2>Teams</h2>
          <TeamCount value={teams} endZones={endZones} most={most} onChange={setCount} />
          {slots.slice(0, teams).map((slot, i) => (
            <fieldset key={i} className="team-slot">
              <legend>
                Team {i + 1}{' '}
                <span
                  className="team-dot"
                  role="img"
                  aria-label={`Team ${i + 1}'s colour on the board: ${colours.colours[i]}`}
                  style={{ background: colours.colours[i] }}
                />
              </legend>
              <TeamPicker
                label={`Team ${i + 1}`}
                offer={slot.offer}
                own={slot.own}
                onOffer={(offer, own) => setSlot(i, { offer, own })}
                onProblems={setTeamProblems}
                onBuild={() => setBuilding(i)}
              />
              <select
                aria-label={`Coach of team ${i + 1}`}
                value={slot.coach}
                onChange={(e) => setSlot(i, { coach: e.target.value as Coach })}
              >
                {(Object.keys(coachLabels) as Coach[]).map((c) => (
                  <option key={c} value={c}>
                    {coachLabels[c]}
                  </option>
                ))}
              </select>
              <InducementPicker
                team={i + 1}
                sheet={playing[i]!.sheet}
                budget={budgets[i]!}
                chosen={slot.inducements}
                onChange={(inducements) => {
                  setSlot(i, { inducements });
                  setTeamProblems([]);
                }}
              />
              {(playing[i]!.sheet.apothecary ||
                (slot.inducements['wandering-apothecary'] ?? 0) > 0) && (
                <label>
                  Apothecary kept for{' '}
                  <select
                    aria-label={`Apothecary of team ${i + 1} kept for`}
                    value={slot.apothecaryUse}
                    onChange={(e) => setSlot(i, { apothecaryUse: e.target.value as ApothecaryUse })}
                  >
                    {(Object.keys(apothecaryUseLabels) as ApothecaryUse[]).map((use) => (
                      <option key={use} value={use}>
                        {apothecaryUseLabels[use]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </fieldset>
          ))}
          {colours.notes.length > 0 && (
            <ul className="note" aria-label="Team colours">
              {colours.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
          <ProblemList problems={teamProblems} />
        </section>

        <section className="start-section">
          <h2>Rules</h2>
          <RulesFields rules={rules} mapRuleset={map?.ruleset} onChange={setRules} />
          <details className="advanced">
            <summary>Advanced</summary>
            <label>
              Seed{' '}
              <input
                aria-label="Seed"
                placeholder="drawn at random"
                value={seed}
                onChange={(e) => setSeed(e.target.value)}
              />
            </label>
            <p className="note">
              The seed decides the ball&apos;s chest and every roll. Left empty, it is drawn at
              random and shown once the match is over. Type one only to replay a match or for a bot
              match: whoever knows it knows the dice, so the match is marked as played with a typed
              seed.
            </p>
          </details>
        </section>

        {children}
        {/* Always in view at the foot of the screen, however long the teams make the page. */}
        <div className="start-footer">
          <Refusal problem={problem} />
          <button type="button" className="start-button" disabled={!map} onClick={start}>
            Start the match
          </button>
        </div>
        {building !== null && (
          <TeamBuilder
            start={slotTeam(slots[building]!.offer, slots[building]!.own).sheet}
            onUse={(sheet) => {
              const own = ownTeam(sheet, 'the team builder');
              setSlot(building, { offer: own.id, own });
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
