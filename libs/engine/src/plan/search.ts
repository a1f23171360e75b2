import { gridOf, indexIn, squareOf, type Grid } from '../board/grid';
import { directions, hasSkill, teleporterAt, terrainAt } from '../board/squares';
import { scoresIn } from '../dungeonbowl/match-end';
import type { PublicState } from '../dungeonbowl/view';
import type { Activation, Pitch, PlayerState, Square } from '../model/state';
import { passes } from '../rules/d6-test';
import { divingTackler } from '../rules/diving-tackle';
import { breakTackleBonus, tentacles } from '../rules/dodge';
import { jumpCost, jumpPathRefusal, mightJumpFrom } from '../rules/jump';
import { enterRefusal, rushesAllowed, teleporterBarred } from '../rules/move';
import { stepTests, stepTestTarget, type StepTest } from '../rules/step-rolls';
import {
  lonerTarget,
  onceATurnSkills,
  proLeft,
  skillReroll,
  teamRerollAvailable,
} from '../rules/tests';
import type { MovePlan, PlannedSquare, PlannedStep } from './move-plan';
import { atLeastAsGood, fewerAids, Odds, total, type Aids, type PlannedRoll } from './odds';

/** A way to a square, as the search keeps it. */
interface Way {
  readonly at: number;
  /** Movement spent since he set off (standing up not counted). */
  readonly used: number;
  /** He holds the ball: picked up on the way, or held from the start. */
  readonly carry: boolean;
  readonly odds: readonly number[];
  readonly chance: number;
  readonly rolls: number;
  readonly squares: number;
  /** The way it extends, and its last step: a jump or not, with its rolls; null at the start. */
  readonly parent: Way | null;
  readonly jump: boolean;
  readonly last: StepRolls | null;
  /** Beaten by a way found later: no longer extended nor shown. */
  beaten: boolean;
}

/** The rolls of one step, whether one of them picks the ball up, and what they do to the odds. */
interface StepRolls {
  readonly rolls: readonly PlannedRoll[];
  readonly pickUp: boolean;
  readonly transition: Float64Array;
}

/** The rolls a step out of a square may need, each worked out once whatever the Rushes before it. */
interface StepTestsAt {
  readonly hold: PlannedRoll | null;
  readonly tests: Partial<Record<StepTest, PlannedRoll>>;
}

/**
 * The most aids that run out the search weighs ways by (`fewerAids`): with more, the ways worth
 * keeping multiply. Only a player with more than two of Dodge, Sure Feet, Pro and Break Tackle
 * has more; the chances given for the way chosen still count them all.
 */
const SEARCH_AIDS = 2;

/** The most steps out of a square: 8 on foot, then 8 jumps. */
const SLOTS = 16;

/**
 * The search behind `movePlan`: ways are extended by movement spent, fewest first, and at each
 * square only the ways no other beats are kept, one beating another when it has spent no more
 * movement, holds the ball alike, has odds at least as good whatever rolls follow
 * (`atLeastAsGood`), and either a higher chance or no more rolls and squares. What the rules say
 * of a square or a step is asked once and kept.
 */
export class Search {
  private readonly grid: Grid;
  /** Where things stand once he has set off: everyone but him, so that his own square is free. */
  private readonly pitch: Pitch;
  private readonly odds: Odds;
  /** Movement before Rushing once he is up, and all the movement he has, Rushes included. */
  private readonly ma: number;
  private readonly budget: number;
  // Kept by the square's place in the grid: maps, as most squares of a big dungeon are never reached.
  private readonly squares = new Map<number, Square>();
  /** Per square: 0 not asked yet, 1 he may walk in, 2 he may not. */
  private readonly open: Int8Array;
  /** Per square: 0 not asked yet, 1 a way ends there (a teleporter), 2 it does not. */
  private readonly teleporters: Int8Array;
  private readonly jumps = new Map<number, readonly number[]>();
  /** By square and step out of it (8 on foot, then the jumps): its tests, and its rolls by Rushes and ball. */
  private readonly stepTests = new Map<number, StepTestsAt>();
  private readonly stepRolls = new Map<number, StepRolls[]>();
  /** The ways kept at each square, by square and whether he holds the ball. */
  private readonly ways = new Map<number, Way[]>();
  private readonly buckets: Way[][] = [];

