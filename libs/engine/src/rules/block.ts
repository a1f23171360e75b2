import { roll } from '../dice/draw';
import { hasSkill } from '../board/squares';
import type { Block, BlockFace, Decision } from '../model/decisions';
import { isMonster, type PlayerState } from '../model/state';
import { askAssists, forgetAssists } from './dungeonbowl/alliances/assists';
import { onTheEdge, precariousRoll } from './precarious';
import { assisting, baseStrength, blockDice, needsDauntless } from './block-strength';
import { player, type Step } from './context';
import { repelled, strikeWaits } from './foul-appearance';
import { knockDown, placeProne } from './injury';
import { blockOver, juggernautDenies, startPush } from './push';
import { proAvailable, rollTest, spendTeamReroll, teamRerollAvailable, tryPro } from './tests';
import { endActivation, turnover } from './turn';
import { characteristics } from './characteristics';

const faces: readonly BlockFace[] = [
  'attacker-down',
  'both-down',
  'push',
  'push',
  'stumble',
  'pow',
];

/**
 * How far a block's first rolls had got when it resumes after a re-roll offer: the precarious
 * rolls passed (DB-PREC-4), Foul Appearance passed, Dauntless rolled.
 */
export type BlockResume =
  | { readonly steady: true }
  | { readonly foulAppearance: 'passed' }
  | { readonly dauntless: boolean };

/**
 * The attacker blocks an adjacent Standing opponent: a precarious attacker or defender rolls
 * first (DB-PREC-4), then Foul Appearance and Dauntless (BB-SKILL-1), then the dice, which are
 * re-rolled or chosen. Interpretation of Foul
 * Appearance: a Frenzy player's second block is not declared and does not roll for it again.
 * Dauntless is the attacker's roll, which a team re-roll or Pro may re-roll; it is read as a
 * test, so a natural 6 passes (BB-GEN-2).
 */
export function declareBlock(
  step: Step,
  attackerId: string,
  defenderId: string,
  resume?: BlockResume,
): void {
  // With 3 or 4 teams, the other coaches first say whom their players assist (DB-MULTI-4).
  if (!resume && askAssists(step, 'block', attackerId, defenderId)) return;
  if (!resume && !steadyForBlock(step, attackerId, defenderId)) return;
  const fresh = !resume || 'steady' in resume;
  const activation = step.state.turn.activation;
  const attacker = player(step, attackerId);
  const defender = player(step, defenderId);
  let dauntless = false;
  if (resume && 'dauntless' in resume) dauntless = resume.dauntless;
  else {
    // Each block of a Multiple Block is declared; a Frenzy player's second block is not.
    const declared = (activation?.blocks ?? 0) === 0 || !!activation?.multipleBlock;
    if (fresh && declared && repelled(step, attackerId, defenderId, 'block')) return;
    if (activation) {
      activation.blocked = true;
      activation.blocks += 1;
    }
    if (needsDauntless(step, attacker, defender)) {
      const target = characteristics(defender).st - baseStrength(step, attacker) + 1;
      const outcome = rollTest(step, {
        kind: 'dauntless',
        player: attackerId,
        target,
        modifier: 0,
      });
      if (outcome === 'pending') return strikeWaits(step, attackerId, defenderId, 'block');
      dauntless = outcome === 'success';
    }
  }
  const { count, chooser } = blockDice(step, attacker, defender, dauntless);
  forgetAssists(step.state);
  const block: Block = { attacker: attackerId, defender: defenderId, chooser, rerolled: false };
  const dice = rollFaces(step, count);
  step.events.push({
    type: 'block-dice',
    attacker: attackerId,
    defender: defenderId,
    dice,
    chooser,
  });
  const teamReroll = teamRerollAvailable(step.state, attacker.team);
  const pro = proAvailable(step, attacker.id);
  if (teamReroll || pro) {
    const { team } = attacker;
    askAbove(step, block, {
      kind: 'block-reroll',
      team,
      attacker: attackerId,
      defender: defenderId,
      dice,
      teamReroll,
      pro,
    });
  } else chooseDie(step, block, dice);
}

