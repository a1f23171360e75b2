import { describe, expect, it } from 'vitest';
import { baseMap, brokenRules, findingsOf } from '../test-support/maps';

describe('counts', () => {
  it('the base test map is valid under both rulesets', () => {
    expect(brokenRules(baseMap())).toEqual([]);
    expect(brokenRules({ ...baseMap(), ruleset: 'jervis-1998' })).toEqual([]);
  });

  it('MAP-CHEST-COUNT, DB-SETUP-3: 5 chests fail, 7 fail, 6 pass', () => {
    const five = baseMap();
    five.chests.pop();
    expect(brokenRules(five)).toEqual(['MAP-CHEST-COUNT']);
    expect(findingsOf(five, 'MAP-CHEST-COUNT')[0]?.message).toBe(
      'The map has 5 chests; it needs exactly 6.',
    );
    const seven = baseMap();
    seven.chests.push({ floor: 0, x: 20, y: 12 });
    expect(brokenRules(seven)).toEqual(['MAP-CHEST-COUNT']);
  });

  it('MAP-CHEST-COUNT, MAP-TELE-COUNT, MAP-EZ-COUNT: a count of one is said in the singular', () => {
    const one = baseMap();
    one.chests.splice(1);
    one.teleporters.splice(1);
    one.endZones.splice(1);
    expect(findingsOf(one, 'MAP-CHEST-COUNT')[0]?.message).toBe(
      'The map has 1 chest; it needs exactly 6.',
    );
    expect(findingsOf(one, 'MAP-TELE-COUNT')[0]?.message).toBe(
      'The map has 1 teleporter; it needs exactly 6, numbered 1 to 6.',
    );
    expect(findingsOf(one, 'MAP-EZ-COUNT')[0]?.message).toBe(
      'The map has 1 end zone; it needs 2 to 5.',
    );
  });

  it('MAP-TELE-COUNT, DB-SETUP-5, DB-TELE-1: a missing teleporter and a repeated number both fail', () => {
    const five = baseMap();
    five.teleporters.pop();
    expect(brokenRules(five)).toEqual(['MAP-TELE-COUNT']);
    const twice = baseMap();
    twice.teleporters[5]!.number = 1;
    const findings = findingsOf(twice, 'MAP-TELE-COUNT');
    expect(findings.map((f) => f.message)).toEqual([
      'Two teleporters are numbered 1; each number from 1 to 6 is used once.',
      'No teleporter is numbered 6.',
    ]);
    expect(findings[0]?.path).toBe('/teleporters/5/number');
  });

  it('MAP-EZ-COUNT: 1 end zone fails, 2 and 5 pass, 6 fail, and ids are unique', () => {
    const one = baseMap();
    one.endZones.pop();
    expect(brokenRules(one)).toContain('MAP-EZ-COUNT');
    const five = baseMap();
    five.endZones.push(
      { id: 'Z3', floor: 0, x: 18, y: 1, width: 4, height: 2 },
      { id: 'Z4', floor: 0, x: 18, y: 21, width: 4, height: 2 },
      { id: 'Z5', floor: 0, x: 30, y: 10, width: 2, height: 4 },
    );
    expect(findingsOf(five, 'MAP-EZ-COUNT')).toEqual([]);
    five.endZones.push({ id: 'Z6', floor: 0, x: 8, y: 10, width: 2, height: 4 });
    expect(findingsOf(five, 'MAP-EZ-COUNT').map((f) => f.message)).toEqual([
      'The map has 6 end zones; it needs 2 to 5.',
    ]);
    const same = baseMap();
    same.endZones[1]!.id = 'Z1';
    expect(findingsOf(same, 'MAP-EZ-COUNT').map((f) => f.path)).toEqual(['/endZones/1/id']);
  });
});
