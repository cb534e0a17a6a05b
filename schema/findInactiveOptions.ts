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
 * and `appkit doctor` (no default may promise what cannot work): email login without a secure
 * site that speaks docs/secure-site.md (the field is then not shown).
 * @example findInactiveOptions(config) // [{ path: 'features.email', message: 'email login is not offered: ...' }]
 */
export function findInactiveOptions(config: AppKitConfig): InactiveOption[] {
  const found: InactiveOption[] = []
  const normalized = normalizeConfig(config)
  const email = emailLoginSite(normalized, undefined)
  // The other reasons are the config's own choice (email off, no EVM network): nothing to say.
  if ('off' in email && email.off === 'no-secure-site') {
    found.push({
      path: 'features.email',
      message:
        'email login is not offered: no services.secureSite is set. To offer it, set services.secureSite to a secure site that implements docs/secure-site.md (appkit dev uses its stand-in); to silence this, set features.email to false',
    })
  }
  return found
}
