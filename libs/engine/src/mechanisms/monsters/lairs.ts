import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import {
  isMonster,
  MONSTERS,
  type Board,
  type GameState,
  type PlayerState,
  type Square,
  type WanderingMonster,
} from '../../model/state';
import { clonePlayer, newcomer } from '../../rules/context';
import type { Rectangle } from '../../board/rooms';
import { perBoard } from '../../board/same-board';
import { markedPlaces } from '../../board/square-index';
import { anyoneOn } from '../../board/squares';

/** The monsters the engine runs: the Pyramid's Goblours and Jervis's wandering monsters. */
export type MonsterKind = 'goblours' | WanderingMonster;

interface Profile {
  readonly name: string;
  readonly ma: number;
  readonly st: number;
  readonly ag: number;
  readonly av: number;
  readonly skills: readonly string[];
}

/**
 * Profiles on the BB2020 scale (DB-GEN-9), none with Passing (PA –): the Goblours's MA 6, ST 6,
 * AG 4, AV 9 of the 2014 text read as AG 3+ and AV 10+, with Block and Dodge (DB-GOBLOURS-4);
 * the wandering monsters' 1998 table as converted in DB-MON-2, Répulsion being Foul Appearance
 * and Razor Sharp Claws played as Claws (DB-MON-4).
 */
export const profiles: Readonly<Record<MonsterKind, Profile>> = {
  goblours: { name: 'Goblours', ma: 6, st: 6, ag: 3, av: 10, skills: ['Block', 'Dodge'] },
  'giant-spider': {
    name: 'Giant Spider',
    ma: 7,
    st: 3,
    ag: 3,
    av: 9,
    skills: ['Foul Appearance', 'Leap'],
  },
  'giant-scorpion': { name: 'Giant Scorpion', ma: 5, st: 4, ag: 4, av: 10, skills: ['Claws'] },
  hydra: { name: 'Hydra', ma: 4, st: 4, ag: 4, av: 9, skills: ['Regeneration', 'Stand Firm'] },
  manticore: { name: 'Manticore', ma: 6, st: 5, ag: 4, av: 9, skills: ['Claws'] },
  dragon: {
    name: 'Dragon',
    ma: 6,
    st: 7,
    ag: 4,
    av: 10,
    skills: ['Mighty Blow (+1)', 'Claws', 'Stand Firm', 'Prehensile Tail', 'Multiple Block'],
  },
};

/** The wandering monsters, in the order of Jervis's table (DB-MON-2), with their names. */
export const wanderingMonsters: readonly {
  readonly kind: WanderingMonster;
  readonly name: string;
}[] = (['giant-spider', 'giant-scorpion', 'hydra', 'manticore', 'dragon'] as const).map((kind) => ({
  kind,
  name: profiles[kind].name,
}));

/** A monster's lair ("M", a `monster-lair` feature): where it waits and returns, and the squares it protects. */
export interface Lair {
  readonly id: string;
  readonly at: Square;
  readonly monster: MonsterKind;
  /** Rectangles of protected squares, on the lair's floor (DB-GOBLOURS-1). */
  readonly protects: readonly Rectangle[];
}

export const KIND = 'monsters';

export function lairsFromMap(map: DungeonMap): Lair[] | undefined {
  const lairs = (map.features ?? []).flatMap((f) =>
    f.kind === 'monster-lair'
      ? [
          {
            id: f.id,
            at: { floor: f.floor, x: f.x, y: f.y },
            monster: f.monster,
            protects: f.protects.map(({ x, y, width, height }) => ({ x, y, width, height })),
          },
        ]
      : [],
  );
  return lairs.length > 0 ? lairs : undefined;
}

export const lairsOf = (board: Board): readonly Lair[] =>
  (board.mechanisms?.[KIND] as readonly Lair[] | undefined) ?? [];

/** Whether a lair's monster protects a square (DB-GOBLOURS-1). */
export const protects = (lair: Lair, q: Square): boolean =>
  q.floor === lair.at.floor &&
  lair.protects.some(
    (r) => q.x >= r.x && q.x < r.x + r.width && q.y >= r.y && q.y < r.y + r.height,
  );

/**
 * By square of a board (`markedPlaces`), 1 where a lair's monster protects it (`protects`): worked
 * out once per board, whose lairs never move, for the watch after every action.
 */
const protectedPlaces = perBoard((board) =>
  markedPlaces(board, lairsOf(board).flatMap(protectedSquares)),
);

/** Whether a player of a team stands in a square a lair's monster protects (`protects`). */
export const anyoneInLairs = (state: Pick<GameState, 'board' | 'players'>): boolean =>
  anyoneOn(state, protectedPlaces(state.board), (p) => !isMonster(p));

/** Every square a lair's monster protects, row by row. */
export const protectedSquares = (lair: Lair): Square[] =>
  lair.protects.flatMap((r) =>
    Array.from({ length: r.width * r.height }, (_, i) => ({
      floor: lair.at.floor,
      x: r.x + (i % r.width),
      y: r.y + Math.floor(i / r.width),
    })),
  );

/** The id of the monster living in a lair, whichever it is. */
export const monsterId = (lair: Lair): string => `monster-${lair.id}`;

/**
 * The monster of a lair as a piece on the board: a player of no team (`MONSTERS`) in its lair,
 * the one the map names or a wandering monster the match puts there instead (DB-MON-1).
 */
export function newMonster(
  lair: Lair,
  number: number,
  kind: MonsterKind = lair.monster,
): PlayerState {
  const profile = profiles[kind];
  // Of the one shape every player has (`clonePlayer`).
  return clonePlayer({
    id: monsterId(lair),
    team: MONSTERS,
    number,
    name: profile.name,
    position: 'monster',
    ma: profile.ma,
    st: profile.st,
    ag: profile.ag,
    pa: null,
    av: profile.av,
    skills: profile.skills,
    at: lair.at,
    box: null,
    ...newcomer,
  });
}

/** A lair's monster, if the match has it. */
export function monsterOf(state: Pick<GameState, 'players'>, lair: Lair): PlayerState | undefined {
  // Its id written once, not for each player compared: this is asked after every action.
  const id = monsterId(lair);
  return state.players.find((p) => p.id === id);
}
