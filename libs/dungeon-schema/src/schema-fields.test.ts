import { describe, expect, it } from 'vitest';
import { featureFields, fieldProblem, roomFields, thingFields } from './index';

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
