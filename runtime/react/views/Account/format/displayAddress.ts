import { getAddress } from 'viem'
import type { ChainNamespace } from '../../../../../schema/index.js'

const hexAddress = /^0x[0-9a-fA-F]{40}$/

/**
 * An address as the hub shows it: on eip155 in its EIP-55 checksummed case, so one account never
 * shows in two letter cases (wallets and the history service may give it in lower case); other
 * namespaces' addresses (case-sensitive base58) as they are.
 * @example displayAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'eip155') // '0xf39Fd6e5…'
 */
export function displayAddress(address: string, namespace: ChainNamespace | undefined): string {
  if (namespace !== 'eip155' || !hexAddress.test(address)) return address
  return getAddress(address)
}
