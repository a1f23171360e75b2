import { describe, expect, it } from 'vitest';
import { view } from '../view';
import { legalActions } from '../legal-actions';
import type { PortcullisSpot } from '../mechanisms/portcullis';
import type { TiltingCorridor } from '../mechanisms/tilting-corridor';
import type { GameState } from '../model/state';
import { board, named, play } from '../testing/fixture';
import { movePlan, type PlannedSquare } from './move-plan';

const at = (x: number, y: number) => ({ floor: 0, x, y });
const key = (q: { x: number; y: number }) => `${q.x},${q.y}`;

/** The plan for a fixture's player, made from his coach's view as the play app makes it. */
const plan = (state: GameState, name: string): readonly PlannedSquare[] => {
  const p = named(state, name);
  return movePlan(view(state, p.team).state, p.id).squares;
};
const reached = (state: GameState, name: string) => plan(state, name).map((s) => key(s.square));
const wayTo = (state: GameState, name: string, x: number, y: number) =>
  plan(state, name).find((s) => s.square.x === x && s.square.y === y);

/** A portcullis on the east edge of (3, 1), between (3, 1) and (4, 1). */
const gate: PortcullisSpot = { id: 'gate', at: at(3, 1), side: 'east', start: 'random' };
/** The hall of the portcullis's tests: row 1 is a corridor the portcullis shuts; rows 0 and 2 are open. */
const hall = ['........', '........', '........'];
/** A corridor one square wide, walled on both sides: the portcullis is the only way east. */
const corridor = ['########', '........', '########'];
const withGate = (rows: readonly string[], position: 'open' | 'closed') =>
  board(rows).mechanism('portcullis', [gate]).remembering('portcullis', { gate: position });

/** The squares a `move` or `jump` action the engine offers him leads to. */
function offered(state: GameState, name: string): string[] {
  const id = named(state, name).id;
  const activated = play(state, { type: 'activate', player: id, action: 'move' }).state;
  return legalActions(activated).flatMap((a) =>
    a.type === 'move' || a.type === 'jump' ? [key(a.to)] : [],
  );
}

describe('the move plan and the portcullis', () => {
  it('DB-PORT-2: a closed portcullis shuts the corridor: no way beyond it is planned, as no step through it is offered', () => {
    const closed = withGate(corridor, 'closed').player('runner', 0, 1).build();
    expect(reached(closed, 'runner')).toEqual(['1,1', '2,1', '3,1']);
    expect(offered(withGate(corridor, 'closed').player('runner', 3, 1).build(), 'runner')).toEqual([
      '2,1',
    ]);
    const open = withGate(corridor, 'open').player('runner', 0, 1).build();
    expect(reached(open, 'runner')).toEqual(['1,1', '2,1', '3,1', '4,1', '5,1', '6,1', '7,1']);
  });

  it('DB-PORT-2: in a hall the way goes round a closed portcullis, never through it nor diagonally past its ends', () => {
    const state = withGate(hall, 'closed').player('runner', 3, 1).build();
    const beside = wayTo(state, 'runner', 4, 1)!;
    // (3, 1) to (4, 0) or (4, 2) passes an end of the portcullis: round by (3, 0) or (3, 2).
    expect(beside.path).toHaveLength(3);
    expect(beside.path.at(-2)!.x).toBe(4);
    expect(wayTo(state, 'runner', 4, 0)!.path).toHaveLength(2);
    const open = withGate(hall, 'open').player('runner', 3, 1).build();
    expect(wayTo(open, 'runner', 4, 1)!.path).toEqual([at(4, 1)]);
  });

  it('DB-PORT-2: no Leap over the square before a closed portcullis lands beyond it', () => {
    // A team-mate stands in (3, 1): the only way on is a Leap over him.
    const leaper = (position: 'open' | 'closed') =>
      withGate(corridor, position)
        .player('leaper', 2, 1, { skills: ['Leap'] })
        .player('mate', 3, 1)
        .build();
    expect(reached(leaper('closed'), 'leaper')).not.toContain('4,1');
    const open = wayTo(leaper('open'), 'leaper', 4, 1)!;
    expect(open.steps).toHaveLength(1);
    expect(open.steps[0]!.jump).toBe(true);
  });

  it('DB-PORT-2: across a closed portcullis an opponent Marks nobody: no Dodge to leave, none counted entering', () => {
    // The foe at (4, 1) Marks (3, 0), (3, 1) and (3, 2) only through the portcullis's line.
    const leaving = (position: 'open' | 'closed') =>
      withGate(hall, position).player('runner', 3, 0).player('foe', 4, 1, { team: 1 }).build();
    expect(wayTo(leaving('closed'), 'runner', 2, 0)!.steps[0]!.rolls).toEqual([]);
    expect(wayTo(leaving('open'), 'runner', 2, 0)!.steps[0]!.rolls.map((r) => r.kind)).toEqual([
      'dodge',
    ]);
    // In the corridor, Dodging from (2, 1), Marked by a foe at (1, 1), into (3, 1): the foe at
    // (4, 1) counts only with the portcullis open.
    const entering = (position: 'open' | 'closed') =>
      withGate(corridor, position)
        .player('runner', 2, 1)
        .player('near', 1, 1, { team: 1 })
        .player('far', 4, 1, { team: 1 })
        .build();
    const dodge = (position: 'open' | 'closed') =>
      wayTo(entering(position), 'runner', 3, 1)!.steps[0]!.rolls[0]!;
    expect(dodge('closed')).toMatchObject({ kind: 'dodge', modifier: 0 });
    expect(dodge('open')).toMatchObject({ kind: 'dodge', modifier: -1 });
  });
});

/** A corridor on row 1 from (1, 1) to (4, 1): (1, 1) and (2, 1) its Z1 half, (3, 1) and (4, 1) its Z2 half. */
const bridge: TiltingCorridor = {
  id: 'bridge',
  squares: [at(1, 1), at(2, 1), at(3, 1), at(4, 1)],
  start: 'random',
};
const tilted = (lowered: 'z1' | 'z2') =>
  board(['.####.', '......', '.####.'])
    .mechanism('tilting-corridor', [bridge])
    .remembering('tilting-corridor', { bridge: lowered });

describe('the move plan and the tilting corridor', () => {
  it('DB-TILT-1: no way enters the corridor at its raised end; at its lowered end every square of it is planned', () => {
    const west = (lowered: 'z1' | 'z2') => tilted(lowered).player('runner', 0, 1).build();
    expect(reached(west('z2'), 'runner').filter((s) => s.endsWith(',1'))).toEqual([]);
    expect(offered(west('z2'), 'runner')).not.toContain('1,1');
    expect(reached(west('z1'), 'runner')).toEqual(
      expect.arrayContaining(['1,1', '2,1', '3,1', '4,1', '5,1']),
    );
    const east = tilted('z2').player('runner', 5, 1).build();
    expect(reached(east, 'runner')).toEqual(expect.arrayContaining(['4,1', '1,1', '0,1']));
  });

  it('DB-TILT-1: no jump lands in the raised end from outside the corridor', () => {
    const leaper = tilted('z2')
      .player('leaper', 0, 1, { skills: ['Leap'] })
      .build();
    expect(reached(leaper, 'leaper')).not.toContain('2,1');
    expect(offered(leaper, 'leaper')).not.toContain('2,1');
    const lowered = tilted('z1')
      .player('leaper', 0, 1, { skills: ['Leap'] })
      .build();
    expect(wayTo(lowered, 'leaper', 2, 1)!.steps[0]!.jump).toBe(false);
    expect(offered(lowered, 'leaper')).toContain('2,1');
  });
});
