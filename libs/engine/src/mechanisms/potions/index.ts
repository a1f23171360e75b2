import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Board, GameState, Square } from '../../model/state';
import { changing, type Step } from '../../rules/context';
import type { Mechanism, MechanismMark } from '../mechanism';
import { remember, remembered } from '../../model/memory';

/** A potion table of the map (`potion-table` feature): its squares and the potions on it at the start. */
export interface PotionTable {
  readonly squares: readonly Square[];
  readonly potions: number;
}

export const KIND = 'potions';

/** The potions on each table at the start of a match when the map does not say (DB-POTION-1). */
const POTIONS = 14;

/**
 * What the potions remember: the potions left on each table, in the board's order, and the
 * players who took one this team turn, whose movement is over (DB-POTION-2).
 */
export interface PotionMemory {
  readonly left: readonly number[];
  readonly took: readonly string[];
}

export const tablesOf = (board: Board): readonly PotionTable[] =>
  (board.mechanisms?.[KIND] as readonly PotionTable[] | undefined) ?? [];

export const potionMemory = (state: Pick<GameState, 'board' | 'mechanismState'>): PotionMemory =>
  remembered<PotionMemory>(state, KIND) ?? {
    left: tablesOf(state.board).map((t) => t.potions),
    took: [],
  };

function fromMap(map: DungeonMap): PotionTable[] | undefined {
  const tables = (map.features ?? []).flatMap((f) =>
    f.kind === 'potion-table'
      ? [
          {
            squares: Array.from({ length: f.width * f.height }, (_, i) => ({
              floor: f.floor,
              x: f.x + (i % f.width),
              y: f.y + Math.floor(i / f.width),
            })),
            potions: f.potions ?? POTIONS,
          },
        ]
      : [],
  );
  return tables.length > 0 ? tables : undefined;
}

/**
 * A potion carried by a player who has left the dungeon is thrown away (DB-POTION-2
 * interpretation): seen after every action and at the start and end of every team turn.
 */
function discardAway(step: Step): void {
  for (const p of step.state.players)
    if (p.box !== null && p.potion?.carried) {
      changing(step, p.id).potion = p.potion.effect
        ? { carried: false, effect: p.potion.effect }
        : undefined;
      step.events.push({ type: 'potion-lost', player: p.id });
    }
}

/**
 * At the end of each of his team's turns a potion acts one turn less; after the fourth it wears
 * off and its token is thrown away (DB-POTION-3, DB-POTION-7). Whoever took a potion this turn
 * may move again in the next.
 */
function endOfTurn(step: Step): void {
  const { state } = step;
  discardAway(step);
  for (const p of state.players) {
    const effect = p.potion?.effect;
    if (p.team !== state.turn.team || !effect) continue;
    if (effect.turns > 1) {
      changing(step, p.id).potion = {
        carried: p.potion!.carried,
        effect: { ...effect, turns: effect.turns - 1 },
      };
      continue;
    }
    changing(step, p.id).potion = p.potion!.carried ? { carried: true, effect: null } : undefined;
    step.events.push({ type: 'potion-worn-off', player: p.id, potion: effect.potion });
  }
  const memory = remembered<PotionMemory>(state, KIND);
  if (memory && memory.took.length > 0) remember(state, KIND, { ...memory, took: [] });
}

/** Each table with the potions left on it, for the screens (DB-POTION-1, DB-POTION-7). */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  const { left } = potionMemory(state);
  return tablesOf(state.board).map((table, i) => {
    const n = left[i] ?? 0;
    return {
      kind: KIND,
      squares: table.squares,
      state: n > 0 ? 'potions' : 'empty',
      label:
        n > 0
          ? `The potion table holds ${n} potion${n === 1 ? '' : 's'}.`
          : 'The potion table is empty.',
    };
  });
}

/**
 * The wizards' magic potions (DB-POTION): tables of potions a Standing player next to one takes
 * at the end of his movement, drunk at the start of one of his team turns for 4 turns of changed
 * characteristics or skills (`table.ts`). Taking and drinking are actions `legalActions` offers
 * (`drinking.ts`); the changed characteristics are what `characteristics(p)` and `hasSkill` read.
 */
export const potions: Mechanism = {
  kind: KIND,
  fromMap,
  movingRefusal: (state, p) =>
    remembered<PotionMemory>(state, KIND)?.took.includes(p.id)
      ? `${p.name} has taken a potion: his movement is over (DB-POTION-2).`
      : null,
  startOfTurn: discardAway,
  endOfTurn,
  afterAction: discardAway,
  shown,
};
