import { type Client, createClient } from 'viem'
import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { rankingSignalOf } from '../kernel.js'
import { createRpcTransport } from './createRpcTransport.js'

// One client per kit and network, so the ranking one read learned serves the next.
const clients = new WeakMap<AppKit, Map<string, Client>>()

/**
 * The viem client a kit reads `network` with: a bare client (no actions, so it stays small) over
 * `createRpcTransport`, ranked in the background while the kit lives in a page.
 * @example const wei = await getRpcClient(appKit, network).request({ method: 'eth_blockNumber' })
 */
export function getRpcClient(appKit: AppKit, network: CaipNetwork): Client {
  const urls = network.rpcUrls.default.http
  const byNetwork = clients.get(appKit) ?? new Map<string, Client>()
  clients.set(appKit, byNetwork)
  const key = `${network.caipNetworkId} ${urls.join(' ')}`
  let client = byNetwork.get(key)
  if (!client) {
    client = createClient({
      transport: createRpcTransport(urls, { rankUntil: rankingSignalOf(appKit) }),
    })
    byNetwork.set(key, client)
  }
  return client
}
