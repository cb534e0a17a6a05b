import { createHash } from 'node:crypto'
import type { RegistryWallet } from './WalletApiFixture.js'

const evm = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161']
const solana = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
const bitcoin = ['bip122:000000000019d6689c085ae165831e93']

/** Chain letters of the compact tables: e(vm), s(olana), b(itcoin). */
export function chainsOf(letters: string): string[] {
  return [
    ...(letters.includes('e') ? evm : []),
    ...(letters.includes('s') ? solana : []),
    ...(letters.includes('b') ? bitcoin : []),
  ]
}

/** A slug of a name: `Bitget Wallet` -> `bitget-wallet`. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A stable 64-hex id for a stand-in wallet, the registry ids' format. */
const idOf = (name: string) => createHash('sha256').update(`stand-in:${name}`).digest('hex')

export interface CompactWallet {
  name: string
  homepage: string
  rdns?: string
  chains: string[]
  mobileScheme?: string
  webapp?: string
  badge?: RegistryWallet['badge_type']
}

/**
 * A full registry entry from a compact description, in the shape `getWallets` answers with.
 * @example compactWallet({ name: 'Frame', homepage: 'https://frame.sh', chains: chainsOf('e') }, 100)
 */
export function compactWallet(entry: CompactWallet, order: number): RegistryWallet {
  const slug = slugOf(entry.name)
  return {
    id: idOf(entry.name),
    name: entry.name,
    homepage: entry.homepage,
    image_id: `${slug}-logo`,
    order,
    rdns: entry.rdns ?? null,
    chains: entry.chains,
    mobile_link: entry.mobileScheme ? `${entry.mobileScheme}://` : null,
    desktop_link: null,
    webapp_link: entry.webapp ?? null,
    app_store: entry.mobileScheme ? `https://apps.apple.com/app/${slug}` : null,
    play_store: null,
    chrome_store: entry.rdns ? `https://chromewebstore.google.com/detail/${slug}` : null,
    injected: entry.rdns ? [{ namespace: 'eip155', injected_id: entry.rdns }] : null,
    badge_type: entry.badge ?? 'certified',
  }
}

/**
 * The rows of a `|`-separated table: name | homepage host | rdns | chain letters | mobile scheme.
 * @example parseWalletRows('Frame|frame.sh|sh.frame|e|')[0]?.rdns // 'sh.frame'
 */
export function parseWalletRows(table: string): CompactWallet[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [name = '', host = '', rdns = '', letters = '', scheme = ''] = line.split('|')
      return {
        name,
        homepage: `https://${host}`,
        ...(rdns ? { rdns } : {}),
        chains: chainsOf(letters),
        ...(scheme ? { mobileScheme: scheme } : {}),
      }
    })
}
