import { registryWallets } from './registryWallets.js'
import type { WalletApiFixture } from './WalletApiFixture.js'

/**
 * What the stand-in serves unless a test says otherwise: a project that allows `dapp.example`
 * (the test configs' `metadata.url`) and its subdomains, and whose remote features agree with
 * the schema's defaults, so a default config meets no "Local configuration ignored" warning.
 * @example startWalletApi({ fixture: { ...defaultFixture(), allowedOrigins: [] } })
 */
export function defaultFixture(): WalletApiFixture {
  return {
    allowedOrigins: ['https://dapp.example', '*.dapp.example'],
    features: [
      { id: 'email', isEnabled: true, config: null },
      {
        id: 'socials',
        isEnabled: true,
        config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      },
      { id: 'swaps', isEnabled: true, config: ['1inch'] },
      { id: 'onramp', isEnabled: true, config: ['meld'] },
      { id: 'activity', isEnabled: true, config: null },
      { id: 'reown_branding', isEnabled: true, config: null },
      { id: 'multi_wallet', isEnabled: false, config: null },
    ],
    wallets: registryWallets.map((wallet) => structuredClone(wallet)),
    isAnalyticsEnabled: true,
  }
}
