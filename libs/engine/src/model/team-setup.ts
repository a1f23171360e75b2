import type { Inducements } from '../rosters/inducements';
import type { ApothecaryUse, PlayerState } from './state';

export interface TeamSetup {
  readonly name: string;
  readonly rosterId: string;
  readonly rerolls: number;
  /** Dedicated Fans before the match (BB-SPP-3); 1 when left out. */
  readonly dedicatedFans?: number;
  /** Apothecaries for the match: the team's own and Wandering Apothecaries (BB-INJ-10); none when left out. */
  readonly apothecaries?: number;
  /** What the coach keeps them for; the first player knocked out or hurt when left out. */
  readonly apothecaryUse?: ApothecaryUse;
  /** The inducements bought for the match (DB-TEAM-5), already counted in re-rolls and apothecaries. */
  readonly inducements?: Inducements;
  readonly players: readonly Omit<
    PlayerState,
    | 'id'
    | 'team'
    | 'at'
    | 'box'
    | 'stance'
    | 'distracted'
    | 'activated'
    | 'stunnedOnOwnTurn'
    | 'rooted'
    | 'waits'
  >[];
}
