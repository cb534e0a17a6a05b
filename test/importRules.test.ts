import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkImports, type FolderRule, folderOf, importsIn } from './importRules.js'
import { sourceFiles } from './sourceFiles.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * DESIGN.md's folder table ("may import"), as data. Values may be imported from `values`, only
 * types from `types`; a folder's own files are always fine. test/ and scripts/ may use anything.
 */
const rules: Record<string, FolderRule> = {
  'schema/': { values: [], types: [] },
  'templates/': { values: [], types: ['schema/'] },
  'cli/': {
    // doctor builds the exact Wallet API URLs the runtime fetches, judges origins as the
    // embedded wallet does, and merges the remote features as the modal does, with the runtime's
    // own helpers (mergeRemoteFeatures imports types only: checked below).
    values: [
      'schema/',
      'templates/',
      'sandbox/',
      'runtime/core/api/walletApiUrl.js',
      'runtime/core/api/matchOrigin.js',
      'runtime/core/remote/mergeRemoteFeatures.js',
    ],
    types: ['runtime/core/'],
    computedImports: "loadConfig imports the user's own bundled appkit.config.ts",
  },
  'runtime/core/': {
    // schema/grammar holds rules both sides apply and imports nothing (checked below).
    values: ['schema/grammar/'],
    types: ['schema/'],
    forbiddenPackages: /^(react(-dom)?|wagmi|@wagmi\/[^/]+|appkit\/(wagmi|testing))(\/|$)/,
    computedImportFiles: {
      'runtime/core/lazy/retryableImport.ts':
        "a retry imports the kit's own chunk again, under the URL the failed import() named",
    },
  },
  'runtime/react/': {
    values: ['runtime/core/kernel.js', 'schema/grammar/'],
    types: ['schema/index.js'],
    // wagmi is an optional peer: only appkit/wagmi may load it.
    forbiddenPackages: /^(wagmi|@wagmi\/[^/]+|appkit\/(wagmi|testing))(\/|$)/,
  },
  'runtime/wagmi/': {
    values: ['runtime/core/kernel.js', 'runtime/react/index.js'],
    types: ['schema/index.js'],
  },
  // appkit/siwx-server: the sign-in verifier for the app's own server, no React, no engine.
  'runtime/siwxServer/': {
    values: ['runtime/core/siwx/'],
    types: ['schema/'],
    forbiddenPackages: /^(react(-dom)?|wagmi|@wagmi\/[^/]+|appkit\/(react|wagmi|testing))(\/|$)/,
  },
  // appkit dev serves the sign-in verifier to the example app (/api/siwx).
  // The name registry checks registrations by the kit's own name rules; the Sandbox Wallet signs
  // Bitcoin messages by the kit's own BIP-322 and legacy rules (pure files, packages only).
  'sandbox/': {
    values: [
      'schema/',
      'runtime/siwxServer/',
      'runtime/core/names/nameRules.js',
      'runtime/core/adapters/bip122/bip322/',
    ],
    types: ['runtime/core/'],
  },
  // appkit/testing: the sandbox, exported for users' own tests.
  'testing/': { values: ['sandbox/'], types: ['schema/', 'runtime/core/'] },
}
/** Folders whose code is never shipped to users' pages: no rule restricts them. */
const unrestricted = ['test/', 'scripts/', 'bin/', 'docs/']

/** Every TypeScript file of the repository's own folders, tests included (they ship no code). */
function repositoryFiles(): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !/^(node_modules|dist|\.|test-results)/.test(entry.name),
    )
    .flatMap((entry) => sourceFiles(join(root, entry.name)))
    .map((file) => relative(root, file).split(sep).join('/'))
}

