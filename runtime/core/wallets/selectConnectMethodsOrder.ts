import { type ConnectMethod, connectMethods } from '../../../schema/grammar/connectOrder.js'
import type { Connector } from '../connectors/Connector.js'

export type { ConnectMethod }

/**
 * SPEC section 9: the order when no browser wallet is installed and the app sets none. The config
 * schema's own list of methods (schema/grammar), which is in this order.
 */
export const defaultConnectMethodsOrder: readonly ConnectMethod[] = connectMethods

export interface SelectConnectMethodsOrderParameters {
  connectors: readonly Connector[]
  /** `config.features.connectMethodsOrder`; wins over the defaults. */
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  /**
   * The methods this build can offer. Email and social login arrive with the auth connector;
   * until then only 'wallet' exists, and listing the others would show buttons that do nothing.
   */
  available?: readonly ConnectMethod[]
}

/**
 * The order of the connect methods (SPEC section 2): email, social, wallet by default; wallet
 * first when an injected or announced wallet is present; the app's `connectMethodsOrder` wins,
 * and available methods it leaves out follow in the default order (the setting orders, the
 * features switch on and off). Only available methods are returned.
 * @example
 * selectConnectMethodsOrder({ connectors, available: ['email', 'social', 'wallet'] })
 * // ['wallet', 'email', 'social'] when a browser wallet is installed
 */
export function selectConnectMethodsOrder(
  parameters: SelectConnectMethodsOrderParameters,
): ConnectMethod[] {
  const available = parameters.available ?? ['wallet']
  const installed = parameters.connectors.some(
    (connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED',
  )
  // An installed wallet moves 'wallet' to the front; the others keep the default order.
  const order = [
    ...new Set([
      ...(parameters.connectMethodsOrder ?? []),
      ...(installed ? (['wallet'] as const) : []),
      ...defaultConnectMethodsOrder,
    ]),
  ]
  return order.filter((method) => available.includes(method))
}
