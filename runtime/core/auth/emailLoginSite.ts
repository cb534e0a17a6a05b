import type { NormalizedConfig } from '../../../schema/index.js'
import { BaseError } from '../errors/BaseError.js'

/** Why a kit offers no email login (each said in the docs and by `appkit validate`). */
export type EmailLoginOff = 'features.email' | 'no-evm-network' | 'no-secure-site' | 'same-origin'

/**
 * The secure site email login runs on for a page, or why there is none: `features.email` off, no
 * EVM network to keep the embedded wallet on, no `services.secureSite` (no default can work: see
 * docs/secure-site.md), or a secure site on the page's own origin, which would isolate nothing.
 * The Connect view offers the email field only when this gives a site.
 * @example const site = emailLoginSite(appKit.config, window.location.origin)
 */
export function emailLoginSite(
  config: Pick<NormalizedConfig, 'features' | 'networks' | 'services'>,
  pageOrigin: string | undefined,
): { site: string } | { off: EmailLoginOff } {
  if (!config.features.email) return { off: 'features.email' }
  if (!config.networks.some((network) => network.chainNamespace === 'eip155')) {
    return { off: 'no-evm-network' }
  }
  const { secureSite } = config.services
  if (!secureSite) return { off: 'no-secure-site' }
  const site = new URL(secureSite).origin
  return site === pageOrigin ? { off: 'same-origin' } : { site }
}

const offReasons: Record<EmailLoginOff, string> = {
  'features.email': 'features.email is false.',
  'no-evm-network': 'no EVM network is configured to keep the embedded wallet on.',
  'no-secure-site':
    'services.secureSite is not set: set it to a secure site that implements docs/secure-site.md.',
  'same-origin':
    "services.secureSite is this page's own origin, which would isolate nothing: use another site.",
}

/** An email login asked of a kit that offers none (a stored login under an older config, say). */
export class EmailLoginOffError extends BaseError {
  override name = 'EmailLoginOffError'
  readonly reason: EmailLoginOff
  constructor(reason: EmailLoginOff) {
    super('Email login is off', { code: 'EMAIL_LOGIN_OFF', details: offReasons[reason] })
    this.reason = reason
  }
}