describe('import rules of DESIGN.md', () => {
  const files = repositoryFiles()

  it('has a rule for every folder that holds source', () => {
    const folders = new Set(files.map((file) => folderOf(file) ?? file))
    const missing = [...folders].filter(
      (folder) => !(folder in rules) && !unrestricted.includes(folder),
    )
    expect(missing).toEqual([])
    expect(folders.size).toBeGreaterThanOrEqual(6)
  })

  it.each(Object.keys(rules))('%s imports only what its rule allows', (folder) => {
    const rule = rules[folder] as FolderRule
    const own = files.filter((file) => file.startsWith(folder))
    expect(own.length).toBeGreaterThan(0)
    const offences = own.flatMap((file) =>
      checkImports(file, readFileSync(join(root, file), 'utf8'), rule).map(
        (offence) => `${offence.file}: ${offence.form} '${offence.specifier}' (${offence.reason})`,
      ),
    )
    expect(offences).toEqual([])
  })

  it('shares with the CLI a remote-feature merge that imports types only', () => {
    const file = 'runtime/core/remote/mergeRemoteFeatures.ts'
    const found = importsIn(readFileSync(join(root, file), 'utf8'), file)
    expect(found.length).toBeGreaterThan(0)
    expect(found.filter((reach) => !reach.typeOnly)).toEqual([])
  })

  it('shares only schema/grammar modules that import nothing at all', () => {
    const grammar = files.filter((file) => file.startsWith('schema/grammar/'))
    expect(grammar.length).toBeGreaterThan(0)
    const offences = grammar.filter(
      (file) => importsIn(readFileSync(join(root, file), 'utf8'), file).length > 0,
    )
    expect(offences).toEqual([])
  })
})

describe('the import-rule checker', () => {
  // A deliberate violation in each form, for each restricted folder: each must be reported.
  const forms = {
    static: (target: string) => `import { x } from '${target}'\nexport const y = x`,
    reexport: (target: string) => `export { x } from '${target}'`,
    bare: (target: string) => `import '${target}'`,
    dynamic: (target: string) => `export const load = () => import('${target}')`,
    require: (target: string) => `export const m = require('${target}')`,
    computed: () => `const name = 'x'\nexport const load = () => import(name)`,
  }
  const violations: [string, string][] = [
    ['schema/a.ts', '../runtime/core/index.js'],
    ['templates/a.ts', '../runtime/react/index.js'],
    ['cli/a.ts', '../runtime/react/index.js'],
    ['runtime/core/a.ts', '../react/index.js'],
    ['runtime/react/a.ts', '../core/state/createChainStore.js'],
    ['sandbox/a.ts', '../cli/index.js'],
    ['runtime/wagmi/a.ts', '../core/state/createChainStore.js'],
    ['testing/a.ts', '../runtime/react/index.js'],
  ]
  it.each(
    violations.flatMap(([file, target]) =>
      Object.keys(forms)
        // The CLI may import() a computed name (its rule says why); every other form still counts.
        .filter((form) => !(form === 'computed' && rules[folderOf(file) ?? '']?.computedImports))
        .map((form) => [file, target, form]),
    ),
  )('reports %s reaching %s (%s)', (file, target, form) => {
    const source = forms[form as keyof typeof forms](target)
    const rule = rules[folderOf(file) ?? ''] as FolderRule
    expect(checkImports(file, source, rule)).toHaveLength(1)
  })

  it.each([
    ['runtime/core/a.ts', 'react'],
    ['runtime/core/a.ts', '@wagmi/core'],
    ['runtime/react/a.ts', 'wagmi'],
    ['runtime/react/a.ts', 'appkit/testing'],
  ])('reports %s using the package %s', (file, name) => {
    const rule = rules[folderOf(file) ?? ''] as FolderRule
    expect(checkImports(file, `export const load = () => import('${name}')`, rule)).toHaveLength(1)
  })

  it('reports React in the engine, and a value import where only types may go', () => {
    expect(
      checkImports(
        'runtime/core/a.ts',
        "import { useState } from 'react'",
        rules['runtime/core/'] as FolderRule,
      ),
    ).toHaveLength(1)
    const rule = rules['runtime/core/'] as FolderRule
    expect(
      checkImports('runtime/core/a.ts', "import { networks } from '../../schema/index.js'", rule),
    ).toHaveLength(1)
    expect(
      checkImports(
        'runtime/core/a.ts',
        "import type { Config } from '../../schema/index.js'",
        rule,
      ),
    ).toEqual([])
    // Not erased under verbatimModuleSyntax: it compiles to `import {} from '...'` and loads it.
    expect(
      checkImports(
        'runtime/core/a.ts',
        "import { type Config } from '../../schema/index.js'",
        rule,
      ),
    ).toHaveLength(1)
  })

  it('does not mistake code inside a string for an import', () => {
    const source = "export const text = `import { x } from '../runtime/react/index.js'`"
    expect(checkImports('templates/a.ts', source, rules['templates/'] as FolderRule)).toEqual([])
  })
})
