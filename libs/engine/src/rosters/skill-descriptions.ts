import type { SkillName } from './skills';

/**
 * What each skill and trait does, in a sentence a coach reads on the player card: after the
 * summaries of BB-SKILL-1 (`shared/rules/blood-bowl-core.md`), with what Dungeonbowl changes,
 * which wins (DB-GEN-1): a skill a Dungeonbowl rule takes away says so. Named and worded in the
 * BB2020 terms, never the French of the sources (DB-GEN-10).
 * Typed by `SkillName`, so a skill added to `SKILLS` without a description does not compile.
 */
export const SKILL_DESCRIPTIONS: Readonly<Record<SkillName, string>> = {
  Accurate: '+1 to his Passing tests.',
  'Animal Savagery':
    'After declaring an action he rolls a D6 (+2 for a Block or Blitz): on 1–3 he knocks down a team-mate next to him, or his action ends.',
  'Big Hand': 'Ignores Marking when picking up the ball.',
  Block: 'May ignore a Both Down result for himself.',
  'Bone Head':
    'After declaring an action he rolls a D6: on a 1 his action ends and he loses his tackle zone until he next acts.',
  'Break Tackle': 'Once an activation, +1 to a Dodge test (+2 with ST 5 or more).',
  Catch: 'Re-rolls a failed Catch test.',
  Claws: 'Against a player he knocks down with a block, an Armour roll of 8+ breaks any armour.',
  Dauntless:
    'Blocking a stronger player, rolls D6 + his ST: beating the target’s ST, he blocks with equal strength.',
  'Dirty Player': '+1 (or the value shown) to a foul’s Armour or Injury roll.',
  'Disturbing Presence':
    '−1 to opponents’ Passing, Catch and Interference tests within 3 squares of him.',
  'Diving Tackle':
    'When an opponent dodges or jumps out of a square he Marks, he may take 2 off the roll and go Prone there.',
  Dodge:
    'Once a turn re-rolls a failed Dodge; a Stumble against him is a Push Back unless the attacker has Tackle.',
  'Extra Arms': '+1 to Pick-up, Catch and Interference tests.',
  Fend: 'Pushed back by a block, he may stop the attacker following up.',
  'Foul Appearance':
    'An opponent who declares a Block or special action on him rolls a D6 first: on a 1 the action is wasted.',
  Frenzy:
    'Must follow up, and must block again a pushed-back opponent still Standing (in a Blitz, for a square of movement).',
  Guard: 'Assists a block however many opponents Mark him.',
  'Hail Mary Pass':
    'Throwing anywhere, never accurately, is forbidden underground (DB-PASS-2): he passes like anyone.',
  Horns: '+1 ST when blocking in a Blitz.',
  'Hypnotic Gaze':
    'Special action: an Agility test against a Standing opponent next to him, who then loses his tackle zone.',
  Juggernaut:
    'In a Blitz, may treat Both Down as Push Back, and the target cannot use Fend, Stand Firm or Wrestle.',
  'Jump Up': 'Stands up for free; Prone, may try to stand and block on an Agility test at +1.',
  Kick: 'Used only at kick-off, which Dungeonbowl has not.',
  Leap: 'May jump over any square next to him, a player’s too, with smaller penalties.',
  Loner: 'Must roll the value shown on a D6 to use a team re-roll (BB-RR-5).',
  'Mighty Blow':
    '+1 (or the value shown) to the Armour or Injury roll of an opponent he knocks down with a block.',
  'Multiple Block':
    'May block two opponents next to him at once, at −2 ST each, with no follow-up.',
  'Nerves of Steel': 'Ignores Marking on Passing, Catch and Interference tests.',
  Pass: 'Re-rolls a failed Passing test.',
  'Prehensile Tail': '−1 to an opponent dodging or jumping out of a square he Marks.',
  Pro: 'Once during his activation, on a 3+ he may re-roll one of his dice.',
  'Really Stupid':
    'After declaring an action he rolls a D6: he needs 4+ (2+ beside a team-mate without it), or his action ends and he loses his tackle zone.',
  Regeneration: 'After a Casualty roll, on a 4+ he goes to the Reserves instead.',
  'Right Stuff': 'May be thrown by a team-mate with Throw Team-mate.',
  'Safe Pass': 'A fumbled pass stays in his hands: no bounce, no turnover.',
  Sidestep: 'Pushed back, his own coach chooses the square he goes to.',
  'Sneaky Git': 'May keep moving after a foul, if he has movement left.',
  Sprint: 'May Rush three times instead of two.',
  Stab: 'Special action instead of a block: an Armour roll against a Standing opponent next to him; never a turnover.',
  'Stand Firm': 'May refuse to be pushed back.',
  'Strip Ball': 'Pushing back the ball carrier with a block makes him drop the ball.',
  'Strong Arm': '+1 to the Passing test of a Throw Team-mate.',
  Stunty:
    'Ignores Marking when dodging; opponents get +1 to interfere with his passes; he is injured more easily.',
  'Sure Feet': 'Once a turn re-rolls a failed Rush.',
  'Sure Hands': 'Re-rolls a failed Pick-up, and Strip Ball does not work on him.',
  Tackle:
    'Opponents dodging out of a square he Marks, or Stumbling against his blocks, cannot use Dodge.',
  'Take Root':
    'After declaring an action he rolls a D6: on a 1 he is rooted to his square until he is knocked down.',
  Tentacles:
    'An opponent leaving a square he Marks may be held: D6 + his ST − the opponent’s ST must reach 6.',
  'Thick Skull': 'An Injury roll of 8 only Stuns him (7 too for a Stunty player).',
  'Throw Team-mate': 'May throw a team-mate with Right Stuff (Quick or Short range underground).',
  'Two Heads': '+1 to Dodge tests.',
  'Very Long Legs': 'Smaller penalties to jump, and +2 to Interference tests.',
  Wrestle: 'On Both Down, may place both players Prone with no Armour roll.',
  Blunderbuss: 'A ranged weapon, forbidden underground (DB-PASS-2).',
  'Always Hungry':
    'Throwing a team-mate, he may try to eat him instead: a 1 on a D6 before the throw.',
  Animosity:
    'Passing or handing off to a team-mate of another race needs a 2+ first, or the action is lost.',
  'Ball & Chain': 'Moves at random, blocking whoever he runs into; a secret weapon.',
  Bombardier: 'May throw bombs instead of the ball.',
  Brawler: 'May re-roll one Both Down result of his block.',
  Chainsaw:
    'Instead of a block, an Armour roll at +3 against an opponent next to him; a secret weapon.',
  'Cloud Burster':
    'Keeps interference off his Long passes, which are forbidden underground (DB-PASS-1).',
  Defensive: 'During the opponents’ turn, players he Marks cannot use Guard.',
  Drunkard: '−1 to his Rush rolls.',
  'Dump-off': 'May throw a Quick pass before an opponent’s block lands on him.',
  Grab: 'Pushing back an opponent, he chooses any free square next to him.',
  'Hit and Run': 'After a block, may move one square without dodging.',
  'Kick Team-mate': 'May kick a team-mate with Right Stuff as a throw.',
  'No Hands': 'Can never pick up, catch or hold the ball.',
  'On the Ball': 'May move up to three squares when an opponent passes.',
  'Pick-me-up':
    'At the end of the opponents’ turn, Prone team-mates near him may stand up on a 5+.',
  'Pogo Stick': 'May jump with no Marking penalty, and Leap better.',
  'Projectile Vomit':
    'Instead of a block, vomits on an opponent next to him: an Armour roll on a 2+.',
  'Running Pass': 'May keep moving after a Quick pass.',
  'Secret Weapon': 'A weapon the referee would send off; underground there is no referee.',
  Shadowing: 'May follow an opponent who leaves a square he Marks.',
  Swarming: 'Comes into play beyond the usual set-up at a kick-off, which Dungeonbowl has not.',
  Swoop: 'Thrown by a team-mate, he steers his landing.',
  'Timmm-ber!': 'Team-mates next to him help him stand up.',
  Titchy: '+1 to his Dodge tests; he never hinders an opponent dodging.',
  'Unchannelled Fury':
    'After declaring an action he rolls a D6 (+2 for a Block or Blitz): on 1–3 his action ends.',
};

/** The description of a skill as a player's card writes it ("Mighty Blow (+1)" too), or null for a name that is no skill. */
export function skillDescription(written: string): string | null {
  const name = written.replace(/\s*\(.*\)$/, '');
  return (SKILL_DESCRIPTIONS as Readonly<Record<string, string>>)[name] ?? null;
}
