import { describe, expect, it } from 'vitest';
import type { GameState } from '../model/state';
import { blockBy, board, named, play } from '../testing/fixture';
import { view } from '../view';

/**
 * A block's remaining work waits on `state.pending` as frames beneath the decision a coach
 * answers: the decision holds only what he chooses between, and its handler takes the frame off
 * and goes on with it. The coaches' view holds the decisions only.
 */
const hall = ['.........', '.........', '.........', '.........', '.........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
// Block die faces from a D6: 1 attacker down, 2 both down, 3-4 push, 5 stumble, 6 POW.

/** What each coach sees waiting: the decisions alone, never a frame. */
const seen = (state: GameState) => [0, 1].map((team) => view(state, team).state.pending);

describe('a block as frames on the stack', () => {
  it('BB-BLOCK-4: two dice wait for the stronger side to choose, the block beneath; the choice takes it off', () => {
    const start = board(hall)
      .player('a', 2, 2, { st: 4 })
      .player('d', 3, 2, { team: 1 })
      .withDice([6, 1])
      .build();
    const rolled = play(start, ...blockBy('0-1', '1-1')).state;
    const decision = {
      kind: 'block-die',
      team: 0,
      attacker: '0-1',
      defender: '1-1',
      dice: ['pow', 'attacker-down'],
    };
    expect(rolled.pending).toEqual([
      { kind: 'block', team: 0, attacker: '0-1', defender: '1-1', chooser: 0, rerolled: false },
      decision,
    ]);
    expect(seen(rolled)).toEqual([[decision], [decision]]);
    const pow = play(rolled, { type: 'choose-block-die', index: 0 }).state;
    expect(pow.pending.map((f) => f.kind)).toEqual(['push-chain', 'push']);
  });

  it('BB-RR-1: block dice the attacker may re-roll wait with the block beneath; re-rolled, it is marked so for the die chosen next', () => {
    const start = board(hall)
      .player('a', 2, 2, { st: 4 })
      .player('d', 3, 2, { team: 1 })
      .withRerolls(0, 1)
      .withDice([1, 2, 6, 3])
      .build();
    const rolled = play(start, ...blockBy('0-1', '1-1')).state;
    expect(rolled.pending).toEqual([
      { kind: 'block', team: 0, attacker: '0-1', defender: '1-1', chooser: 0, rerolled: false },
      {
        kind: 'block-reroll',
        team: 0,
        attacker: '0-1',
        defender: '1-1',
        dice: ['attacker-down', 'both-down'],
        teamReroll: true,
        pro: false,
      },
    ]);
    const again = play(rolled, { type: 'use-reroll', source: 'team' }).state;
    expect(again.pending).toEqual([
      { kind: 'block', team: 0, attacker: '0-1', defender: '1-1', chooser: 0, rerolled: true },
      { kind: 'block-die', team: 0, attacker: '0-1', defender: '1-1', dice: ['pow', 'push'] },
    ]);
  });

  it('BB-BLOCK-7, BB-BLOCK-9: the push waits beneath its square, then the block after the push beneath the follow-up; the stack ends empty', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .withDice([6, 1, 1]) // POW, then an Armour roll of 2 that holds
      .build();
    const pushing = play(start, ...blockBy('0-1', '1-1')).state;
    const options = [at(4, 2), at(4, 1), at(4, 3)];
    expect(pushing.pending).toEqual([
      {
        kind: 'push-chain',
        team: 0,
        attacker: '0-1',
        pushed: '1-1',
        face: 'pow',
        chain: [],
        defender: '1-1',
        vacated: at(3, 2),
      },
      { kind: 'push', team: 0, pushed: '1-1', options },
    ]);
    expect(seen(pushing)[1]).toEqual([{ kind: 'push', team: 0, pushed: '1-1', options }]);
    const following = play(pushing, { type: 'push-to', square: at(4, 1) }).state;
    expect(following.pending).toEqual([
      {
        kind: 'after-push',
        team: 0,
        attacker: '0-1',
        defender: '1-1',
        vacated: at(3, 2),
        face: 'pow',
      },
      { kind: 'follow-up', team: 0, attacker: '0-1', square: at(3, 2) },
    ]);
    const { state } = play(following, { type: 'follow-up', follow: true });
    expect(state.pending).toEqual([]);
    expect(named(state, 'a').at).toEqual(at(3, 2));
    expect(named(state, 'd')).toMatchObject({ at: at(4, 1), stance: 'prone' }); // the POW's knock-down
  });
});

