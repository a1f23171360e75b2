import { describe, expect, it } from 'vitest';
import { board, named, play } from '../testing/fixture';

const hall = ['.........', '.........', '.........', '.........', '.........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
const blockBy = (attacker: string, target: string) => [
  { type: 'activate', player: attacker, action: 'block' } as const,
  { type: 'block', target } as const,
];
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
