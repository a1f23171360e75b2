import type { Action } from '../model/actions';
import type { GameEvent } from '../model/events';
import { createMatch, defaultOptions } from '../flow/create';
import type {
  Chest,
  EndZoneArea,
  GameState,
  MatchOptions,
  PlayerState,
  Square,
  Stance,
  TeamState,
  TeleporterSpot,
} from '../model/state';
import { apply } from '../engine';
import type { Changing, DraftState } from '../rules/context';
import type { LadderSpot } from '../mechanisms/ladders';

export interface PlayerSpec {
  readonly team?: number;
  readonly number?: number;
  readonly name?: string;
  /** His position in the Human roster, e.g. `Ogre` for a big guy; a Lineman unless told. */
  readonly position?: string;
  readonly ma?: number;
  readonly st?: number;
  readonly ag?: number;
  readonly pa?: number | null;
  readonly av?: number;
  readonly skills?: readonly string[];
  readonly stance?: Stance;
  readonly floor?: number;
  /** Niggling Injuries from his team sheet (BB-INJ-8); none unless told. */
  readonly nigglingInjuries?: number;
}

/**
 * Builds a match for a rule test so that it reads like the rule:
 * `board(['.....', '.#...']).player('attacker', 1, 1).player('defender', 2, 1, { team: 1 }).withDice([6, 3]).build()`.
 * Players are Human Linemen (6 3 3+ 4+ 9+) unless told otherwise; team 0 is active.
 */
export class MatchBuilder {
  private readonly players: { key: string; x: number; y: number; spec: PlayerSpec }[] = [];
  private dice: number[] = [];
  private rerolls = [0, 0];
  private fans = [1, 1];
  private ballAt: { x: number; y: number; floor: number } | null = null;
  private carrier: string | null = null;
  private options: MatchOptions = defaultOptions;
  private readonly teleporters: TeleporterSpot[] = [];
  private readonly endZones: EndZoneArea[] = [];
  private readonly chests: Chest[] = [];
  private readonly statues: Square[] = [];
  private readonly links: LadderSpot[] = [];
  private readonly data: Record<string, unknown> = {};
  private readonly memory: Record<string, unknown> = {};
  private active = 0;
  private readonly owners = new Map<string, number>();

  constructor(private readonly floors: readonly (readonly string[])[]) {}

  player(key: string, x: number, y: number, spec: PlayerSpec = {}): this {
    this.players.push({ key, x, y, spec });
    return this;
  }

  /** Teleporter number `number` on a square (DB-TELE-1). */
  teleporter(number: number, x: number, y: number, floor = 0): this {
    this.teleporters.push({ number, at: { floor, x, y } });
    return this;
  }

  /** A statue, in everyone's way (DB-STATUE-1). */
  statue(x: number, y: number, floor = 0): this {
    this.statues.push({ floor, x, y });
    return this;
  }

  /** A ladder from (x, y) of `floor` up to the hole above it, which must be an `o` (DB-LADDER-1). */
  ladder(x: number, y: number, floor = 0): this {
    this.links.push({ kind: 'ladder', floor, x, y });
    return this;
  }

  /** A rope from (x, y) of `floor` up to the hole above it, which must be an `o` (DB-ROPE-1). */
  rope(x: number, y: number, floor = 0): this {
    this.links.push({ kind: 'rope', floor, x, y });
    return this;
  }

  /** A mechanism's board data, as its `fromMap` would keep it (`board.mechanisms[kind]`). */
  mechanism(kind: string, data: unknown): this {
    this.data[kind] = data;
    return this;
  }

  /** What a mechanism remembers when the test starts (`mechanismState[kind]`). */
  remembering(kind: string, value: unknown): this {
    this.memory[kind] = value;
    return this;
  }

  /** A closed chest, holding the ball or trapped (DB-CHEST-1). */
  chest(x: number, y: number, content: 'ball' | 'trap', floor = 0): this {
    this.chests.push({ at: { floor, x, y }, ball: content === 'ball' });
    return this;
  }

  /** An end zone, chosen by `team` when given (DB-SETUP-12). */
  endZone(
    area: { id: string; x: number; y: number; width: number; height: number; floor?: number },
    team?: number,
  ): this {
    this.endZones.push({ floor: 0, ...area });
    if (team !== undefined) this.owners.set(area.id, team);
    return this;
  }

  /** The team whose turn it is (team 0 unless told). */
  activeTeam(team: number): this {
    this.active = team;
    return this;
  }

  withDice(dice: readonly number[]): this {
    this.dice = [...dice];
    return this;
  }

  withRerolls(team: number, count: number): this {
    this.rerolls[team] = count;
    return this;
  }

