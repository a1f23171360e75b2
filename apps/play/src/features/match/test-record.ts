import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { defaultOptions, readyTeamsFor, teamSetup } from '@dungeonbowl/engine';
import type { MatchRecord } from './match-record';

/** A new match on the Training Hall, Humans against Orcs, for the play app's tests. */
export const testRecord = (coaches: MatchRecord['coaches'], seed: string): MatchRecord => ({
  map: sampleMaps[0].map,
  mapSource: 'Sample: Training Hall',
  teams: [teamSetup(readyTeamsFor('human')[0]!), teamSetup(readyTeamsFor('orc')[0]!)],
  coaches,
  seed,
  options: defaultOptions,
  actions: [],
});
