import type { Connector } from '../kernel.js'

/**
 * The embedded wallet's connector (SPEC section 3: type AUTH): eip155, with its Solana side
 * (`forNamespace('solana')`) when the app has Solana networks; one login serves both.
 */
export interface AuthConnector extends Connector {
  readonly type: 'AUTH'
}
