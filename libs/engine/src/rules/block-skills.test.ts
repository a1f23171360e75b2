import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal-actions';
import { blockBy, board, named, play } from '../testing/fixture';

const hall = ['.........', '.........', '.........', '.........', '.........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
// Block die faces from a D6: 1 attacker down, 2 both down, 3-4 push, 5 stumble, 6 POW.

/** Team 0's attacker (at 2,2) blocks the defender (at 3,2) with a POW; then the dice given. */
function pow(attackerSkills: string[], dice: number[], defender: { av?: number } = {}) {
  const start = board(hall)
    .player('a', 2, 2, { skills: attackerSkills })
    .player('d', 3, 2, { team: 1, ...defender })
    .withDice([6, ...dice])
    .build();
  return play(
    start,
    ...blockBy('0-1', '1-1'),
    { type: 'push-to', square: at(4, 2) },
    { type: 'follow-up', follow: false },
  );
}

describe('Mighty Blow', () => {
  it('BB-SKILL-1 Mighty Blow: +1 to the Armour roll of a player he knocks down when it breaks the armour', () => {
    const { events, state } = pow(['Mighty Blow (+1)'], [4, 4, 1, 2]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', dice: [4, 4], modifier: 1, broken: true }),
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'injury', modifier: 0 }));
    expect(named(state, 'd').stance).toBe('stunned');
  });

  it('BB-SKILL-1 Mighty Blow: goes on the Injury roll when the armour breaks without it', () => {
    const { events, state } = pow(['Mighty Blow'], [5, 5, 4, 3]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', modifier: 0, broken: true }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'injury', dice: [4, 3], modifier: 1, result: 'ko' }),
    );
    expect(named(state, 'd').box).toBe('ko');
  });

  it('BB-SKILL-1 Mighty Blow: the value written on the skill is added (+2)', () => {
    const { events } = pow(['Mighty Blow (+2)'], [3, 4, 1, 1]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', dice: [3, 4], modifier: 2, broken: true }),
    );
  });

  it('BB-SKILL-1 Mighty Blow: an Armour roll it cannot break gets nothing, and there is no Injury roll', () => {
    const { events } = pow(['Mighty Blow (+1)'], [3, 4]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', modifier: 0, broken: false }),
    );
    expect(events.some((e) => e.type === 'injury')).toBe(false);
  });

  it('BB-SKILL-1 Mighty Blow: not on a foul (BB-FOUL-2)', () => {
    const start = board(hall)
      .player('f', 2, 2, { skills: ['Mighty Blow (+1)'] })
      .player('v', 3, 2, { team: 1, stance: 'prone' })
      .withDice([4, 4])
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'foul' },
      { type: 'foul', target: '1-1' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', modifier: 0, broken: false }),
    );
  });

  it('BB-SKILL-1 Mighty Blow: not when he is the defender (Player Down, BB-BLOCK-5)', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1, skills: ['Mighty Blow (+1)'] })
      .withDice([1, 4, 4])
      .build();
    const { events } = play(start, ...blockBy('0-1', '1-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '0-1', modifier: 0, broken: false }),
    );
  });

  it('BB-SKILL-1 Mighty Blow: applies to a defender knocked down against a wall, on top of the +1 (DB-MOVE-5)', () => {
    const wall = ['....#', '....#', '....#'];
    const start = board(wall)
      .player('a', 2, 1, { skills: ['Mighty Blow (+1)'] })
      .player('d', 3, 1, { team: 1 })
      .withDice([6, 3, 4, 1, 1])
      .build();
    const { events } = play(start, ...blockBy('0-1', '1-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', dice: [3, 4], modifier: 2, broken: true }),
    );
  });
});

describe('Dauntless', () => {
  const strong = (rolled: number, block: number[]) =>
    play(
      board(hall)
        .player('a', 2, 2, { skills: ['Dauntless'] })
        .player('d', 3, 2, { team: 1, st: 5 })
        .withDice([rolled, ...block])
        .build(),
      ...blockBy('0-1', '1-1'),
    );

  it("BB-SKILL-1 Dauntless: D6 + ST beating a stronger target's ST blocks at the target's ST", () => {
    const { events } = strong(3, [3]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'test',
        test: 'dauntless',
        target: 3,
        rolled: 3,
        success: true,
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push'], chooser: 0 }),
    );
  });

  it('BB-SKILL-1 Dauntless: equalling the target ST is not beating it; the block is still made', () => {
    const { events, state } = strong(2, [6, 6]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'dauntless', rolled: 2, success: false }),
    );
    expect(state.pending.at(-1)).toMatchObject({ kind: 'block-die', team: 1 });
  });

  it('BB-SKILL-1 Dauntless: assists count after it (BB-BLOCK-2); no roll against a player no stronger', () => {
    const assisted = play(
      board(hall)
        .player('a', 2, 2, { skills: ['Dauntless'] })
        .player('helper', 4, 1)
        .player('d', 3, 2, { team: 1, st: 4 })
        .withDice([6, 3, 3])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(assisted.state.pending.at(-1)).toMatchObject({ kind: 'block-die', team: 0 });
    const equal = play(
      board(hall)
        .player('a', 2, 2, { skills: ['Dauntless'] })
        .player('d', 3, 2, { team: 1 })
        .withDice([3])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(equal.events.some((e) => e.type === 'test')).toBe(false);
  });
});

