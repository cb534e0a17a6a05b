// The social providers the sandbox secure site stands in for (SPEC section 5's six popup
// providers), with what their consent pages show. Kept apart from the kit's list on purpose: the
// sandbox answers what any kit sends, and refuses what it does not know.

/** A provider the stand-in has a consent page for. */
export type SandboxSocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** Each provider's name as its consent page says it, and the user name it suggests. */
export const sandboxSocialProviders: Readonly<
  Record<SandboxSocialProvider, { name: string; suggestedUserName: string }>
> = {
  google: { name: 'Google', suggestedUserName: 'ada.google' },
  github: { name: 'GitHub', suggestedUserName: 'ada-github' },
  apple: { name: 'Apple', suggestedUserName: 'ada.apple' },
  facebook: { name: 'Facebook', suggestedUserName: 'ada.facebook' },
  x: { name: 'X', suggestedUserName: 'ada_x' },
  // Discord's old user names end in a '0' discriminator, which the kit drops from the name it
  // shows (SPEC section 5): suggested so the rule can be seen.
  discord: { name: 'Discord', suggestedUserName: 'ada0' },
}

/**
 * Whether `value` names a provider the stand-in serves (an own key: never `__proto__` or
 * `toString`).
 * @example isSandboxSocialProvider('google') // true
 */
export function isSandboxSocialProvider(value: unknown): value is SandboxSocialProvider {
  return typeof value === 'string' && Object.hasOwn(sandboxSocialProviders, value)
}

/** The longest user name the stand-in takes; the kit shows at most 30 characters of it. */
export const maxUserNameLength = 64

/**
 * A user name as picked on a consent page: trimmed, 1 to 64 UTF-16 units (the kit takes 100), none of them control or
 * format characters (C0/C1, bidi overrides, zero-width), which would let one name pass for
 * another, nor ':' (it separates the provider from the name in the account's key) or '@' (an
 * email's). Undefined when it is not one.
 * @example readUserName('  ada.google ') // 'ada.google'
 */
export function readUserName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const name = value.normalize('NFC').trim()
  if (name.length === 0 || name.length > maxUserNameLength) return undefined
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}:@]/u.test(name)) return undefined
  return name
}
