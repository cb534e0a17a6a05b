import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Metafile } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExample } from '../scripts/buildExample.mjs'
import { buildEvmOnlyApp, evmOnlyGeneratedModule } from './fixtures/evmOnlyApp/buildEvmOnlyApp.js'

// README: an EVM-only app carries no Solana or Bitcoin code at all. Its generated module does not import
// `appkit/solana`, and every feature reaches namespace code through the chain adapters the app
// passes (ChainAdapter's hooks), so no output file of its production build holds Solana's: not
// the first load, and not a lazy chunk either (bundlers follow every `import()`, fetched or not).
// Read from esbuild's metafile: the source modules bundled into each output file.

/** Solana's packages, and the kit's Solana modules (its adapter's folder, base58, any *solana* file). */
function isSolanaModule(input: string): boolean {
  if (input.includes('node_modules/')) return /node_modules\/@solana\//.test(input)
  return (
    input.includes('runtime/core/adapters/solana/') ||
    /solana/i.test(input.split('/').pop() ?? '') ||
    /(encoding\/base58|siwx\/decodeBase58|siwx\/allSiwxChains)\.ts$/.test(input)
  )
}

/** Bitcoin's package (btc-signer), and the kit's Bitcoin modules (its adapter's folder). */
function isBitcoinModule(input: string): boolean {
  if (input.includes('node_modules/')) return /node_modules\/@scure\/btc-signer\//.test(input)
  return input.includes('runtime/core/adapters/bip122/')
}

const isBase58Package = (input: string) => /node_modules\/(bs58|base-x)\//.test(input)

/** Every source module bundled into some output file. */
function bundledInputs(metafile: Metafile): string[] {
  const all = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs))
  return [...new Set(all)].sort()
}

/** The modules of the build that import `input`. */
function importersOf(metafile: Metafile, input: string): string[] {
  return Object.entries(metafile.inputs)
    .filter(([, module]) => module.imports.some((imported) => imported.path === input))
    .map(([path]) => path)
}

let evmOnly: Metafile
let example: Metafile
const out = mkdtempSync(join(tmpdir(), 'appkit-evm-only-'))
beforeAll(async () => {
  evmOnly = await buildEvmOnlyApp(join(out, 'evm-only'))
  example = (await buildExample({ out: join(out, 'example') })).metafile
}, 120_000)
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('the production build of an app with EVM networks only', () => {
  it('comes from a generated module that does not import appkit/solana', () => {
    expect(evmOnlyGeneratedModule()).not.toContain('appkit/solana')
  })

  it('holds no @solana package and no Solana module of the kit in any output file', () => {
    expect(bundledInputs(evmOnly).length).toBeGreaterThan(100)
    expect(bundledInputs(evmOnly).filter(isSolanaModule)).toEqual([])
  })

  it('holds no btc-signer and no Bitcoin module of the kit in any output file', () => {
    expect(evmOnlyGeneratedModule()).not.toContain('appkit/bitcoin')
    expect(bundledInputs(evmOnly).filter(isBitcoinModule)).toEqual([])
  })

  it('has base58 (bs58, base-x) only as the WalletConnect SDK’s own dependency', () => {
    const importers = bundledInputs(evmOnly)
      .filter(isBase58Package)
      .flatMap((input) => importersOf(evmOnly, input))
    expect(importers.filter((importer) => !isBase58Package(importer))).toEqual([
      expect.stringMatching(/^node_modules\/@walletconnect\/utils\//),
    ])
  })
})

describe('the production build of the example, which has Solana and Bitcoin networks', () => {
  it('holds the Bitcoin adapter and its features, so the Bitcoin check sees them', () => {
    expect(bundledInputs(example).filter(isBitcoinModule)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^node_modules\/@scure\/btc-signer\//),
        'runtime/core/adapters/bip122/bitcoinAdapter.ts',
        'runtime/core/adapters/bip122/send/bitcoinSend.ts',
        'runtime/core/adapters/bip122/bitcoinSiwx.ts',
      ]),
    )
  })

  it('still holds @solana/web3.js, the Solana adapter and its features, so the check sees them', () => {
    const solana = bundledInputs(example).filter(isSolanaModule)
    expect(solana).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^node_modules\/@solana\/web3\.js\//),
        'runtime/core/adapters/solana/solanaAdapter.ts',
        'runtime/core/adapters/solana/send/sendSolana.ts',
        'runtime/core/adapters/solana/walletConnect/createWalletConnectSolanaProvider.ts',
        'runtime/core/adapters/solana/auth/createSolanaAuthSide.ts',
        'runtime/core/adapters/solana/solanaSiwx.ts',
        'runtime/core/encoding/base58.ts',
      ]),
    )
  })
})
