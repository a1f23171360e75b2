import { describe, expect, it } from 'vitest';
import { view } from '../../view';
import { apply } from '../../engine';
import type { GameState } from '../../model/state';
import type { DraftState, Step } from '../../rules/context';
import { startOfMatch } from '../../flow/turn-sequence';
import { board, play } from '../../testing/fixture';
import type { CorridorSide, TiltingCorridor } from '.';

const at = (x: number, y: number) => ({ floor: 0, x, y });
/** The corridor runs east on row 1 from (1, 1): (1, 1) and (2, 1) its Z1 half, (3, 1) and (4, 1) its Z2 half. */
const corridor = (start: TiltingCorridor['start'] = 'random'): TiltingCorridor => ({
  id: 'bridge',
  squares: [at(1, 1), at(2, 1), at(3, 1), at(4, 1)],
  start,
});
const hall = (lowered?: CorridorSide) => {
  const b = board(['.####.', '......', '.####.']).mechanism('tilting-corridor', [corridor()]);
  return lowered ? b.remembering('tilting-corridor', { bridge: lowered }) : b;
};
const lowered = (state: GameState) =>
  (state.mechanismState?.['tilting-corridor'] as Record<string, string> | undefined)?.bridge;
const moveTo = (x: number, y: number) => ({ type: 'move', to: at(x, y) }) as const;
const activate = (action: 'move' | 'block') =>
  ({ type: 'activate', player: '0-1', action }) as const;

function matchStarts(start: DraftState): Step {
  const step: Step = { state: start, events: [] };
  startOfMatch(step);
  return step;
}

describe('the tilting corridor', () => {
  it('DB-TILT-2: at the start a D6 of 3 lowers it on the Z1 side, a 4 on the Z2 side; a map may say which', () => {
    expect(lowered(matchStarts(hall().withDice([3]).build()).state)).toBe('z1');
    const four = matchStarts(hall().withDice([4]).build());
    expect(lowered(four.state)).toBe('z2');
    expect(four.events).toContainEqual({
      type: 'corridor-tilted',
      id: 'bridge',
      lowered: 'z2',
      rolled: 4,
    });
    const set = board(['.####.', '......', '.####.'])
      .mechanism('tilting-corridor', [corridor('z2')])
      .build();
    expect(matchStarts(set).events).toContainEqual(
      expect.objectContaining({ lowered: 'z2', rolled: null }),
    );
  });

  it('DB-TILT-1: a player walks in only at the lowered end', () => {
    const west = play(hall('z2').player('walker', 0, 1).build(), activate('move')).state;
    expect(apply(west, moveTo(1, 1))).toMatchObject({
      error: expect.stringContaining('DB-TILT-1'),
    });
    const east = play(hall('z2').player('walker', 5, 1).build(), activate('move'), moveTo(4, 1));
    expect(east.state.players[0]!.at).toEqual(at(4, 1));
    const open = play(hall('z1').player('walker', 0, 1).build(), activate('move'), moveTo(1, 1));
    expect(open.state.players[0]!.at).toEqual(at(1, 1));
  });

  it('DB-TILT-3: it tips as soon as he passes the middle, he walks on, and it stays so once he has left', () => {
    const start = hall('z1').player('walker', 0, 1).build();
    const half = play(start, activate('move'), moveTo(1, 1), moveTo(2, 1));
    expect(lowered(half.state)).toBe('z1');
    const past = play(half.state, moveTo(3, 1));
    expect(past.events).toContainEqual({
      type: 'corridor-tilted',
      id: 'bridge',
      lowered: 'z2',
      rolled: null,
    });
    const out = play(past.state, moveTo(4, 1), moveTo(5, 1));
    expect(out.state.players[0]!.at).toEqual(at(5, 1));
    expect(lowered(out.state)).toBe('z2');
  });

  it('DB-TILT-4: an ST 4 orc on the Z2 half outweighs an ST 2 catcher on the Z1 half; equal strengths leave it', () => {
    // The orc dodges (6) out of the catcher's tackle zone, over the middle.
    const orc = hall('z1')
      .player('orc', 2, 1, { st: 4 })
      .player('catcher', 1, 1, { team: 1, st: 2 })
      .withDice([6])
      .build();
    const tipped = play(orc, activate('move'), moveTo(3, 1));
    expect(lowered(tipped.state)).toBe('z2');
    const even = hall('z1')
      .player('walker', 2, 1, { st: 3 })
      .player('other', 1, 1, { team: 1, st: 3, stance: 'prone' })
      .build();
    expect(lowered(play(even, activate('move'), moveTo(3, 1)).state)).toBe('z1');
  });

  it('DB-TILT-4: a push onto the other half counts at once, a Stunned player as much as a Standing one', () => {
    // Push (3): the defender goes from (2, 1) to (3, 1), where a Stunned ST 1 team-mate lies at
    // (4, 1): Z1 3 against Z2 4, before the follow-up is even chosen.
    const start = hall('z1')
      .player('a', 1, 1)
      .player('d', 2, 1, { team: 1 })
      .player('lying', 4, 1, { team: 1, st: 1, stance: 'stunned' })
      .withDice([3])
      .build();
    const { state } = play(start, activate('block'), { type: 'block', target: '1-1' });
    expect(state.pending.at(-1)?.kind).toBe('follow-up');
    expect(lowered(state)).toBe('z2');
  });

  it('DB-TILT-2: its lowered side is in what every coach sees', () => {
    expect(view(hall('z2').build(), 1).state.mechanismState).toEqual({
      'tilting-corridor': { bridge: 'z2' },
    });
  });
});
