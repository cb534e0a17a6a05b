import type { CaipNetwork } from '../../schema/index.js'
import { check, type DoctorCheck } from './DoctorCheck.js'
import { displayUrl } from './displayUrl.js'
import type { ProbeResult } from './ProbeResult.js'
import { probeBitcoin } from './probeBitcoin.js'
import { probeEvm } from './probeEvm.js'
import { probeSolana } from './probeSolana.js'

function probe(
  network: CaipNetwork,
  url: string,
  timeoutMs: number,
): Promise<ProbeResult> | undefined {
  switch (network.chainNamespace) {
    case 'eip155':
      return probeEvm(network, url, timeoutMs)
    case 'solana':
      return probeSolana(network, url, timeoutMs)
    case 'bip122':
      return probeBitcoin(url, timeoutMs)
    default:
      return undefined
  }
}

/**
 * Check 6 (one per network): the first RPC URL the runtime will use answers within the timeout
 * and serves the configured chain; the detail carries the latency.
 * @example await checkNetwork(normalized.networks[0], 10_000)
 * // { id: 'network:eip155:31337', status: 'ok', detail: 'Localhost (eip155:31337): RPC http://127.0.0.1:8545 answered chain id 31337 in 4 ms', ... }
 */
export async function checkNetwork(network: CaipNetwork, timeoutMs: number): Promise<DoctorCheck> {
  const id = `network:${network.caipNetworkId}`
  const title = `Network ${network.name} (${network.caipNetworkId})`
  const url = network.rpcUrls.default.http[0]
  const prefix = `${network.name} (${network.caipNetworkId}): RPC`
  if (!url) return check(id, 'fail', title, `${prefix} URL is missing: add one under rpcUrls`)
  const started = performance.now()
  const pending = probe(network, url, timeoutMs)
  if (!pending) {
    return check(
      id,
      'warn',
      title,
      `${prefix} ${displayUrl(url)} not checked: doctor cannot probe ${network.chainNamespace} endpoints yet`,
    )
  }
  const result = await pending
  const latency = Math.round(performance.now() - started)
  const detail =
    result.status === 'ok'
      ? `${prefix} ${displayUrl(url)} ${result.detail} in ${latency} ms`
      : `${prefix} ${displayUrl(url)} ${result.detail}`
  return check(id, result.status, title, detail)
}
