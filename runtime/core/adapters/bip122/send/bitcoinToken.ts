import type { SendToken } from '../../../send/SendParameters.js'
import { tokenContract } from '../../../send/tokenContract.js'

/**
 * Refuses any token but BTC itself: the kit sends and reads native bitcoin only (no Runes or
 * BRC-20), with the error Solana gives for a token that does not exist on the network.
 * @example assertNativeBitcoin(token) // throws for a token row with an address
 */
export function assertNativeBitcoin(token: SendToken): void {
  const contract = tokenContract(token)
  if (contract !== undefined) {
    throw new Error(`The token ${contract} does not exist on this network: only BTC is sent here.`)
  }
}
