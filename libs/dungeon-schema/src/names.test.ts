import { describe, expect, it } from 'vitest';
import { capitalise, pieceName } from './names';

describe('pieceName', () => {
  it('puts the kind before an id that does not say it', () => {
    expect(pieceName('portcullis', 'gate-1')).toBe('portcullis gate-1');
    expect(pieceName('portcullis', 'P1')).toBe('portcullis P1');
    expect(pieceName('elevator', 'lift-west')).toBe('elevator lift-west');
  });

  it('does not say the kind twice when the id starts with it', () => {
    expect(pieceName('door', 'door-1')).toBe('door 1');
    expect(pieceName('portal', 'Portal-Z1')).toBe('portal Z1');
    expect(pieceName('mine cart', 'cart-2')).toBe('mine cart 2');
    expect(pieceName('prison', 'prison_ground_floor')).toBe('prison ground-floor');
  });

  it('says "the" kind when the id is the kind itself', () => {
    expect(pieceName('portcullis', 'portcullis')).toBe('the portcullis');
    expect(pieceName('rotating corridor', 'rotating-corridor')).toBe('the rotating corridor');
    expect(pieceName('mine cart', 'cart')).toBe('the mine cart');
  });

  it("reads an id of a few words, one of them the kind's, as its name", () => {
    expect(pieceName('rotating lift', 'troll-lift')).toBe('the troll lift');
    expect(pieceName('geysers room', 'geyser-room')).toBe('the geyser room');
    expect(pieceName('tilting corridor', 'tilting-bridge')).toBe('the tilting bridge');
    expect(pieceName('moss room', 'slimy-moss-room')).toBe('the slimy moss room');
    // One word is not a name: "room" alone is the kind again.
    expect(pieceName('geyser room', 'room')).toBe('the geyser room');
  });

  it('starts a sentence with a capital', () => {
    expect(capitalise(pieceName('portcullis', 'portcullis'))).toBe('The portcullis');
    expect(capitalise('')).toBe('');
  });
});
