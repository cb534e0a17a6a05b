import { getAllowedOrigins } from '../api/getAllowedOrigins.js'
import { matchOrigin } from '../api/matchOrigin.js'
import { walletApiContext } from '../api/WalletApiContext.js'
import { type AppKit, BaseError } from '../index.js'

/** SPEC section 8: the page's origin is not one the embedded wallet may run under. */
export class UnverifiedDomainError extends BaseError {
  override name = 'UnverifiedDomainError'
  constructor(origin: string, allowed: readonly string[]) {
    super('Invalid App Configuration', {
      code: 'UNVERIFIED_DOMAIN',
      details: `${origin} is not on the project's allowlist (${allowed.join(', ')}) nor a development or preview host.`,
    })
  }
}

/**
 * Checks the page's origin against the project's allowlist of the Wallet API and the hosts always
 * allowed (SPEC section 6: localhost, pages.dev, vercel.app, ngrok-free.app, the secure-mobile
 * hosts; wildcards), before the secure frame is created. An empty or unreadable list allows any
 * origin: the secure site's own `frame-ancestors` still decides. Rejects with UNVERIFIED_DOMAIN,
 * or the Wallet API's RATE_LIMITED / SERVER_ERROR.
 * @example await checkOrigin(appKit, location.origin)
 */
export async function checkOrigin(appKit: AppKit, origin: string): Promise<void> {
  const allowed = await getAllowedOrigins(walletApiContext(appKit.config))
  if (allowed.length > 0 && !matchOrigin(origin, allowed)) {
    throw new UnverifiedDomainError(origin, allowed)
  }
}
