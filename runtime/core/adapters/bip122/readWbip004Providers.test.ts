import { describe, expect, it } from 'vitest'
import { testIcon } from '../../connectors/fixtures/createTestWindow.js'
import { readWbip004Providers } from './readWbip004Providers.js'

const provider = () => ({ request: async () => ({ jsonrpc: '2.0', id: '1', result: null }) })

describe('readWbip004Providers', () => {
  it('resolves each entry id as a property path on the page, in the page order', () => {
    const first = provider()
    const nested = provider()
    const page = {
      FirstWallet: first,
      Second: { bitcoin: nested },
      btc_providers: [
        { id: 'FirstWallet', name: 'First', icon: testIcon },
        { id: 'Second.bitcoin', name: 'Second', icon: testIcon, methods: ['getAccounts'] },
      ],
    }
    expect(readWbip004Providers(page)).toEqual([
      { id: 'FirstWallet', name: 'First', icon: testIcon, provider: first },
      { id: 'Second.bitcoin', name: 'Second', icon: testIcon, provider: nested },
    ])
  })

  it('lists nothing when btc_providers is not a list, or reading it throws', () => {
    expect(readWbip004Providers({ btc_providers: { id: 'A', name: 'A' } })).toEqual([])
    expect(readWbip004Providers({})).toEqual([])
    const hostile = Object.defineProperty({}, 'btc_providers', {
      get() {
        throw new Error('no list for you')
      },
    })
    expect(readWbip004Providers(hostile)).toEqual([])
  })

  // Each bad id would reach an object with a `request` function if it were walked.
  const instance = { constructor: { request: () => undefined } }
  const walletFunction = Object.assign(() => undefined, {
    prototype: { request: () => undefined },
  })
  const longId = 'a'.repeat(129)
  const badIds: [string, unknown][] = [
    ['a __proto__ walk', '__proto__'],
    ['a constructor walk', 'Instance.constructor'],
    ['a prototype walk', 'walletFunction.prototype'],
    ['a bracketed path', 'Honest["x"]'],
    ['an expression', 'alert(1)'],
    ['an empty segment', 'Honest..x'],
    ['a number', 7],
    ['a path past a missing object', 'Missing.bitcoin'],
    ['over 128 characters', longId],
  ]
  it.each(badIds)('drops an entry whose id is %s, keeping the others', (_reason, id) => {
    const page = Object.assign(Object.create({ request: () => undefined }), {
      Honest: provider(),
      Instance: instance,
      walletFunction,
      [longId]: provider(),
      btc_providers: [
        { id, name: 'Hostile' },
        { id: 'Honest', name: 'Honest' },
      ],
    })
    expect(readWbip004Providers(page).map((entry) => entry.name)).toEqual(['Honest'])
  })

  it('drops providers without a request function, entries whose getters throw, and nameless ones', () => {
    const throwing = Object.defineProperty({ id: 'Honest' }, 'name', {
      get() {
        throw new Error('no name for you')
      },
    })
    const page = {
      Honest: provider(),
      NoRequest: { request: 'not a function' },
      Other: provider(),
      btc_providers: [
        { id: 'NoRequest', name: 'No request' },
        throwing,
        { id: 'Other', name: '\u200b\u202e' },
        null,
        { id: 'Honest', name: 'Honest' },
      ],
    }
    expect(readWbip004Providers(page).map((entry) => entry.name)).toEqual(['Honest'])
  })

  it('sanitizes names and keeps only safe icons', () => {
    const page = {
      A: provider(),
      btc_providers: [{ id: 'A', name: 'Sat\u202esWallet\u200b', icon: 'javascript:alert(1)' }],
    }
    expect(readWbip004Providers(page)).toEqual([
      expect.objectContaining({ name: 'SatsWallet', icon: undefined }),
    ])
  })

  it('reads at most 20 entries and lists a provider named twice once', () => {
    const page: Record<string, unknown> = {}
    const entries = Array.from({ length: 30 }, (_, n) => {
      page[`Wallet${n}`] = provider()
      return { id: `Wallet${n}`, name: `Wallet ${n}` }
    })
    page.btc_providers = [entries[0], ...entries]
    const read = readWbip004Providers(page)
    expect(read).toHaveLength(19)
    expect(read[0]?.name).toBe('Wallet 0')
    expect(read.at(-1)?.name).toBe('Wallet 18')
  })
})
