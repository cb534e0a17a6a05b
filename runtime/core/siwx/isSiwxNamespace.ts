import type { SiwxNamespace } from './SiwxMessageFields.js'

const siwxNamespaces: readonly string[] = ['eip155', 'solana', 'bip122'] satisfies SiwxNamespace[]

/**
 * Whether accounts of `namespace` sign in (with an EIP-4361 or CAIP-122 message). Accounts of any
 * other namespace (polkadot, cosmos) never hold a session, so nothing is looked up or ended for
 * them.
 * @example if (isSiwxNamespace(activeNamespace)) await controller.evaluate()
 */
export function isSiwxNamespace(namespace: string): namespace is SiwxNamespace {
  return siwxNamespaces.includes(namespace)
}
