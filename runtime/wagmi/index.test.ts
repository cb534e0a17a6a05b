import { injected } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { normalizeConfig, validateConfig } from '../../schema/index.js'
import * as wagmiEntry from './index.js'

const validated = validateConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Test dapp', url: 'https://dapp.example', icons: [] },
  networks: ['mainnet', 'base'],
})
if (!validated.ok) throw new Error('the test config is invalid')
const config = normalizeConfig(validated.config)
const NoProvider = ({ children }: { children?: unknown }) => children as null

describe('createAppKitWagmi', () => {
  it('builds one wagmi config from the validated networks with the kit as its only connector', () => {
    const { wagmiConfig } = wagmiEntry.createAppKitWagmi(config, NoProvider)
    expect(wagmiConfig.chains.map((chain) => chain.id)).toEqual([1, 8453])
    expect(wagmiConfig.connectors.map((connector) => connector.id)).toEqual(['appKit'])
  })

  it("drops an app's own injected connector (the modal lists browser wallets) and says so", () => {
    const warn = console.warn
    const warnings: unknown[] = []
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '))
    try {
      const { wagmiConfig } = wagmiEntry.createAppKitWagmi(config, NoProvider, {
        connectors: [injected()],
      })
      expect(wagmiConfig.connectors.map((connector) => connector.type)).toEqual(['appKit'])
      expect(warnings).toEqual([expect.stringContaining('removed 1 injected connector')])
    } finally {
      console.warn = warn
    }
  })

  it('needs an EVM network', () => {
    const solanaOnly = { networks: config.networks.filter(() => false) }
    expect(() => wagmiEntry.toWagmiChains(solanaOnly)).toThrow(/at least one EVM/)
  })
})

describe('wagmi versions', () => {
  it('accepts wagmi 2 and 3 and names the package and version otherwise', () => {
    expect(() =>
      wagmiEntry.assertWagmiVersions([
        ['wagmi', '2.19.5'],
        ['@wagmi/core', '3.6.5'],
      ]),
    ).not.toThrow()
    expect(() => wagmiEntry.assertWagmiVersions([['@wagmi/core', '1.4.13']])).toThrow(
      'appkit/wagmi supports wagmi 2 and 3; this app has @wagmi/core 1.4.13.',
    )
    expect(() => wagmiEntry.assertWagmiVersions([['wagmi', '4.0.0-beta.1']])).toThrow(
      wagmiEntry.WagmiVersionError,
    )
  })

  it('says in one line what to install when wagmi is missing', () => {
    const error = new wagmiEntry.WagmiNotInstalledError()
    expect(error.message).not.toContain('\n')
    expect(error.message).toMatch(/^appkit\/wagmi needs wagmi: run `npm install wagmi @wagmi\/core/)
  })
})
