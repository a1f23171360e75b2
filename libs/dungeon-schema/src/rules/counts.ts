import { errorIn, type Finding } from '../findings';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import { counted } from '../names';

export function checkChestCount(map: DungeonMap): Finding[] {
  const count = map.chests.length;
  return count === 6
    ? []
    : [
        errorIn(
          'MAP-CHEST-COUNT',
          `The map has ${counted(count, 'chest')}; it needs exactly 6.`,
          '/chests',
        ),
      ];
}

export function checkTeleporterCount(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  const count = map.teleporters.length;
  if (count !== 6) {
    findings.push(
      errorIn(
        'MAP-TELE-COUNT',
        `The map has ${counted(count, 'teleporter')}; it needs exactly 6, numbered 1 to 6.`,
        '/teleporters',
      ),
    );
  }
  const seen = new Map<number, number>();
  map.teleporters.forEach((t, i) => {
    const first = seen.get(t.number);
    if (first === undefined) seen.set(t.number, i);
    else
      findings.push(
        errorIn(
          'MAP-TELE-COUNT',
          `Two teleporters are numbered ${t.number}; each number from 1 to 6 is used once.`,
          `/teleporters/${i}/number`,
        ),
      );
  });
  const missing = [1, 2, 3, 4, 5, 6].filter((n) => !seen.has(n));
  if (missing.length > 0 && count >= 6) {
    findings.push(
      errorIn('MAP-TELE-COUNT', `No teleporter is numbered ${missing.join(', ')}.`, '/teleporters'),
    );
  }
  return findings;
}

export function checkEndZoneCount(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  const count = map.endZones.length;
  if (count < 2 || count > 5) {
    findings.push(
      errorIn(
        'MAP-EZ-COUNT',
        `The map has ${counted(count, 'end zone')}; it needs 2 to 5.`,
        '/endZones',
      ),
    );
  }
  const seen = new Set<string>();
  map.endZones.forEach((zone, i) => {
    if (seen.has(zone.id))
      findings.push(
        errorIn(
          'MAP-EZ-COUNT',
          `Two end zones are named ${zone.id}; each needs its own name.`,
          `/endZones/${i}/id`,
        ),
      );
    seen.add(zone.id);
  });
  return findings;
}
