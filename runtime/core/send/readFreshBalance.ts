import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { toBaseError } from '../kernel.js'
import { chainSendOf } from './chainSendOf.js'
import type { SendToken } from './SendParameters.js'
import { SendUnsupportedChainError } from './sendErrors.js'

export interface ReadFreshBalanceParameters {
  network: CaipNetwork
  /** The account: 0x address or base58 public key. */
  address: string
  token: SendToken
}

/**
 * The balance of `token` held by `address`, in smallest units, read from the chain at the moment
 * of the call: never a cached value, since "Max" must not send what was there a minute ago
 * (SECURITY.md "Storage"). The chain's own code (its adapter's `ChainSend`) reads it.
 * @example
 * const balance = await readFreshBalance(appKit, { network, address, token })
 */
export async function readFreshBalance(
  appKit: AppKit,
  parameters: ReadFreshBalanceParameters,
): Promise<bigint> {
  const { network, address, token } = parameters
  const loading = chainSendOf(appKit, network.chainNamespace)
  if (!loading) throw new SendUnsupportedChainError(network.caipNetworkId)
  try {
    return await (await loading).readBalance(appKit, network, address, token)
  } catch (error) {
    throw toBaseError(error)
  }
}
