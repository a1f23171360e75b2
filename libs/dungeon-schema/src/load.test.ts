import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseMap } from './test-support/maps';
import { validateMap } from './validate';

const text = (value: unknown) => JSON.stringify(value);
const only = (input: unknown) => {
  const { valid, findings } = validateMap(input);
  expect(valid).toBe(false);
  return findings.map(({ rule, message, path }) => ({ rule, message, path }));
};

describe('bad input gets findings, never an exception', () => {
  afterEach(() => vi.restoreAllMocks());

  it('MAP-JSON: an empty file, or one of blanks only', () => {
    expect(only('')).toEqual([{ rule: 'MAP-JSON', message: 'The file is empty.', path: '' }]);
    expect(only(' \n\t ')).toEqual([{ rule: 'MAP-JSON', message: 'The file is empty.', path: '' }]);
  });

  it('MAP-JSON: a file cut short in the middle', () => {
    const whole = text(baseMap());
    expect(only(whole.slice(0, whole.length / 2))[0]?.message).toMatch(
      /^The file ends in the middle of the JSON.*cut short\.$/,
    );
  });

  it('MAP-JSON: text that is not JSON says where or why it goes wrong', () => {
    expect(only('{\n  "format": dungeonbowl\n}')[0]?.message).toMatch(
      /^The file is not valid JSON( \(line 2, column 13\)|: Unexpected token 'd')\.$/,
    );
  });

  it('MAP-JSON: a file over 2 MiB is refused before it is parsed', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const big = `{"format":"dungeonbowl-map","pad":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    expect(only(big)).toEqual([
      {
        rule: 'MAP-JSON',
        message: 'The file is larger than 2 MiB, the most a map file may be.',
        path: '',
      },
    ]);
    expect(parse).not.toHaveBeenCalled();
  });

  it('MAP-JSON: the 2 MiB limit counts UTF-8 bytes, not characters', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const bytes = 2 * 1024 * 1024;
    const justUnder = `"${'é'.repeat((bytes - 2) / 2)}"`; // 2 bytes each: exactly 2 MiB with the quotes
    expect(only(justUnder)[0]?.rule).toBe('MAP-SCHEMA');
    expect(only(`"${'é'.repeat(bytes / 2)}"`)[0]?.rule).toBe('MAP-JSON');
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('MAP-SCHEMA: a JSON list, a number, null', () => {
    expect(only('[]')[0]?.message).toBe(
      'The file holds a JSON list; a map file holds one object with "format": "dungeonbowl-map".',
    );
    expect(only('42')[0]?.message).toBe(
      'The file holds 42; a map file holds one object with "format": "dungeonbowl-map".',
    );
    expect(only(null)[0]?.rule).toBe('MAP-SCHEMA');
  });

  it('MAP-SCHEMA: another kind of JSON file is named as not a map', () => {
    expect(only('{"name": "my-package", "version": "1.0.0"}')).toEqual([
      {
        rule: 'MAP-SCHEMA',
        message: 'This is not a Dungeonbowl map: its "format" field is not "dungeonbowl-map".',
        path: '/format',
      },
    ]);
  });

  it('MAP-SCHEMA: a map from a newer version of the product is refused with a clear message', () => {
    expect(only(text({ ...baseMap(), version: 2 }))).toEqual([
      {
        rule: 'MAP-SCHEMA',
        message:
          'This map was made by a newer version of Dungeonbowl Studio (map format 2; this one reads up to 1). Update Dungeonbowl Studio to open it.',
        path: '/version',
      },
    ]);
    expect(only(text({ ...baseMap(), version: '1' }))[0]?.message).toBe(
      'The map\'s "version" must be a whole number from 1, not "1".',
    );
  });

  it('MAP-SCHEMA: deep nesting is refused without recursion', () => {
    const deep = `{"format":"dungeonbowl-map","version":1,"extra":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(only(deep)[0]?.message).toBe(
      'The file is nested more than 64 levels deep; a map is never that deep.',
    );
    const deeper = '['.repeat(200_000) + ']'.repeat(200_000); // deeper than JSON.parse can go in some engines
    expect(['MAP-JSON', 'MAP-SCHEMA']).toContain(only(deeper)[0]?.rule);
  });

  it('MAP-SCHEMA: __proto__ and constructor keys are unknown fields and pollute nothing', () => {
    const hostile = `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${text(baseMap()).slice(1, -1)},"meta":{"name":"x","__proto__":{"polluted":"yes"}}}`;
    const findings = only(hostile);
    expect(findings.map((f) => f.message)).toEqual(
      expect.arrayContaining([
        'The map has a field "__proto__" that map format 1 does not know.',
        'The map has a field "constructor" that map format 1 does not know.',
        '"meta" has a field "__proto__" that map format 1 does not know.',
      ]),
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('__proto__ inside "extra" is kept as data and still pollutes nothing', () => {
    const map = `${text(baseMap()).slice(0, -1)},"extra":{"__proto__":{"polluted":"yes"}}}`;
    const result = validateMap(map);
    expect(result.valid).toBe(true);
    expect(Object.keys(result.map?.extra ?? {})).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('MAP-SCHEMA: wrong types are named field by field in words', () => {
    const map = { ...baseMap(), width: '40', chests: {}, meta: { name: '' } };
    expect(only(map).map((f) => f.message)).toEqual([
      '"meta", "name" must not be empty.',
      '"width" must be a whole number, not "40".',
      '"chests" must be a list, not {}.',
    ]);
  });

  it('MAP-JSON: bytes that are not UTF-8 are refused, naming the first bad byte and its line', () => {
    const good = new TextEncoder().encode(text(baseMap()).replace('"name":"', '\n"name":"'));
    const at = good.indexOf(0x54); // the T of "Test hall", on line 2
    const bad = good.slice();
    bad[at] = 0xff;
    expect(only(bad)).toEqual([
      {
        rule: 'MAP-JSON',
        message: `The file is not UTF-8 text: the byte at offset ${at} (line 2) is not part of any character. Save it as UTF-8.`,
        path: '',
      },
    ]);
    // An overlong "/" (C0 AF) and a surrogate written as UTF-8 (ED A0 80) are not UTF-8 either.
    expect(only(new Uint8Array([0x22, 0xc0, 0xaf, 0x22]))[0]?.message).toContain(
      'offset 1 (line 1)',
    );
    expect(only(new Uint8Array([0x22, 0x41, 0xed, 0xa0, 0x80, 0x22]))[0]?.message).toContain(
      'offset 2 (line 1)',
    );
    expect(validateMap(good).valid).toBe(true);
  });

  it('MAP-JSON: a file given as bytes is held to 2 MiB of bytes', () => {
    expect(only(new Uint8Array(2 * 1024 * 1024 + 1).fill(0x20))[0]?.message).toBe(
      'The file is larger than 2 MiB, the most a map file may be.',
    );
  });

  it('MAP-SCHEMA: a number too large to hold (1e400) is named so, not as null', () => {
    const map = text(baseMap()).replace('"width":40', '"width":1e400');
    expect(only(map)).toEqual([
      {
        rule: 'MAP-SCHEMA',
        message: '"width" is a number too large to hold: it reads as infinity.',
        path: '/width',
      },
    ]);
    // Even in "extra", where a map saved again would turn it into null.
    const extra = `${text(baseMap()).slice(0, -1)},"extra":{"big":-1e999}}`;
    expect(only(extra)[0]?.message).toBe(
      '"extra", "big" is a number too large to hold: it reads as infinity.',
    );
    expect(
      only(text({ ...baseMap(), version: 1 }).replace('"version":1', '"version":1e400')),
    ).toEqual([
      {
        rule: 'MAP-SCHEMA',
        message: '"version" is a number too large to hold: it reads as infinity.',
        path: '/version',
      },
    ]);
  });

  it('MAP-SCHEMA: text with half a character (a lone surrogate escape) is refused where it is', () => {
    const map = text(baseMap())
      .replace('"name":"Test hall"', '"name":"Test \\ud800hall"')
      .replace('"name":"Ground floor"', '"name":"Ground \\udc00floor"');
    expect(only(map)).toEqual([
      {
        rule: 'MAP-SCHEMA',
        message:
          '"meta", "name" holds half a character (the escape \\ud800 alone, a lone surrogate); text must be whole characters.',
        path: '/meta/name',
      },
      {
        rule: 'MAP-SCHEMA',
        message:
          'Floor 1, "name" holds half a character (the escape \\udc00 alone, a lone surrogate); text must be whole characters.',
        path: '/floors/0/name',
      },
    ]);
    // A whole character written as its two halves is text like any other; "extra" is kept as is.
    expect(
      validateMap(text(baseMap()).replace('"Test hall"', '"Test \\ud83d\\udc09 hall"')).valid,
    ).toBe(true);
    expect(validateMap(`${text(baseMap()).slice(0, -1)},"extra":{"raw":"\\ud800"}}`).valid).toBe(
      true,
    );
  });

  it('a byte-order mark at the start of the file is ignored', () => {
    expect(validateMap(`\uFEFF${text(baseMap())}`).valid).toBe(true);
  });

  it('a parsed value and its text give the same result', () => {
    const map = baseMap();
    map.chests.pop();
    expect(validateMap(map).findings).toEqual(validateMap(text(map)).findings);
  });
});
