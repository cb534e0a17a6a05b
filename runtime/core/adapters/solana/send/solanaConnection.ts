import { Connection } from '@solana/web3.js'
import type { CaipNetwork } from '../../../../../schema/index.js'
import { BaseError } from '../../../kernel.js'

/** SPEC section 7's RPC timeout: a validator that never answers must not hang the send view. */
const requestTimeoutMs = 10_000

/**
 * A web3.js connection to `network`'s first RPC URL, every request bounded by the RPC timeout.
 * Only files loaded with `import()` import this, so web3.js is never in the first-load bundle.
 * @example const connection = solanaConnection(network)
 */
export function solanaConnection(network: CaipNetwork): Connection {
  const url = network.rpcUrls.default.http[0]
  if (!url) {
    throw new BaseError('Chain is not supported', {
      code: 'CHAIN_NOT_SUPPORTED',
      details: `${network.caipNetworkId} has no RPC URL to send through.`,
    })
  }
  return new Connection(url, {
    commitment: 'confirmed',
    fetch: (input, init) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) }),
  })
}