describe('the skills asked about a block, the block beneath them', () => {
  it('BB-SKILL-1 Stand Firm: a chain-pushed player is asked with the push beneath; declined, he is offered the squares beyond him', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('x', 4, 1, { team: 1 })
      .player('f', 4, 2, { team: 1, skills: ['Stand Firm'] })
      .player('y', 4, 3, { team: 1 })
      .withDice([3])
      .build();
    const asked = play(start, ...blockBy('0-1', '1-1'), {
      type: 'push-to',
      square: at(4, 2),
    }).state;
    expect(asked.pending).toEqual([
      {
        kind: 'push-chain',
        team: 1,
        attacker: '0-1',
        pushed: '1-3',
        face: 'push',
        chain: [{ player: '1-1', to: at(4, 2) }],
        defender: '1-1',
        vacated: at(3, 2),
      },
      { kind: 'use-skill', team: 1, player: '1-3', choice: { skill: 'Stand Firm' } },
    ]);
    const declined = play(asked, { type: 'use-skill', use: false }).state;
    expect(declined.pending.at(-1)).toEqual({
      kind: 'push',
      team: 0,
      pushed: '1-3',
      options: [at(5, 2), at(5, 1), at(5, 3)],
    });
  });

  it('BB-SKILL-1 Fend: the block after its push waits beneath the defender’s choice', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1, skills: ['Fend'] })
      .withDice([3])
      .build();
    const asked = play(start, ...blockBy('0-1', '1-1'), {
      type: 'push-to',
      square: at(4, 2),
    }).state;
    expect(asked.pending).toEqual([
      {
        kind: 'after-push',
        team: 1,
        attacker: '0-1',
        defender: '1-1',
        vacated: at(3, 2),
        face: 'push',
      },
      { kind: 'use-skill', team: 1, player: '1-1', choice: { skill: 'Fend' } },
    ]);
    const declined = play(asked, { type: 'use-skill', use: false }).state;
    expect(declined.pending.map((f) => f.kind)).toEqual(['after-push', 'follow-up']);
  });

  it('BB-SKILL-1 Wrestle: on Both Down the block waits beneath each coach asked in turn', () => {
    const start = board(hall)
      .player('a', 2, 2, { skills: ['Wrestle'] })
      .player('d', 3, 2, { team: 1, skills: ['Wrestle'] })
      .withDice([2])
      .build();
    const block = { attacker: '0-1', defender: '1-1', chooser: 0, rerolled: false };
    const attacker = play(start, ...blockBy('0-1', '1-1')).state;
    expect(attacker.pending).toEqual([
      { kind: 'block', team: 0, ...block },
      { kind: 'use-skill', team: 0, player: '0-1', choice: { skill: 'Wrestle' } },
    ]);
    const defender = play(attacker, { type: 'use-skill', use: false }).state;
    expect(defender.pending).toEqual([
      { kind: 'block', team: 1, ...block },
      { kind: 'use-skill', team: 1, player: '1-1', choice: { skill: 'Wrestle' } },
    ]);
    const { state } = play(defender, { type: 'use-skill', use: true });
    expect(state.pending).toEqual([]);
    expect([named(state, 'a').stance, named(state, 'd').stance]).toEqual(['prone', 'prone']);
  });
});
