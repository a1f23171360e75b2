import {
  rollNeeded,
  sameSquare,
  teleporterAt,
  type Action,
  type ActionKind,
  type Decision,
  type PublicState,
  type Square,
  type TakeBackOffer,
} from '@dungeonbowl/engine';
import { squareWords } from '../log/square-words';

const kindWords: Record<ActionKind, string> = {
  move: 'Move',
  block: 'Block',
  blitz: 'Blitz',
  pass: 'Pass',
  'hand-off': 'Hand-off',
  foul: 'Foul',
  'throw-team-mate': 'Throw Team-mate',
  'hypnotic-gaze': 'Hypnotic Gaze',
};

const faceWords = {
  'attacker-down': 'Attacker Down',
  'both-down': 'Both Down',
  push: 'Push Back',
  stumble: 'Stumble',
  pow: 'POW!',
} as const;

/** "Grim (Dwarf Blocker) #4": a player as the log and the buttons name him. */
export function playerWords(state: PublicState, id: string): string {
  const p = state.players.find((q) => q.id === id);
  return p ? `${p.name} (#${p.number} ${p.position})` : id;
}

/**
 * What the Undo button would take back, for its tooltip: the player's last actions since the last
 * die rolled or thing revealed, or why there is nothing.
 */
export function undoWords(undo: TakeBackOffer | null, state: PublicState): string {
  if (undo === null)
    return 'Nothing to undo: a die was rolled, something was revealed or nothing was done since.';
  const whose = undo.player === null ? '' : ` of ${playerWords(state, undo.player)}`;
  const count = undo.actions === 1 ? 'the last action' : `the last ${undo.actions} actions`;
  return `Takes back ${count}${whose}: no die was rolled since.`;
}

/**
 * The square an action points at on the board, for the clicks that choose it and the marks that
 * show it; null for the actions that are buttons only (end turn, re-rolls, skill answers).
 */
export function actionSquare(action: Action, state: PublicState): Square | null {
  const at = (id: string) => state.players.find((p) => p.id === id)?.at ?? null;
  switch (action.type) {
    case 'move':
    case 'jump':
      return action.to;
    case 'pass':
    case 'throw-team-mate':
      return action.target;
    case 'ricochet':
      return action.wall;
    case 'push-to':
    case 'land':
    case 'place':
      return action.square;
    case 'open-chest':
      return action.chest;
    case 'block':
    case 'stab':
    case 'oar-strike':
    case 'hypnotic-gaze':
    case 'hand-off':
    case 'foul':
    case 'lash-out':
      return at(action.target);
    case 'multiple-block':
      return at(action.targets[0]);
    case 'activate':
    case 'unplace':
      return at(action.player);
    case 'interfere':
      return action.player === null ? null : at(action.player);
    case 'assist':
      return action.helps === null ? null : at(action.helps);
    default:
      return null;
  }
}

