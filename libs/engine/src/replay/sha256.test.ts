import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

describe('the replay files’ SHA-256', () => {
  it('gives the standard digests of the FIPS 180-4 examples', () => {
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('pads every length round a block’s edge as the standard does', () => {
    const digests: [number, string][] = [
      [55, 'd5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072'],
      [56, '04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e'],
      [63, '75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2'],
      [64, '7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c'],
      [65, '9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9'],
      [119, '000b48d4edf0fa7bee3c6236ecd2785baa5db4eeb8bb54341b029e0d9fa5fb0c'],
      [120, '13f05a0b594787f5ecd315edc96141bd3243203d1b7d4f0836f37308b276ba98'],
      [128, '24da1b81d0b16df6428eee73c69fcb2a93c76bc6df706f0c6670fe6bfe800464'],
    ];
    for (const [length, digest] of digests)
      expect(sha256('x'.repeat(length)), `${length}`).toBe(digest);
  });

  it('hashes text beyond ASCII as its UTF-8 bytes', () => {
    expect(sha256('Forteresse de Valdemor — Pyramide de la Mort 🏈 '.repeat(500))).toBe(
      '4dcd7748c4d40527062be7de68d96de856c7e3d8bd18f1cd3ffc2f9c0eae129f',
    );
    expect(sha256('a\ud800b')).toBe(
      '05087813392efc16fe8ff448920c6328e53af865df39419436659d9ffda90f7b',
    );
  });
});
