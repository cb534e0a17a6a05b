/** How long a pairing URI is shown before a fresh one replaces it (SPEC sections 4 and 9). */
export const pairingLifetimeMs = 4 * 60_000

/** A pairing with less than this left counts as expired (SPEC section 4). */
export const pairingExpiryMarginMs = 10_000

/**
 * Whether a pairing that expires at `expiresAt` (ms since the epoch) is as good as expired: a
 * wallet that scans it now may not finish before it lapses.
 * @example
 * isPairingExpired(Date.now() + 5_000) // true: fewer than 10 s left
 * isPairingExpired(Date.now() + pairingLifetimeMs) // false
 */
export function isPairingExpired(expiresAt: number | undefined, now = Date.now()): boolean {
  return expiresAt === undefined || expiresAt - now < pairingExpiryMarginMs
}
