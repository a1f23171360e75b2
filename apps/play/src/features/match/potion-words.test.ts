import { describe, expect, it } from 'vitest';
import { changeWords, potionWords } from './potion-words';

describe('potion words on the player card', () => {
  it('DB-POTION-2, DB-POTION-3: says which player carries a potion and which is under one, with the turns left', () => {
    expect(potionWords(undefined)).toEqual([]);
    expect(potionWords({ carried: true, effect: null })).toEqual(['Carries a potion']);
    expect(
      potionWords({
        carried: true,
        effect: {
          potion: 'combat',
          rolled: [5, 6],
          changes: { st: 2 },
          skills: ['Block', 'Mighty Blow (+1)'],
          turns: 1,
        },
      }),
    ).toEqual([
      'Combat potion: +2 ST, Block, Mighty Blow (+1), 1 team turn left',
      'Carries a potion',
    ]);
  });

  it('DB-POTION-5: a better Agility target reads as +AG, a worse one as −AG', () => {
    expect(changeWords({ ag: -1 }, [])).toBe('+1 AG');
    expect(changeWords({ ag: 2, ma: -2 }, [])).toBe('−2 MA, −2 AG');
    expect(changeWords({}, [])).toBe('no change, at its limit');
  });
});