describe('Claws', () => {
  it('BB-SKILL-1 Claws: an unmodified Armour roll of 8+ breaks any AV of a player he knocks down', () => {
    const { events } = pow(['Claws'], [4, 4, 1, 1], { av: 10 });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', dice: [4, 4], modifier: 0, broken: true }),
    );
  });

  it('BB-SKILL-1 Claws: does not stack with Mighty Blow on the Armour roll; Mighty Blow then goes on the Injury roll', () => {
    const seven = pow(['Claws', 'Mighty Blow (+1)'], [3, 4], { av: 10 });
    expect(seven.events).toContainEqual(
      expect.objectContaining({ type: 'armour', modifier: 0, broken: false }),
    );
    const eight = pow(['Claws', 'Mighty Blow (+1)'], [4, 4, 4, 3], { av: 10 });
    expect(eight.events).toContainEqual(
      expect.objectContaining({ type: 'injury', modifier: 1, result: 'ko' }),
    );
  });

  it('BB-SKILL-1 Claws: not on a foul', () => {
    const start = board(hall)
      .player('f', 2, 2, { skills: ['Claws'] })
      .player('v', 3, 2, { team: 1, stance: 'prone', av: 10 })
      .withDice([4, 5])
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'foul' },
      { type: 'foul', target: '1-1' },
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', broken: false }));
  });
});

describe('Wrestle', () => {
  const wrestle = (attacker: string[], defender: string[], dice: number[], carrier?: string) => {
    const b = board(hall)
      .player('a', 2, 2, { skills: attacker })
      .player('d', 3, 2, { team: 1, skills: defender })
      .withDice([2, ...dice]);
    return play((carrier ? b.ballHeldBy(carrier) : b).build(), ...blockBy('0-1', '1-1'));
  };

  it('BB-SKILL-1 Wrestle: on Both Down the attacker may place both players Prone, no Armour roll, no turnover (BB-STATE-6)', () => {
    const asked = wrestle(['Wrestle'], [], []);
    expect(asked.state.pending.at(-1)).toMatchObject({
      kind: 'use-skill',
      team: 0,
      choice: { skill: 'Wrestle' },
    });
    const { state, events } = play(asked.state, { type: 'use-skill', use: true });
    expect([named(state, 'a').stance, named(state, 'd').stance]).toEqual(['prone', 'prone']);
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(state.turn.team).toBe(0);
    expect(state.turn.activation).toBeNull();
  });

  it('BB-SKILL-1 Wrestle: the defender may use it too; declined, Both Down knocks both down as usual', () => {
    const asked = wrestle([], ['Wrestle'], [3, 3, 3, 3]);
    expect(asked.state.pending.at(-1)).toMatchObject({ kind: 'use-skill', team: 1 });
    const used = play(asked.state, { type: 'use-skill', use: true });
    expect(used.state.turn.team).toBe(0);
    const declined = play(asked.state, { type: 'use-skill', use: false });
    expect(declined.events.filter((e) => e.type === 'armour')).toHaveLength(2);
    expect(declined.state.turn.team).toBe(1); // the attacker was knocked down (BB-TO-2)
  });

  it('BB-SKILL-1 Wrestle: a turnover when the attacker held the ball (BB-TO-3)', () => {
    const { state } = play(wrestle(['Wrestle'], [], [7], 'a').state, {
      type: 'use-skill',
      use: true,
    });
    expect(state.ball.carrier).toBeNull();
    expect(state.turn.team).toBe(1);
  });
});

