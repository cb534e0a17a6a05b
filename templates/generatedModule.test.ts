import { describe, expect, it } from 'vitest'
import { testConfig } from '../runtime/core/fixtures/testConfig.js'
import { renderGeneratedModule } from './generatedModule.js'

const render = (networks: NonNullable<Parameters<typeof testConfig>[0]>['networks']) =>
  renderGeneratedModule({ config: testConfig({ networks }), source: 'appkit.config.ts', hash: 'h' })

describe('renderGeneratedModule and chain adapters', () => {
  it('gives a config with Solana networks the Solana adapter beside the EVM one', () => {
    const text = render(['mainnet', 'solana'])
    expect(text).toContain("import { eip155Adapter } from 'appkit'")
    expect(text).toContain("import { solanaAdapter } from 'appkit/solana'")
    expect(text).toContain('adapters: [eip155Adapter, solanaAdapter]')
  })

  it('imports no adapter for an EVM-only config, which then carries no Solana code', () => {
    const text = render(['mainnet', 'base'])
    expect(text).not.toContain('solanaAdapter')
    expect(text).toContain('= createAppKitReact<AppKitNetworkId>(appKitConfig)')
  })
})
