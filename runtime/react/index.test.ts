import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as react from './index.js'

const root = fileURLToPath(new URL('.', import.meta.url))

/** The React layer's shipped source: everything but tests and test fixtures. */
function sourceFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

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

  it('imports the engine only through its public entry, and schema only for types', () => {
    const offences: string[] = []
    for (const file of sourceFiles()) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(
        /^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm,
      )) {
        const specifier = match[2] ?? ''
        if (!specifier.startsWith('.')) continue
        const target = relative(root, join(file, '..', specifier))
        if (!target.startsWith('..')) continue
        const engine = target === '../core/index.js'
        const schemaTypes = target === '../../schema/index.js' && Boolean(match[1])
        if (!engine && !schemaTypes) offences.push(`${relative(root, file)}: ${specifier}`)
      }
    }
    expect(offences).toEqual([])
  })
})
