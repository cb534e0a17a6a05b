import type { AlertKey } from '../../alerts/alertCatalog.js'
import { alertKeyOfMessage } from '../../alerts/alertKeyOfMessage.js'
import type { CreateWalletConnectConnectorParameters } from './WalletConnectConnector.js'

/** The messages of `error` and of every error it wraps, outermost first (a cycle ends it). */
function messagesOf(error: unknown): string[] {
  const messages: string[] = []
  const seen = new Set<unknown>()
  for (let current = error; current && !seen.has(current); ) {
    seen.add(current)
    const { message, cause } = current as { message?: unknown; cause?: unknown }
    if (typeof message === 'string') messages.push(message)
    current = cause
  }
  return messages
}

/**
 * The alert a provider-initialisation error stands for (SPEC section 8): the first mapped server
 * message ('Unauthorized: invalid key', ...) found in its message or in one it wraps.
 * @example initErrorAlertKey(new UniversalProviderInitError(new Error('Unauthorized: invalid key'))) // 'INVALID_PROJECT_ID'
 */
export function initErrorAlertKey(error: unknown): AlertKey | undefined {
  for (const message of messagesOf(error)) {
    const key = alertKeyOfMessage(message)
    if (key) return key
  }
  return undefined
}

/**
 * Reports a failed start of the WalletConnect SDK: logged as an error (the kit's error reports
 * name it by the error's name, 'UniversalProviderInitError'), and, when its message is one SPEC
 * section 8 maps to an alert, that alert, once per page: a retry that fails the same way says
 * nothing new.
 * @example reportInitError(error, { logger, alert: (key, options) => raiseAlert(appKit, key, options) })
 */
export function reportInitError(
  error: Error,
  { logger, alert }: Pick<CreateWalletConnectConnectorParameters, 'logger' | 'alert'>,
): void {
  logger?.error('WalletConnect could not start', error)
  const key = initErrorAlertKey(error)
  // No `cause`: the error is logged above already, and the alert would log it again.
  if (key) alert?.(key, { once: true })
}
