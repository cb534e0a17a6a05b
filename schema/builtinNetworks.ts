import type { CaipNetwork } from './caipNetwork.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/**
 * The Wallet API's image ids of the built-in networks (`GET /public/getAssetImage/{id}`, SPEC
 * section 7). Localhost has no logo of its own: it shows Ethereum's, as wallets show an EVM chain
 * they do not know, so the image request never meets a 404.
 */
const imageIds = {
  ethereum: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900',
  optimism: 'ab9c186a-c52f-464b-2906-ca59d760a400',
  bsc: '93564157-2e8e-4ce7-81df-b264dbee9b00',
  polygon: '41d04d42-da3b-4453-8506-668cc0727900',
  zksync: 'b310f07f-4ef7-49f3-7073-2a0a39685800',
  base: '7289c336-3981-4081-c5f4-efc26ac64a00',
  arbitrum: '3bff954d-5cb0-47a0-9a23-d20192e74600',
  avalanche: '30c46e53-e989-45fb-4549-be3bd4eb3b00',
  solana: 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  bitcoin: '0b4838db-0161-4ffe-022d-532bf03dba00',
  bitcoinTestnet: '39354064-d79b-420b-065d-f980c4b78200',
} as const

function evm(
  id: number,
  name: string,
  imageId: string,
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
    assets: { imageId },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    testnet,
  }
}

/**
 * The networks a config may name by id alone (SPEC section 3), keyed by CAIP network id.
 * Public RPC endpoints and explorers are the chains' own published defaults.
 */
export const builtinNetworks = {
  'eip155:1': evm(1, 'Ethereum', imageIds.ethereum, 'https://eth.merkle.io', {
    name: 'Etherscan',
    url: 'https://etherscan.io',
  }),
  'eip155:10': evm(10, 'OP Mainnet', imageIds.optimism, 'https://mainnet.optimism.io', {
    name: 'Optimism Explorer',
    url: 'https://optimistic.etherscan.io',
  }),
  'eip155:56': evm(
    56,
    'BNB Smart Chain',
    imageIds.bsc,
    'https://56.rpc.thirdweb.com',
    { name: 'BscScan', url: 'https://bscscan.com' },
    { name: 'BNB', symbol: 'BNB', decimals: 18 },
  ),
  'eip155:137': evm(
    137,
    'Polygon',
    imageIds.polygon,
    'https://polygon-rpc.com',
    { name: 'PolygonScan', url: 'https://polygonscan.com' },
    { name: 'POL', symbol: 'POL', decimals: 18 },
  ),
  'eip155:324': evm(324, 'ZKsync Era', imageIds.zksync, 'https://mainnet.era.zksync.io', {
    name: 'ZKsync Explorer',
    url: 'https://explorer.zksync.io',
  }),
  'eip155:8453': evm(8453, 'Base', imageIds.base, 'https://mainnet.base.org', {
    name: 'Basescan',
    url: 'https://basescan.org',
  }),
  'eip155:42161': evm(42161, 'Arbitrum One', imageIds.arbitrum, 'https://arb1.arbitrum.io/rpc', {
    name: 'Arbiscan',
    url: 'https://arbiscan.io',
  }),
  'eip155:43114': evm(
    43114,
    'Avalanche',
    imageIds.avalanche,
    'https://api.avax.network/ext/bc/C/rpc',
    { name: 'SnowTrace', url: 'https://snowtrace.io' },
    { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  ),
  'eip155:31337': evm(
    31337,
    'Localhost',
    imageIds.ethereum,
    'http://127.0.0.1:8545',
    undefined,
    ether,
    true,
  ),
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    assets: { imageId: imageIds.solana },
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
    assets: { imageId: imageIds.solana },
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
    assets: { imageId: imageIds.solana },
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
    assets: { imageId: imageIds.bitcoin },
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
    assets: { imageId: imageIds.bitcoinTestnet },
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
