import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The fair, reproducible draw of sweepstakes and daily draws (commit-reveal).
 *
 * When a draw opens, a random 256-bit seed is made and only its SHA-256 (`seedHash`) is published. After the
 * draw closes, every participant id is ranked by HMAC-SHA256(seed, participant id) (hex, ascending; ties,
 * which need a hash collision, by the id), and the first `winnerCount` win. The seed is published with the
 * result, so anyone can check it against the hash published before and recompute the ranking from the list
 * of participant ids: the order of that list, and the moment a person entered, play no part.
 */

/** A new seed (64 hex digits) and the hash that commits to it. */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
}

/** SHA-256 of the seed's hex text, in hex: what is published before the draw. */
export function seedHashOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** A participant's score: HMAC-SHA256 keyed with the seed's hex text over the participant id, in hex. */
export function scoreOf(seed: string, participantId: string): string {
  return createHmac('sha256', seed).update(participantId, 'utf8').digest('hex');
}

/** Every participant id, best score first. */
export function rank(seed: string, participantIds: readonly string[]): string[] {
  return [...new Set(participantIds)]
    .map((id) => ({ id, score: scoreOf(seed, id) }))
    .sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((entry) => entry.id);
}

/** The winners: the first `winnerCount` of the ranking (all participants when there are fewer). */
export function drawWinners(seed: string, participantIds: readonly string[], winnerCount: number): string[] {
  return rank(seed, participantIds).slice(0, winnerCount);
}
