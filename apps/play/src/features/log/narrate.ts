import {
  characteristics,
  rollNeeded,
  type GameEvent,
  type PublicState,
  type Square,
  type TakeBackOffer,
} from '@dungeonbowl/engine';
import { capitalise, pieceName } from '@dungeonbowl/dungeon-schema';
import type { DieFace } from '../match/BlockDie';
import { casualtyName, lastingInjuryWords } from '../match/injury-words';
import { changeWords, potionName } from '../match/potion-words';
import { floorWords, squareWords } from './square-words';

/**
 * What the log reads names from: a coach's view of the match. It holds no chest's contents, so no
 * line can tell where the ball hides before a chest is opened.
 */
export type LogNames = Pick<PublicState, 'players' | 'teams' | 'board'>;

type Test = Extract<GameEvent, { type: 'test' }>;

/**
 * The log lines for the events of one action, in order, one an event, but for a re-roll: the
 * re-rolled test's line says which re-roll it was, so the `reroll-used` just before it has none.
 */
export function narrate(events: readonly GameEvent[], names: LogNames): string[] {
  return narrateLines(events, names).map((l) => l.text);
}

/** A log line: its words, and the dice rolled in it, to draw beside them. */
export interface LogLine {
  readonly text: string;
  /** The D6s and block dice the line's words tell, in order; none when nothing was rolled. */
  readonly dice?: readonly DieFace[];
}

/** The lines of `narrate`, each with the dice its words tell. */
export function narrateLines(events: readonly GameEvent[], names: LogNames): LogLine[] {
  const lines: LogLine[] = [];
  events.forEach((event, i) => {
    const next = events[i + 1];
    if (event.type === 'reroll-used' && next?.type === 'test' && next.reroll) return;
    const text = line(event, names, events.slice(0, i));
    const dice = diceOf(event);
    lines.push(dice.length > 0 ? { text, dice } : { text });
  });
  return lines;
}

const isD6 = (n: number) => Number.isInteger(n) && n >= 1 && n <= 6;

/** The dice an event's line tells: a test's D6, armour's and injury's 2D6, a block's dice. */
function diceOf(event: GameEvent): DieFace[] {
  switch (event.type) {
    case 'test':
      return isD6(event.rolled) ? [{ d6: event.rolled }] : [];
    case 'armour':
    case 'injury':
      return event.dice.every(isD6) ? event.dice.map((d6) => ({ d6 })) : [];
    case 'block-dice':
      return event.dice.map((block) => ({ block }));
    case 'block-result':
      return [{ block: event.face }];
    default:
      return [];
  }
}

