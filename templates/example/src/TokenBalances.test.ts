import { describe, expect, it } from 'vitest'
import { readBalances } from './TokenBalances'

const eth = { symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' } }

describe('readBalances', () => {
  it('keeps well-formed entries as symbol and amount', () => {
    expect(
      readBalances({ balances: [eth, { symbol: 'SUSD', quantity: { numeric: '0' } }] }),
    ).toEqual({
      balances: [
        { symbol: 'ETH', numeric: '1.5' },
        { symbol: 'SUSD', numeric: '0' },
      ],
      unreadable: 0,
      notShown: 0,
    })
  })

  it.each([
    ['a missing quantity', { symbol: 'ETH' }],
    ['a null quantity', { symbol: 'ETH', quantity: null }],
    ['a quantity that is a string', { symbol: 'ETH', quantity: '1.5' }],
    ['a null entry', null],
    ['a string entry', 'ETH 1.5'],
    ['an array entry', ['ETH', '1.5']],
    ['a missing numeric', { symbol: 'ETH', quantity: {} }],
    ['a numeric that is a number', { symbol: 'ETH', quantity: { numeric: 1.5 } }],
    ['a numeric that is not a number', { symbol: 'ETH', quantity: { numeric: 'NaN' } }],
    ['a numeric with an exponent', { symbol: 'ETH', quantity: { numeric: '1e400' } }],
    ['a negative numeric', { symbol: 'ETH', quantity: { numeric: '-1' } }],
    ['a numeric with markup', { symbol: 'ETH', quantity: { numeric: '<img src=x>' } }],
    ['a numeric of 100,000 digits', { symbol: 'ETH', quantity: { numeric: '9'.repeat(100_000) } }],
    ['a missing symbol', { quantity: { numeric: '1' } }],
    ['a symbol that is an object', { symbol: { name: 'ETH' }, quantity: { numeric: '1' } }],
    ['an empty symbol', { symbol: '', quantity: { numeric: '1' } }],
    ['a symbol of 100,000 characters', { symbol: 'X'.repeat(100_000), quantity: { numeric: '1' } }],
    ['a symbol with a bidi override', { symbol: 'ET\u202eH', quantity: { numeric: '1' } }],
    ['a symbol with a zero-width space', { symbol: 'ET\u200bH', quantity: { numeric: '1' } }],
    ['a symbol with a space', { symbol: 'ETH ', quantity: { numeric: '1' } }],
  ])('counts an entry with %s as unreadable and keeps the others', (_, entry) => {
    expect(readBalances({ balances: [eth, entry] })).toEqual({
      balances: [{ symbol: 'ETH', numeric: '1.5' }],
      unreadable: 1,
      notShown: 0,
    })
  })

  it('keeps a finite value of zero or more as the balance in USD', () => {
    const priced = (value: unknown) => ({ ...eth, value })
    expect(readBalances({ balances: [priced(4500), priced(0)] })?.balances).toEqual([
      { symbol: 'ETH', numeric: '1.5', usd: 4500 },
      { symbol: 'ETH', numeric: '1.5', usd: 0 },
    ])
  })

  it.each([
    ['a string', '4500'],
    ['a negative number', -1],
    ['Infinity (1e400 in JSON)', JSON.parse('1e400')],
    ['NaN', Number.NaN],
    ['null', null],
    ['an object', { usd: 4500 }],
  ])('shows the balance without USD when its value is %s', (_, value) => {
    const read = readBalances({ balances: [{ ...eth, value }] })
    expect(read?.balances).toEqual([{ symbol: 'ETH', numeric: '1.5' }])
    expect(read?.balances[0]).not.toHaveProperty('usd')
    expect(read?.unreadable).toBe(0)
  })

  it.each([
    ['null', null],
    ['a string', 'balances'],
    ['an array', [eth]],
    ['no balances', {}],
    ['balances that are not a list', { balances: { 0: eth } }],
    ['balances that are a string', { balances: 'ETH' }],
    ['balances that are null', { balances: null }],
  ])('reads a body that is %s as no answer', (_, body) => {
    expect(readBalances(body)).toBeUndefined()
  })

  it('keeps at most 100 entries and says how many more there were', () => {
    const read = readBalances({ balances: Array.from({ length: 150 }, () => eth) })
    expect(read?.balances).toHaveLength(100)
    expect(read?.notShown).toBe(50)
  })
})
