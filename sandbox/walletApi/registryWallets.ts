import { compactWallet, parseWalletRows } from './compactWallets.js'
import { generatedWallets } from './generatedWallets.js'
import { knownWalletRows } from './knownWallets.js'
import type { RegistryWallet } from './WalletApiFixture.js'

// Written for the stand-in from public facts (registry ids, names, rdns, homepages, URL schemes,
// store package names). Image ids are the stand-in's own: `getWalletImage` draws them.
const evm = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161']
const solana = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
const bitcoin = ['bip122:000000000019d6689c085ae165831e93']

interface Entry {
  id: string
  name: string
  homepage: string
  rdns?: string
  chains: string[]
  mobile?: string
  webapp?: string
  playStore?: string
  chromeStore?: string
}

function wallet(entry: Entry, index: number): RegistryWallet {
  const slug = entry.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    id: entry.id,
    name: entry.name,
    homepage: entry.homepage,
    image_id: `${slug}-logo`,
    order: (index + 1) * 10,
    rdns: entry.rdns ?? null,
    chains: entry.chains,
    mobile_link: entry.mobile ?? null,
    desktop_link: null,
    webapp_link: entry.webapp ?? null,
    app_store: null,
    play_store: entry.playStore
      ? `https://play.google.com/store/apps/details?id=${entry.playStore}`
      : null,
    chrome_store: entry.chromeStore
      ? `https://chromewebstore.google.com/detail/${entry.chromeStore}`
      : null,
    injected: entry.rdns ? [{ namespace: 'eip155', injected_id: entry.rdns }] : null,
    badge_type: 'certified',
  }
}

const entries: Entry[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    homepage: 'https://metamask.io',
    rdns: 'io.metamask',
    chains: [...evm, ...solana],
    mobile: 'metamask://',
    playStore: 'io.metamask',
    chromeStore: 'nkbihfbeogaeaoehlefnkodbefgpgknn',
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    homepage: 'https://trustwallet.com',
    rdns: 'com.trustwallet.app',
    chains: [...evm, ...solana, ...bitcoin],
    mobile: 'trust://',
    playStore: 'com.wallet.crypto.trustapp',
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    homepage: 'https://www.coinbase.com/wallet',
    rdns: 'com.coinbase.wallet',
    chains: [...evm, ...solana],
    mobile: 'cbwallet://',
    playStore: 'org.toshi',
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    homepage: 'https://rainbow.me',
    rdns: 'me.rainbow',
    chains: evm,
    mobile: 'rainbow://',
    playStore: 'me.rainbow',
  },
  {
    id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    name: 'Zerion',
    homepage: 'https://zerion.io',
    rdns: 'io.zerion.wallet',
    chains: [...evm, ...solana],
    mobile: 'zerion://',
    playStore: 'io.zerion.android',
  },
  {
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    name: 'OKX Wallet',
    homepage: 'https://www.okx.com/web3',
    rdns: 'com.okex.wallet',
    chains: [...evm, ...solana, ...bitcoin],
    mobile: 'okex://main',
    playStore: 'com.okinc.okex.gp',
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    homepage: 'https://phantom.com',
    rdns: 'app.phantom',
    chains: ['eip155:1', 'eip155:137', 'eip155:8453', ...solana, ...bitcoin],
    mobile: 'phantom://',
    playStore: 'app.phantom',
  },
  {
    id: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
    name: 'Rabby Wallet',
    homepage: 'https://rabby.io',
    rdns: 'io.rabby',
    chains: evm,
  },
  {
    id: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a',
    name: 'Uniswap Wallet',
    homepage: 'https://wallet.uniswap.org',
    chains: evm,
    mobile: 'uniswap://',
    playStore: 'com.uniswap.mobile',
  },
  {
    id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    name: 'Ledger Live',
    homepage: 'https://www.ledger.com/ledger-live',
    chains: [...evm, ...solana, ...bitcoin],
    mobile: 'ledgerlive://',
    playStore: 'com.ledger.live',
  },
  {
    id: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
    name: 'Safe',
    homepage: 'https://safe.global',
    chains: evm,
    webapp: 'https://app.safe.global',
  },
]

/**
 * The stand-in registry, in registry order (the stand-in's `getWallets` data): the wallets above
 * with their real registry ids, more real wallets from a compact table, then generated ones, so
 * All Wallets has several pages of 40 as the real registry has.
 * @example registryWallets.find((w) => w.rdns === 'io.metamask')?.name // 'MetaMask'
 */
export const registryWallets: readonly RegistryWallet[] = [
  ...entries.map(wallet),
  ...[...parseWalletRows(knownWalletRows), ...generatedWallets()].map((entry, index) =>
    compactWallet(entry, (entries.length + index + 1) * 10),
  ),
]