describe('Juggernaut', () => {
  const blitz = (defender: string[], dice: number[]) =>
    play(
      board(hall)
        .player('a', 2, 2, { skills: ['Juggernaut'] })
        .player('d', 3, 2, { team: 1, skills: defender })
        .withDice([2, ...dice])
        .build(),
      { type: 'activate', player: '0-1', action: 'blitz' },
      { type: 'block', target: '1-1' },
    );

  it('BB-SKILL-1 Juggernaut: in a Blitz he may treat Both Down as Push Back', () => {
    const asked = blitz([], []);
    expect(asked.state.pending.at(-1)).toMatchObject({
      kind: 'use-skill',
      team: 0,
      choice: { skill: 'Juggernaut' },
    });
    const { state } = play(asked.state, { type: 'use-skill', use: true });
    expect(state.pending.at(-1)).toMatchObject({ kind: 'push', team: 0 });
  });

  it('BB-SKILL-1 Juggernaut: his Blitz target cannot Wrestle; not in a Block action', () => {
    const denied = play(blitz(['Wrestle'], [3, 3, 3, 3]).state, { type: 'use-skill', use: false });
    expect(denied.events.filter((e) => e.type === 'armour')).toHaveLength(2);
    const block = play(
      board(hall)
        .player('a', 2, 2, { skills: ['Juggernaut'] })
        .player('d', 3, 2, { team: 1 })
        .withDice([2, 3, 3, 3, 3])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(block.state.turn.team).toBe(1);
  });
});

describe('Foul Appearance', () => {
  it('BB-SKILL-1 Foul Appearance: a player declaring a Block against him rolls a D6 first; on a 1 the action is wasted, no turnover', () => {
    const start = (dice: number[]) =>
      board(hall)
        .player('a', 2, 2)
        .player('d', 3, 2, { team: 1, skills: ['Foul Appearance'] })
        .withDice(dice)
        .build();
    const wasted = play(start([1]), ...blockBy('0-1', '1-1'));
    expect(wasted.events).toContainEqual(
      expect.objectContaining({ test: 'foul-appearance', rolled: 1, success: false }),
    );
    expect(wasted.events.some((e) => e.type === 'block-dice')).toBe(false);
    expect(wasted.state.turn).toMatchObject({ team: 0, activation: null });
    const braved = play(start([2, 3]), ...blockBy('0-1', '1-1'));
    expect(braved.events).toContainEqual(expect.objectContaining({ type: 'block-dice' }));
  });

  it('BB-SKILL-1 Foul Appearance: a Frenzy second block is not declared and is not rolled for again', () => {
    const start = board(hall)
      .player('a', 2, 2, { skills: ['Frenzy'] })
      .player('d', 3, 2, { team: 1, skills: ['Foul Appearance'] })
      .withDice([2, 3, 3])
      .build();
    const { events } = play(
      start,
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'push-to', square: at(5, 2) },
    );
    expect(events.filter((e) => e.type === 'test')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'block-dice')).toHaveLength(2);
  });
});

describe('re-rolling the rolls before a block', () => {
  it('BB-RR-1: a failed Dauntless roll may be re-rolled with a team re-roll (BB-SKILL-1 Dauntless)', () => {
    const start = board(hall)
      .player('a', 2, 2, { skills: ['Dauntless'] })
      .player('d', 3, 2, { team: 1, st: 5 })
      .withRerolls(0, 1)
      .withDice([2, 3, 3])
      .build();
    const asked = play(start, ...blockBy('0-1', '1-1'));
    expect(asked.state.pending.at(-1)).toMatchObject({
      kind: 'reroll',
      test: { kind: 'dauntless' },
    });
    const { events } = play(asked.state, { type: 'use-reroll', source: 'team' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push'], chooser: 0 }),
    );
  });

  it('BB-RR-1: a failed Foul Appearance roll may be re-rolled; declined, the action is wasted (BB-SKILL-1 Foul Appearance)', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1, skills: ['Foul Appearance'] })
      .withRerolls(0, 1)
      .withDice([1, 2, 3])
      .build();
    const asked = play(start, ...blockBy('0-1', '1-1'));
    const braved = play(asked.state, { type: 'use-reroll', source: 'team' });
    expect(braved.events).toContainEqual(expect.objectContaining({ type: 'block-dice' }));
    expect(braved.state.turn.activation).toMatchObject({ blocks: 1 });
    const wasted = play(asked.state, { type: 'use-reroll', source: 'none' });
    expect(wasted.state.turn).toMatchObject({ team: 0, activation: null });
  });
});

describe('Pro on block dice', () => {
  const proBlock = (st: number, dice: number[]) =>
    play(
      board(hall)
        .player('a', 2, 2, { st, skills: ['Pro'] })
        .player('d', 3, 2, { team: 1 })
        .withDice(dice)
        .build(),
      ...blockBy('0-1', '1-1'),
    );

  it('BB-SKILL-1 Pro: on 3+ one block die of his choice is re-rolled, the others stand (BB-RR-4)', () => {
    const asked = proBlock(4, [1, 2, 3, 6]);
    expect(legalActions(asked.state)).toEqual([
      { type: 'use-reroll', source: 'pro', die: 0 },
      { type: 'use-reroll', source: 'pro', die: 1 },
      { type: 'use-reroll', source: 'none' },
    ]);
    const { state } = play(asked.state, { type: 'use-reroll', source: 'pro', die: 1 });
    expect(state.pending.at(-1)).toMatchObject({
      kind: 'block-die',
      dice: ['attacker-down', 'pow'],
    });
  });

  it('BB-SKILL-1 Pro: on 1-2 the block dice stand', () => {
    const { state } = play(proBlock(3, [1, 2, 3, 3]).state, {
      type: 'use-reroll',
      source: 'pro',
      die: 0,
    });
    expect(named(state, 'a').stance).toBe('prone');
    expect(state.turn.team).toBe(1);
  });
});
