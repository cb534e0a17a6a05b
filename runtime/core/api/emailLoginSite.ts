import type { NormalizedConfig } from '../../../schema/index.js'

/** Why a kit offers no email login (each said in the docs and by `appkit validate`). */
export type EmailLoginOff = 'features.email' | 'no-evm-network' | 'no-secure-site' | 'same-origin'

/**
 * The secure site email login runs on for a page, or why there is none: `features.email` off, no
 * EVM network to keep the embedded wallet on, no `services.secureSite` (no default can work: see
 * docs/secure-site.md), or a secure site on the page's own origin, which would isolate nothing.
 * The Connect view offers the email field only when this gives a site. First-load code (the
 * Connect view asks it), so it stays out of the embedded wallet's chunk.
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
