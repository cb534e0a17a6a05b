import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { injected } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { normalizeConfig, validateConfig } from '../../schema/index.js'
import { importsOf, sourceFiles } from '../../test/sourceFiles.js'
import * as wagmiEntry from './index.js'

const root = fileURLToPath(new URL('.', import.meta.url))
const validated = validateConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Test dapp', url: 'https://dapp.example', icons: [] },
  networks: ['mainnet', 'base'],
})
if (!validated.ok) throw new Error('the test config is invalid')
const config = normalizeConfig(validated.config)
const NoProvider = ({ children }: { children?: unknown }) => children as null

describe('appkit/wagmi public surface', () => {
  it('exports exactly these runtime names (a change here is deliberate)', () => {
    expect(Object.keys(wagmiEntry).sort()).toEqual([
      'WagmiNotInstalledError',
      'WagmiVersionError',
      'appKitConnector',
      'appKitConnectorId',
      'assertWagmiVersions',
      'attachTimeoutMs',
      'createAppKitBridge',
      'createAppKitWagmi',
      'createKitProvider',
      'readKitEvmState',
      'supportedWagmiMajors',
      'toWagmiChains',
    ])
  })
})

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

describe('runtime/wagmi import rules', () => {
  it('imports the kit only through the public entries, schema only for types', () => {
    const offences: string[] = []
    const files = sourceFiles(root)
    expect(files.length).toBeGreaterThan(4)
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      for (const { specifier, typeOnly } of importsOf(source)) {
        const where = `${relative(root, file)}: ${specifier}`
        if (!specifier.startsWith('.')) {
          if (!/^(@wagmi\/core|wagmi|react|viem)$/.test(specifier)) offences.push(where)
          continue
        }
        const target = relative(root, join(file, '..', specifier))
        if (!target.startsWith('..')) continue
        const entry = target === '../core/index.js' || target === '../react/index.js'
        const schemaTypes = target === '../../schema/index.js' && typeOnly
        if (!entry && !schemaTypes) offences.push(where)
      }
      // import() of wagmi happens in loadWagmi.ts only; nothing of ours is imported lazily.
      for (const [, specifier] of source.matchAll(/\bimport\(\s*'([^']+)'/g)) {
        if (!/^(@wagmi\/core|wagmi)$/.test(specifier ?? '')) {
          offences.push(`${relative(root, file)}: import(${specifier})`)
        }
      }
    }
    expect(offences).toEqual([])
  })
})
