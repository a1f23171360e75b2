import { describe, expect, it } from 'vitest';
import type { SppReason } from '../model/state';
import { board, named, play } from '../testing/fixture';
import type { GameState } from '../model/state';

const hall = Array.from({ length: 6 }, () => '............');
const at = (x: number, y: number) => ({ floor: 0, x, y });
const earned = (state: GameState, name: string): { reason: SppReason; spp: number }[] =>
  state.spp.awards
    .filter((a) => a.player === named(state, name).id)
    .map(({ reason, spp }) => ({ reason, spp }));

describe('star player points earned in the dungeon', () => {
  it('DB-POST-4, DB-CHEST-9: the player who opens the chest holding the ball earns 1 SPP', () => {
    const start = board(hall).player('a', 1, 1).chest(2, 2, 'ball').build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'open-chest', chest: at(2, 2) },
    );
    expect(earned(state, 'a')).toEqual([{ reason: 'ball-found', spp: 1 }]);
  });

  it('DB-POST-4: the Dungeonbowl touchdown earns 5 SPP, and each player Standing in the dungeon at the end 1, on every team', () => {
    const start = board(hall)
      .endZone({ id: 'east', x: 10, y: 0, width: 2, height: 4 }, 1)
      .player('runner', 9, 1)
      .player('down', 5, 5, { stance: 'prone' })
      .player('foe', 2, 3, { team: 1 })
      .player('stunned', 4, 3, { team: 1, stance: 'stunned' })
      .ballHeldBy('runner')
      .withDice([3, 1, 3, 1, 6])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(10, 1) },
    );
    expect(earned(state, 'runner').slice(0, 2)).toEqual([
      { reason: 'touchdown', spp: 5 },
      { reason: 'standing', spp: 1 },
    ]);
    expect(earned(state, 'foe')[0]).toEqual({ reason: 'standing', spp: 1 });
    expect(earned(state, 'down').filter((a) => a.reason === 'standing')).toEqual([]);
    expect(earned(state, 'stunned').filter((a) => a.reason === 'standing')).toEqual([]);
  });

  it('BB-PASS-13, BB-SPP-1: an Accurate pass caught by a team-mate in the target square is a completion, 1 SPP', () => {
    const start = board(hall)
      .player('t', 2, 4)
      .player('c', 4, 4)
      .ballHeldBy('t')
      .withDice([6, 6])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(4, 4) },
    );
    expect(state.ball.carrier).toBe(named(state, 'c').id);
    expect(earned(state, 't')).toEqual([{ reason: 'completion', spp: 1 }]);
    expect(earned(state, 'c')).toEqual([]);
  });

  it('BB-PASS-13: an Inaccurate pass caught by a team-mate is no completion', () => {
    const start = board(hall)
      .player('t', 2, 4)
      .player('c', 4, 4)
      .ballHeldBy('t')
      // Passing 2 (Inaccurate), three scatters that come back to the target square, catch 6
      .withDice([2, 3, 4, 7, 6])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(4, 4) },
    );
    expect(state.ball.carrier).toBe(named(state, 'c').id);
    expect(earned(state, 't')).toEqual([]);
  });

  it('DB-PASS-18: a ricochet caught by a team-mate on its way back is a completion, even one that missed its wall square', () => {
    const room = [
      '##############',
      ...Array.from({ length: 7 }, () => '#............#'),
      '##############',
    ];
    // Passing 2 misses; D6 2: the wall square left of it; rebound 1 + 1 squares; catch 6 in the second.
    const start = board(room)
      .player('t', 10, 4)
      .player('c', 11, 3)
      .ballHeldBy('t')
      .withDice([2, 2, 1, 1, 6])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'ricochet', wall: at(13, 4) },
    );
    expect(state.ball.carrier).toBe(named(state, 'c').id);
    expect(earned(state, 't')).toEqual([{ reason: 'completion', spp: 1 }]);
  });

  it('BB-PASS-10, BB-SPP-1: a deflection earns 1 SPP; a deflection caught is an interception, 2 SPP instead', () => {
    const thrown = (dice: number[]) =>
      play(
        board(hall)
          .player('t', 1, 4)
          .player('c', 5, 4)
          .player('i', 3, 4, { team: 1, ag: 2 })
          .ballHeldBy('t')
          .withDice(dice)
          .build(),
        { type: 'activate', player: '0-1', action: 'pass' },
        { type: 'pass', target: at(5, 4) },
        { type: 'interfere', player: '1-1' },
      ).state;
    const intercepted = thrown([6, 6, 6]);
    expect(earned(intercepted, 'i')).toEqual([{ reason: 'interception', spp: 2 }]);
    expect(earned(intercepted, 't')).toEqual([]);
    // Deflected (6) but the catch fails (1): the ball scatters.
    const deflected = thrown([6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(earned(deflected, 'i')).toEqual([{ reason: 'deflection', spp: 1 }]);
  });

  it('BB-SPP-1: a Casualty caused by a block earns the blocker 2 SPP; a KO earns nothing', () => {
    const blocked = (dice: number[]) =>
      play(
        board(hall)
          .player('a', 2, 1)
          .player('d', 3, 1, { team: 1 })
          .withDice([6, ...dice])
          .build(),
        { type: 'activate', player: '0-1', action: 'block' },
        { type: 'block', target: '1-1' },
        { type: 'push-to', square: at(4, 1) },
        { type: 'follow-up', follow: false },
      ).state;
    expect(earned(blocked([6, 6, 5, 5, 1]), 'a')).toEqual([{ reason: 'casualty', spp: 2 }]);
    expect(earned(blocked([6, 6, 4, 4]), 'a')).toEqual([]);
  });

  it('DB-PREC-8, DB-HAZ-7: pushing an opponent into a hazard earns no SPP, though he dies in it', () => {
    const start = board(['.......', '..*....', '.......'])
      .player('attacker', 4, 1)
      .player('defender', 3, 1, { team: 1 })
      .teleporter(1, 6, 0)
      .teleporter(2, 6, 2)
      // as in the hazard tests: the precarious roll 2, a push (3), then the lava's D6 of 1 kills him
      .withDice([2, 3, 1])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(2, 1) },
    );
    expect(named(state, 'defender').box).toBe('casualty');
    expect(state.spp.awards).toEqual([]);
  });

  it('BB-FOUL-5: a Casualty caused by a foul earns no SPP', () => {
    const start = board(hall)
      .player('a', 2, 1)
      .player('d', 3, 1, { team: 1, stance: 'prone' })
      .withDice([6, 6, 5, 5, 1])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'foul' },
      { type: 'foul', target: '1-1' },
    );
    expect(named(state, 'd').box).toBe('casualty');
    expect(state.spp.awards).toEqual([]);
  });
});
