import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../src/index';
import { describeGame } from './game-summary';

const summary: GameSummary = {
  winner: 1,
  reason: 'conceded',
  rounds: 3,
  scorer: null,
  casualties: [0, 1],
  chestsOpened: 2,
  playersLost: [0, 0],
  actions: 120,
};

describe('a game in one line', () => {
  it('LM-27: a win by concession names the winner and the concession, with no scorer', () => {
    expect(describeGame(summary, ['human', 'random'])).toBe(
      'team 1 (random) won in round 3, the others conceded; casualties 0/1, chests opened 2, players lost 0/0, 120 actions',
    );
  });

  it('BB-INJ-7: the lasting injuries of the match are listed with the characteristic each costs', () => {
    const hurt: GameSummary = {
      ...summary,
      casualties: [1, 1],
      lastingInjuries: [
        { id: '0-3', name: 'Grim Ironfist', team: 0, injury: 'head-injury' },
        { id: '1-7', name: 'Snagga', team: 1, injury: 'dislocated-shoulder' },
      ],
    };
    expect(describeGame(hurt, ['human', 'random'])).toBe(
      'team 1 (random) won in round 3, the others conceded; casualties 1/1, chests opened 2, players lost 0/0, 120 actions; lasting injuries: Grim Ironfist (0-3) head injury, -1 AV; Snagga (1-7) dislocated shoulder, -1 ST',
    );
  });
});
