import { sanitizeWalletName } from '../kernel.js'

/** The longest email address (RFC 5321's path limit). */
const maxEmailLength = 254

/** SPEC section 9: a new email login within 30 s of the last one is refused. */
export const emailCooldownMs = 30_000

// One @, no spaces or characters mail systems reject, a dotted domain (SPEC section 5: "a valid
// email format"); the secure site checks again.
const emailPattern = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/

/**
 * @example isValidEmail('ada@example.com') // true
 * @example isValidEmail('ada@localhost') // false
 */
export function isValidEmail(value: string): boolean {
  return value.length <= maxEmailLength && emailPattern.test(value)
}

/**
 * Whole seconds left before another email login is allowed, rounded up; 0 when it is allowed.
 * @example cooldownSecondsLeft(1_000, 11_000) // 20
 */
export function cooldownSecondsLeft(lastLoginTime: number | undefined, now: number): number {
  if (lastLoginTime === undefined || lastLoginTime > now) return 0
  return Math.max(0, Math.ceil((lastLoginTime + emailCooldownMs - now) / 1000))
}

/** SPEC section 5's message while the cooldown lasts. */
export const cooldownMessage = (seconds: number) => `Please try again after ${seconds} seconds`

/**
 * An email as the secure site reported it, made plain text as wallet names are (no invisible or
 * reordering characters) for display; '' for none.
 * @example plainEmail('ada\u202e@example.com') // 'ada@example.com'
 */
export function plainEmail(email: string | null | undefined): string {
  return sanitizeWalletName(email ?? '', maxEmailLength)
}

/**
 * SPEC section 5: the social username (a discord name loses its trailing 0), else the email,
 * made plain text as wallet names are (`sanitizeWalletName`), shortened with '...' past 30
 * characters.
 * @example displayAuthName({ email: 'ada@example.com' }) // 'ada@example.com'
 * @example displayAuthName({ username: 'ada0', provider: 'discord' }) // 'ada'
 */
export function displayAuthName(user: {
  email?: string | null | undefined
  username?: string | undefined
  provider?: string | undefined
}): string | undefined {
  const name =
    user.username && user.provider === 'discord' ? user.username.replace(/0$/, '') : user.username
  // The secure site's words: plain text like any wallet name (no invisible or reordering
  // characters), then SPEC section 5's cut.
  const shown =
    (name ? sanitizeWalletName(name, maxEmailLength) : plainEmail(user.email)) || undefined
  if (!shown) return undefined
  return shown.length > 30 ? `${shown.slice(0, 27)}...` : shown
}
