import {
  adjacent,
  isStatue,
  isWall,
  playerAt,
  sameSquare,
  type Action,
  type ActionKind,
  type MatchView,
  type MovePlan,
  type PublicState,
  type Square,
} from '@dungeonbowl/engine';
import { actionSquare } from './action-words';
import { plannedAt, reachOf } from './reach';

type Player = PublicState['players'][number];

/** What a click on a square of the board means for the coach at the screen. */
export type Intent =
  | { readonly kind: 'act'; readonly action: Action }
  /** Several actions point at the square (block or stab, say): the coach picks one. */
  | { readonly kind: 'choose'; readonly actions: readonly Action[] }
  | { readonly kind: 'select'; readonly player: string | null }
  /** The acting player is Prone: he stands up (BB-MOVE-7), then the click is read again. */
  | { readonly kind: 'stand-up-first'; readonly square: Square }
  | { readonly kind: 'explain'; readonly reason: string };

/** The legal actions a square stands for: every action but activations, which a click on a player selects. */
export function actionsAt(view: MatchView, square: Square): Action[] {
  return view.actions.filter(
    (a) => a.type !== 'activate' && sameSquare(actionSquare(a, view.state), square),
  );
}

/**
 * Reads a click: an action the square stands for is taken (or offered among others), a player
 * is selected, and anything else is explained rather than ignored: with one of his players
 * chosen, the coach is told why that player cannot go there or do that, and keeps him chosen.
 * `plan` is the chosen player's reach (`reachOf`), if he may move now.
 */
export function clickIntent(
  view: MatchView,
  selected: string | null,
  square: Square,
  plan: MovePlan | null = null,
): Intent {
  const state = view.state;
  const occupant = playerAt(state, square);
  if (view.acting === null)
    return state.result
      ? { kind: 'explain', reason: 'The match is over.' }
      : { kind: 'select', player: occupant?.id ?? null };
  if (view.viewer === null)
    return { kind: 'explain', reason: 'A bot is playing: wait for your turn.' };

  if (state.pending.at(-1)?.kind === 'set-up')
    return setUpIntent(view, selected, square, occupant?.id);

  const here = actionsAt(view, square);
  const mine = here.filter((a) => !('player' in a) || selected === null || a.player === selected);
  const offered = mine.length > 0 ? mine : here;
  if (offered.length === 1) return { kind: 'act', action: offered[0]! };
  if (offered.length > 1) return { kind: 'choose', actions: offered };
  const chosen = chosenPlayer(view, selected);
  const activation = state.turn.activation;
  const acting = !!chosen && activation?.player === chosen.id;
  // A Prone player's Blitz, Pass, Hand-off or Foul aims at another player: he stands up first.
  if (
    acting &&
    chosen.stance === 'prone' &&
    occupant &&
    occupant.id !== chosen.id &&
    aimsAtPlayers.has(activation!.action) &&
    view.actions.some(isStandUp)
  )
    return { kind: 'stand-up-first', square };
  if (occupant && (!chosen || occupant.team === view.viewer))
    return { kind: 'select', player: occupant.id };
  if (state.pending.length > 0)
    return { kind: 'explain', reason: 'Answer the question in the panel first.' };
  if (!chosen) return { kind: 'explain', reason: 'Select one of your players first.' };
  return { kind: 'explain', reason: whyNot(view, chosen, acting, square, plan) };
}

const isStandUp = (a: Action) => a.type === 'stand-up';

/** The actions whose target is another player, to be clicked on the board. */
const aimsAtPlayers: ReadonlySet<ActionKind> = new Set<ActionKind>([
  'blitz',
  'pass',
  'hand-off',
  'foul',
  'throw-team-mate',
]);

/** The coach's player the clicks are for: the one acting, else the one selected, if on the board. */
function chosenPlayer(view: MatchView, selected: string | null): Player | null {
  const { state } = view;
  const id = state.turn.activation?.player ?? selected;
  const p = state.players.find((q) => q.id === id);
  return p && p.team === view.viewer && p.at && p.box === null ? p : null;
}

/** Why a click on a square does nothing for the chosen player, in a coach's words. */
function whyNot(
  view: MatchView,
  p: Player,
  acting: boolean,
  square: Square,
  plan: MovePlan | null,
): string {
  const { state } = view;
  const board = state.board;
  const near = p.at !== null && adjacent(board, p.at, square);
  if (isWall(board, square)) return 'That square is a wall.';
  if (isStatue(board, square)) return 'A statue stands there: nobody enters it (DB-STATUE-1).';
  if (!acting && state.turn.activation)
    return 'Another of your players is acting: end his action first.';
  if (!acting && p.activated) return `${p.name} has already acted this turn (BB-TURN-2).`;
  if (state.chests.some((c) => sameSquare(c.at, square))) {
    if (!near)
      return `The chest is not next to ${p.name}: he opens it from a square next to it (DB-CHEST-3).`;
    return acting
      ? `${p.name} cannot open the chest in this action: he opens it Standing, during a Move, Blitz, Pass, Hand-off or Foul, for a square of movement (DB-CHEST-3, DB-CHEST-4).`
      : `Start ${p.name}’s Move (or Blitz, Pass, Hand-off, Foul) first: he opens the chest next to him during it, Standing (DB-CHEST-3, DB-CHEST-4).`;
  }
  const occupant = playerAt(state, square);
  if (occupant) {
    const them = occupant.name;
    if (!acting) return `Choose ${p.name}’s action first (Block, Blitz, Foul...), below his card.`;
    return near
      ? `${p.name} cannot do anything to ${them} in this action.`
      : `${them} is not next to ${p.name}: move next to him first.`;
  }
  if (acting && state.turn.activation?.action === 'block')
    return `${p.name} is blocking: a Block action includes no movement (BB-BLOCK-1).`;
  const reach = plan?.player === p.id ? plan : reachOf(view, p.id);
  if (reach && !plannedAt(reach, square)) return `That square is out of ${p.name}’s reach.`;
  if (p.stance === 'stunned') return `${p.name} is Stunned and cannot act (BB-TURN-6).`;
  return `${p.name} cannot go there now.`;
}

/** During set-up a click places the selected Reserve (or the next one) or takes a placed player back. */
function setUpIntent(
  view: MatchView,
  selected: string | null,
  square: Square,
  occupant: string | undefined,
): Intent {
  const unplace = view.actions.find((a) => a.type === 'unplace' && a.player === occupant);
  if (unplace) return { kind: 'act', action: unplace };
  const places = view.actions.filter((a) => a.type === 'place' && sameSquare(a.square, square));
  if (places.length === 0)
    return { kind: 'explain', reason: 'Players are set up on free squares of your end zone.' };
  const chosen = places.find((a) => a.type === 'place' && a.player === selected) ?? places[0]!;
  return { kind: 'act', action: chosen };
}