/** A button's words for an action, e.g. "Block Grim (#4 Blocker)", "Use a team re-roll". */
export function actionWords(action: Action, state: PublicState): string {
  const name = (id: string) => playerWords(state, id);
  const at = (square: Square) => squareWords(square, state.board.floors.length);
  switch (action.type) {
    case 'activate':
      return `${kindWords[action.action]}`;
    case 'stand-up':
      return 'Stand up';
    case 'move':
      return `Move to ${at(action.to)}`;
    case 'jump':
      return `Jump to ${at(action.to)}`;
    case 'block':
      return `Block ${name(action.target)}`;
    case 'multiple-block':
      return `Multiple Block: ${name(action.targets[0])}, then ${name(action.targets[1])}`;
    case 'stab':
      return `Stab ${name(action.target)}`;
    case 'oar-strike':
      return `Oar strike on ${name(action.target)}`;
    case 'row': {
      const from = state.players.find((p) => p.id === state.turn.activation?.player)?.at;
      return from && sameSquare(from, action.to)
        ? `Turn the boat, its bow to the ${action.facing}`
        : `Row the boat to ${at(action.to)}, its bow to the ${action.facing}`;
    }
    case 'hypnotic-gaze':
      return `Hypnotic Gaze on ${name(action.target)}`;
    case 'pass':
      return `Pass to ${at(action.target)}`;
    case 'ricochet':
      return `Ricochet off the wall at ${at(action.wall)}`;
    case 'hand-off':
      return `Hand off to ${name(action.target)}`;
    case 'foul':
      return `Foul ${name(action.target)}`;
    case 'throw-team-mate':
      return `Throw ${name(action.player)} to ${at(action.target)}`;
    case 'interfere':
      return action.player === null ? 'Do not interfere' : `Interfere with ${name(action.player)}`;
    case 'end-activation': {
      const acting = state.players.find((p) => p.id === state.turn.activation?.player);
      return acting ? `End ${acting.name}’s action` : 'End the action';
    }
    case 'end-turn':
      return 'End turn';
    case 'use-reroll':
      return action.source === 'none'
        ? 'Accept the roll'
        : action.source === 'team'
          ? 'Use a team re-roll'
          : action.source === 'pro'
            ? `Try Pro${action.die === undefined ? '' : ` on die ${action.die + 1}`}`
            : 'Use the skill re-roll';
    case 'choose-block-die': {
      const face = blockFace(state, action.index);
      return `Choose ${face ?? `die ${action.index + 1}`}`;
    }
    case 'push-to':
      return `Push to ${at(action.square)}`;
    case 'land':
      return `Land at ${at(action.square)}`;
    case 'follow-up':
      return action.follow ? 'Follow up' : 'Stay put';
    case 'use-skill': {
      const decision = state.pending.at(-1);
      const skill = decision?.kind === 'use-skill' ? decision.choice.skill : 'the skill';
      return action.use ? `Use ${skill}` : `Do not use ${skill}`;
    }
    case 'lash-out':
      return `Lash out at ${name(action.target)}`;
    case 'choose-end-zone':
      return `Take end zone ${action.endZone}`;
    case 'place':
      return `Place ${name(action.player)} at ${at(action.square)}`;
    case 'unplace':
      return `Take ${name(action.player)} back`;
    case 'setup-done':
      return 'Set-up done';
    case 'open-chest':
      return `Open the chest at ${at(action.chest)}`;
    case 'pit-teleport':
      return `Send ${name(action.player)} through the pit teleporter`;
    case 'sponge':
      return `Magic Sponge on ${name(action.player)}`;
    case 'take-potion':
      return 'Take a potion from the table';
    case 'drink-potion':
      return `${name(action.player)} drinks his potion`;
    case 'assist':
      return action.helps === null ? 'Assist nobody' : `Assist ${name(action.helps)}`;
    case 'catch':
      return action.tries ? 'Try to catch it' : 'Let it go by';
    case 'mark': {
      const decision = state.pending.at(-1);
      if (decision?.kind !== 'tackle-zones') return action.mark ? 'Mark him' : 'Let him through';
      const tested = name(decision.player);
      if (action.mark) return `Mark ${tested}`;
      const moving = decision.test.kind === 'step' || decision.test.kind === 'jump';
      return moving ? `Let ${tested} through` : `Leave ${tested} unmarked`;
    }
    case 'concede':
      return 'Concede the match';
    case 'award-touchdown':
      return `Give the touchdown to ${name(action.player)}`;
  }
}

/** The face of the die with this index in the block waiting for its die to be chosen, in words. */
function blockFace(state: PublicState, index: number): string | null {
  const face = blockDieFace(state, index);
  return face === null ? null : faceWords[face];
}

/** A block die's face (BB-BLOCK-4). */
export type BlockFace = keyof typeof faceWords;

/** The face of the die with this index in the block waiting for its die to be chosen. */
export function blockDieFace(state: PublicState, index: number): BlockFace | null {
  const decision = state.pending.at(-1);
  return (decision?.kind === 'block-die' ? decision.dice[index] : undefined) ?? null;
}

