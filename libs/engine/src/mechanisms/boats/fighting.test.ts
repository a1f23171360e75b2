import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
import type { GameState } from '../../model/state';
import { play } from '../../testing/fixture';
import { at, pool } from '../../testing/boat-pool';

const targets = (state: GameState, type: 'block' | 'oar-strike') =>
  legalActions(state).flatMap((a) => (a.type === type ? [a.target] : []));

/** Team 0's rower in boat A (2, 1); opponents in the water, on the jetty, in boat B, on the floor. */
const crowded = (action: 'block' | 'blitz') =>
  play(
    pool()
      .player('rower', 2, 1)
      .player('swimmer', 2, 2, { team: 1 })
      .player('docker', 1, 1, { team: 1 })
      .player('boatman', 3, 2, { team: 1 })
      .player('walker', 2, 0, { team: 1 })
      .build(),
    { type: 'activate', player: '0-1', action },
  ).state;

describe('boats: blocks, oar strikes, tackle zones', () => {
  it('DB-BOAT-9: from a boat, a Block is only against the other boat or a jetty, not the water nor the floor', () => {
    expect(targets(crowded('block'), 'block').sort()).toEqual(['1-2', '1-3']);
    expect(targets(crowded('blitz'), 'block').sort()).toEqual(['1-2', '1-3']);
  });

  it('DB-BOAT-13, DB-BOAT-8: the oar strike reaches the water, the other boat and a jetty, not the floor', () => {
    expect(targets(crowded('block'), 'oar-strike').sort()).toEqual(['1-1', '1-2', '1-3']);
    const walking = play(
      pool().player('walker', 2, 0).player('swimmer', 2, 2, { team: 1 }).build(),
      {
        type: 'activate',
        player: '0-1',
        action: 'block',
      },
    ).state;
    expect(targets(walking, 'oar-strike')).toEqual([]); // only from a boat
  });

  it('DB-BOAT-13, DB-BOAT-10: the oar strike is a Stab: an unmodified Armour roll, no block dice, no push', () => {
    const start = pool()
      .player('rower', 2, 1, { skills: ['Mighty Blow (+1)'] })
      .player('swimmer', 2, 2, { team: 1 })
      .withDice([4, 4])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'oar-strike', target: '1-1' },
    );
    expect(events).toContainEqual({ type: 'oar-struck', player: '0-1', victim: '1-1' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', broken: false }));
    expect(events.some((e) => e.type === 'block-dice' || e.type === 'pushed')).toBe(false);
    expect(state.players.find((p) => p.id === '1-1')).toMatchObject({
      at: at(2, 2),
      stance: 'standing',
    });
    expect(state.turn.activation).toBeNull(); // a Block action ends with it
  });

  it('DB-BOAT-13: in a Blitz the oar strike costs a square of movement, and he rows on after it', () => {
    const start = pool()
      .player('rower', 2, 1)
      .player('swimmer', 2, 2, { team: 1 })
      .withDice([1, 1])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'blitz' },
      { type: 'oar-strike', target: '1-1' },
    );
    expect(state.turn.activation).toMatchObject({ spent: 1, blocked: true });
    expect(legalActions(state).some((a) => a.type === 'row')).toBe(true);
    expect(targets(state, 'oar-strike')).toEqual([]);
  });

  it('DB-BOAT-11: blocking from a boat, the attacker never follows up', () => {
    const start = pool()
      .player('rower', 2, 1)
      .player('docker', 1, 1, { team: 1 })
      .withDice([3])
      .build();
    const pushed = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    ).state;
    const square = legalActions(pushed).find((a) => a.type === 'push-to')!;
    const { state, events } = play(pushed, square);
    expect(state.pending).toEqual([]);
    expect(events.some((e) => e.type === 'followed-up')).toBe(false);
    expect(state.players[0]!.at).toEqual(at(2, 1));
  });

  it('DB-WATER-5, DB-BOAT-2, DB-BOAT-14: pushed out of a boat he goes to the push square; the boat stays, and boats stop pushes', () => {
    const start = pool()
      .player('docker', 1, 1)
      .player('rower', 2, 1, { team: 1 })
      .withDice([6, 3])
      .build();
    // The docker on the jetty's gangway rolls his precarious roll first (DB-PREC-4), then a push.
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    // East of (2, 1): the bow (3, 1) and boat B (3, 2) stop the push; the floor (3, 0) does not.
    expect(events).toContainEqual({ type: 'pushed', player: '1-1', from: at(2, 1), to: at(3, 0) });
    expect(state.players.find((p) => p.id === '1-1')!.at).toEqual(at(3, 0));
    expect(state.mechanismState?.['boats']).toEqual(start.mechanismState?.['boats']);
  });

  it('DB-BOAT-12: a player in a boat exerts no tackle zone: leaving his side needs no Dodge', () => {
    const start = pool().player('walker', 2, 0).player('rower', 2, 1, { team: 1 }).build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(3, 0) },
    );
    expect(events.some((e) => e.type === 'test' && e.test === 'dodge')).toBe(false);
    // With no boat there, the same player is in the water, and marks (DB-WATER-8).
    const swimming = play(
      pool([]).player('walker', 2, 0).player('swimmer', 2, 1, { team: 1 }).withDice([6]).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(3, 0) },
    );
    expect(swimming.events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'dodge' }),
    );
  });

  it('DB-BOAT-12: a player in a boat assists no block', () => {
    // Team 1's rower in boat A is next to the defender at (3, 0); he would make 2 dice of 1.
    const start = pool()
      .player('attacker', 4, 0)
      .player('defender', 3, 0, { team: 1 })
      .player('rower', 2, 1, { team: 1 })
      .withDice([6, 6, 3]) // both beside the water roll their precarious rolls first
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'block-dice', dice: ['push'] }));
  });

  it('DB-BOAT-7: a pick-up made from a boat is at −1', () => {
    // Boat B rows north-east to (4, 1), where the ball lies: AG 3+ at −1 needs a 4.
    const start = pool().player('rower', 3, 2).ballOn(4, 1).withDice([3]).build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'row', to: at(4, 1), facing: 'east' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'pick-up', modifier: -1, success: false }),
    );
  });
});

describe('boats: slipping beside them', () => {
  it('DB-PREC-6, DB-BOAT-2: a player slipping off the jetty falls into the water, never into a boat', () => {
    // From the jetty (1, 1) the hazards beside him are boat A's rear (2, 1) and the water (2, 2).
    const start = pool()
      .player('docker', 1, 1)
      .player('other', 1, 2, { team: 1 })
      .withDice([1, 1, 1, 1, 1, 1])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(state.players[0]!.at).toEqual(at(2, 2));
  });
});
