import type { ChainNamespace } from '../../../../schema/index.js'

/**
 * What Receive's QR code holds: a BIP-21 `bitcoin:` URI on bip122 (Bitcoin wallets' scanners
 * expect it), else the bare address, which every EVM and Solana wallet's scanner reads.
 * @example receiveQrValue('bip122', 'bc1q...') // 'bitcoin:bc1q...'
 */
export function receiveQrValue(namespace: ChainNamespace, address: string): string {
  return namespace === 'bip122' ? `bitcoin:${address}` : address
}
