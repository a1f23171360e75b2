import { describe, expect, it } from 'vitest';
import { view } from '../view';
import type { GameState } from '../model/state';
import { board, named } from '../testing/fixture';
import { passPreview } from './pass-preview';

const hall = ['........', '........', '........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });

/** The preview of a pass by a fixture's player, from his coach's view as the play app asks it. */
function preview(state: GameState, name: string, x: number, y: number) {
  const p = named(state, name);
  return passPreview(view(state, p.team).state, p.id, at(x, y))!;
}

describe('the odds of a pass, for the coach about to throw', () => {
  it('BB-PASS-4, BB-PASS-5: a Short pass is −1, a 1 fumbles, a modified 4 is Accurate for PA 4+, the rest Inaccurate; the catch is AG 3+', () => {
    const state = board(hall).player('thrower', 1, 1).player('receiver', 6, 1).build();
    const odds = preview(state, 'thrower', 6, 1);
    expect(odds.range).toBe('S');
    expect(odds.pass).toMatchObject({ target: 4, modifier: -1 });
    expect(odds.pass!.chance).toBeCloseTo(2 / 6);
    expect(odds.fumbled).toBeCloseTo(1 / 6);
    expect(odds.inaccurate).toBeCloseTo(3 / 6);
    expect(odds.catcher).toMatchObject({ target: 3, modifier: 0 });
    expect(odds.interferers).toEqual([]);
    expect(odds.completion).toBeCloseTo((2 / 6) * (4 / 6));
  });

  it('BB-PASS-4, BB-PASS-10: a Marking opponent takes 1 off the pass, and one on the line may deflect it at −3, −1 more as the thrower Marks him', () => {
    const state = board(hall)
      .player('thrower', 1, 1)
      .player('receiver', 4, 1)
      .player('marker', 0, 1, { team: 1 })
      .player('interferer', 2, 1, { team: 1 })
      .build();
    const odds = preview(state, 'thrower', 4, 1);
    expect(odds.range).toBe('Q');
    // Marked by both the marker and the interferer next to him.
    expect(odds.pass).toMatchObject({ target: 4, modifier: -2 });
    expect(odds.pass!.chance).toBeCloseTo(1 / 6);
    const interferer = named(state, 'interferer').id;
    expect(odds.interferers).toEqual([
      { player: interferer, target: 3, modifier: -4, chance: 1 / 6 },
    ]);
    expect(odds.completion).toBeCloseTo((1 / 6) * (5 / 6) * (4 / 6));
  });

  it('BB-PASS-2: a pass to an empty square has no catcher and no completion', () => {
    const state = board(hall).player('thrower', 1, 1).build();
    const odds = preview(state, 'thrower', 3, 1);
    expect(odds.catcher).toBeNull();
    expect(odds.completion).toBe(0);
  });
});
