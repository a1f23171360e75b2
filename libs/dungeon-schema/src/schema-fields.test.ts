import { describe, expect, it } from 'vitest';
import schema from '../schema/dungeon-map.v1.schema.json';
import {
  featureFields,
  featureKinds,
  featureSquareLists,
  fieldProblem,
  roomFields,
  roomSquareLists,
  thingFields,
  type FeatureKind,
  type Room,
} from './index';

describe('the options a form may offer come from the JSON Schema', () => {
  it('a portcullis has its id, its side and its starting state, not its square', () => {
    const fields = featureFields('portcullis');
    expect(fields.map((f) => f.name)).toEqual(['id', 'side', 'start']);
    expect(fields[1]).toMatchObject({
      type: 'choice',
      choices: ['north', 'east', 'south', 'west'],
    });
  });

  it("ranges and lists of choices are the format's own", () => {
    expect(featureFields('rotating-corridor')).toContainEqual(
      expect.objectContaining({ name: 'armLength', type: 'integer', min: 1, max: 6 }),
    );
    expect(featureFields('rotating-corridor')).toContainEqual(
      expect.objectContaining({ name: 'entries', type: 'choices' }),
    );
    expect(featureFields('cart-station').map((f) => f.name)).toEqual(['number']);
  });

  it('a room has an id and a name, and the options of its kind', () => {
    const geysers = roomFields('geysers');
    expect(geysers.fields.map((f) => f.name)).toEqual(['id', 'name']);
    expect(geysers.options).toEqual([
      expect.objectContaining({ name: 'steam', choices: ['hot', 'explosive'] }),
    ]);
    expect(roomFields('spikes').options).toEqual([]);
  });

  it('a value that does not fit is explained', () => {
    const [id] = featureFields('door');
    expect(fieldProblem(id!, 'door-2')).toBeNull();
    expect(fieldProblem(id!, 'a door')).toMatch(/letters, digits/);
    expect(fieldProblem(id!, '')).toMatch(/needed/);
    const zoneId = thingFields('endZone')[0]!;
    expect(fieldProblem(zoneId, 'Z7')).toBeNull();
    expect(fieldProblem(zoneId, 'Zone')).toMatch(/Z1, Z2/);
    const arm = featureFields('rotating-corridor').find((f) => f.name === 'armLength')!;
    expect(fieldProblem(arm, 9)).toMatch(/1 to 6/);
  });
});

describe('lists of squares are offered to be picked on the board', () => {
  it("a cart station's boarding squares, a lair's protected rectangles, a room's own rectangles", () => {
    expect(featureSquareLists('cart-station')).toEqual([
      expect.objectContaining({ name: 'boarding', shape: 'square', min: 0, max: 4 }),
    ]);
    expect(featureSquareLists('monster-lair')).toEqual([
      expect.objectContaining({ name: 'protects', shape: 'rectangle', min: 1, max: 16 }),
    ]);
    expect(roomSquareLists('prison')).toEqual([
      expect.objectContaining({ name: 'squares', shape: 'rectangle', min: 1, max: 32 }),
    ]);
    expect(featureSquareLists('door')).toEqual([]);
  });

  it('every property of every feature and room kind is placed, a field, an option or a square list', () => {
    const defs = schema.$defs as Record<string, { properties?: Record<string, unknown> }>;
    const placed = ['kind', 'floor', 'x', 'y', 'extra', 'options'];
    const uncovered = (definition: string, offered: readonly string[]) =>
      Object.keys(defs[definition]?.properties ?? {}).filter(
        (name) => !placed.includes(name) && !offered.includes(name),
      );
    for (const kind of Object.keys(featureKinds) as FeatureKind[]) {
      const offered = [...featureFields(kind), ...featureSquareLists(kind)].map((f) => f.name);
      expect(uncovered(`feature-${kind}`, offered), kind).toEqual([]);
    }
    const roomKinds = Object.keys(defs)
      .filter((d) => d.startsWith('room-'))
      .map((d) => d.slice('room-'.length) as Room['kind']);
    expect(roomKinds).toHaveLength(12);
    for (const kind of roomKinds) {
      const { fields, options } = roomFields(kind);
      const offered = [...fields, ...roomSquareLists(kind)].map((f) => f.name);
      expect(uncovered(`room-${kind}`, offered), kind).toEqual([]);
      const optionNames = Object.keys(
        (defs[`room-${kind}`]?.properties?.['options'] as { properties?: object }).properties ?? {},
      );
      expect(
        options.map((o) => o.name),
        kind,
      ).toEqual(optionNames);
    }
  });
});
