import { describe, expect, it } from 'vitest'
import { parseWalletQuery, queryWallets } from './queryWallets.js'
import { registryWallets } from './registryWallets.js'

const parse = (text: string) => {
  const query = parseWalletQuery(new URLSearchParams(text))
  if (!query) throw new Error(`bad query ${text}`)
  return query
}

describe('queryWallets', () => {
  it('returns every wallet in registry order by default', () => {
    const result = queryWallets(registryWallets, parse('page=1&entries=40'))
    expect(result.count).toBe(registryWallets.length)
    expect(result.data.map((wallet) => wallet.order)).toEqual(
      [...result.data.map((wallet) => wallet.order)].sort((a, b) => a - b),
    )
  })

  it('include narrows to the named ids and exclude wins over include', () => {
    const [first, second] = registryWallets
    const query = parse(`include=${first?.id},${second?.id}&exclude=${second?.id}`)
    expect(queryWallets(registryWallets, query).data.map((wallet) => wallet.id)).toEqual([
      first?.id,
    ])
  })

  it('searches names case-insensitively', () => {
    const result = queryWallets(registryWallets, parse('search=rain'))
    expect(result.data.map((wallet) => wallet.name)).toEqual(['Rainbow'])
  })

  it('keeps only wallets with the badge asked for', () => {
    const none = queryWallets(registryWallets, parse('badge_type=none&entries=100'))
    expect(none.count).toBeGreaterThan(0)
    expect(none.data.every((wallet) => wallet.badge_type === 'none')).toBe(true)
    const certified = queryWallets(registryWallets, parse('badge_type=certified')).count
    expect(certified + none.count).toBe(registryWallets.length)
  })

  it('keeps wallets supporting any of the chains asked for', () => {
    const evm = queryWallets(registryWallets, parse('chains=eip155:1,eip155:31337'))
    expect(evm.count).toBeGreaterThan(240)
    expect(evm.count).toBeLessThan(registryWallets.length)
    const solanaOnly = registryWallets.filter((wallet) =>
      wallet.chains.every((c) => !c.startsWith('eip155:')),
    )
    expect(solanaOnly.length).toBeGreaterThan(0)
    expect(evm.count + solanaOnly.length).toBe(registryWallets.length)
  })

  it('serves at least 300 wallets with distinct names, so All Wallets has many pages', () => {
    expect(registryWallets.length).toBeGreaterThanOrEqual(300)
    const names = registryWallets.map((wallet) => wallet.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    const last = queryWallets(registryWallets, parse('page=8&entries=40'))
    expect(last.data.length).toBe(registryWallets.length - 7 * 40)
  })

  it('refuses pages and sizes that are not positive integers', () => {
    expect(parseWalletQuery(new URLSearchParams('page=-1'))).toBeUndefined()
    expect(parseWalletQuery(new URLSearchParams('entries=abc'))).toBeUndefined()
  })

  it('has unique ids, image ids and rdns in the fixture', () => {
    for (const key of ['id', 'image_id'] as const) {
      const values = registryWallets.map((wallet) => wallet[key])
      expect(new Set(values).size).toBe(values.length)
    }
    const rdns = registryWallets.flatMap((wallet) => wallet.rdns ?? [])
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const wallet of registryWallets) expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
  })
})
