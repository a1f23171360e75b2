import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the configuration from the environment', () => {
  it('runs one process alone, without Redis, by default', () => {
    expect(readConfig({}).shared).toBeNull();
  });

  it("shares the rooms through Redis, at the process's own address unless one is given", () => {
    const database = { DATABASE_URL: 'postgres://db.example/dungeonbowl' };
    expect(readConfig({ ...database, REDIS_URL: 'redis://r', PORT: '4301' }).shared).toEqual({
      redisUrl: 'redis://r',
      publicAddress: '127.0.0.1:4301',
    });
    expect(
      readConfig({ ...database, REDIS_URL: 'redis://r', PUBLIC_ADDRESS: 'play.example/b' }).shared
        ?.publicAddress,
    ).toBe('play.example/b');
  });

  it('refuses Redis without a PostgreSQL server: PGlite is one process alone', () => {
    expect(() => readConfig({ REDIS_URL: 'redis://r' })).toThrow(/without DATABASE_URL/);
  });

  it('refuses Redis on a port chosen by the system without a public address', () => {
    expect(() =>
      readConfig({ REDIS_URL: 'redis://r', DATABASE_URL: 'postgres://db', PORT: '0' }),
    ).toThrow(/PUBLIC_ADDRESS/);
  });
});