/** Asks a decision about a block, the block waiting beneath it until it is answered. */
function askAbove(step: Step, block: Block, decision: Decision): void {
  const { attacker, defender, chooser, rerolled } = block;
  const frame = {
    kind: 'block',
    team: decision.team,
    attacker,
    defender,
    chooser,
    rerolled,
  } as const;
  step.state.pending.push(frame, decision);
}

function rollFaces(step: Step, count: number): BlockFace[] {
  const dice: BlockFace[] = [];
  for (let i = 0; i < count; i++) dice.push(faces[roll(step.state, 6) - 1] as BlockFace);
  return dice;
}

/**
 * The attacker's coach keeps the dice, spends a team re-roll on all of them (BB-RR-1), or tries
 * Pro on one die: on 3+ that die is re-rolled, else the dice stand (BB-SKILL-1, BB-RR-4).
 */
export function answerBlockReroll(
  step: Step,
  block: Block,
  dice: readonly BlockFace[],
  source: 'team' | 'pro' | 'none',
  die = 0,
): void {
  if (source === 'none') return chooseDie(step, block, dice);
  const rerolled: Block = { ...block, rerolled: true };
  const withNewDice = (dice: BlockFace[]) => {
    step.events.push({
      type: 'block-dice',
      attacker: block.attacker,
      defender: block.defender,
      dice,
      chooser: block.chooser,
    });
    chooseDie(step, rerolled, dice);
  };
  if (source === 'pro') {
    if (!tryPro(step, block.attacker)) return chooseDie(step, rerolled, dice);
    return withNewDice(dice.map((face, i) => (i === die ? rollFaces(step, 1)[0]! : face)));
  }
  const attacker = player(step, block.attacker);
  if (!spendTeamReroll(step, attacker.team, attacker.id)) return chooseDie(step, rerolled, dice);
  withNewDice(rollFaces(step, dice.length));
}

function chooseDie(step: Step, block: Block, dice: readonly BlockFace[]): void {
  if (dice.length === 1) return resolveFace(step, block, dice[0] as BlockFace);
  const { attacker, defender, chooser: team } = block;
  askAbove(step, block, { kind: 'block-die', team, attacker, defender, dice });
}

/** The chosen face's effect (BB-BLOCK-5). */
export function resolveFace(step: Step, block: Block, face: BlockFace): void {
  step.events.push({
    type: 'block-result',
    attacker: block.attacker,
    defender: block.defender,
    face,
  });
  const attacker = player(step, block.attacker);
  const defender = player(step, block.defender);
  switch (face) {
    case 'attacker-down':
      knockDown(step, attacker.id);
      if (isMonster(attacker)) return; // no team's turn ends with a monster's fall (DB-GOBLOURS-12)
      turnover(step, 'the attacker was knocked down');
      endActivation(step);
      return;
    case 'both-down':
      if (juggernautDenies(step, attacker)) return askSkill(step, attacker, 'Juggernaut', block);
      return bothDown(step, block, 'attacker');
    case 'stumble': {
      const dodges = hasSkill(defender, 'Dodge') && !hasSkill(attacker, 'Tackle');
      startPush(step, attacker, defender, dodges ? 'push' : 'pow');
      return;
    }
    default:
      startPush(step, attacker, defender, face);
  }
}

function askSkill(
  step: Step,
  holder: PlayerState,
  skill: 'Wrestle' | 'Juggernaut',
  block: Block,
): void {
  askAbove(step, block, {
    kind: 'use-skill',
    team: holder.team,
    player: holder.id,
    choice: { skill },
  });
}

/**
 * Both Down (BB-BLOCK-5): first the Wrestle players may place both Prone, the attacker's coach
 * asked first, then the defender's (not against a Blitzing Juggernaut); otherwise each player
 * without Block is Knocked Down, and the attacker's fall is a turnover.
 */
