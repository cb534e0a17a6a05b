// What the Bitcoin connectors (WBIP004 and Wallet Standard) share about a connection.
import type { CaipNetwork } from '../../../../schema/index.js'

/** The mainnet reference: a wallet connected before the kit chose a network is on mainnet. */
export const bitcoinMainnetReference = '000000000019d6689c085ae165831e93'

/**
 * The CAIP-2 id whose address rules a connection's accounts must follow: the kit's selected
 * Bitcoin network's, or mainnet's when it has chosen none (a connection is then on mainnet).
 * @example bitcoinNetworkIdOf(undefined) // 'bip122:000000000019d6689c085ae165831e93'
 */
export function bitcoinNetworkIdOf(
  network: Pick<CaipNetwork, 'caipNetworkId'> | undefined,
): string {
  return network?.caipNetworkId ?? `bip122:${bitcoinMainnetReference}`
}

/** How long a disconnect waits for the wallet to acknowledge it. */
const disconnectWaitMs = 1_000

/**
 * Waits for the wallet to acknowledge a disconnect, at most a second, whatever it answers: a
 * wallet that never answers, or fails, must not hold the kit's disconnect.
 * @example await acknowledgedWithin(() => requestWbip004(provider, 'wallet_renouncePermissions'))
 */
export async function acknowledgedWithin(ask: () => unknown): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const asked = Promise.resolve()
    .then(ask)
    .catch(() => undefined)
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, disconnectWaitMs)
  })
  await Promise.race([asked, waited])
  clearTimeout(timer)
}
