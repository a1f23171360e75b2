import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import { board, named, play } from '../testing/fixture';

const hall = ['.......', '.......', '.......', '.......'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
const activate = (action: 'move' | 'block' | 'blitz' = 'move') =>
  ({ type: 'activate', player: '0-1', action }) as const;

describe('Bone Head', () => {
  it('BB-SKILL-1 Bone Head, DB-BIG-8: on a 1 his activation ends and he loses his tackle zone (BB-STATE-7); no turnover (BB-TO-12); the Blitz is spent (BB-TURN-5)', () => {
    const start = board(hall)
      .player('b', 1, 1, { skills: ['Bone Head'] })
      .player('other', 4, 1)
      .withDice([1])
      .build();
    const { state, events } = play(start, activate('blitz'));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'bone-head', target: 2, rolled: 1, success: false }),
    );
    expect(named(state, 'b')).toMatchObject({ distracted: true, activated: true });
    expect(state.turn).toMatchObject({ team: 0, activation: null });
    expect(apply(state, { type: 'activate', player: '0-2', action: 'blitz' })).toHaveProperty(
      'error',
    );
  });

  it('BB-SKILL-1 Bone Head: on a 2 he acts', () => {
    const { state } = play(
      board(hall)
        .player('b', 1, 1, { skills: ['Bone Head'] })
        .withDice([2])
        .build(),
      activate(),
      { type: 'move', to: at(2, 1) },
    );
    expect(named(state, 'b').at).toEqual(at(2, 1));
  });
});

describe('Really Stupid', () => {
  const stupid = (roll: number, mate?: string[]) => {
    const b = board(hall).player('r', 1, 1, { skills: ['Really Stupid'] });
    return play(
      (mate ? b.player('m', 2, 1, { skills: mate }) : b).withDice([roll]).build(),
      activate(),
    ).state;
  };

  it('BB-SKILL-1 Really Stupid: needs a 4+ alone; failure ends his activation and loses his tackle zone', () => {
    expect(named(stupid(3), 'r').distracted).toBe(true);
    expect(stupid(4).turn.activation).not.toBeNull();
  });

  it('BB-SKILL-1 Really Stupid: 2+ with a Standing team-mate next to him who is not Really Stupid himself', () => {
    expect(stupid(2, []).turn.activation).not.toBeNull();
    expect(named(stupid(2, ['Really Stupid']), 'r').distracted).toBe(true);
  });
});

describe('Animal Savagery', () => {
  it('BB-SKILL-1 Animal Savagery: on 1-3 he Knocks Down a team-mate next to him, then may act; no turnover', () => {
    const start = board(hall)
      .player('s', 1, 1, { skills: ['Animal Savagery'] })
      .player('m', 2, 1)
      .withDice([3, 1, 1])
      .build();
    const { state, events } = play(start, activate());
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'animal-savagery', target: 4, modifier: 0, success: false }),
    );
    expect(named(state, 'm').stance).toBe('prone');
    expect(state.turn).toMatchObject({ team: 0 });
    expect(state.turn.activation).not.toBeNull();
  });

  it('BB-SKILL-1 Animal Savagery: +2 when a Block or Blitz is declared', () => {
    const start = board(hall)
      .player('s', 1, 1, { skills: ['Animal Savagery'] })
      .player('d', 2, 1, { team: 1 })
      .withDice([2])
      .build();
    const { events } = play(start, activate('block'));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'animal-savagery', modifier: 2, rolled: 2, success: true }),
    );
  });

  it("BB-SKILL-1 Animal Savagery: with two team-mates next to him his coach picks one; a ball carrier's fall is a turnover", () => {
    const start = board(hall)
      .player('s', 1, 1, { skills: ['Animal Savagery'] })
      .player('m', 2, 1)
      .player('c', 0, 1)
      .ballHeldBy('c')
      .withDice([1, 1, 1, 5])
      .build();
    const asked = play(start, activate());
    expect(legalActions(asked.state)).toEqual([
      { type: 'lash-out', target: '0-2' },
      { type: 'lash-out', target: '0-3' },
    ]);
    const { state } = play(asked.state, { type: 'lash-out', target: '0-3' });
    expect(named(state, 'c').stance).toBe('prone');
    expect(state.turn.team).toBe(1);
  });

  it('BB-SKILL-1 Animal Savagery: with no team-mate next to him his activation ends and he loses his tackle zone', () => {
    const { state } = play(
      board(hall)
        .player('s', 1, 1, { skills: ['Animal Savagery'] })
        .withDice([1])
        .build(),
      activate(),
    );
    expect(named(state, 's')).toMatchObject({ distracted: true, activated: true });
    expect(state.turn.team).toBe(0);
  });
});

