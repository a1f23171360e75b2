import { succeeds } from '../rules/d6-test';
import { breakTackleTurns } from '../rules/dodge';
import type { StepTest } from '../rules/step-rolls';
import type { Trait } from '../rules/activation';
import { onceATurn } from '../rules/tests';

/** A roll a planned move needs, as the engine's `test` event will show it. */
export interface PlannedRoll {
  readonly kind: 'stand-up' | 'jump-up' | StepTest | 'floor-landing' | 'tentacles' | Trait;
  /** Who rolls: the mover, or for Tentacles the opponent who tries to hold him (BB-SKILL-1). */
  readonly player: string;
  /**
   * The roll needed and its modifier: it passes when D6 + modifier ≥ target, a natural 1 failing
   * and a 6 passing but on Jervis's jump over an obstacle (`succeeds`, BB-GEN-2, DB-JUMP-5).
   */
  readonly target: number;
  readonly modifier: number;
  /** The skill of the mover that may re-roll it if it fails (Dodge, Sure Feet, Sure Hands), or null. */
  readonly skill: string | null;
  /**
   * An opponent with Diving Tackle Marks the square left (BB-SKILL-1): the chances count on him
   * taking 2 off a passed roll whenever that fails it.
   */
  readonly divingTackle: boolean;
}

/**
 * What may save a failed roll of the mover, and what he has left of each:
 * `breakTackle` (its bonus, 0 without it or once used), his once-a-turn skill re-rolls still
 * unused (Dodge, Sure Feet, BB-RR-4), Pro still unused, whether his skill re-rolls count at all,
 * and whether a team re-roll may be spent, with the chance a Loner's roll lets it (BB-RR-5).
 */
export interface Aids {
  readonly breakTackle: number;
  readonly skills: boolean;
  readonly onceSkills: readonly string[];
  readonly pro: boolean;
  readonly team: boolean;
  readonly lonerChance: number;
}

/**
 * The same aids with at most `most` of those that run out, the others left aside: the
 * once-a-turn skill re-rolls first, then Pro, then Break Tackle, then the team re-roll (the aids
 * themselves when they are no more). Each one kept doubles the states the odds are spread over.
 */
export function fewerAids(aids: Aids, most: number): Aids {
  const skills = aids.skills ? aids.onceSkills.length + (aids.pro ? 1 : 0) : 0;
  if (skills + (aids.breakTackle > 0 ? 1 : 0) + (aids.team ? 1 : 0) <= most) return aids;
  const onceSkills = aids.skills ? aids.onceSkills.slice(0, most) : [];
  let left = most - onceSkills.length;
  const pro = aids.skills && aids.pro && left-- > 0;
  const breakTackle = aids.breakTackle > 0 && left-- > 0 ? aids.breakTackle : 0;
  const team = aids.team && left-- > 0;
  return { ...aids, onceSkills, pro, breakTackle, team };
}

/** A sequence of rolls: its transition, and the sequences one roll longer, by that roll. */
interface Sequence {
  readonly transition: Float64Array;
  readonly next: Map<PlannedRoll, Sequence>;
}

/**
 * The odds of a sequence of rolls, kept as a distribution over what the mover has left: the
 * chance that every roll so far passed with the re-rolls still unused being exactly those of each
 * state (a bit set per aid left, all set at the start). The coach is taken to re-roll every
 * failed roll he can: with the skill for it first (it costs nothing), then with the better of the
 * team re-roll and Pro, keeping the other for later. Break Tackle is used as the engine uses it.
 */
export class Odds {
  /** The aids that run out, one bit each: Break Tackle, the once-a-turn skills, Pro, the team re-roll. */
  private readonly bits: readonly string[];
  readonly states: number;
  /** Each different roll's matrix, and the roll `same` gives for it, by what the roll is. */
  private readonly matrices = new Map<string, Float64Array>();
  private readonly rolls = new Map<string, PlannedRoll>();
  /** The transitions of the sequences asked about, from no roll at all. */
  private readonly root: Sequence;

