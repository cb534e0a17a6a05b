import type { AppKit } from '../AppKit.js'
import { defineOwned } from '../kernel.js'
import { isSiwxNamespace } from './isSiwxNamespace.js'
import type { SiwxChains } from './SiwxChain.js'

/** The kit's sign-in rules once loaded, or their loading. */
const siwxChains = defineOwned('sign-in rules', (_appKit: AppKit) => ({
  loading: undefined as Promise<SiwxChains> | undefined,
}))

/**
 * The sign-in rules of the kit's chain adapters (`ChainAdapter.siwx`), each namespace's loaded
 * with `import()` on the first call: messages, signatures and wallets of a namespace without
 * them (an app without Solana's adapter) are not the kit's to read, verify or ask.
 * @example const message = formatSiwxMessage(fields, await siwxChainsOf(appKit))
 */
export function siwxChainsOf(appKit: AppKit): Promise<SiwxChains> {
  const slot = appKit.owned.get(siwxChains)
  slot.loading ??= Promise.all(
    [...appKit.adapters.values()]
      .filter((adapter) => isSiwxNamespace(adapter.namespace) && adapter.siwx)
      .map(async (adapter) => [adapter.namespace, await adapter.siwx?.()] as const),
  ).then(
    (entries): SiwxChains => Object.fromEntries(entries.filter(([, chain]) => chain !== undefined)),
    (error: unknown) => {
      slot.loading = undefined // offline: the next call fetches the chunks again
      throw error
    },
  )
  return slot.loading
}