describe('Take Root', () => {
  it('BB-SKILL-1 Take Root: on a 1 he cannot move, but may still block a player next to him', () => {
    const rooted = play(
      board(hall)
        .player('t', 1, 1, { skills: ['Take Root'] })
        .player('d', 2, 1, { team: 1 })
        .withDice([1])
        .build(),
      activate('blitz'),
    ).state;
    expect(named(rooted, 't').rooted).toBe(true);
    expect(legalActions(rooted).filter((a) => a.type === 'move')).toEqual([]);
    expect(legalActions(rooted)).toContainEqual({ type: 'block', target: '1-1' });
  });

  it('BB-SKILL-1 Take Root: a rooted player is not pushed back, and a rooted attacker cannot follow up', () => {
    const attackerRooted = play(
      board(hall)
        .player('a', 1, 1, { skills: ['Take Root'] })
        .player('d', 2, 1, { team: 1 })
        .withDice([1, 3])
        .build(),
      activate('block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(3, 1) },
    );
    expect(attackerRooted.state.pending).toEqual([]);
    expect(named(attackerRooted.state, 'a').at).toEqual(at(1, 1));
    const defenderRooted = play(
      board(hall)
        .player('a', 1, 1)
        .player('d', 2, 1, { team: 1, skills: ['Take Root'] })
        .withDice([1, 3])
        .build(),
      { type: 'end-turn' },
      { type: 'activate', player: '1-1', action: 'move' },
      { type: 'end-turn' },
      activate('block'),
      { type: 'block', target: '1-1' },
    );
    expect(named(defenderRooted.state, 'd')).toMatchObject({ at: at(2, 1), rooted: true });
    expect(defenderRooted.state.turn.activation).toBeNull();
  });

  it('BB-SKILL-1 Take Root: ends when he is Knocked Down', () => {
    const start = board(hall)
      .player('a', 1, 1)
      .player('d', 2, 1, { team: 1, skills: ['Take Root'] })
      .withDice([1, 6, 1, 1])
      .build();
    const { state } = play(
      start,
      { type: 'end-turn' },
      { type: 'activate', player: '1-1', action: 'move' },
      { type: 'end-turn' },
      activate('block'),
      { type: 'block', target: '1-1' },
    );
    expect(named(state, 'd')).toMatchObject({ at: at(2, 1), stance: 'prone', rooted: false });
  });
});

describe('re-rolling trait rolls', () => {
  it('BB-RR-1: a failed Bone Head roll may be re-rolled with a team re-roll; passed, he acts', () => {
    const start = board(hall)
      .player('b', 1, 1, { skills: ['Bone Head'] })
      .withRerolls(0, 1)
      .withDice([1, 2])
      .build();
    const asked = play(start, activate());
    expect(legalActions(asked.state)).toEqual([
      { type: 'use-reroll', source: 'team' },
      { type: 'use-reroll', source: 'none' },
    ]);
    const { state } = play(asked.state, { type: 'use-reroll', source: 'team' });
    expect(named(state, 'b').distracted).toBe(false);
    expect(state.turn.activation).not.toBeNull();
    const declined = play(asked.state, { type: 'use-reroll', source: 'none' });
    expect(named(declined.state, 'b').distracted).toBe(true);
  });

  it('BB-SKILL-1 Pro: may re-roll a failed Really Stupid roll; an Animal Savagery re-roll that fails still lashes out', () => {
    const pro = play(
      board(hall)
        .player('r', 1, 1, { skills: ['Really Stupid', 'Pro'] })
        .withDice([3, 5, 4])
        .build(),
      activate(),
      { type: 'use-reroll', source: 'pro' },
    );
    expect(pro.state.turn.activation).not.toBeNull();
    const savage = play(
      board(hall)
        .player('s', 1, 1, { skills: ['Animal Savagery'] })
        .player('m', 2, 1)
        .withRerolls(0, 1)
        .withDice([1, 2, 1, 1])
        .build(),
      activate(),
      { type: 'use-reroll', source: 'team' },
    );
    expect(named(savage.state, 'm').stance).toBe('prone');
    expect(savage.state.turn.activation).not.toBeNull();
  });
});
