import { describe, expect, it } from 'vitest';
import { board } from '../testing/fixture';
import { tackleZones } from './tackle-zones';

const zoneAt = (zones: ReturnType<typeof tackleZones>, x: number, y: number) =>
  zones.find((z) => z.square.x === x && z.square.y === y)?.markers ?? 0;

describe('the tackle zones a coach sees on the board', () => {
  it('BB-MOVE-2: the squares round a Standing opponent, counted once a Marking opponent; none round a team-mate or a Prone opponent', () => {
    const state = board(['.......', '.......', '.......', '.......'])
      .player('mover', 0, 0)
      .player('mate', 5, 3)
      .player('a', 2, 1, { team: 1 })
      .player('b', 3, 1, { team: 1 })
      .player('down', 6, 0, { team: 1, stance: 'prone' })
      .build();
    const zones = tackleZones(state, 0, 0);
    expect(zoneAt(zones, 1, 1)).toBe(1);
    expect(zoneAt(zones, 2, 2)).toBe(2);
    expect(zoneAt(zones, 4, 0)).toBe(1);
    expect(zoneAt(zones, 5, 1)).toBe(0);
    expect(zoneAt(zones, 6, 1)).toBe(0);
    expect(zoneAt(zones, 4, 3)).toBe(0);
    // Seen from the other team, the zones are the team-mates' of the mover's side.
    expect(zoneAt(tackleZones(state, 1, 0), 1, 1)).toBe(1);
    expect(zoneAt(tackleZones(state, 1, 0), 4, 2)).toBe(1);
  });

  it('DB-MOVE-2: a tackle zone does not reach round a wall corner, and a wall is never in one', () => {
    const state = board(['.#.', '...'])
      .player('a', 0, 0, { team: 1 })
      .player('mover', 2, 1)
      .build();
    const zones = tackleZones(state, 0, 0);
    expect(zoneAt(zones, 0, 1)).toBe(1);
    expect(zoneAt(zones, 1, 1)).toBe(0);
    expect(zones.some((z) => z.square.x === 1 && z.square.y === 0)).toBe(false);
  });
});
