// A rule the runtime, appkit validate and appkit doctor all apply: it imports nothing, as every
// schema/grammar module, so the config's shape it reads is spelled out here.

/** What the rule reads of a normalized config. */
export interface EmailLoginConfig {
  /** `socials`: the social logins (they run on the same secure site); left out, email alone counts. */
  features: { email: boolean; socials?: false | readonly string[] }
  networks: readonly { chainNamespace: string }[]
  services: { secureSite?: string | undefined }
}

/**
 * Why a kit offers no email or social login (docs/errors/EMAIL_LOGIN_OFF.md): `features.email`
 * means email is off and no social login is listed either.
 */
export type EmailLoginOff = 'features.email' | 'no-evm-network' | 'no-secure-site' | 'same-origin'

/**
 * The secure site email and social login run on for a page (SPEC section 5: the embedded wallet
 * exists only with email or a non-empty socials list), or why there is none: both off, no
 * EVM network to keep the embedded wallet on, no `services.secureSite` (no default can work: see
 * docs/secure-site.md), or a secure site on the page's own origin, which would isolate nothing.
 * The Connect view offers the email field only when this gives a site; `appkit validate` and
 * `appkit doctor` judge a config by it (no page: `pageOrigin` undefined).
 * @example const site = emailLoginSite(appKit.config, window.location.origin)
 */
export function emailLoginSite(
  config: EmailLoginConfig,
  pageOrigin: string | undefined,
): { site: string } | { off: EmailLoginOff } {
  const { email, socials } = config.features
  if (!email && !(socials && socials.length > 0)) return { off: 'features.email' }
  if (!config.networks.some((network) => network.chainNamespace === 'eip155')) {
    return { off: 'no-evm-network' }
  }
  const { secureSite } = config.services
  if (!secureSite) return { off: 'no-secure-site' }
  const site = new URL(secureSite).origin
  return site === pageOrigin ? { off: 'same-origin' } : { site }
}
