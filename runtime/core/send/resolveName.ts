import { getAddress, isAddress } from 'viem'
import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { getRpcClient } from '../rpc/getRpcClient.js'
import type { CheckReceiverResult } from './checkReceiver.js'

/**
 * Resolves a name (`vitalik.eth`) to the address to send to, on `network`: through ENS on EVM
 * networks whose config names a `contracts.ensUniversalResolver`, refused with a reason elsewhere.
 * Failures are reasons, not throws, so the form shows them like any other receiver problem.
 * @example
 * const result = await resolveName(appKit, mainnet, 'vitalik.eth')
 * if (result.ok) send(result.address)
 */
export async function resolveName(
  appKit: AppKit,
  network: CaipNetwork,
  name: string,
): Promise<CheckReceiverResult> {
  const configured = network.contracts?.ensUniversalResolver?.address
  // A contract address in config is data, not a typed receiver: its letter case is not checked.
  const resolver =
    configured && isAddress(configured, { strict: false })
      ? getAddress(configured.toLowerCase())
      : undefined
  if (network.chainNamespace !== 'eip155' || !resolver) {
    return { ok: false, reason: `${network.name} has no name resolver: enter an address` }
  }
  // ENS code (normalisation tables, resolver ABI) is loaded only when a name is typed.
  const [{ getEnsAddress }, { normalize }] = await Promise.all([
    import('viem/actions'),
    import('viem/ens'),
  ])
  let normalized: string
  try {
    normalized = normalize(name.trim())
  } catch {
    return { ok: false, reason: `${name.trim()} is not a valid name.` }
  }
  try {
    const address = await getEnsAddress(getRpcClient(appKit, network), {
      name: normalized,
      universalResolverAddress: resolver,
    })
    if (!address || !isAddress(address)) {
      return { ok: false, reason: `No address is set for ${normalized}.` }
    }
    return { ok: true, address: getAddress(address) }
  } catch (error) {
    appKit.logger.warn('Error resolving name', error)
    // SPEC section 8's message, word for word.
    return { ok: false, reason: 'Error resolving name' }
  }
}