/** One event's line; `before` are the events before it in the same action. */
function line(event: GameEvent, names: LogNames, before: readonly GameEvent[]): string {
  const who = (id: string) => playerName(names, id);
  const team = (index: number) => names.teams[index]?.name ?? `Team ${index + 1}`;
  const at = (square: Square) => squareWords(square, names.board.floors.length);
  switch (event.type) {
    case 'activated':
      return `${who(event.player)} takes ${actionNames[event.action] ?? `a ${event.action}`} action.`;
    case 'moved':
      if (event.via === 'mine-cart')
        return `${who(event.player)} rides the mine cart to ${at(event.to)}.`;
      return event.via
        ? `${who(event.player)} goes ${event.to.floor > event.from.floor ? 'up' : 'down'} the ${event.via} to ${at(event.to)}.`
        : `${who(event.player)} moves to ${at(event.to)}.`;
    case 'stood-up':
      return `${who(event.player)} stands up.`;
    case 'test':
      return testLine(event, who(event.player), rerollName(event, before));
    case 'reroll-used':
      return event.source === 'team'
        ? `${team(event.team)} spend a team re-roll.`
        : `${team(event.team)} re-roll with ${event.source}.`;
    case 'skill-used':
      return `${who(event.player)} uses ${event.skill}.`;
    case 'block-dice':
      return `${who(event.attacker)} blocks ${who(event.defender)}: ${event.dice.length} ${event.dice.length === 1 ? 'die' : 'dice'}, ${event.dice.map((d) => faceNames[d]).join(', ')}; ${team(event.chooser)} choose.`;
    case 'block-result':
      return `${faceNames[event.face]} for ${who(event.attacker)} against ${who(event.defender)}.`;
    case 'pushed':
      return `${who(event.player)} is pushed back to ${at(event.to)}.`;
    case 'pushed-against-wall':
      return `${who(event.player)} is pushed against the wall.`;
    case 'followed-up':
      return `${who(event.player)} follows up to ${at(event.to)}.`;
    case 'stood-firm':
      return `${who(event.player)} stands firm.`;
    case 'fended':
      return `${who(event.player)} fends off the follow-up.`;
    case 'knocked-down':
      return event.fell
        ? `${who(event.player)} falls over.`
        : `${who(event.player)} is knocked down.`;
    case 'placed-prone':
      return `${who(event.player)} is placed prone.`;
    case 'armour': {
      const victim = names.players.find((p) => p.id === event.player);
      const armour = victim && characteristics(victim).av;
      const against = armour === undefined ? '' : ` against ${armour}+`;
      return `Armour roll for ${who(event.player)}: ${sum(event.dice, event.modifier)}${against} — ${event.broken ? 'broken' : 'holds'}.`;
    }
    case 'injury':
      return `Injury roll for ${who(event.player)}: ${sum(event.dice, event.modifier)} — ${injuryNames[event.result]}.`;
    case 'casualty':
      return event.rolled === 0
        ? `${who(event.player)} ${event.result === 'lasting-injury' ? 'suffers a' : 'is'} ${casualtyName(event.result)}.`
        : `Casualty roll for ${who(event.player)}: ${sum([event.rolled], event.modifier ?? 0)} — ${casualtyName(event.result)}.`;
    case 'apothecary':
      return event.result === 'stunned'
        ? `The apothecary patches ${who(event.player)} up: he stays in play, stunned.`
        : event.rolled === null
          ? `The apothecary sends ${who(event.player)} to the Reserves.`
          : `The apothecary rolls again for ${who(event.player)}: ${sum([event.rolled], event.modifier ?? 0)} — ${casualtyName(event.result)} stands.`;
    case 'removed':
      return `${who(event.player)} ${boxNames[event.to]}.`;
    case 'lasting-injury':
      return event.rolled === null
        ? `${who(event.player)}'s lasting injury: ${lastingInjuryWords(event.injury)}.`
        : `Lasting Injury roll for ${who(event.player)}: ${event.rolled} — ${lastingInjuryWords(event.injury)}.`;
    case 'ball-bounced':
      return `The ball bounces to ${at(event.to)}.`;
    case 'ball-picked-up':
      return `${who(event.player)} has the ball.`;
    case 'ball-dropped':
      return `${who(event.player)} drops the ball.`;
    case 'turnover':
      return `Turnover for ${team(event.team)}: ${event.reason}.`;
    case 'turn-ended':
      return `${team(event.team)} end their turn.`;
    case 'turn-started':
      return `Turn ${event.number}: ${team(event.team)} to play.`;
    case 'pass-thrown':
      return event.quality === 'fumbled'
        ? `${who(event.player)} fumbles the pass.`
        : `${who(event.player)} throws at ${at(event.target)}: ${words(event.quality)}, the ball comes down at ${at(event.landing)}.`;
    case 'ball-scattered':
      return `The ball scatters to ${at(event.to)}.`;
    case 'ricochet-thrown':
      return `${who(event.player)} throws the ball at the wall at ${at(event.wall)}, to rebound.`;
    case 'ricochet-missed':
      return `The ricochet misses (rolled ${event.rolled}): the ball hits the wall on the ${event.side}, at ${at(event.hit)}.`;
    case 'wall-hit':
      return `The ball hits the wall at ${at(event.wall)}${turning(event)}.`;
    case 'rebound-distance':
      return `It rebounds ${sum(event.dice, 0)} squares.`;
    case 'ball-travelled':
      return `The ball flies to ${at(event.to)}.`;
    case 'pass-deflected':
      return `${who(event.player)} deflects the pass!`;
    case 'pass-intercepted':
      return `${who(event.player)} intercepts the pass!`;
    case 'ball-caught':
      return `${who(event.player)} catches the ball.`;
    case 'fouled':
      return `${who(event.player)} fouls ${who(event.victim)}.`;
    case 'stabbed':
      return `${who(event.player)} stabs ${who(event.victim)}.`;
    case 'hypnotised':
      return `${who(event.player)} hypnotises ${who(event.victim)}.`;
    case 'team-mate-thrown':
      return event.quality === 'fumbled'
        ? `${who(event.thrower)} fumbles the throw of ${who(event.player)}.`
        : `${who(event.thrower)} throws ${who(event.player)} at ${at(event.target)}: ${event.quality}, he comes down at ${at(event.landing)}.`;
    case 'touchdown':
      return `Touchdown! ${who(event.player)} scores for ${team(event.team)}.`;
    case 'end-zone-roll':
      return `End-zone roll-off: ${event.rolls.map((r) => `${team(r.team)} ${sum(r.dice, 0)}`).join(', ')}.`;
    case 'initiative-roll':
      return `Initiative: ${event.rolls.map((r) => `${team(r.team)} ${sum(r.dice, 0)}`).join(', ')}.`;
    case 'initiative-swapped':
      return `${team(event.team)} win the initiative but played last: a coach never plays twice in a row, so ${team(event.first)} play first and ${team(event.team)} second (DB-MULTI-3).`;
    case 'end-zone-chosen':
      return `${team(event.team)} take end zone ${event.endZone}.`;
    case 'placed':
      return `${who(event.player)} is set up at ${at(event.square)}.`;
    case 'unplaced':
      return `${who(event.player)} is taken off the set-up.`;
    case 'set-up':
      return `${team(event.team)} have set up.`;
    case 'chest-opened':
      return `${who(event.player)} opens the chest at ${at(event.at)}: ${event.content === 'ball' ? 'the ball!' : 'a trap!'}`;
    case 'teleported':
      return event.from === null
        ? `The pit teleporter brings ${who(event.player)} in at teleporter ${event.rolled}, ${at(event.to)}.`
        : `${who(event.player)} is teleported to teleporter ${event.rolled}, ${at(event.to)}.`;
    case 'lost-in-interstice':
      return `${who(event.player)} is lost in the Interstice (rolled ${event.rolled})!`;
    case 'teleported-twice':
      return `${who(event.player)} is teleported a second time this turn!`;
    case 'pit-teleport':
      return `${who(event.player)} steps into the pit teleporter.`;
    case 'pit-teleport-refused':
      return `${who(event.player)} will not step into the pit teleporter.`;
    case 'sponged':
      return `The Magic Sponge brings ${who(event.player)} round: back to the Reserves.`;
    case 'teleporter-closed':
      return `Teleporter ${event.number} is closed for the rest of the match.`;
    case 'round-started':
      return `Round ${event.round} begins.`;
    case 'statue-hit':
      return `The ball hits the statue at ${at(event.at)}.`;
    case 'fell':
      return `${who(event.player)} falls ${event.floors === 1 ? 'a floor' : `${event.floors} floors`}, from ${at(event.into)} to ${at(event.to)}.`;
    case 'fell-in':
      return `${who(event.player)} falls into the ${event.hazard} at ${at(event.into)}.`;
    case 'ball-fell':
      return `The ball falls from ${at(event.from)} down to ${at(event.to)}.`;
    case 'ball-reappeared':
      return `The ball is lost, and comes back on teleporter ${event.rolled} at ${at(event.at)}.`;
    case 'portcullis':
      return `${capitalise(pieceName('portcullis', event.id))} is ${event.position}${event.rolled === null ? '' : ` (rolled ${event.rolled})`}.`;
    case 'door':
      return `${capitalise(pieceName(event.position === 'open' || event.position === 'closed' ? 'portal' : 'door', event.id))} is ${event.position}${event.rolled === null ? '' : ` (rolled ${event.rolled})`}.`;
    case 'doors-rolled':
      return `The doors and portals roll ${event.rolled}: ${event.changed ? 'they all change position' : 'they stay as they are'}.`;
    case 'statue-bolt':
      return `The magic statue eyes ${who(event.player)}: rolls ${event.rolled}${event.hit ? ', a bolt strikes him down' : ', no bolt'}.`;
    case 'prison':
      return `${capitalise(pieceName('prison', event.id))} ${event.open ? 'opens' : 'closes again'}.`;
    case 'portcullis-hit':
      return `The pass hits the closed portcullis from ${at(event.at)} and rebounds${turning(event)}.`;
    case 'corridor-tilted':
      return `${capitalise(pieceName('tilting corridor', event.id))} is lowered on its ${event.lowered.toUpperCase()} side${event.rolled === null ? '' : ` (rolled ${event.rolled})`}.`;
    case 'geyser':
      return event.at === null
        ? `The geysers of ${pieceName('geyser room', event.room)} rumble: the D20 shows ${event.rolled}, no vent.`
        : `Steam jets from vent ${event.rolled} of ${pieceName('geyser room', event.room)}, at ${at(event.at)}.`;
    case 'match-ended':
      return event.winner === null
        ? `The match ends in a draw (${endNames[event.reason]}).`
        : `${team(event.winner)} win the match (${endNames[event.reason]}).`;
    case 'post-match':
      return `After the match: ${event.postMatch.teams
        .map(
          (t) =>
            `${team(t.team)} earn ${t.winnings.toLocaleString('en-GB')} gp (D3 ${t.winningsDice.join(' re-rolled to ')}), MVP ${t.mvp === null ? 'none' : who(t.mvp)}, Dedicated Fans ${t.dedicatedFans}`,
        )
        .join('; ')}.`;
    case 'prison-full':
      return `${capitalise(pieceName('prison', event.id))} is full: ${who(event.player)} goes back to the Reserves.`;
    case 'potion-taken':
      return `${who(event.player)} takes a potion from the table (${event.left} left).`;
    case 'potion-drunk':
      return `${who(event.player)} drinks a potion: ${potionName(event.potion)} (${event.rolled[0]}), effect ${event.rolled[1]}: ${changeWords(event.changes, event.skills)}.`;
    case 'potion-mixture':
      return `${who(event.player)} drinks a potion on top of another: violent stomach pains.`;
    case 'potion-worn-off':
      return `The ${potionName(event.potion)} potion of ${who(event.player)} wears off.`;
    case 'potion-lost':
      return `${who(event.player)} loses the potion he carried.`;
    case 'assist-chosen':
      return event.helps === null
        ? `${who(event.player)} assists nobody.`
        : `${who(event.player)} assists ${who(event.helps)}.`;
    case 'catch-declined':
      return `${who(event.player)} lets the ball go by.`;
    case 'tackle-zones-chosen':
      return event.mark
        ? `${team(event.team)} mark ${who(event.player)}.`
        : `${team(event.team)} leave ${who(event.player)} unmarked.`;
    case 'boat-rowed':
      return `${who(event.player)} rows ${pieceName('boat', event.boat)} to ${at(event.at)}, its bow to the ${event.facing}.`;
    case 'oar-struck':
      return `${who(event.player)} strikes ${who(event.victim)} with his oar.`;
    case 'cage-moved':
      return `The cabin of ${pieceName('elevator', event.id)} goes ${event.to > event.from ? 'up' : 'down'} from the ${floorWords(event.from)} to the ${floorWords(event.to)}.`;
    case 'crushed':
      return `${who(event.player)} is crushed by the cabin of ${pieceName('elevator', event.by)} coming down.`;
    case 'boat-pushed':
      return `${capitalise(pieceName('boat', event.boat))} is pushed away from the foot of the chute.`;
    case 'cart-boarded':
      return `${who(event.player)} climbs into ${pieceName('mine cart', event.cart)} at station ${event.station}.`;
    case 'cart-ridden':
      return `${who(event.player)} rides ${pieceName('mine cart', event.cart)} from station ${event.from} to station ${event.to}.`;
    case 'cart-left':
      return `${who(event.player)} gets off ${pieceName('mine cart', event.cart)} at station ${event.station}.`;
    case 'cart-carried':
      return `${who(event.player)}, still in ${pieceName('mine cart', event.cart)}, is carried from station ${event.from} to station ${event.to}.`;
    case 'lift-machinery':
      return `${who(event.player)} is left in ${pieceName('rotating lift', event.lift)} and carried into its machinery at the ${event.end}: to the Reserves${event.waits > 0 ? `, waiting ${event.waits} turn${event.waits > 1 ? 's' : ''}` : ''}.`;
    case 'corridor-turned':
      return `${capitalise(pieceName('rotating corridor', event.id))} turns ${event.rolled} quarter turn${event.rolled > 1 ? 's' : ''} clockwise (rolled ${event.rolled}): it runs ${event.runs}.`;
    case 'monster-attacks':
      return event.foul
        ? `${who(event.monster)} comes for ${who(event.victim)}, down in the squares it guards: a foul.`
        : `${who(event.monster)} blitzes ${who(event.victim)}, who stopped in the squares it guards.`;
    case 'monster-back':
      return `${who(event.monster)} is back in its lair at ${at(event.at)}.`;
    case 'conceded':
      return `${team(event.team)} concede the match (LM-27).`;
    case 'touchdown-awarded':
      return `${team(event.team)} give the touchdown of the concession to ${who(event.player)} (5 SPP).`;
    default:
      return unknownEvent(event);
  }
}

