import type { CaipNetworkId } from '../../../schema/index.js'
import { BaseError } from './BaseError.js'

/**
 * A switch to a network that is not in the config's `networks` list (alert SWITCH_NETWORK_NOT_FOUND
 * of SPEC section 8). The kit only talks to networks the app declared.
 * @example
 * throw new SwitchNetworkNotFoundError({ caipNetworkId: 'eip155:999', configured: ['eip155:1'] })
 */
export class SwitchNetworkNotFoundError extends BaseError {
  override name = 'SwitchNetworkNotFoundError' as const
  readonly caipNetworkId: CaipNetworkId | undefined

  constructor(
    parameters: {
      caipNetworkId?: CaipNetworkId
      configured?: readonly CaipNetworkId[]
      cause?: unknown
    } = {},
  ) {
    const { caipNetworkId, configured } = parameters
    super('Network Not Found', {
      code: 'SWITCH_NETWORK_NOT_FOUND',
      details: 'network must be in the networks list',
      cause: parameters.cause,
      metaMessages: [
        ...(caipNetworkId ? [`Requested: ${caipNetworkId}`] : []),
        ...(configured ? [`Configured: ${configured.join(', ') || '(none)'}`] : []),
      ],
    })
    this.caipNetworkId = caipNetworkId
  }
}
