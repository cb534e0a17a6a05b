import type { Address } from 'viem'
import { sandboxEuro } from '../contracts/sandboxEuro.js'
import { sandboxToken } from '../contracts/sandboxToken.js'
import { sandboxSplToken } from '../solana/sandboxSplToken.js'

/** A fungible the stand-in knows a price and an icon for. */
export interface SandboxAsset {
  name: string
  symbol: string
  decimals: number
  /** Fixed USD price: the sandbox has no market. */
  priceUsd: number
  /** File name under `/assets/` on the stand-in. */
  icon: string
}

/** The address wallets and the real service use for a chain's native currency. */
export const nativeAssetAddress: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The sandbox's fungibles and their fixed sandbox prices (the price feed is fixed; only the swap
 * pools, seeded at these prices, move): native ETH at 3000 USD, the test token (SUSD) at 1 USD
 * and the euro (SEUR) at 1.1 USD on the EVM chains; on the local Solana validator, SOL at 150 USD
 * and the SUSD SPL token at the same 1 USD; on the Bitcoin regtest ledger, BTC at 100 000 USD.
 * @example
 * sandboxAssets.native.priceUsd // 3000
 */
export const sandboxAssets = {
  native: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000, icon: 'eth.svg' },
  token: {
    name: sandboxToken.name,
    symbol: sandboxToken.symbol,
    decimals: sandboxToken.decimals,
    priceUsd: sandboxToken.priceUsd,
    icon: 'susd.svg',
  },
  euro: {
    name: sandboxEuro.name,
    symbol: sandboxEuro.symbol,
    decimals: sandboxEuro.decimals,
    priceUsd: sandboxEuro.priceUsd,
    icon: 'seur.svg',
  },
  sol: { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: 150, icon: 'sol.svg' },
  bitcoin: { name: 'Bitcoin', symbol: 'BTC', decimals: 8, priceUsd: 100_000, icon: 'btc.svg' },
  splToken: {
    name: sandboxSplToken.name,
    symbol: sandboxSplToken.symbol,
    decimals: sandboxSplToken.decimals,
    priceUsd: sandboxToken.priceUsd,
    icon: 'susd.svg',
  },
} as const satisfies Record<string, SandboxAsset>

const iconColors: Record<string, string> = {
  'eth.svg': '#627eea',
  'susd.svg': '#2775ca',
  'seur.svg': '#0e8a5f',
  'sol.svg': '#9945ff',
  'btc.svg': '#f7931a',
}

/**
 * The SVG of an asset icon, or undefined for an unknown file. Served by the stand-in itself so
 * `iconUrl`s resolve offline.
 * @example
 * renderAssetIcon('eth.svg') // '<svg ...>'
 */
export function renderAssetIcon(file: string): string | undefined {
  const color = iconColors[file]
  const asset = Object.values(sandboxAssets).find((entry) => entry.icon === file)
  if (!color || !asset) return undefined
  const letter = asset.symbol.slice(0, 1)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="32" fill="${color}"/>`,
    '<text x="32" y="43" font-family="sans-serif" font-size="30" font-weight="700" ',
    `text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  ].join('')
}