/** A new kind of event fails the typecheck here until it has its line. */
/** How a ball that met a wall or a portcullis turned: the corner it met, the D6 that turned it. */
function turning(hit: Extract<GameEvent, { type: 'wall-hit' | 'portcullis-hit' }>): string {
  const corner = hit.corner ? ` (a ${hit.corner} corner)` : '';
  const turn =
    hit.rolled === null
      ? ''
      : `, rolled ${hit.rolled} to turn ${hit.rolled <= 3 ? 'left' : 'right'}`;
  return `${corner}${turn}`;
}

function unknownEvent(event: never): never {
  throw new Error(`No log line for ${JSON.stringify(event)}`);
}

/** "Grim (Blocker) dodges: needs 4+, rolls 2 — fails." */
function testLine(test: Test, who: string, reroll: string | null): string {
  const needs = rollNeeded(test.target, test.modifier, test.test);
  const again = reroll ? ` again with ${reroll}` : '';
  return `${who} ${testNames[test.test]}${again}: needs ${needs}+, rolls ${test.rolled}${outcome(test)}.`;
}

/** What a test's result means; for a throw, nothing: the throw's own line tells how accurate it was. */
function outcome(test: Test): string {
  if (test.test === 'pass' || test.test === 'throw-team-mate') return '';
  const [passed, failed] = outcomeNames[test.test] ?? ['success', 'fails'];
  return ` — ${test.success ? passed : failed}`;
}

