import { allSiwxChains } from './allSiwxChains.js'
import { type ParseSiwxMessageReturnType, readSiwxMessage } from './readSiwxMessage.js'

export type { ParseSiwxMessageReturnType } from './readSiwxMessage.js'

/**
 * Reads an EIP-4361 (eip155) or CAIP-122 (solana, bip122) sign-in message strictly (`readSiwxMessage`
 * with every namespace's rules): what a server (`appkit/siwx-server`) and tests read messages
 * with. The kit in a page reads them with its chain adapters' rules only. Never throws.
 * @example
 * const result = parseSiwxMessage(message)
 * if (!result.ok) console.log(`line ${result.problem.line}: ${result.problem.field} ${result.problem.reason}`)
 */
export function parseSiwxMessage(message: string): ParseSiwxMessageReturnType {
  return readSiwxMessage(message, allSiwxChains)
}
