import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { DungeonView } from '@dungeonbowl/ui';
import {
  LEAGUE_RULES,
  defaultOptions,
  inducementBudgets,
  leagueRules,
  wanderingMonsters,
  type ApothecaryUse,
  type Inducements,
  type LeagueRule,
  type Ruleset,
  type WanderingMonster,
} from '@dungeonbowl/engine';
import { coachLabels, type Coach, type MatchRecord } from '../match/match-record';
import { mapFromText, sampleChoice, type MapChoice } from './map-choice';
import { TeamBuilder } from '../team-builder/TeamBuilder';
import { InducementPicker } from './InducementPicker';
import {
  TEAM_OFFERS,
  apothecaryUseLabels,
  matchTeams,
  offerFor,
  ownTeam,
  slotTeam,
  teamFromText,
  type TeamOffer,
} from './team-choice';

interface Props {
  /** The map the page was opened with (the editor's hand-over, a share link), if any. */
  readonly given: MapChoice | null;
  /** A problem with the last start, e.g. the engine refusing the match. */
  readonly problem: string | null;
  readonly onStart: (record: MatchRecord) => void;
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

/** A fresh seed for a new match, read from the browser's generator here, never in the engine. */
const freshSeed = (): string => {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(36)).join('-');
};

const readFile = (
  event: ChangeEvent<HTMLInputElement>,
): Promise<{ name: string; text: string } | null> => {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file ? file.text().then((text) => ({ name: file.name, text })) : Promise.resolve(null);
};

