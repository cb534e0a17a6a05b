import type { Connector } from '../connectors/Connector.js'

/**
 * Whether two browser-wallet connectors of different namespaces are one wallet (a multi-chain
 * wallet reached over EIP-6963 for EVM and the Wallet Standard for Solana): the same rdns when
 * both have one, else the same name, ignoring case. The Wallet Standard has no rdns, so the name
 * is all there is; both names are already sanitized. WalletConnect is never a browser wallet here.
 * @example isSameWallet(sandboxEvm, sandboxSolana) // true: both are 'Sandbox Wallet'
 */
export function isSameWallet(a: Connector, b: Connector): boolean {
  if (a.type === 'WALLET_CONNECT' || b.type === 'WALLET_CONNECT') return false
  if (a.chain === b.chain) return a === b
  if (a.rdns && b.rdns) return a.rdns === b.rdns
  return a.name.toLowerCase() === b.name.toLowerCase()
}
