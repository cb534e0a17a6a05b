// Apart from the catalog: the remote configuration's loader and the WalletConnect start map
// messages without loading every alert's words, which come with the first alert raised.
import type { AlertKey } from './alertCatalog.js'

/**
 * The server messages SPEC section 8 maps to alerts: a provider-initialisation error (the
 * WalletConnect relay's, an API's) whose message contains one of these raises that alert.
 */
const serverMessageAlerts: readonly (readonly [text: string, key: AlertKey])[] = [
  ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED'],
  ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

/**
 * The alert a provider-initialisation error stands for, matched by its message, else undefined.
 * @example alertKeyOfMessage('Unauthorized: invalid key') // 'INVALID_PROJECT_ID'
 */
export function alertKeyOfMessage(message: string): AlertKey | undefined {
  return serverMessageAlerts.find(([text]) => message.includes(text))?.[1]
}
