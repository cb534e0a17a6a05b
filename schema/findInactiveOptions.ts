import type { AppKitConfig } from './configSchema.js'
import { emailLoginSite } from './grammar/emailLoginSite.js'
import { normalizeConfig } from './normalizeConfig.js'

/** A valid setting that will not do what it says with this config, and why (a warning). */
export interface InactiveOption {
  path: string
  message: string
}

/**
 * What a valid config asks for that cannot work as written, one line each for `appkit validate`
 * and `appkit doctor` (no default may promise what cannot work): email login, or social login
 * when email is off, without a secure site that speaks docs/secure-site.md (they are then not
 * shown; with both on, the email line says what offers both).
 * @example findInactiveOptions(config) // [{ path: 'features.email', message: 'email login is not offered: ...' }]
 */
export function findInactiveOptions(config: AppKitConfig): InactiveOption[] {
  const found: InactiveOption[] = []
  const normalized = normalizeConfig(config)
  const { email, socials } = normalized.features
  const site = emailLoginSite(normalized, undefined)
  // The other reasons are the config's own choice (both off, no EVM network): nothing to say.
  if (!('off' in site) || site.off !== 'no-secure-site') return found
  if (email) {
    found.push({
      path: 'features.email',
      message:
        'email login is not offered: no services.secureSite is set. To offer it, set services.secureSite to a secure site that implements docs/secure-site.md (appkit dev uses its stand-in); to silence this, set features.email to false',
    })
  } else if (socials && socials.length > 0) {
    found.push({
      path: 'features.socials',
      message:
        'social login is not offered: no services.secureSite is set. To offer it, set services.secureSite to a secure site that implements docs/secure-site.md (appkit dev uses its stand-in); to silence this, set features.socials to false',
    })
  }
  return found
}
