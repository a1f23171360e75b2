import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A coach's or the spectators' token: 192 random bits, base64url. Shown once, kept hashed. */
export const newToken = (): string => randomBytes(24).toString('base64url');

/** A match's seed: 256 random bits. It fixes every die of the match and never leaves the server. */
export const newSeed = (): string => randomBytes(32).toString('base64url');

/** A match's id, also its room's: 96 random bits, base64url. Public: it opens nothing alone. */
export const newMatchId = (): string => randomBytes(12).toString('base64url');

/** SHA-256 of a token, in hex: what the database keeps in its place. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a token is the one a hash was made from, compared in constant time. */
export function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
