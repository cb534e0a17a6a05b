import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configSchema } from './configSchema.js'
import { keysAt } from './keysAt.js'
import { findReownOption, networkObjectId, reownOptions } from './reownAppKitOptions.js'

const segments = (path: string) => (path ? path.split('.') : [])
const isOption = (path: string) => {
  const parts = segments(path)
  const name = parts.pop()
  return name !== undefined && keysAt(configSchema, parts, {}).includes(name)
}

describe('the table of Reown AppKit option names', () => {
  it.each(reownOptions.map((option) => [`${option.at || '(top level)'} ${option.name}`, option]))(
    '%s: sits in an object of our schema that has no option of that name',
    (_, option) => {
      expect(keysAt(configSchema, segments(option.at), {}).length).toBeGreaterThan(0)
      expect(keysAt(configSchema, segments(option.at), {})).not.toContain(option.name)
    },
  )

  it('names only options our schema has as equivalents', () => {
    const equivalents = reownOptions.flatMap((option) => ('ours' in option ? option.ours : []))
    expect(equivalents.length).toBeGreaterThan(0)
    expect(equivalents.filter((path) => !isOption(path))).toEqual([])
  })

  it('lists each name once per place', () => {
    const keys = reownOptions.map((option) => `${option.at}/${option.name}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('has each name explained on the migration page, docs/from-reown-appkit.md', () => {
    const page = readFileSync(new URL('../docs/from-reown-appkit.md', import.meta.url), 'utf8')
    // Theme variables are listed there without their prefix, as `accent` or `font-size-master`.
    const listed = (option: (typeof reownOptions)[number]) =>
      option.at === 'theme.themeVariables'
        ? `\`${option.name.replace(/^--(w3m|apkt)-/, '')}\``
        : `\`${option.at ? `${option.at}.` : ''}${option.name}\``
    expect(reownOptions.map(listed).filter((name) => !page.includes(name))).toEqual([])
  })

  it('finds an entry by its place, not by its name alone', () => {
    expect(findReownOption('', 'featuredWalletIds')).toMatchObject({ ours: ['wallets.featured'] })
    expect(findReownOption('wallets', 'featuredWalletIds')).toBeUndefined()
    expect(findReownOption('features', 'history')).toMatchObject({ ours: ['features.activity'] })
  })
})

describe('networkObjectId', () => {
  it.each([
    [{ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }, 'eip155:1'],
    [{ id: 8453, name: 'Base' }, 'eip155:8453'],
    [
      { id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana' },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ],
  ])('reads the id of %j as %s', (value, id) => {
    expect(networkObjectId(value)).toBe(id)
  })

  it.each([
    ['a string', 'mainnet'],
    ['null', null],
    ['an object without an id', { name: 'Base' }],
    ['an id that is no CAIP reference', { id: 'a b; c' }],
    ['a malformed CAIP id', { caipNetworkId: 'eip155-1', id: 1 }],
  ])('gives nothing for %s', (_, value) => {
    expect(networkObjectId(value)).toBeUndefined()
  })
})
