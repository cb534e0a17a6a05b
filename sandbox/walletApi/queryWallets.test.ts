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
    expect(queryWallets(registryWallets, parse('badge_type=none')).count).toBe(0)
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
