import { getAllowedOrigins } from '../api/getAllowedOrigins.js'
import { matchOrigin } from '../api/matchOrigin.js'
import { walletApiContext } from '../api/WalletApiContext.js'
import { type AppKit, BaseError } from '../kernel.js'

/** SPEC section 8: the page's origin is not one the embedded wallet may run under. */
export class UnverifiedDomainError extends BaseError {
  override name = 'UnverifiedDomainError' as const
  constructor(origin: string, allowed: readonly string[]) {
    super('Invalid App Configuration', {
      code: 'UNVERIFIED_DOMAIN',
      details: `${origin} is not on the project's allowlist (${allowed.join(', ') || 'empty'}) nor a development or preview host.`,
    })
  }
}

/**
 * Checks the page's origin against the project's allowlist of the Wallet API and the hosts always
 * allowed (SPEC section 6: localhost, pages.dev, vercel.app, ngrok-free.app, the secure-mobile
 * hosts; wildcards), before the secure frame is created; `appkit doctor` judges origins the same
 * way. An empty list (the project names none, or the service answered without one) leaves only
 * the always-allowed hosts. Rejects with UNVERIFIED_DOMAIN, or the Wallet API's RATE_LIMITED,
 * SERVER_ERROR and no-answer errors (asked again on the next try).
 * @example await checkOrigin(appKit, location.origin)
 */
export async function checkOrigin(appKit: AppKit, origin: string): Promise<void> {
  const allowed = await getAllowedOrigins(walletApiContext(appKit.config))
  if (!matchOrigin(origin, allowed)) throw new UnverifiedDomainError(origin, allowed)
}
