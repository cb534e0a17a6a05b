import { describe, expect, it } from 'vitest'
import { testConfig } from '../runtime/core/fixtures/testConfig.js'
import { renderGeneratedModule } from './generatedModule.js'

type ConfigInput = NonNullable<Parameters<typeof testConfig>[0]>

const render = (networks: ConfigInput['networks'], more: ConfigInput = {}) =>
  renderGeneratedModule({
    config: testConfig({ networks, ...more }),
    source: 'appkit.config.ts',
    hash: 'h',
  })

describe('renderGeneratedModule and chain adapters', () => {
  it('gives a config with Solana networks the Solana adapter beside the EVM one', () => {
    const text = render(['mainnet', 'solana'])
    expect(text).toContain("import { eip155Adapter } from 'appkit'")
    expect(text).toContain("import { solanaAdapter } from 'appkit/solana'")
    expect(text).toContain('adapters: [eip155Adapter, solanaAdapter]')
  })

  it('gives a config with Bitcoin networks the Bitcoin adapter beside the EVM one', () => {
    const text = render(['mainnet', 'bitcoin'])
    expect(text).toContain("import { bitcoinAdapter } from 'appkit/bitcoin'")
    expect(text).toContain('adapters: [eip155Adapter, bitcoinAdapter]')
    expect(text).not.toContain('solanaAdapter')
  })

  it('gives a config with Solana and Bitcoin networks both adapters, Solana first', () => {
    const text = render(['bitcoin', 'mainnet', 'solana'])
    expect(text).toContain('adapters: [eip155Adapter, solanaAdapter, bitcoinAdapter]')
  })

  it('imports no adapter for an EVM-only config, which then carries no Solana or Bitcoin code', () => {
    const text = render(['mainnet', 'base'])
    expect(text).not.toContain('solanaAdapter')
    expect(text).not.toContain('bitcoinAdapter')
    expect(text).toContain('= createAppKitReact<AppKitNetworkId>(appKitConfig)')
  })
})

describe('renderGeneratedModule and locales', () => {
  it("imports the Arabic locale for locale: 'ar' and passes it to createAppKitReact", () => {
    const text = render(['mainnet'], { locale: 'ar' })
    expect(text).toContain("import { locale } from 'appkit/locales/ar'\n")
    expect(text).toContain('= createAppKitReact<AppKitNetworkId>(appKitConfig, { locale })')
  })

  it('imports no locale for an English config, which then loads no message table', () => {
    for (const text of [render(['mainnet']), render(['mainnet'], { locale: 'en' })]) {
      expect(text).not.toContain('appkit/locales/')
      expect(text).toContain('= createAppKitReact<AppKitNetworkId>(appKitConfig)')
    }
  })

  it('imports English for an English config that overrides messages, to apply them', () => {
    const text = render(['mainnet'], { messages: { connect: 'Log in' } })
    expect(text).toContain("import { locale } from 'appkit/locales/en'\n")
    expect(text).toContain("  messages: {\n    connect: 'Log in',\n  },")
    expect(text).toContain('(appKitConfig, { locale })')
  })

  it('passes the locale beside the chain adapters', () => {
    const text = render(['mainnet', 'solana'], { locale: 'de' })
    expect(text).toContain("import { locale } from 'appkit/locales/de'\n")
    expect(text).toContain('  adapters: [eip155Adapter, solanaAdapter],\n  locale,\n}')
  })

  it('refuses a locale that is not a language code, so the import stays in appkit/locales/', () => {
    const config = { ...testConfig(), locale: '../../evil' } as unknown as Parameters<
      typeof renderGeneratedModule
    >[0]['config']
    expect(() => renderGeneratedModule({ config, source: 'appkit.config.ts', hash: 'h' })).toThrow(
      '"../../evil" is not a locale code',
    )
  })
})
