import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { AppliedAction } from '../bots/play-match';
import type { GameState, MatchEndReason, Square } from '../model/state';

/**
 * What one game of a fairness run leaves for the report: small, plain JSON, so that games played
 * in other threads (the editor's Web Workers) come back as they are and merge into the same report.
 */
export interface FairnessGame {
  /** 1 to the run's number of games. */
  readonly game: number;
  /** The end zone each team started in, in team order. */
  readonly endZones: readonly string[];
  /** The winning team, or null for a draw. */
  readonly winner: number | null;
  readonly reason: MatchEndReason | null;
  /** Rounds played: the round of the touchdown, or the last round of a draw. */
  readonly rounds: number;
  /** The first chest opened (its index in the map's chests) and the round it was opened in. */
  readonly firstChest: ChestOpened | null;
  /** The chest the ball was found in, and the round. */
  readonly ballFound: ChestOpened | null;
  /** The round of the touchdown and the end zone it was scored in (null: none of the map's). */
  readonly touchdown: { readonly round: number; readonly endZone: string | null } | null;
  /** Where players were knocked down or fell over, once for each time. */
  readonly knockedDown: readonly Square[];
  /**
   * Where players were lost to the dungeon: in the Interstice, taken off the board for a second
   * teleport, fallen into a hazard.
   */
  readonly lost: readonly Square[];
}

export interface ChestOpened {
  readonly chest: number;
  readonly round: number;
}

interface Tally {
  firstChest: ChestOpened | null;
  ballFound: ChestOpened | null;
  touchdown: { round: number; endZone: string | null } | null;
  readonly knockedDown: Square[];
  readonly lost: Square[];
}

const copy = ({ floor, x, y }: Square): Square => ({ floor, x, y });

const same = (a: Square, b: Square) => a.floor === b.floor && a.x === b.x && a.y === b.y;

const inZone = (at: Square, z: DungeonMap['endZones'][number]) =>
  at.floor === z.floor &&
  at.x >= z.x &&
  at.x < z.x + z.width &&
  at.y >= z.y &&
  at.y < z.y + z.height;

/**
 * Reads a game's statistics from its events, action by action, as `playMatch` reports them.
 * The events name the players; where a player stood when he went down is followed through the
 * events that move players (`moved`, `pushed`, `followed-up`, `placed`, `teleported`, `fell`,
 * `boat-rowed`, `removed`) from where he stood before the action.
 */
export function gameRecorder(map: DungeonMap) {
  const tally: Tally = {
    firstChest: null,
    ballFound: null,
    touchdown: null,
    knockedDown: [],
    lost: [],
  };
  const chestAt = (at: Square) => map.chests.findIndex((c) => same(c, at));

  function observe({ before, events }: AppliedAction): void {
    let round = before.turn.round;
    let moved: Map<string, Square | null> | null = null;
    let doubled: Map<string, Square> | null = null;
    const move = (player: string, to: Square | null) => (moved ??= new Map()).set(player, to);
    const squareOf = (player: string): Square | null =>
      moved?.has(player) ? moved.get(player)! : standing(before, player);
    for (const e of events) {
      switch (e.type) {
        case 'round-started':
          round = e.round;
          break;
        case 'moved':
        case 'pushed':
          move(e.player, e.to);
          break;
        case 'followed-up':
          move(e.player, e.to);
          break;
        case 'placed':
          move(e.player, e.square);
          break;
        case 'teleported':
        case 'fell':
          move(e.player, e.to);
          break;
        case 'boat-rowed':
          move(e.player, e.at);
          break;
        case 'removed': {
          // Teleported twice and taken off the board for it (DB-TELE-4), not merely hurt where
          // he arrived (DB-TELE-5): lost where he stood.
          const twice = doubled?.get(e.player);
          if (twice) tally.lost.push(twice);
          doubled?.delete(e.player);
          move(e.player, null);
          break;
        }
        case 'chest-opened': {
          const opened = { chest: chestAt(e.at), round };
          tally.firstChest ??= opened;
          if (e.content === 'ball') tally.ballFound ??= opened;
          break;
        }
        case 'touchdown': {
          const at = squareOf(e.player);
          const zone = at ? map.endZones.find((z) => inZone(at, z)) : undefined;
          tally.touchdown ??= { round, endZone: zone?.id ?? null };
          break;
        }
        case 'knocked-down': {
          const at = squareOf(e.player);
          if (at) tally.knockedDown.push(copy(at));
          break;
        }
        case 'lost-in-interstice': {
          const at = squareOf(e.player);
          if (at) tally.lost.push(copy(at));
          break;
        }
        case 'teleported-twice': {
          const at = squareOf(e.player);
          if (at) (doubled ??= new Map()).set(e.player, copy(at));
          break;
        }
        case 'fell-in':
          tally.lost.push(copy(e.into));
          break;
      }
    }
  }

  function record(game: number, endZones: readonly string[], end: GameState): FairnessGame {
    return {
      game,
      endZones,
      winner: end.result?.winner ?? null,
      reason: end.result?.reason ?? null,
      rounds: end.turn.round,
      ...tally,
    };
  }

  return { observe, record };
}

function standing(state: GameState, id: string): Square | null {
  return state.players.find((p) => p.id === id)?.at ?? null;
}
