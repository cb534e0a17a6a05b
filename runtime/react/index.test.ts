import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importsOf, sourceFiles } from '../../test/sourceFiles.js'
import * as react from './index.js'

const root = fileURLToPath(new URL('.', import.meta.url))

describe('runtime/react public surface', () => {
  it('exports exactly these runtime names (a change here is deliberate)', () => {
    expect(Object.keys(react).sort()).toEqual([
      'AppKitAccountButton',
      'AppKitButton',
      'AppKitConnectButton',
      'AppKitContext',
      'AppKitModal',
      'AppKitNetworkButton',
      'createAppKitProvider',
      'createAppKitReact',
      'darkTheme',
      'lightTheme',
      'truncateAddress',
      'useAppKit',
      'useAppKitAccount',
      'useAppKitBalance',
      'useAppKitEvents',
      'useAppKitInstance',
      'useAppKitNetwork',
      'useAppKitProvider',
      'useAppKitSelector',
      'useAppKitState',
      'useAppKitTheme',
      'useAppKitToast',
      'useDisconnect',
      'useWalletInfo',
    ])
  })

  it('imports the engine only through its public entry, schema only for types and grammar', () => {
    const offences: string[] = []
    for (const file of sourceFiles(root)) {
      for (const { specifier, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue
        const target = relative(root, join(file, '..', specifier))
        if (!target.startsWith('..')) continue
        const engine = target === '../core/index.js'
        const schemaTypes = target === '../../schema/index.js' && typeOnly
        // The rules the CLI and the runtime share, which import nothing (runtime/core checks).
        const grammar = target.startsWith('../../schema/grammar/')
        if (!engine && !schemaTypes && !grammar) {
          offences.push(`${relative(root, file)}: ${specifier}`)
        }
      }
    }
    expect(offences).toEqual([])
  })
})

describe('runtime/react and the optional entries', () => {
  it('never imports appkit/wagmi, appkit/testing or wagmi itself (static or import())', () => {
    const pattern =
      /(from\s*|import\(\s*)'(appkit\/(wagmi|testing)|wagmi|@wagmi\/[^']+|[./]+\/(wagmi|testing)\/[^']*|[./]+\/sandbox\/[^']*)'/
    const offences = sourceFiles(root).filter((file) => pattern.test(readFileSync(file, 'utf8')))
    expect(offences.map((file) => relative(root, file))).toEqual([])
  })
})
