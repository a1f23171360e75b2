import { gridOf, type Grid } from '../board/grid';
import { indexIn, squareOf } from '../board/square-index';
import { directions, hasSkill, teleporterAt, terrainAt } from '../board/squares';
import { scoresIn } from '../flow/match-end';
import type { PublicState } from '../view';
import type { Activation, Pitch, PlayerState, Square } from '../model/state';
import { passes } from '../rules/d6-test';
import { breakTackleBonus } from '../rules/dodge';
import { jumpCost, jumpPathRefusal, mightJumpFrom } from '../rules/jump';
import {
  crossingRefusal,
  enterRefusal,
  moveCost,
  movementPays,
  rushesFor,
  teleporterBarred,
} from '../rules/move';
import { rushesAllowed, teleporterJumped, type StepWay } from '../rules/step-rolls';
import { lonerTarget, onceATurnSkills, proLeft, teamRerollAvailable } from '../rules/tests';
import type { MovePlan, PlannedSquare, PlannedStep } from './move-plan';
import { atLeastAsGood, fewerAids, Odds, total, type Aids, type PlannedRoll } from './odds';
import { jumpLanding } from '../board/landing';
import type { Passage } from '../mechanisms/mechanism';
import { passageBetween, standRefusal, stepCostNow } from '../board/dungeon';
import { StepRollBook } from './planned-steps';
import { characteristics } from '../rules/characteristics';

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
  /** The way it extends, and its last step: how he went, with its rolls; null at the start. */
  readonly parent: Way | null;
  readonly how: StepWay;
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

/**
 * The most aids that run out the search weighs ways by (`fewerAids`): with more, the ways worth
 * keeping multiply. Only a player with more than two of Dodge, Sure Feet, Pro and Break Tackle
 * has more; the chances given for the way chosen still count them all.
 */