  constructor(private readonly aids: Aids) {
    this.bits = [
      ...(aids.breakTackle > 0 ? ['Break Tackle'] : []),
      ...(aids.skills ? aids.onceSkills : []),
      ...(aids.skills && aids.pro ? ['Pro'] : []),
      ...(aids.team ? ['team'] : []),
    ];
    this.states = 1 << this.bits.length;
    const none = new Float64Array(this.states * this.states);
    for (let s = 0; s < this.states; s++) none[s * this.states + s] = 1;
    this.root = { transition: none, next: new Map() };
  }

  /** Before any roll: certain, with every aid left. */
  start(): number[] {
    const odds = Array<number>(this.states).fill(0);
    odds[this.states - 1] = 1;
    return odds;
  }

  /**
   * What a sequence of rolls does to the odds: for each state before them, the chance of passing
   * them all and ending in each state (a matrix of states × states). Kept by sequence, as a tree
   * of rolls: a plan asks about the same rolls many times.
   */
  transition(rolls: readonly PlannedRoll[]): Float64Array {
    let node = this.root;
    for (const roll of rolls) {
      let next = node.next.get(roll);
      if (!next) {
        next = { transition: this.times(node.transition, this.matrix(roll)), next: new Map() };
        node.next.set(roll, next);
      }
      node = next;
    }
    return node.transition;
  }

  /** The product of two transitions, one after the other. */
  private times(first: Float64Array, then: Float64Array): Float64Array {
    const n = this.states;
    const product = new Float64Array(n * n);
    for (let s = 0; s < n; s++)
      for (let m = 0; m < n; m++) {
        const via = first[s * n + m]!;
        if (via !== 0) for (let t = 0; t < n; t++) product[s * n + t]! += via * then[m * n + t]!;
      }
    return product;
  }

  /** The odds after rolls whose `transition` this is. */
  after(odds: readonly number[], transition: Float64Array): number[] {
    const n = this.states;
    if (n === 1) return [odds[0]! * transition[0]!];
    const next = Array<number>(n).fill(0);
    for (let s = 0; s < n; s++) {
      const mass = odds[s]!;
      if (mass !== 0) for (let t = 0; t < n; t++) next[t]! += mass * transition[s * n + t]!;
    }
    return next;
  }

  private bit(aid: string): number {
    const i = this.bits.indexOf(aid);
    return i < 0 ? 0 : 1 << i;
  }

  /**
   * One object for all rolls alike (the same test, target, modifier and aids), so that `transition`
   * knows them again.
   */
  same(roll: PlannedRoll): PlannedRoll {
    const key = rollKey(roll);
    const known = this.rolls.get(key);
    if (known) return known;
    this.rolls.set(key, roll);
    return roll;
  }

  /** For each state left before the roll, the chance of passing it and ending in each state. */
  private matrix(roll: PlannedRoll): Float64Array {
    const key = rollKey(roll);
    const known = this.matrices.get(key);
    if (known) return known;
    const n = this.states;
    const matrix = new Float64Array(n * n);
    for (let s = 0; s < n; s++) this.outcomes(roll, s, (t, p) => (matrix[s * n + t]! += p));
    this.matrices.set(key, matrix);
    return matrix;
  }

  /** Every way the roll may pass from state `s`, die by die (BB-GEN-2, BB-GEN-4, BB-RR-4). */
  private outcomes(roll: PlannedRoll, s: number, pass: (t: number, p: number) => void): void {
    const { target, modifier } = roll;
    if (roll.kind === 'tentacles') {
      // The opponent's roll, which nobody re-rolls: the mover gets away when it fails.
      for (let die = 1; die <= 6; die++) if (!succeeds(roll, die, modifier)) pass(s, 1 / 6);
      return;
    }
    const tackle = roll.kind === 'dodge' ? this.bit('Break Tackle') : 0;
    const bonus = this.aids.breakTackle;
    /** One die thrown with `modifier`: the state after, or null when it fails; `dive` whether Diving Tackle may still strike. */
    const read = (die: number, state: number, base: number, dive: boolean) => {
      let total = base;
      let after = state;
      if (state & tackle && breakTackleTurns(die, base, target, bonus)) {
        total += bonus;
        after &= ~tackle;
      }
      const passed = succeeds(roll, die, total);
      const dived = passed && dive && !succeeds(roll, die, total - 2);
      return { after, passed: passed && !dived, dived };
    };
    for (let first = 1; first <= 6; first++) {
      const once = read(first, s, modifier, roll.divingTackle);
      if (once.passed) {
        pass(once.after, 1 / 6);
        continue;
      }
      const saved = this.reroll(roll, once.after);
      if (!saved) continue;
      const base = once.dived ? modifier - 2 : modifier;
      for (let second = 1; second <= 6; second++) {
        const again = read(second, saved.state, base, roll.divingTackle && !once.dived);
        if (again.passed) pass(again.after, saved.chance / 36);
      }
    }
  }