/** What the engine waits for, in a sentence addressed to the coach who must answer. */
export function decisionWords(state: PublicState): string | null {
  const decision = state.pending.at(-1);
  if (!decision) return null;
  const team = state.teams[decision.team]?.name ?? `Team ${decision.team + 1}`;
  switch (decision.kind) {
    case 'choose-end-zone':
      return `${team}: choose your end zone.`;
    case 'set-up':
      return `${team}: set up ${decision.count} players in end zone ${decision.endZone}.`;
    case 'reroll':
      return `${team}: ${playerWords(state, decision.test.player)} failed a ${decision.test.kind.replace(/-/g, ' ')} roll (needed ${rollNeeded(decision.test.target, decision.test.modifier)}+, rolled ${decision.test.rolled}). Re-roll?`;
    case 'block-reroll':
      return `${team}: the block dice show ${decision.dice.map((d) => faceWords[d]).join(', ')}. Re-roll them?`;
    case 'block-die':
      return `${team}: choose the block die for ${playerWords(state, decision.attacker)} against ${playerWords(state, decision.defender)}.`;
    case 'push':
      return `${team}: choose the square ${playerWords(state, decision.pushed)} is pushed to.`;
    case 'choose-landing':
      return `${team}: someone stands where ${playerWords(state, decision.fall.player)} comes down: choose the square next to it he lands on.`;
    case 'follow-up': {
      const { attacker, square: vacated } = decision;
      const teleporter = teleporterAt(state.board, vacated)
        ? ' The square is a teleporter: following up teleports him at once (DB-TELE-2).'
        : '';
      return `${team}: does ${playerWords(state, attacker)} follow up?${teleporter}`;
    }
    case 'interference':
      return `${team}: interfere with the pass?`;
    case 'lash-out':
      return `${team}: ${playerWords(state, decision.player)} lashes out: choose the team-mate he hits.`;
    case 'use-skill':
      return `${team}: use ${decision.choice.skill} for ${playerWords(state, decision.player)}?`;
    case 'ricochet-catch': {
      // The ball is in his square as it comes to him (DB-PASS-15).
      const at = state.players.find((p) => p.id === decision.player)?.at;
      const where = at ? ` at ${squareWords(at, state.board.floors.length)}` : '';
      return `${team}: the ricochet comes to ${playerWords(state, decision.player)}${where}. Does he try to catch it?`;
    }
    case 'tackle-zones':
      return `${team}: ${markedTestWords(state, decision)}`;
    case 'assist':
      return `${team}: ${playerWords(state, decision.attacker)} ${decision.action === 'foul' ? 'fouls' : 'blocks'} ${playerWords(state, decision.defender)}. Does ${playerWords(state, decision.player)} assist either side?`;
    case 'award-touchdown':
      return `${team}: the other side conceded. Choose the player who gets the touchdown (5 SPP).`;
  }
}

/** The test a coach is asked about, and the question: whether his players mark its player (DB-MULTI-5). */
function markedTestWords(
  state: PublicState,
  decision: Extract<Decision, { kind: 'tackle-zones' }>,
): string {
  const who = playerWords(state, decision.player);
  const where = (q: Square) => squareWords(q, state.board.floors.length);
  const { test } = decision;
  switch (test.kind) {
    case 'step':
      return `${who} moves from ${where(test.from)} to ${where(test.to)}. Do your players mark him for this step?`;
    case 'jump':
      return `${who} jumps from ${where(test.from)} to ${where(test.to)}. Do your players mark him for this jump?`;
    case 'pass':
      return `${who} throws the ball to ${where(test.target)}. Do your players mark him for his Passing test?`;
    case 'catch':
      return `${who} tries to catch the ball. Do your players mark him for the catch?`;
    case 'interference':
      return `${who} tries to deflect the pass. Do your players mark him for it?`;
  }
}