/** The start of a match: the map, 2 to 4 teams with their coaches, the rules variant and the seed. */
export function StartScreen({ given, problem, onStart }: Props) {
  const [choice, setChoice] = useState<MapChoice>(given ?? sampleChoice(sampleMaps[0].id));
  const [count, setCount] = useState(2);
  const [slots, setSlots] = useState<TeamSlot[]>(defaultSlots);
  const [teamProblems, setTeamProblems] = useState<string[]>([]);
  const [building, setBuilding] = useState<number | null>(null);
  const [seed, setSeed] = useState(freshSeed);
  const [ruleset, setRuleset] = useState<Ruleset | null>(null);
  const [oneReroll, setOneReroll] = useState(defaultOptions.oneTeamRerollPerTurn);
  const [maxRounds, setMaxRounds] = useState('');
  const [league, setLeague] = useState<readonly LeagueRule[]>([]);
  const [monster, setMonster] = useState<WanderingMonster | ''>('');
  // A refusal (of the match, or of a match file opened from the header) is brought into view.
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);

  const map = 'map' in choice ? choice.map : null;
  // The sample on show, or '' for a map from elsewhere (a file, the editor, a link).
  const sampleId = sampleMaps.find((s) => s.map === map)?.id ?? '';
  const endZones = map?.endZones.length ?? 4;
  const teams = Math.min(count, Math.max(2, endZones));
  const shownRuleset = ruleset ?? map?.ruleset ?? 'torguer-2021';
  const setSlot = (i: number, slot: Partial<TeamSlot>) =>
    setSlots((all) => all.map((s, j) => (j === i ? { ...s, ...slot } : s)));
  const playing = slots.slice(0, teams).map((s) => slotTeam(s.offer, s.own));
  const budgets = inducementBudgets(playing.map((t) => t.sheet));

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
    const rounds = Number.parseInt(maxRounds, 10);
    onStart({
      map,
      mapSource: choice.source,
      teams: setups,
      coaches: chosen.map((s) => s.coach),
      seed: seed.trim() || freshSeed(),
      options: {
        ruleset: shownRuleset,
        oneTeamRerollPerTurn: oneReroll,
        maxRounds: Number.isInteger(rounds) && rounds > 0 ? rounds : null,
        wanderingMonster: monster || null,
        ...(league.length > 0 && { league }),
      },
      actions: [],
    });
  };

  return (
    <div className="start-layout">
      <main className="start-screen" aria-label="New match">
        <section className="start-section">
          <h2>Dungeon</h2>
          <label>
            Map{' '}
            <select
              aria-label="Map"
              value={sampleId}
              onChange={(e) => setChoice(sampleChoice(e.target.value))}
            >
              {sampleId === '' && <option value="">{choice.source}</option>}
              {sampleMaps.map((s) => (
                <option key={s.id} value={s.id}>
                  Sample: {s.map.meta.name}
                </option>
              ))}
            </select>
          </label>
          <label className="file-button">
            Open a map file…
            <input
              type="file"
              accept=".json,application/json"
              onChange={(e) =>
                void readFile(e).then(
                  (file) => file && setChoice(mapFromText(file.text, `File: ${file.name}`)),
                )
              }
            />
          </label>
          {map ? (
            <p className="map-summary">
              <strong>{map.meta.name}</strong>
              {map.meta.author && <> by {map.meta.author}</>}: {map.floors.length} floor
              {map.floors.length === 1 ? '' : 's'}, {map.width}×{map.height}, {map.chests.length}{' '}
              chests, {map.teleporters.length} teleporters, {endZones} end zones.
            </p>
          ) : (
            <div role="alert" className="map-refused">
              <p>
                {choice.source}: this map cannot be played. Fix it in the editor; its errors are:
              </p>
              <ul>
                {'findings' in choice &&
                  choice.findings.map((f, i) => (
                    <li key={i}>
                      <code>{f.rule}</code> {f.message}
                    </li>
                  ))}
              </ul>
            </div>
          )}
        </section>

        <section className="start-section">
          <h2>Teams</h2>
          <label>
            Number of teams{' '}
            <select
              aria-label="Number of teams"
              value={teams}
              onChange={(e) => setCount(Number(e.target.value))}
            >
              {[2, 3, 4].map((n) => (
                <option key={n} value={n} disabled={n > endZones}>
                  {n}
                  {n > endZones ? ' (the map has too few end zones)' : ''}
                </option>
              ))}
            </select>
          </label>
          {slots.slice(0, teams).map((slot, i) => (
            <fieldset key={i} className="team-slot">
              <legend>Team {i + 1}</legend>
              <select
                aria-label={`Team ${i + 1}`}
                value={slot.offer}
                onChange={(e) => setSlot(i, { offer: e.target.value, own: null })}
              >
                {slot.own && <option value={slot.own.id}>{slot.own.label}</option>}
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
                  aria-label={`Team ${i + 1} sheet file`}
                  onChange={(e) =>
                    void readFile(e).then((file) => {
                      if (!file) return;
                      const read = teamFromText(file.text);
                      if ('team' in read) {
                        setSlot(i, { offer: read.team.id, own: read.team });
                        setTeamProblems([]);
                      } else setTeamProblems([`${file.name}:`, ...read.problems]);
                    })
                  }
                />
              </label>
              <button type="button" onClick={() => setBuilding(i)}>
                Build a team…
              </button>
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
          {teamProblems.length > 0 && (
            <ul role="alert" className="map-refused">
              {teamProblems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          )}
        </section>

        <section className="start-section">
          <h2>Rules</h2>
          <label>
            Variant{' '}
            <select
              aria-label="Rules variant"
              value={shownRuleset}
              onChange={(e) => setRuleset(e.target.value as Ruleset)}
            >
              <option value="torguer-2021">Torguer &amp; Lerital 2021</option>
              <option value="jervis-1998">Jervis Johnson 1998</option>
            </select>
          </label>
          <label>
            Monster in the lairs{' '}
            <select
              aria-label="Wandering monster"
              value={monster}
              onChange={(e) => setMonster(e.target.value as WanderingMonster | '')}
            >
              <option value="">The map&apos;s own</option>
              {wanderingMonsters.map((m) => (
                <option key={m.kind} value={m.kind}>
                  {m.name} (Jervis 1998)
                </option>
              ))}
            </select>
          </label>
          <label>
            <input
              type="checkbox"
              checked={oneReroll}
              onChange={(e) => setOneReroll(e.target.checked)}
            />{' '}
            One team re-roll a turn
          </label>
          <fieldset className="league-rules">
            <legend>League rules (Ligue Mythril)</legend>
            {LEAGUE_RULES.map((id) => (
              <label key={id}>
                <input
                  type="checkbox"
                  checked={league.includes(id)}
                  onChange={(e) =>
                    setLeague((on) =>
                      e.target.checked ? [...on, id] : on.filter((rule) => rule !== id),
                    )
                  }
                />{' '}
                <code>{id}</code> {leagueRules[id]}
              </label>
            ))}
          </fieldset>
          <label>
            Round limit{' '}
            <input
              aria-label="Round limit"
              inputMode="numeric"
              placeholder="none"
              size={5}
              value={maxRounds}
              onChange={(e) => setMaxRounds(e.target.value)}
            />
          </label>
          <label>
            Seed <input aria-label="Seed" value={seed} onChange={(e) => setSeed(e.target.value)} />
          </label>
          <button type="button" onClick={() => setSeed(freshSeed())}>
            New seed
          </button>
        </section>

        {problem && (
          <p role="alert" className="map-refused" ref={shown}>
            {problem}
          </p>
        )}
        <button type="button" className="start-button" disabled={!map} onClick={start}>
          Start the match
        </button>
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
