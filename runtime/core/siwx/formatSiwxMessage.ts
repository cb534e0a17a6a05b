import { allSiwxChains } from './allSiwxChains.js'
import type { SiwxMessageFields } from './SiwxMessageFields.js'
import { type FormatSiwxMessageReturnType, writeSiwxMessage } from './writeSiwxMessage.js'

export type { FormatSiwxMessageReturnType } from './writeSiwxMessage.js'

/**
 * Writes the EIP-4361 (eip155) or CAIP-122 (solana, bip122) message for `fields` (`writeSiwxMessage` with
 * every namespace's rules). Fields that the strict parser would refuse give a problem instead of
 * a message: a message this returns always parses back to exactly `fields`.
 * @example
 * const result = formatSiwxMessage({ namespace: 'eip155', domain: 'service.org', address, uri: 'https://service.org/login', version: '1', chainId: '1', nonce: createNonce(), issuedAt: new Date().toISOString() })
 * if (result.ok) await wallet.signMessage({ message: result.message })
 */
export function formatSiwxMessage(fields: SiwxMessageFields): FormatSiwxMessageReturnType {
  return writeSiwxMessage(fields, allSiwxChains)
}
