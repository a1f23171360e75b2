import { sampleMaps, type Feature } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { referenceChoices } from './references';

const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
const first = (kind: Feature['kind']) => pyramid.features!.find((f) => f.kind === kind)!;

describe('fields that name another thing offer what the map has', () => {
  it('a portal its end zones, a trapdoor or lever the prisons, a cart the stations', () => {
    expect(referenceChoices(pyramid, first('portal'), 'endZone')).toEqual(
      pyramid.endZones.map((z) => z.id),
    );
    expect(referenceChoices(pyramid, first('prison-lever'), 'prison')).toEqual([
      'prison-ground',
      'prison-first',
    ]);
    expect(referenceChoices(pyramid, first('mine-cart'), 'station')).toEqual(['1', '2', '3', '4']);
    expect(referenceChoices(pyramid, first('portal'), 'id')).toBeUndefined();
  });
});
