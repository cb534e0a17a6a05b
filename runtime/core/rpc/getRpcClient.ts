import { type Client, createClient } from 'viem'
import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { defineOwned, rankingSignalOf } from '../kernel.js'
import { createRpcTransport } from './createRpcTransport.js'

/**
 * One client per kit and network, so the ranking one read learned serves the next. The clients
 * hold no timer of their own: the ranking's ends with the kit's ranking signal (`rpcRanking`).
 */
const rpcClients = defineOwned<Map<string, Client>, AppKit>(
  'RPC clients',
  () => new Map(),
  (clients) => clients.clear(),
)

/**
 * The viem client a kit reads `network` with: a bare client (no actions, so it stays small) over
 * `createRpcTransport`, ranked in the background while the kit lives in a page.
 * @example const wei = await getRpcClient(appKit, network).request({ method: 'eth_blockNumber' })
 */
export function getRpcClient(appKit: AppKit, network: CaipNetwork): Client {
  const urls = network.rpcUrls.default.http
  const clients = appKit.owned.get(rpcClients)
  const key = `${network.caipNetworkId} ${urls.join(' ')}`
  let client = clients.get(key)
  if (!client) {
    client = createClient({
      transport: createRpcTransport(urls, { rankUntil: rankingSignalOf(appKit) }),
    })
    clients.set(key, client)
  }
  return client
}
