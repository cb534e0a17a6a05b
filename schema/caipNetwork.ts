/** Chain families the kit keeps state for (SPEC section 1). */
export const chainNamespaces = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const
export type ChainNamespace = (typeof chainNamespaces)[number]

/** A `namespace:reference` chain id, e.g. `eip155:8453` (CAIP-2). */
export type CaipNetworkId = `${string}:${string}`

/**
 * A network in the shape of SPEC section 3: everything the runtime needs to talk to a chain and to
 * show it, with no lookups at run time.
 */
export interface CaipNetwork {
  id: number | string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] }
    chainDefault?: { http: readonly string[] }
  }
  assets?: { imageId?: string; imageUrl?: string }
  blockExplorers?: { default: { name: string; url: string } }
  contracts?: Readonly<Record<string, { address: string; blockCreated?: number }>>
  testnet?: boolean
  /** Solana only: the id older wallets still use for this cluster. */
  deprecatedCaipNetworkId?: CaipNetworkId
}

/** CAIP-2 grammar: namespace `[-a-z0-9]{3,8}`, reference `[-_a-zA-Z0-9]{1,32}`. */
export const caipNetworkIdPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
