import type { CompactWallet } from './compactWallets.js'
import { chainsOf, slugOf } from './compactWallets.js'

// Plausible made-up wallets so that All Wallets has many pages, as the real registry has. Their
// homepages use the reserved `.example` domain; every name is distinct.
const firstWords = [
  'Aurora',
  'Beacon',
  'Cobalt',
  'Drift',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Prism',
  'Quartz',
  'Ridge',
  'Summit',
  'Tidal',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zephyr',
]
const secondWords = ['Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Pocket', 'Purse', 'Chest', 'Hub']
// Mostly EVM wallets, some multichain, a few for one non-EVM chain only (the chains filter hides them).
const chainMix = ['e', 'e', 'es', 'e', 'esb', 'e', 's', 'e', 'eb', 'b', 'e']

/**
 * 234 generated wallets (26 x 9 names), deterministic: every third announces an rdns, every
 * seventh has no badge, every fifth offers a web app.
 * @example generatedWallets()[0]?.name // 'Aurora Wallet'
 */
export function generatedWallets(): CompactWallet[] {
  const wallets: CompactWallet[] = []
  for (const first of firstWords) {
    for (const second of secondWords) {
      const index = wallets.length
      const name = `${first} ${second}`
      const slug = slugOf(name)
      wallets.push({
        name,
        homepage: `https://${slug}.example`,
        ...(index % 3 === 0 ? { rdns: `example.${slug}` } : {}),
        chains: chainsOf(chainMix[index % chainMix.length] ?? 'e'),
        mobileScheme: slug.replace(/-/g, ''),
        ...(index % 5 === 0 ? { webapp: `https://app.${slug}.example` } : {}),
        ...(index % 7 === 6 ? { badge: 'none' as const } : {}),
      })
    }
  }
  return wallets
}
