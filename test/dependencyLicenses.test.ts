import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  declaredLicense,
  isPermissive,
  licenseExceptions,
  licenseVerdict,
  productionPackages,
} from './dependencyLicenses.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  license: string
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

describe('the licenses of what the kit ships with', () => {
  it('is MIT itself', () => {
    expect(manifest.license).toBe('MIT')
  })

  it('has only permissive production dependencies, direct or transitive, or named exceptions', () => {
    const packages = productionPackages(root)
    // The walk sees the whole tree, not a handful of direct names.
    expect(packages.length).toBeGreaterThan(100)
    expect(packages.map((each) => each.name)).toContain('@walletconnect/utils')
    const refused = packages
      .filter((each) => licenseVerdict(each) === 'refused')
      .map((each) => `${each.path}@${each.version}: ${each.declared ?? 'no license declared'}`)
    expect(refused).toEqual([])
  })

  it('keeps no exception that no production dependency needs any more', () => {
    const needed = new Set(
      productionPackages(root)
        .filter((each) => licenseVerdict(each) === 'exception')
        .map((each) => each.name),
    )
    expect(Object.keys(licenseExceptions).filter((name) => !needed.has(name))).toEqual([])
  })

  it('pins every @walletconnect package to 2.21.8, their last Apache-2.0 release', () => {
    const pinned = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      ([name]) => name.startsWith('@walletconnect/'),
    )
    expect(pinned.length).toBeGreaterThanOrEqual(3)
    for (const [name, range] of pinned) expect(`${name}@${range}`).toBe(`${name}@2.21.8`)
  })
})

describe('the license rule', () => {
  it.each([
    ['MIT', true],
    ['(Apache-2.0 AND MIT)', true],
    ['(MIT OR GPL-3.0-only)', true],
    ['BlueOak-1.0.0', true],
    ['SEE LICENSE IN LICENSE.md', false],
    ['LGPL-3.0-only', false],
    ['GPL-3.0-or-later', false],
    ['(MIT AND GPL-2.0-only)', false],
    ['UNLICENSED', false],
    [undefined, false],
  ])('judges %s permissive: %s', (license, expected) => {
    expect(isPermissive(license)).toBe(expected)
  })

  it("refuses WalletConnect 2.21.9's community license and a changed exception's new license", () => {
    expect(
      licenseVerdict({ name: '@walletconnect/core', declared: 'SEE LICENSE IN LICENSE.md' }),
    ).toBe('refused')
    expect(licenseVerdict({ name: 'rpc-websockets', declared: 'LGPL-3.0-only' })).toBe('exception')
    expect(licenseVerdict({ name: 'rpc-websockets', declared: 'GPL-3.0-only' })).toBe('refused')
  })

  it('reads the old license forms: a { type } object and a licenses array', () => {
    expect(declaredLicense({ license: { type: 'ISC' } })).toBe('ISC')
    expect(declaredLicense({ licenses: ['MIT'] })).toBe('MIT')
    expect(declaredLicense({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe(
      'MIT OR Apache-2.0',
    )
    expect(declaredLicense({})).toBeUndefined()
  })
})
