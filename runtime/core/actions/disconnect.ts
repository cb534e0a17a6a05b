import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { storageKeys } from '../storage/storageKeys.js'

export interface DisconnectParameters {
  /** Only this namespace; default: every connected namespace. */
  namespace?: ChainNamespace
  /** Keep the modal open afterwards (SPEC section 4: it closes unless told not to). */
  keepOpen?: boolean
}

/**
 * Disconnects (SPEC section 4): resets the account, the connector id, the connected namespace,
 * the status and the wallet info of each namespace, and closes the modal unless told not to.
 * @example await disconnect(appKit, { namespace: 'eip155' })
 */
export async function disconnect(
  appKit: AppKit,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const { chains, providers } = appKit.stores
  const { namespaces, accounts } = chains.getState()
  const targets = parameters.namespace
    ? [parameters.namespace]
    : namespaces.filter((namespace) => accounts[namespace]?.status !== 'disconnected')
  for (const namespace of targets) {
    await providers.getState()[namespace]?.disconnect?.()
    providers.setState((current) => ({ ...current, [namespace]: undefined }))
    chains.resetAccount(namespace)
    appKit.storage.remove(storageKeys.connectedConnectorId(namespace))
  }
  const remaining = (appKit.storage.get(storageKeys.connectedNamespaces) ?? []).filter(
    (namespace) => !targets.includes(namespace),
  )
  appKit.storage.set(storageKeys.connectedNamespaces, remaining)
  if (remaining.length === 0) appKit.storage.set(storageKeys.connectionStatus, 'disconnected')
  if (!parameters.keepOpen) await appKit.close()
}
