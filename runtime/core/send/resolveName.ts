import { getAddress, isAddress } from 'viem'
import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { loadBlockchainApi } from '../kernel.js'
import { isServiceName } from '../names/nameRules.js'
import { getRpcClient } from '../rpc/getRpcClient.js'
import type { CheckReceiverResult } from './checkReceiver.js'

// SPEC section 8's message, word for word.
const resolveFailed = 'Error resolving name'

/**
 * A name of the name service's zones (`alice.reown.id`) through its record: the address under
 * the network's coin type, else under '60'. The client is the Blockchain API chunk, loaded here
 * rather than imported, so the send chunk does not carry it.
 */
async function resolveServiceName(
  appKit: AppKit,
  network: CaipNetwork,
  name: string,
): Promise<CheckReceiverResult> {
  const lookup = name.trim().toLowerCase()
  try {
    const api = await loadBlockchainApi()
    const record = await api.getNameRecord(appKit, lookup)
    const address = record && api.nameAddressOn(record, network.id)
    if (!address || !isAddress(address, { strict: false })) {
      return { ok: false, reason: `No address is set for ${lookup}.` }
    }
    return { ok: true, address: getAddress(address.toLowerCase()) }
  } catch (error) {
    appKit.logger.warn(resolveFailed, error)
    return { ok: false, reason: resolveFailed }
  }
}

/**
 * Resolves a name to the address to send to, on `network`. On EVM networks, a name of the name
 * service (`alice.reown.id`, `bob.wcn.id`) through the service's record (`getNameRecord`); any
 * other (`vitalik.eth`) through ENS where the config names a `contracts.ensUniversalResolver`.
 * Refused with a reason elsewhere. Failures are reasons, not throws, so the form shows them like
 * any other receiver problem.
 * @example
 * const result = await resolveName(appKit, mainnet, 'vitalik.eth')
 * if (result.ok) send(result.address)
 */
export async function resolveName(
  appKit: AppKit,
  network: CaipNetwork,
  name: string,
): Promise<CheckReceiverResult> {
  if (network.chainNamespace === 'eip155' && isServiceName(name)) {
    return resolveServiceName(appKit, network, name)
  }
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
    appKit.logger.warn(resolveFailed, error)
    return { ok: false, reason: resolveFailed }
  }
}