const SEARCH_AIDS = 2;

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
  /** Whether he has Rushed already in this activation. */
  private readonly rushed: boolean;
  // Kept by the square's place in the grid: maps, as most squares of a big dungeon are never reached.
  private readonly squares = new Map<number, Square>();
  /** Per square: 0 not asked yet, 1 he may walk in, 2 he may not. */
  private readonly open: Int8Array;
  /** Per square: 0 not asked yet, 1 a way ends there (a teleporter), 2 it does not. */
  private readonly teleporters: Int8Array;
  /** By step (the squares it goes from and to), whether nothing the dungeon moves parts them now. */
  private readonly crossings = new Map<number, boolean>();
  /** By step, what it costs now (`priceNow`). */
  private readonly prices = new Map<number, number>();
  private readonly jumps = new Map<number, readonly number[]>();
  /** The rolls of each step, and by step (the squares it goes from and to) its rolls by Rushes and ball. */
  private readonly steps: StepRollBook;
  private readonly stepRolls = new Map<number, StepRolls[]>();
  /** The ways kept at each square, by square and whether he holds the ball. */
  private readonly ways = new Map<number, Way[]>();
  private readonly buckets: Way[][] = [];

  constructor(
    private readonly state: PublicState,
    private readonly p: PlayerState,
    private readonly activation: Activation,
    private readonly standUp: MovePlan['standUp'],
    private readonly declared: MovePlan['declared'] = [],
  ) {
    this.grid = gridOf(state.board);
    this.pitch = { ...state, players: state.players.filter((q) => q.id !== p.id) };
    this.odds = new Odds(fewerAids(this.aids(true, false), SEARCH_AIDS));
    this.steps = new StepRollBook(state, this.pitch, p, this.odds);
    this.ma = Math.max(0, characteristics(p).ma - activation.spent - (standUp?.cost ?? 0));
    this.budget = this.ma + rushesAllowed(p) - activation.rushes;
    this.rushed = activation.rushes > 0;
    this.open = new Int8Array(this.grid.out.length);
    this.teleporters = new Int8Array(this.grid.out.length);
  }

  /** The rolls before his first step: his traits' as the action is declared, then standing up. */
  private firstRolls(): readonly PlannedRoll[] {
    return [...this.declared, ...(this.standUp?.rolls ?? [])];
  }

  run(): PlannedSquare[] {
    const start = indexIn(this.state.board, this.p.at!);
    const odds = this.odds.after(this.odds.start(), this.odds.transition(this.firstRolls()));
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
      how: 'step',
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
   * A way ends on a teleporter he has entered (DB-TELE-2), where he scores (DB-MATCH-4), or in a
   * void he jumps down into (DB-FLOOR-3): he goes no further. Standing on a teleporter at the
   * start (brought in by the pit teleporter), he may.
   */
  private ends(way: Way): boolean {
    if (way.last === null) return false;
    return (
      way.how === 'jump-down' ||
      this.teleporter(way.at) ||
      (way.carry && scoresIn(this.state, this.p.team, this.square(way.at)))
    );
  }

  /** The ways one move longer: the grid's moves out of his square (steps, ladders and ropes, jumps down), then his jumps. */
  private extend(way: Way): void {
    const { squares, costs, ways } = this.grid.out[way.at]!;
    const ma = Math.max(0, this.ma - way.used);
    for (let k = 0; k < squares.length; k++) {
      const to = squares[k]!;
      const how = ways[k]!;
      const passage = how === 'passage' ? this.passage(way.at, to) : undefined;
      const price =
        how === 'step'
          ? this.priceNow(way.at, to, costs[k]!)
          : moveCost(costs[k]!, passage, ma, this.rushed || way.used > this.ma);
      // A fall leads out of a void only, where a way has ended.
      if (
        how !== 'fall' &&
        movementPays(price, ma, this.rushesLeft(way), passage) &&
        this.mayEnter(to) &&
        this.mayCross(way.at, to, how)
      )
        this.step(way, to, price, how);
    }
    for (const to of this.jumpsFrom(way.at)) {
      const price = jumpCost(this.state.board, this.square(to));
      if (movementPays(price, ma, this.rushesLeft(way))) this.step(way, to, price, 'jump');
    }
  }

  private step(way: Way, to: number, price: number, how: StepWay): void {
    const rushes = rushesFor(price, this.ma - way.used);
    const last = this.rollsOf(way, to, how, rushes);
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
      how,
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

  /** The rolls of a step (`StepRollBook`), and what they do to the odds, by Rushes and ball. */
  private rollsOf(way: Way, to: number, how: StepWay, rushes: number): StepRolls {
    // A step is known by the squares it goes from and to: only one way leads from one to the other.
    const step = way.at * this.grid.out.length + to;
    let variants = this.stepRolls.get(step);
    if (!variants) this.stepRolls.set(step, (variants = []));
    const variant = rushes * 2 + (way.carry ? 1 : 0);
    const known = variants[variant];
    if (known) return known;
    const from = this.square(way.at);
    const into = this.square(to);
    const rolls = this.steps.rolls(step, from, into, how, rushes, way.carry);
    const found = {
      rolls,
      pickUp: rolls.some((r) => r.kind === 'pick-up'),
      transition: this.odds.transition(rolls),
    };
    variants[variant] = found;
    return found;
  }

  /** The Rushes he has left at the end of a way. */
  private rushesLeft(way: Way): number {
    return this.budget - Math.max(this.ma, way.used);
  }

  /** Whether he may move into a square the grid leads to (BB-MOVE-1, DB-CHEST-2, DB-TELE-9), from anywhere. */
  private mayEnter(to: number): boolean {
    if (this.open[to] === 0) {
      const square = this.square(to);
      const { action, blocked } = this.activation;
      const open =
        enterRefusal(this.pitch, square) === null &&
        standRefusal(this.state, this.p, square) === null &&
        !teleporterBarred(this.state.board, square, action, blocked);
      this.open[to] = open ? 1 : 2;
    }
    return this.open[to] === 1;
  }

  /** What a step of the grid costs now: its own cost, unless a boat is boarded or left (DB-BOAT-5, DB-BOAT-6). */
  private priceNow(from: number, to: number, cost: number): number {
    if (this.state.mechanismState === undefined) return cost;
    const step = from * this.grid.out.length + to;
    let price = this.prices.get(step);
    if (price === undefined) {
      price = stepCostNow(this.state, this.square(from), this.square(to)) ?? cost;
      this.prices.set(step, price);
    }
    return price;
  }

  /** Whether he may go by a move of the grid from one square to the next now (DB-PORT-2, DB-TILT-1). */
  private mayCross(from: number, to: number, how: StepWay): boolean {
    if (this.state.mechanismState === undefined) return true;
    const step = from * this.grid.out.length + to;
    let open = this.crossings.get(step);
    if (open === undefined) {
      open = crossingRefusal(this.state, this.square(from), this.square(to), how) === null;
      this.crossings.set(step, open);
    }
    return open;
  }

  /** The way that is not a step between two squares of the grid, if any (a ladder, a lift, a mine cart). */
  private passage(from: number, to: number): Passage | undefined {
    return passageBetween(this.state.board, this.square(from), this.square(to));
  }

  private teleporter(at: number): boolean {
    if (this.teleporters[at] === 0)
      this.teleporters[at] = teleporterAt(this.state.board, this.square(at)) ? 1 : 2;
    return this.teleporters[at] === 1;
  }

  /**
   * The squares he may jump to from a square (BB-MOVE-8, DB-JUMP). A jump over a teleporter ends
   * in it as the step into it does (DB-JUMP-4): that step is the way there, and no way goes beyond.
   */
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
        if (teleporterJumped(board, from, to)) continue;
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
          steps.push({ square: this.square(w.at), jump: w.how === 'jump', rolls: w.last.rolls });
        steps.reverse();
        const square = this.square(way.at);
        const jumpDown =
          way.how === 'jump-down' ? { landing: jumpLanding(this.state.board, square) } : null;
        // Into a pit or a hazard below, he never comes down on his feet.
        const lands = jumpDown?.landing === null ? 0 : 1;
        const chance = lands * (own ? own(way) : way.chance);
        return {
          square,
          path: steps.map((s) => s.square),
          steps,
          chance,
          chanceWithoutRerolls: lands * bare(way),
          chanceWithTeamReroll: helped ? lands * helped(way) : chance,
          movementLeft: {
            ma: Math.max(0, this.ma - way.used),
            rushes: this.rushesLeft(way),
          },
          teleporter: this.teleporter(way.at),
          touchdown: way.carry && scoresIn(this.state, this.p.team, square),
          jumpDown,
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
            : odds.after(odds.start(), odds.transition(this.firstRolls()));
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