  constructor(
    private readonly state: PublicState,
    private readonly p: PlayerState,
    private readonly activation: Activation,
    private readonly standUp: MovePlan['standUp'],
  ) {
    this.grid = gridOf(state.board);
    this.pitch = { ...state, players: state.players.filter((q) => q.id !== p.id) };
    this.odds = new Odds(fewerAids(this.aids(true, false), SEARCH_AIDS));
    this.ma = Math.max(0, p.ma - activation.spent - (standUp?.cost ?? 0));
    this.budget = this.ma + rushesAllowed(p) - activation.rushes;
    this.open = new Int8Array(this.grid.cost.length);
    this.teleporters = new Int8Array(this.grid.cost.length);
  }

  run(): PlannedSquare[] {
    const start = indexIn(this.state.board, this.p.at!);
    const odds = this.odds.after(
      this.odds.start(),
      this.odds.transition(this.standUp?.rolls ?? []),
    );
    const carry = this.state.ball.carrier === this.p.id;
    this.offer({
      at: start,
      used: 0,
      carry,
      odds,
      chance: total(odds),
      rolls: 0,
      squares: 0,
      parent: null,
      jump: false,
      last: null,
      beaten: false,
    });
    for (let used = 0; used < this.buckets.length; used++)
      for (const way of this.buckets[used] ?? [])
        if (!way.beaten && !this.ends(way)) this.extend(way);
    return this.answer(start);
  }

  /** What may save his rolls: his skills or none, a team re-roll or none. */
  private aids(skills: boolean, team: boolean): Aids {
    const { p, activation } = this;
    const loner = lonerTarget(p);
    const lonerPasses = [1, 2, 3, 4, 5, 6].filter((d) => loner === null || passes(d, 0, loner));
    return {
      breakTackle: activation.skillsUsed.includes('Break Tackle') ? 0 : breakTackleBonus(p),
      skills,
      onceSkills: onceATurnSkills.filter(
        (s) => hasSkill(p, s) && !activation.skillRerolls.includes(s),
      ),
      pro: proLeft(p, activation),
      team: team && teamRerollAvailable(this.state, p.team),
      lonerChance: lonerPasses.length / 6,
    };
  }

  /**
   * A way ends on a teleporter he has entered (DB-TELE-2) or where he scores (DB-MATCH-4): he goes
   * no further. Standing on a teleporter at the start (brought in by the pit teleporter), he may.
   */
  private ends(way: Way): boolean {
    if (way.last === null) return false;
    return (
      this.teleporter(way.at) ||
      (way.carry && scoresIn(this.state, this.p.team, this.square(way.at)))
    );
  }

  private extend(way: Way): void {
    const { cost, steps } = this.grid;
    const near = steps[way.at]!;
    for (let slot = 0; slot < near.length; slot++) {
      const to = near[slot]!;
      const price = cost[to]!;
      if (way.used + price <= this.budget && this.mayEnter(to))
        this.step(way, slot, to, price, false);
    }
    const jumps = this.jumpsFrom(way.at);
    for (let slot = 0; slot < jumps.length; slot++) {
      const to = jumps[slot]!;
      const price = jumpCost(this.state.board, this.square(to));
      if (way.used + price <= this.budget) this.step(way, 8 + slot, to, price, true);
    }
  }

