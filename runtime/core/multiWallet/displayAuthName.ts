/** SPEC section 5: a displayed auth name longer than this is shortened with '...'. */
const maxAuthNameLength = 30

/**
 * The name an embedded-wallet login is shown by (SPEC section 5): the social username (a trailing
 * 0 removed for discord), else the email, shortened with '...' past 30 characters.
 * @example displayAuthName({ email: 'a-very-long-address-of-someone@example.com' }) // 'a-very-long-address-of-someon...'
 */
export function displayAuthName(login: {
  username?: string | undefined
  socialProvider?: string | undefined
  email?: string | undefined
}): string | undefined {
  let name = login.username
  if (name && login.socialProvider === 'discord') name = name.replace(/0$/, '')
  name ||= login.email
  if (!name) return undefined
  return name.length > maxAuthNameLength ? `${name.slice(0, maxAuthNameLength)}...` : name
}
