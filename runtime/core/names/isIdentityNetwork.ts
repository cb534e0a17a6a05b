import type { CaipNetwork } from '../../../schema/index.js'

// 127.0.0.0/8 (the URL parser writes every IPv4 spelling in this dotted form), ::1, localhost.
const loopback = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/

function isLoopback(url: string): boolean {
  try {
    return loopback.test(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * Whether the account's name and avatar are looked up on `network` (SPEC section 4): eip155
 * networks that are not testnets, and development chains (a testnet whose every RPC URL is on
 * this machine), where the sandbox's names live.
 * @example isIdentityNetwork(mainnet) // true; isIdentityNetwork(sepolia) // false
 */
export function isIdentityNetwork(network: CaipNetwork | undefined): boolean {
  if (network?.chainNamespace !== 'eip155') return false
  if (!network.testnet) return true
  const { default: rpc, chainDefault } = network.rpcUrls
  const urls = [...rpc.http, ...(rpc.webSocket ?? []), ...(chainDefault?.http ?? [])]
  return urls.length > 0 && urls.every(isLoopback)
}