  /** The re-roll taken on a failed roll, the state it leaves and the chance it is allowed; null if none. */
  private reroll(roll: PlannedRoll, s: number): { state: number; chance: number } | null {
    if (this.aids.skills && roll.skill !== null) {
      if (!onceATurn(roll.skill)) return { state: s, chance: 1 };
      const skill = this.bit(roll.skill);
      if (s & skill) return { state: s & ~skill, chance: 1 };
    }
    const team = this.bit('team');
    const pro = this.bit('Pro');
    const options = [
      ...(s & team ? [{ state: s & ~team, chance: this.aids.lonerChance }] : []),
      // Pro: a 3+ first, or the die stands (BB-RR-4).
      ...(s & pro ? [{ state: s & ~pro, chance: 4 / 6 }] : []),
    ];
    return options.sort((a, b) => b.chance - a.chance)[0] ?? null;
  }
}

/** What a roll is, for the odds: two rolls alike have the same chances. */
const rollKey = (roll: PlannedRoll): string =>
  `${roll.kind} ${roll.player} ${roll.target} ${roll.modifier} ${roll.skill} ${roll.divingTackle}`;

/** The chance that every roll so far passed, whatever is left. */
export function total(odds: readonly number[]): number {
  let sum = 0;
  for (const mass of odds) sum += mass;
  return sum;
}

/**
 * The up-sets of the states, by number of states: each as the list of its states. A pure memo: what
 * it keeps for a number follows from that number alone.
 */
// eslint-disable-next-line no-restricted-syntax -- a memo by number, see above
const upSetsBySize = new Map<number, readonly Int8Array[]>();

/**
 * Every set of states that holds, with any state, every state with more aids left. One odds is
 * at least as good as another for every roll still to come when it puts at least as much chance
 * in each of these sets (a future is never worse with more aids left).
 */
function upSets(states: number): readonly Int8Array[] {
  const known = upSetsBySize.get(states);
  if (known) return known;
  const sets: Int8Array[] = [];
  for (let set = 1; set < 2 ** states; set++) {
    // Closed upwards when each state's one-more-aid neighbours are in it too.
    let closed = true;
    for (let s = 0; s < states && closed; s++)
      if (set & (1 << s))
        for (let bit = 1; bit < states && closed; bit <<= 1)
          if (!(s & bit) && !(set & (1 << (s | bit)))) closed = false;
    if (closed)
      sets.push(Int8Array.from({ length: states }, (_, s) => s).filter((s) => set & (1 << s)));
  }
  upSetsBySize.set(states, sets);
  return sets;
}

/** Whether odds `a` are at least as good as `b` whatever rolls follow (within a rounding error). */
export function atLeastAsGood(a: readonly number[], b: readonly number[]): boolean {
  const n = a.length;
  let everywhere = true;
  for (let s = 0; s < n; s++) if (a[s]! < b[s]! - 1e-12) everywhere = false;
  if (everywhere) return true; // at least as much chance in every state
  if (a[n - 1]! < b[n - 1]! - 1e-12) return false; // less with every aid left
  for (const set of upSets(n)) {
    let sum = 0;
    for (const s of set) sum += a[s]! - b[s]!;
    if (sum < -1e-12) return false;
  }
  return true;
}
