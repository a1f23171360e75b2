import { describe, expect, it } from 'vitest';
import type { PublicState } from '@dungeonbowl/engine';
import { positionKey, positionLetters } from './position-letters';

const state = (players: [number, string][]) =>
  ({ players: players.map(([team, position]) => ({ team, position })) }) as unknown as PublicState;

describe('the letters on the players’ discs', () => {
  it('tells an Ogre from a Lineman, and a Blitzer from a Big Un Blocker, the Linemen keeping their L', () => {
    const letters = positionLetters(
      state([
        [0, 'Human Lineman'],
        [0, 'Human Lineman'],
        [0, 'Ogre'],
        [0, 'Blitzer'],
        [1, 'Orc Lineman'],
        [1, 'Orc Lineman'],
        [1, 'Blitzer'],
        [1, 'Big Un Blocker'],
        [1, 'Thrower'],
        [1, 'Untrained Troll'],
      ]),
    );
    expect(letters.get(positionKey(0, 'Human Lineman'))).toBe('L');
    expect(letters.get(positionKey(0, 'Ogre'))).toBe('O');
    expect(letters.get(positionKey(0, 'Blitzer'))).toBe('B');
    expect(letters.get(positionKey(1, 'Orc Lineman'))).toBe('L');
    const orcs = ['Blitzer', 'Big Un Blocker', 'Thrower', 'Untrained Troll'].map((p) =>
      letters.get(positionKey(1, p)),
    );
    expect(new Set(orcs).size).toBe(4);
    expect(orcs).toEqual(['B', 'Bl', 'T', 'Tr']);
  });
});
