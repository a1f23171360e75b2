import { describe, expect, it } from 'vitest';
import { fileBaseName } from './download-file';

describe('file names', () => {
  it('are made of the name in lower case, accents and punctuation dropped, spaces as dashes', () => {
    expect(fileBaseName('Training Hall', 'dungeon')).toBe('training-hall');
    expect(fileBaseName("Jervis's Crypt: Ümlaut edition!", 'dungeon')).toBe(
      'jerviss-crypt-umlaut-edition',
    );
    expect(fileBaseName('  The  Reikland__Reavers ', 'team')).toBe('the-reikland-reavers');
  });

  it('fall back to the given name when nothing usable is left', () => {
    expect(fileBaseName('???', 'dungeon')).toBe('dungeon');
    expect(fileBaseName('', 'team')).toBe('team');
  });
});
