import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { ChainSend } from '../adapters/ChainSend.js'

/**
 * The send code of `namespace`, from the kit's chain adapter for it (loaded on first use), or
 * `undefined` when the kit cannot send there: no adapter for that namespace, or one without
 * `send`. The engine never picks a chain's code by the namespace's name.
 * @example const chain = chainSendOf(appKit, network.chainNamespace)
 */
export function chainSendOf(
  appKit: Pick<AppKit, 'adapters'>,
  namespace: ChainNamespace,
): Promise<ChainSend> | undefined {
  return appKit.adapters.get(namespace)?.send?.()
}