/** The re-roll a test was made with, named from the events before it. */
function rerollName(test: Test, before: readonly GameEvent[]): string | null {
  if (test.reroll === undefined) return null;
  if (test.reroll === 'team') return 'a team re-roll';
  if (test.reroll === 'pro') return 'Pro';
  const used = before.findLast((e) => e.type === 'reroll-used');
  return used?.type === 'reroll-used' && used.source !== 'team' ? used.source : 'a skill';
}

/**
 * The log's line for an Undo: whose actions were taken back and how many. The coaches of an
 * online match all read it, the opponents too.
 */
export function undoLine(undone: TakeBackOffer, names: LogNames): string {
  const whose = undone.player === null ? '' : ` of ${playerName(names, undone.player)}`;
  const count = undone.actions === 1 ? 'the last action' : `the last ${undone.actions} actions`;
  return `Undo: ${count}${whose} taken back, as if never played (no die had been rolled).`;
}

/** "Grim (Blocker)": the name and position the team sheet gave him. */
function playerName(names: LogNames, id: string): string {
  const p = names.players.find((q) => q.id === id);
  return p ? `${p.name} (${p.position})` : `player ${id}`;
}

/** "(12, 7)", and on a dungeon of several floors "(12, 7) on floor 2", the ground floor being 1. */
/** "4 + 3 + 1 = 8": dice, then a modifier if any; a single die alone is just its number. */
function sum(dice: readonly number[], modifier: number): string {
  const total = dice.reduce((a, b) => a + b, 0) + modifier;
  if (dice.length === 1 && modifier === 0) return `${total}`;
  const added = modifier > 0 ? ` + ${modifier}` : modifier < 0 ? ` − ${-modifier}` : '';
  return `${dice.join(' + ')}${added} = ${total}`;
}

