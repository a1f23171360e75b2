import type { Activation, GameState } from '../../model/state';
import type { Step } from '../../rules/context';
import { remember, remembered } from '../../model/memory';
import { KIND } from './lairs';

/** What one lair's monster remembers. */
export interface LairWatch {
  /** Players it has attacked who are still in its squares: attacked once while they stay (DB-GOBLOURS-3). */
  readonly attacked: readonly string[];
  /** The team turn of its last Blitz: one a team turn (DB-GOBLOURS-2). */
  readonly blitzTurn: number | null;
  /** The team turn at whose end it was first seen Stunned: Prone at the end of the next one. */
  readonly stunnedTurn: number | null;
  /** The round it was KO'd in: back in its lair 2 rounds later (DB-GOBLOURS-7). */
  readonly koRound: number | null;
}

/** A monster's Blitz under way, while its block waits for coaches' decisions. */
export interface Attack {
  readonly lair: string;
  readonly victim: string;
  /** The team turn it began in. */
  readonly turn: number;
  /** The active player's activation, set aside while the monster acts, then given back. */
  readonly held: Activation | null;
  /** Movement points spent, the block's included. */
  readonly spent: number;
  /** The victim was a Standing player of the active team: knocking him down is a turnover (DB-GOBLOURS-12). */
  readonly turnoverIfDown: boolean;
}

/** What the monsters remember (`GameState.mechanismState.monsters`). */
export interface MonstersMemory {
  readonly lairs: Readonly<Record<string, LairWatch>>;
  readonly attack: Attack | null;
}

const quiet: LairWatch = { attacked: [], blitzTurn: null, stunnedTurn: null, koRound: null };

const memoryOf = (state: Pick<GameState, 'mechanismState'>): MonstersMemory =>
  remembered<MonstersMemory>(state, KIND) ?? { lairs: {}, attack: null };

export const watchOf = (state: Pick<GameState, 'mechanismState'>, lair: string): LairWatch =>
  memoryOf(state).lairs[lair] ?? quiet;

export const attackUnderWay = (state: Pick<GameState, 'mechanismState'>): Attack | null =>
  memoryOf(state).attack;

/** Changes what one lair's monster remembers. */
export function rememberWatch(step: Step, lair: string, change: Partial<LairWatch>): void {
  const memory = memoryOf(step.state);
  const lairs = { ...memory.lairs, [lair]: { ...watchOf(step.state, lair), ...change } };
  remember(step.state, KIND, { ...memory, lairs });
}

/** Sets down or clears the Blitz under way. */
export function rememberAttack(step: Step, attack: Attack | null): void {
  remember(step.state, KIND, { ...memoryOf(step.state), attack });
}
