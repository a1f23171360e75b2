/**
 * What the engine's state types forbid a reader (an app, the server, a bot, a test): writing into
 * a state it was handed, at any depth. Checked by the typecheck, never run: every line under a
 * `@ts-expect-error` must be a compile error, or that comment is one. Only a `DraftState`, which
 * the rules build with `draftOf`, may be written, and it shares its players and teams until
 * `changing` or `changingTeam` copies one.
 */
import {
  apply,
  view,
  type Action,
  type Activation,
  type BallState,
  type GameState,
  type Match,
  type PublicState,
  type TurnState,
} from './index';
import { changing, draftOf, type DraftState, type ReadStep, type Step } from './rules/context';

export function readerWrites(state: GameState, match: Match, action: Action): void {
  // @ts-expect-error a state's own fields
  state.result = null;
  // @ts-expect-error a player
  state.players[0]!.ma = 9;
  // @ts-expect-error a player's square
  state.players[0]!.at = null;
  // @ts-expect-error the list of players
  state.players.push(state.players[0]!);
  // @ts-expect-error the list of players, by index
  state.players[0] = state.players[1]!;
  // @ts-expect-error a team
  state.teams[0]!.rerolls = 3;
  // @ts-expect-error the turn
  state.turn.team = 1;
  // @ts-expect-error the activation
  state.turn.activation!.spent++;
  // @ts-expect-error the pending stack
  state.pending.push(state.pending[0]!);
  // @ts-expect-error the pending stack
  state.pending.pop();
  // @ts-expect-error the ball
  state.ball.carrier = null;
  // @ts-expect-error the dice
  state.dice.forced.push(6);
  // @ts-expect-error the chests
  state.chests.pop();
  // @ts-expect-error the board's terrain
  state.board.floors[0]![0] = '#';

  const after = apply(state, action);
  // @ts-expect-error what apply gives back
  if ('state' in after) after.state.players[0]!.stance = 'prone';
  // @ts-expect-error what a Match holds
  match.state.turn.activation!.rushes = 0;
  const seen: PublicState = view(state, 0).state;
  // @ts-expect-error what a coach sees
  seen.pending.pop();
  const probe: ReadStep = { state, events: [] };
  // @ts-expect-error a state wrapped for a rule that only reads
  probe.state.turn.blitzUsed = true;
}

export function ruleWrites(state: GameState, step: Step): void {
  // The rules write into a draft: its own fields, turn, activation, ball, dice and lists...
  const draft = draftOf(state);
  draft.result = null;
  draft.turn.activation!.spent++;
  draft.pending.pop();
  draft.ball.carrier = null;
  // ...and into a player only once `changing` has made him the step's own copy.
  // @ts-expect-error a player the draft shares with `state`
  draft.players[0]!.ma = 9;
  changing(step, draft.players[0]!.id).ma = 9;
  // @ts-expect-error the board, shared by every state of the match
  draft.board.floors[0]![0] = '#';
}

/** Whether two types are the same, `readonly` modifiers included. */
type Same<A, B> =
  (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;
type Key<K> = K extends string | number ? `${K}` : never;
/** Every field of `T` that may be written, at any depth, as a path ("turn.activation.spent"). */
type WritablePaths<T> = T extends (...args: never[]) => unknown
  ? never
  : T extends readonly (infer U)[]
    ? (T extends unknown[] ? '[]' : never) | `[].${WritablePaths<U>}`
    : T extends object
      ? {
          [K in keyof T]-?:
            | (Same<Pick<T, K>, { -readonly [Q in keyof Pick<T, K>]: T[Q] }> extends true
                ? Key<K>
                : never)
            | `${Key<K>}.${WritablePaths<NonNullable<T[K]>>}`;
        }[keyof T]
      : never;

/** Compiles only for no path at all; else the error lists the paths. */
type NoneOf<Paths extends never> = Paths;

// Read-only all the way down: no field, at any depth, of a state or of a coach's view of one.
export type StateIsReadOnly = NoneOf<WritablePaths<GameState>>;
export type ViewIsReadOnly = NoneOf<WritablePaths<PublicState>>;

// A draft may be written exactly where `draftOf` made it its own, and nowhere it shares.
export type DraftWritesOnlyItsOwn = NoneOf<
  Exclude<
    WritablePaths<DraftState>,
    | Key<keyof DraftState>
    | 'players.[]'
    | 'teams.[]'
    | 'pending.[]'
    | `ball.${Key<keyof BallState>}`
    | `turn.${Key<keyof TurnState>}`
    | `turn.activation.${Key<keyof Activation>}`
    | `dice.${Key<keyof GameState['dice']>}`
  >
>;