function bothDown(step: Step, block: Block, ask: 'attacker' | 'defender' | 'nobody'): void {
  const attacker = player(step, block.attacker);
  const defender = player(step, block.defender);
  if (ask === 'attacker' && hasSkill(attacker, 'Wrestle'))
    return askSkill(step, attacker, 'Wrestle', block);
  if (ask !== 'nobody' && hasSkill(defender, 'Wrestle') && !juggernautDenies(step, attacker))
    return askSkill(step, defender, 'Wrestle', block);
  const attackerFalls = !hasSkill(attacker, 'Block');
  if (!hasSkill(defender, 'Block')) knockDown(step, defender.id, { blocker: attacker.id });
  if (attackerFalls) {
    knockDown(step, attacker.id);
    turnover(step, 'the attacker was knocked down');
    endActivation(step);
  } else blockOver(step);
}

/**
 * Wrestle (BB-SKILL-1, BB-STATE-6): both players are Placed Prone, with no Armour roll; a
 * turnover only if the attacker held the ball (BB-TO-3). His activation ends.
 */
export function answerWrestle(step: Step, block: Block, holder: string, use: boolean): void {
  if (!use) return bothDown(step, block, holder === block.attacker ? 'defender' : 'nobody');
  const carried = step.state.ball.carrier === block.attacker;
  placeProne(step, block.defender);
  placeProne(step, block.attacker);
  if (carried) turnover(step, 'the ball carrier was placed prone');
  endActivation(step);
}

/** A Blitzing Juggernaut may treat Both Down as Push Back (BB-SKILL-1). */
export function answerJuggernaut(step: Step, block: Block, use: boolean): void {
  if (!use) return bothDown(step, block, 'attacker');
  startPush(step, player(step, block.attacker), player(step, block.defender), 'push');
}

/**
 * Multiple Block (BB-SKILL-1), instead of a Block action's single block: two adjacent opponents,
 * each blocked with the attacker's ST −2 and no follow-up. Interpretation: the blocks are made one
 * after the other, in the order the coach gives; the second is lost if the first knocks the
 * attacker down, or leaves the second target Prone or no longer next to him (a chain push).
 */
export function multipleBlock(step: Step, targets: readonly [string, string]): void {
  const activation = step.state.turn.activation!;
  activation.multipleBlock = [targets[1]];
  step.events.push({ type: 'skill-used', player: activation.player, skill: 'Multiple Block' });
  declareBlock(step, activation.player, targets[0]);
}

/**
 * Before a block, whoever of the attacker, the defender and ([Torguer 2021] only) their assisting
 * team-mates is precarious rolls, in that order (DB-PREC-4, DB-PREC-5); `done` have rolled
 * already. Returns true when the block goes on. If the attacker falls, the block is lost; if the
 * defender falls, it is not thrown but the action is spent; a fallen assister just does not
 * assist (DB-PREC-10).
 */
export function steadyForBlock(
  step: Step,
  attacker: string,
  defender: string,
  done: readonly string[] = [],
): boolean {
  const a = player(step, attacker);
  const d = player(step, defender);
  const assisters =
    step.state.options.ruleset === 'torguer-2021'
      ? [...assisting(step, a, d, d.id), ...assisting(step, d, a, a.id)].map((p) => p.id)
      : [];
  let rolled = done;
  for (const id of [attacker, defender, ...assisters]) {
    if (rolled.includes(id) || !onTheEdge(step.state, id)) continue;
    const result = precariousRoll(step, id, { kind: 'block', attacker, defender, done: rolled });
    rolled = [...rolled, id];
    if (result === 'pending') return false;
    if (result === 'slipped' && id === defender) blockSpent(step);
    if (result === 'slipped' && (id === attacker || id === defender)) return false;
  }
  return true;
}

/** The defender slipped before the block: it is spent all the same (DB-PREC-10). */
export function blockSpent(step: Step): void {
  const activation = step.state.turn.activation;
  if (!activation) return;
  activation.blocked = true;
  activation.blocks += 1;
  blockOver(step);
}
