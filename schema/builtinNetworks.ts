import type { CaipNetwork } from './caipNetwork.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

function evm(
  id: number,
  name: string,
  rpc: string,
  explorer: { name: string; url: string } | undefined,
  nativeCurrency: CaipNetwork['nativeCurrency'] = ether,
  testnet = false,
): CaipNetwork {
  return {
    id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpc] } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    testnet,
  }
}

/**
 * The networks a config may name by id alone (SPEC section 3), keyed by CAIP network id.
 * Public RPC endpoints and explorers are the chains' own published defaults.
 */
export const builtinNetworks = {
  'eip155:1': evm(1, 'Ethereum', 'https://eth.merkle.io', {
    name: 'Etherscan',
    url: 'https://etherscan.io',
  }),
  'eip155:10': evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', {
    name: 'Optimism Explorer',
    url: 'https://optimistic.etherscan.io',
  }),
  'eip155:56': evm(
    56,
    'BNB Smart Chain',
    'https://56.rpc.thirdweb.com',
    { name: 'BscScan', url: 'https://bscscan.com' },
    { name: 'BNB', symbol: 'BNB', decimals: 18 },
  ),
  'eip155:137': evm(
    137,
    'Polygon',
    'https://polygon-rpc.com',
    { name: 'PolygonScan', url: 'https://polygonscan.com' },
    { name: 'POL', symbol: 'POL', decimals: 18 },
  ),
  'eip155:324': evm(324, 'ZKsync Era', 'https://mainnet.era.zksync.io', {
    name: 'ZKsync Explorer',
    url: 'https://explorer.zksync.io',
  }),
  'eip155:8453': evm(8453, 'Base', 'https://mainnet.base.org', {
    name: 'Basescan',
    url: 'https://basescan.org',
  }),
  'eip155:42161': evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', {
    name: 'Arbiscan',
    url: 'https://arbiscan.io',
  }),
  'eip155:43114': evm(
    43114,
    'Avalanche',
    'https://api.avax.network/ext/bc/C/rpc',
    { name: 'SnowTrace', url: 'https://snowtrace.io' },
    { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  ),
  'eip155:31337': evm(31337, 'Localhost', 'http://127.0.0.1:8545', undefined, ether, true),
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
    testnet: false,
    deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
    testnet: true,
    deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HvivXHxJzCvxJjDF',
  },
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': {
    id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    name: 'Solana Testnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
    testnet: true,
  },
  'bip122:000000000019d6689c085ae165831e93': {
    id: '000000000019d6689c085ae165831e93',
    chainNamespace: 'bip122',
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://mempool.space/api'] } },
    blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
    testnet: false,
  },
  'bip122:000000000933ea01ad0ee984209779ba': {
    id: '000000000933ea01ad0ee984209779ba',
    chainNamespace: 'bip122',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    name: 'Bitcoin Testnet',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
    blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
    testnet: true,
  },
} as const satisfies Record<string, CaipNetwork>

export type BuiltinCaipNetworkId = keyof typeof builtinNetworks

/** Friendly names accepted in `networks` and `defaultNetwork`, next to the CAIP ids themselves. */
export const builtinNetworkAliases = {
  mainnet: 'eip155:1',
  optimism: 'eip155:10',
  bsc: 'eip155:56',
  polygon: 'eip155:137',
  zksync: 'eip155:324',
  base: 'eip155:8453',
  arbitrum: 'eip155:42161',
  avalanche: 'eip155:43114',
  localhost: 'eip155:31337',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  solanaDevnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  solanaTestnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  bitcoinTestnet: 'bip122:000000000933ea01ad0ee984209779ba',
} as const satisfies Record<string, BuiltinCaipNetworkId>

export type BuiltinNetworkAlias = keyof typeof builtinNetworkAliases
export type BuiltinNetworkId = BuiltinCaipNetworkId | BuiltinNetworkAlias

/** Resolves an alias or CAIP id of a built-in network to its CAIP id, or undefined. */
export function resolveBuiltinNetworkId(id: string): BuiltinCaipNetworkId | undefined {
  if (Object.hasOwn(builtinNetworks, id)) return id as BuiltinCaipNetworkId
  if (Object.hasOwn(builtinNetworkAliases, id)) {
    return builtinNetworkAliases[id as BuiltinNetworkAlias]
  }
  return undefined
}
