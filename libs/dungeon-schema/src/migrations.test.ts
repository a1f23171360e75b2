import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, migrate, type Migration } from './migrations';

describe('migrations', () => {
  it('a current file passes through unchanged', () => {
    const doc = { format: 'dungeonbowl-map', version: CURRENT_VERSION, width: 8 };
    expect(migrate(doc)).toEqual({ document: doc });
  });

  it('an old file goes through every step, in order, up to the current version', () => {
    // A pretend future: version 2 renamed "width" to "columns", version 3 added "notes".
    const steps: Migration[] = [
      ({ width, ...rest }) => ({ ...rest, columns: width }),
      (doc) => ({ ...doc, notes: [] }),
    ];
    expect(migrate({ format: 'dungeonbowl-map', version: 1, width: 8 }, steps, 3)).toEqual({
      document: { format: 'dungeonbowl-map', version: 3, columns: 8, notes: [] },
    });
    expect(migrate({ format: 'dungeonbowl-map', version: 2, columns: 8 }, steps, 3)).toEqual({
      document: { format: 'dungeonbowl-map', version: 3, columns: 8, notes: [] },
    });
  });

  it('a missing step is reported, not skipped', () => {
    expect(migrate({ version: 1 }, [], 2)).toEqual({
      problem: 'No upgrade from map format 1 to 2 is known.',
    });
  });

  it('a newer version is refused, naming both versions', () => {
    const result = migrate({ version: CURRENT_VERSION + 1 });
    expect(result).toEqual({
      problem: expect.stringContaining('made by a newer version of Dungeonbowl Studio'),
    });
  });

  it('version 0, a fraction or text is no version', () => {
    for (const version of [0, 1.5, 'one', null])
      expect(migrate({ version })).toHaveProperty('problem');
  });
});