/** "badly-hurt" → "badly hurt". */
const words = (id: string): string => id.replaceAll('-', ' ');

const actionNames: Readonly<Record<string, string>> = {
  move: 'a Move',
  block: 'a Block',
  blitz: 'a Blitz',
  pass: 'a Pass',
  'hand-off': 'a Hand-off',
  foul: 'a Foul',
  'throw-team-mate': 'a Throw Team-mate',
  'hypnotic-gaze': 'a Hypnotic Gaze',
};

const testNames: Readonly<Record<Test['test'], string>> = {
  dodge: 'dodges',
  jump: 'jumps',
  'obstacle-jump': 'jumps',
  rush: 'rushes',
  'pick-up': 'picks up the ball',
  'stand-up': 'stands up',
  'jump-up': 'jumps up',
  catch: 'catches',
  loner: 'is a Loner and tries the team re-roll',
  pass: 'throws',
  'throw-team-mate': 'throws his team-mate',
  landing: 'lands',
  'floor-landing': 'lands on the floor below',
  precarious: 'keeps his footing on the edge',
  'hypnotic-gaze': 'gazes',
  interference: 'reaches for the pass',
  dauntless: 'is Dauntless',
  pro: 'tries Pro',
  regeneration: 'tries to Regenerate',
  'foul-appearance': 'faces a Foul Appearance',
  'bone-head': 'rolls for Bone Head',
  'really-stupid': 'rolls for Really Stupid',
  'animal-savagery': 'rolls for Animal Savagery',
  'take-root': 'rolls for Take Root',
  tentacles: 'tries Tentacles on the player stepping away',
  'pit-entry': 'faces the pit teleporter',
};

