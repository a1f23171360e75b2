import {
  LEAGUE_RULES,
  defaultOptions,
  leagueRules,
  wanderingMonsters,
  type LeagueRule,
  type MatchOptions,
  type Ruleset,
  type WanderingMonster,
} from '@dungeonbowl/engine';

/** The rules a match is played with, as the start screen holds them while they are chosen. */
export interface RulesChoice {
  /** The variant chosen, or null for the map's own. */
  readonly ruleset: Ruleset | null;
  readonly oneReroll: boolean;
  /** The round limit as typed: none unless a whole number above 0. */
  readonly maxRounds: string;
  readonly league: readonly LeagueRule[];
  readonly monster: WanderingMonster | '';
}

export const defaultRules: RulesChoice = {
  ruleset: null,
  oneReroll: defaultOptions.oneTeamRerollPerTurn,
  maxRounds: '',
  league: [],
  monster: '',
};

/** The engine's match options for the rules chosen, the map's ruleset standing for no choice. */
export function matchOptionsOf(rules: RulesChoice, mapRuleset: Ruleset | undefined): MatchOptions {
  const rounds = Number.parseInt(rules.maxRounds, 10);
  return {
    ruleset: rules.ruleset ?? mapRuleset ?? 'torguer-2021',
    oneTeamRerollPerTurn: rules.oneReroll,
    maxRounds: Number.isInteger(rounds) && rounds > 0 ? rounds : null,
    wanderingMonster: rules.monster || null,
    ...(rules.league.length > 0 && { league: rules.league }),
  };
}

interface Props {
  readonly rules: RulesChoice;
  readonly mapRuleset: Ruleset | undefined;
  readonly onChange: (rules: RulesChoice) => void;
}

/** The rules variant, the monster in the lairs, re-rolls, league rules and the round limit. */
export function RulesFields({ rules, mapRuleset, onChange }: Props) {
  const set = (change: Partial<RulesChoice>) => onChange({ ...rules, ...change });
  return (
    <>
      <label>
        Variant{' '}
        <select
          aria-label="Rules variant"
          value={rules.ruleset ?? mapRuleset ?? 'torguer-2021'}
          onChange={(e) => set({ ruleset: e.target.value as Ruleset })}
        >
          <option value="torguer-2021">Torguer &amp; Lerital 2021</option>
          <option value="jervis-1998">Jervis Johnson 1998</option>
        </select>
      </label>
      <label>
        Monster in the lairs{' '}
        <select
          aria-label="Wandering monster"
          value={rules.monster}
          onChange={(e) => set({ monster: e.target.value as WanderingMonster | '' })}
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
          checked={rules.oneReroll}
          onChange={(e) => set({ oneReroll: e.target.checked })}
        />{' '}
        One team re-roll a turn
      </label>
      <fieldset className="league-rules">
        <legend>League rules (Ligue Mythril)</legend>
        {LEAGUE_RULES.map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={rules.league.includes(id)}
              onChange={(e) =>
                set({
                  league: e.target.checked
                    ? [...rules.league, id]
                    : rules.league.filter((rule) => rule !== id),
                })
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
          value={rules.maxRounds}
          onChange={(e) => set({ maxRounds: e.target.value })}
        />
      </label>
    </>
  );
}