  private step(way: Way, slot: number, to: number, price: number, jump: boolean): void {
    const rushes = Math.max(0, price - Math.max(0, this.ma - way.used));
    const last = this.rollsOf(way, slot, to, jump, rushes);
    const odds = last.rolls.length === 0 ? way.odds : this.odds.after(way.odds, last.transition);
    this.offer({
      at: to,
      used: way.used + price,
      carry: way.carry || last.pickUp,
      odds,
      chance: total(odds),
      rolls: way.rolls + last.rolls.length,
      squares: way.squares + 1,
      parent: way,
      jump,
      last,
      beaten: false,
    });
  }

  private offer(way: Way): void {
    const key = way.at * 2 + (way.carry ? 1 : 0);
    let here = this.ways.get(key);
    if (!here) this.ways.set(key, (here = []));
    for (const other of here) if (beats(other, way)) return;
    let kept = 0;
    for (const other of here)
      if (beats(way, other)) other.beaten = true;
      else here[kept++] = other;
    here.length = kept;
    here.push(way);
    (this.buckets[way.used] ??= []).push(way);
  }

  /** The rolls of a step, as the engine will make them: Tentacles first, then the step's tests (`stepTests`). */
  private rollsOf(way: Way, slot: number, to: number, jump: boolean, rushes: number): StepRolls {
    const step = way.at * SLOTS + slot;
    let variants = this.stepRolls.get(step);
    if (!variants) this.stepRolls.set(step, (variants = []));
    const variant = rushes * 2 + (way.carry ? 1 : 0);
    const known = variants[variant];
    if (known) return known;
    const from = this.square(way.at);
    const into = this.square(to);
    let at = this.stepTests.get(step);
    if (!at) this.stepTests.set(step, (at = { hold: this.hold(from), tests: {} }));
    const rolls: PlannedRoll[] = at.hold ? [at.hold] : [];
    for (const test of stepTests(this.pitch, this.p, from, into, rushes, jump))
      if (test !== 'pick-up' || !way.carry)
        // he picked it up on the way
        rolls.push((at.tests[test] ??= this.roll(test, from, into)));
    const found = {
      rolls,
      pickUp: rolls.some((r) => r.kind === 'pick-up'),
      transition: this.odds.transition(rolls),
    };
    variants[variant] = found;
    return found;
  }

  /** The Tentacles roll of an opponent on a player stepping out of a square, if any. */
  private hold(from: Square): PlannedRoll | null {
    const hold = tentacles(this.pitch, this.p, from);
    if (!hold) return null;
    const { grabber, target, modifier } = hold;
    return this.odds.same({
      kind: 'tentacles',
      player: grabber.id,
      target,
      modifier,
      skill: null,
      divingTackle: false,
    });
  }

  /** One test of a step, as `stepTestTarget` reads it, with what may re-roll it. */
  private roll(test: StepTest, from: Square, into: Square): PlannedRoll {
    const { pitch, p } = this;
    const { target, modifier } = stepTestTarget(pitch, test, p, from, into);
    return this.odds.same({
      kind: test,
      player: p.id,
      target,
      modifier,
      skill: skillReroll(pitch, p, test, test === 'pick-up' ? undefined : from),
      divingTackle: (test === 'dodge' || test === 'jump') && !!divingTackler(pitch, p, from),
    });
  }

  /** Whether he may walk into a square (BB-MOVE-1, DB-CHEST-2, DB-TELE-9), from anywhere next to it. */
  private mayEnter(to: number): boolean {
    if (this.open[to] === 0) {
      const square = this.square(to);
      const { action, blocked } = this.activation;
      const open =
        enterRefusal(this.pitch, square) === null &&
        !teleporterBarred(this.state.board, square, action, blocked);
      this.open[to] = open ? 1 : 2;
    }
    return this.open[to] === 1;
  }

  private teleporter(at: number): boolean {
    if (this.teleporters[at] === 0)
      this.teleporters[at] = teleporterAt(this.state.board, this.square(at)) ? 1 : 2;
    return this.teleporters[at] === 1;
  }