  /** The team's Dedicated Fans before the match (BB-SPP-3), 1 unless told. */
  withFans(team: number, count: number): this {
    this.fans[team] = count;
    return this;
  }

  ballOn(x: number, y: number, floor = 0): this {
    this.ballAt = { x, y, floor };
    return this;
  }

  ballHeldBy(key: string): this {
    this.carrier = key;
    return this;
  }

  withOptions(options: MatchOptions): this {
    this.options = options;
    return this;
  }

  /** The match: a new state of the test's own, which it may still change (a draft) before it plays it. */
  build(): DraftState {
    const width = this.floors[0]?.[0]?.length ?? 0;
    const height = this.floors[0]?.length ?? 0;
    const numbers = [1, 1, 1, 1];
    const specs = this.players.map(({ key, x, y, spec }) => {
      const team = spec.team ?? 0;
      const number = spec.number ?? numbers[team]!++;
      return { key, x, y, spec, team, number };
    });
    // Two teams, or as many as the players name (3 or 4: DB-MULTI).
    const count = Math.max(2, ...specs.map((s) => s.team + 1));
    const teams = Array.from({ length: count }, (_, team) => ({
      name: `Team ${team + 1}`,
      rosterId: 'human',
      rerolls: this.rerolls[team] ?? 0,
      dedicatedFans: this.fans[team] ?? 1,
      players: specs
        .filter((s) => s.team === team)
        .map((s) => ({
          number: s.number,
          name: s.spec.name ?? s.key,
          position: s.spec.position ?? 'lineman',
          ma: s.spec.ma ?? 6,
          st: s.spec.st ?? 3,
          ag: s.spec.ag ?? 3,
          pa: s.spec.pa === undefined ? 4 : s.spec.pa,
          av: s.spec.av ?? 9,
          skills: s.spec.skills ?? [],
          ...(s.spec.nigglingInjuries !== undefined && {
            nigglingInjuries: s.spec.nigglingInjuries,
          }),
        })),
    }));
    const state = createMatch(
      {
        width,
        height,
        floors: this.floors,
        teleporters: this.teleporters,
        endZones: this.endZones,
        statues: this.statues,
        ...(this.links.length > 0 || Object.keys(this.data).length > 0
          ? {
              mechanisms: {
                ...(this.links.length > 0 && { ladders: this.links }),
                ...this.data,
              },
            }
          : {}),
      },
      teams,
      'fixture',
      this.options,
    );
    for (const s of specs) {
      const p = editable(state.players.find((q) => q.id === `${s.team}-${s.number}`)!);
      p.at = { floor: s.spec.floor ?? 0, x: s.x, y: s.y };
      p.box = null;
      p.stance = s.spec.stance ?? 'standing';
    }
    if (this.ballAt) state.ball = { at: this.ballAt, carrier: null };
    if (this.carrier) {
      const holder = this.id(this.carrier, specs);
      state.ball = { at: state.players.find((p) => p.id === holder)!.at, carrier: holder };
    }
    state.chests = [...this.chests];
    if (Object.keys(this.memory).length > 0) state.mechanismState = { ...this.memory };
    for (const [zone, team] of this.owners) editable(state.teams[team]!).endZone = zone;
    state.turn.team = this.active;
    state.dice.forced = this.dice;
    return state;
  }

  /** The match id of a player named by his key in this builder. */
  private id(key: string, specs: readonly { key: string; team: number; number: number }[]): string {
    const s = specs.find((q) => q.key === key);
    if (!s) throw new Error(`No player "${key}" in this fixture`);
    return `${s.team}-${s.number}`;
  }
}

export const board = (...floors: (readonly string[])[]): MatchBuilder => new MatchBuilder(floors);

/**
 * The player a fixture named `name`, whom a test may change to set up the state it plays next.
 * The engine's own rules change a player only through `changing` (`rules/context.ts`), since
 * the states `apply` returns share the players it did not change with the state it was given.
 */
export const named = (state: GameState, name: string): Changing<PlayerState> => {
  const found = state.players.find((p) => p.name === name);
  if (!found) throw new Error(`No player named ${name}`);
  return found;
};

/** A player or team of a state a test builds, to be changed before it is played, as `named`. */
export const editable = <T extends PlayerState | TeamState>(item: T): Changing<T> => item;

/** A Block action from its start: the attacker activated for it, then his block at the target. */
export const blockBy = (attacker: string, target: string) => [
  { type: 'activate', player: attacker, action: 'block' } as const,
  { type: 'block', target } as const,
];

/** Applies actions one after the other; fails the test with the engine's reason if one is refused. */
export function play(
  state: GameState,
  ...actions: Action[]
): { state: GameState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  for (const action of actions) {
    const result = apply(current, action);
    if ('error' in result) throw new Error(`Refused ${JSON.stringify(action)}: ${result.error}`);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}