/** What a pass and a failure mean, where "success" and "fails" would say less. */
const outcomeNames: Partial<Readonly<Record<Test['test'], readonly [string, string]>>> = {
  loner: ['the re-roll may be used', 'the re-roll is lost'],
  pro: ['he may re-roll', 'the roll stands'],
  tentacles: ['holds him', 'he gets away'],
  precarious: ['steady', 'he slips'],
  'bone-head': ['all is well', 'he forgets what he was doing'],
  'really-stupid': ['all is well', 'he forgets what he was doing'],
  'take-root': ['he can move', 'he takes root'],
  'animal-savagery': ['all is well', 'he lashes out'],
  'foul-appearance': ['he overcomes it', 'he cannot bring himself to act'],
};

const faceNames: Readonly<Record<Extract<GameEvent, { type: 'block-result' }>['face'], string>> = {
  'attacker-down': 'Attacker Down',
  'both-down': 'Both Down',
  push: 'Push Back',
  stumble: 'Defender Stumbles',
  pow: 'POW!',
};

const injuryNames: Readonly<Record<Extract<GameEvent, { type: 'injury' }>['result'], string>> = {
  stunned: 'Stunned',
  ko: "KO'd",
  casualty: 'a Casualty',
};

const boxNames: Readonly<Record<Extract<GameEvent, { type: 'removed' }>['to'], string>> = {
  reserves: 'goes to the Reserves',
  ko: "goes to the KO'd box",
  casualty: 'goes to the Casualty box',
  lost: 'is gone for the rest of the match',
};

const endNames: Readonly<Record<Extract<GameEvent, { type: 'match-ended' }>['reason'], string>> = {
  touchdown: 'a touchdown',
  'round-limit': 'the round limit',
  'nobody-left': 'nobody left to play',
  conceded: 'the others conceded',
};