  /** The squares he may jump to from a square (BB-MOVE-8, DB-JUMP). */
  private jumpsFrom(at: number): readonly number[] {
    const known = this.jumps.get(at);
    if (known) return known;
    const { board } = this.state;
    const { action, blocked } = this.activation;
    const from = this.square(at);
    const found: number[] = [];
    if (mightJumpFrom(this.pitch, this.p, from))
      for (const [dx, dy] of directions) {
        const to = { floor: from.floor, x: from.x + 2 * dx, y: from.y + 2 * dy };
        if (terrainAt(board, to) === undefined) continue;
        if (jumpPathRefusal(this.pitch, this.p, from, to) !== null) continue;
        if (!teleporterBarred(board, to, action, blocked)) found.push(indexIn(board, to));
      }
    this.jumps.set(at, found);
    return found;
  }

  private square(i: number): Square {
    let square = this.squares.get(i);
    if (!square) this.squares.set(i, (square = squareOf(this.state.board, i)));
    return square;
  }

  /** The best way to each square, with its chances. */
  private answer(start: number): PlannedSquare[] {
    const best = new Map<number, Way>();
    for (const here of this.ways.values())
      for (const way of here) {
        const other = best.get(way.at);
        if (way.at !== start && (!other || better(way, other))) best.set(way.at, way);
      }
    const bare = this.chanceWith(new Odds(this.aids(false, false)));
    const skills = this.aids(true, false);
    const own =
      fewerAids(skills, SEARCH_AIDS) === skills ? null : this.chanceWith(new Odds(skills));
    const team = this.aids(true, true);
    const helped = team.team ? this.chanceWith(new Odds(team)) : null;
    return [...best.values()]
      .sort((a, b) => a.at - b.at)
      .map((way) => {
        const steps: PlannedStep[] = [];
        for (let w: Way | null = way; w?.last; w = w.parent)
          steps.push({ square: this.square(w.at), jump: w.jump, rolls: w.last.rolls });
        steps.reverse();
        const square = this.square(way.at);
        const chance = own ? own(way) : way.chance;
        return {
          square,
          path: steps.map((s) => s.square),
          steps,
          chance,
          chanceWithoutRerolls: bare(way),
          chanceWithTeamReroll: helped ? helped(way) : chance,
          movementLeft: {
            ma: Math.max(0, this.ma - way.used),
            rushes: this.budget - Math.max(this.ma, way.used),
          },
          teleporter: this.teleporter(way.at),
          touchdown: way.carry && scoresIn(this.state, this.p.team, square),
        };
      });
  }

  /** The chance of each way with other aids, the odds along a way's first steps worked out once for all the ways that share them. */
  private chanceWith(odds: Odds): (way: Way) => number {
    const known = new Map<Way, readonly number[]>();
    const along = (way: Way): readonly number[] => {
      let found = known.get(way);
      if (!found) {
        found =
          way.parent && way.last
            ? odds.after(along(way.parent), odds.transition(way.last.rolls))
            : odds.after(odds.start(), odds.transition(this.standUp?.rolls ?? []));
        known.set(way, found);
      }
      return found;
    };
    return (way) => total(along(way));
  }
}

/** Whether way `a` is never worse than way `b` to the same square, whatever follows. */
const beats = (a: Way, b: Way): boolean =>
  a.used <= b.used &&
  (a.chance > b.chance + 1e-12 ||
    (a.chance > b.chance - 1e-12 && a.rolls <= b.rolls && a.squares <= b.squares)) &&
  atLeastAsGood(a.odds, b.odds); // the dearest test last

/** Whether way `a` to a square is the better one to show: the higher chance, then fewer rolls, then fewer squares, then more movement left. */
function better(a: Way, b: Way): boolean {
  if (Math.abs(a.chance - b.chance) > 1e-12) return a.chance > b.chance;
  if (a.rolls !== b.rolls) return a.rolls < b.rolls;
  if (a.squares !== b.squares) return a.squares < b.squares;
  return a.used < b.used;
}
