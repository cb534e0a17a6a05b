import { describe, expectTypeOf, it } from 'vitest'
import { defineConfig } from './defineConfig.js'

const projectId = '0123456789abcdef0123456789abcdef'
const metadata = { name: 'Dapp', url: 'https://dapp.example' }

describe('defineConfig', () => {
  it('accepts a config of known keys, and keeps its literal types', () => {
    const config = defineConfig({
      projectId,
      metadata,
      networks: ['mainnet', 'base'],
      defaultNetwork: 'base',
      rpcUrls: { base: ['https://base.rpc.example'] },
      features: { socials: false, connectorTypeOrder: ['injected', 'walletConnect'] },
      wallets: { featured: ['c57ca95b'], custom: [] },
      theme: { themeMode: 'light', themeVariables: { accent: '#3396ff' } },
    })
    expectTypeOf(config.defaultNetwork).toEqualTypeOf<'base'>()
  })

  it('rejects a misspelled key at the top level and inside an option', () => {
    defineConfig({
      projectId,
      metadata,
      networks: ['mainnet'],
      // @ts-expect-error: `featurs` is not an option (features)
      featurs: { swaps: false },
    })
    defineConfig({
      projectId,
      metadata,
      networks: ['mainnet'],
      // @ts-expect-error: `themMode` is not an option of theme (themeMode)
      theme: { themMode: 'dark' },
    })
  })
})
