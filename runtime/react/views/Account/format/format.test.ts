import { describe, expect, it } from 'vitest'
import { accountStrings } from '../accountStrings.js'
import { displayAddress } from './displayAddress.js'
import { formatUsd } from './formatUsd.js'
import { groupByMonth } from './groupByMonth.js'
import { relativeTime } from './relativeTime.js'
import { transactionSign } from './transactionSign.js'
import { sameAddress, transferDirection } from './transferDirection.js'

describe('formatUsd', () => {
  it('shows US dollars with 2 decimals and en-US grouping', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(0.004)).toBe('$0.00')
    expect(formatUsd(2.675)).toBe('$2.68')
  })
  it('shows $0.00 for a missing or non-finite value', () => {
    expect(formatUsd(undefined)).toBe('$0.00')
    expect(formatUsd(Number.NaN)).toBe('$0.00')
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('$0.00')
  })
})

describe('relativeTime', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
  it.each([
    [0, '0 sec'],
    [59, '59 sec'],
    [60, '1 min'],
    [3599, '59 min'],
    [3600, '1 hr'],
    [86_399, '23 hr'],
    [86_400, '1 d'],
    [29 * 86_400, '29 d'],
    [30 * 86_400, '1 mo'],
    [364 * 86_400, '12 mo'],
    [365 * 86_400, '1 yr'],
    [800 * 86_400, '2 yr'],
  ])('%i seconds ago is %s', (seconds, label) => {
    expect(relativeTime(ago(seconds), now, accountStrings.activity.units)).toBe(label)
  })
  it('counts a time in the future as now', () => {
    expect(relativeTime(ago(-120), now, accountStrings.activity.units)).toBe('0 sec')
  })
})

describe('groupByMonth', () => {
  // Local dates (no Z): the grouping follows the visitor's calendar.
  const now = new Date('2026-11-25T12:00:00')
  const at = (iso: string) => ({ minedAt: iso })
  it('names months of the current year alone and others with their year, in order', () => {
    const groups = groupByMonth(
      [
        at('2026-11-20T10:00:00'),
        at('2026-11-02T10:00:00'),
        at('2026-01-15T10:00:00'),
        at('2025-12-20T10:00:00'),
        at('2025-12-03T10:00:00'),
        at('2024-06-01T10:00:00'),
      ],
      (item) => item.minedAt,
      now,
      'en',
    )
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ['November', 2],
      ['January', 1],
      ['December 2025', 2],
      ['June 2024', 1],
    ])
  })
  it('keeps the same month of different years apart', () => {
    const groups = groupByMonth(
      [at('2026-11-01T10:00:00'), at('2025-11-01T10:00:00')],
      (item) => item.minedAt,
      now,
      'en',
    )
    expect(groups.map((group) => group.label)).toEqual(['November', 'November 2025'])
  })
  it("names the months in the page's language", () => {
    const groups = groupByMonth(
      [at('2026-11-01T10:00:00'), at('2025-12-01T10:00:00')],
      (item) => item.minedAt,
      now,
      'de',
    )
    expect(groups.map((group) => group.label)).toEqual(['November', 'Dezember 2025'])
  })
  it('leaves out an item whose date does not parse', () => {
    const groups = groupByMonth(
      [at('not a date'), at('2026-10-01T10:00:00')],
      (i) => i.minedAt,
      now,
      'en',
    )
    expect(groups.map((group) => group.label)).toEqual(['October'])
  })
})

describe('transactionSign', () => {
  it.each([
    ['receive', '+'],
    ['deposit', '+'],
    ['borrow', '+'],
    ['claim', '+'],
    ['withdraw', '-'],
    ['repay', '-'],
    ['burn', '-'],
    ['send', '-'],
    ['execute', ''],
  ])('%s shows "%s"', (type, sign) => {
    expect(transactionSign(type)).toBe(sign)
  })
  it.each([
    ['send', 'out', '-'],
    ['trade', 'out', '-'],
    ['execute', 'in', '+'],
    ['mint', 'in', '+'],
    ['send', 'self', ''],
    ['receive', 'out', '+'],
    ['withdraw', 'in', '-'],
  ] as const)('%s of a transfer %s shows "%s"', (type, direction, sign) => {
    expect(transactionSign(type, direction)).toBe(sign)
  })
})

describe('transferDirection', () => {
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  it("takes the service's direction of the transfer first", () => {
    expect(
      transferDirection({ sentFrom: account, sentTo: other }, { direction: 'in' }, account),
    ).toBe('in')
  })
  it('compares the sender and receiver with the account, ignoring the letter case', () => {
    const lower = account.toLowerCase()
    expect(transferDirection({ sentFrom: lower, sentTo: other }, undefined, account)).toBe('out')
    expect(transferDirection({ sentFrom: other, sentTo: lower }, {}, account)).toBe('in')
    expect(transferDirection({ sentFrom: lower, sentTo: account }, undefined, account)).toBe('self')
    expect(transferDirection({ sentFrom: other, sentTo: '' }, undefined, account)).toBeUndefined()
  })
  it('compares base58 addresses exactly', () => {
    const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    expect(sameAddress(solana, solana)).toBe(true)
    expect(sameAddress(solana, solana.toLowerCase())).toBe(false)
    expect(sameAddress(account, account.toUpperCase().replace('0X', '0x'))).toBe(true)
  })
})

describe('displayAddress', () => {
  const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  it('shows an eip155 address in its checksummed case, however it came', () => {
    expect(displayAddress(checksummed.toLowerCase(), 'eip155')).toBe(checksummed)
    expect(displayAddress(checksummed.toUpperCase().replace('0X', '0x'), 'eip155')).toBe(
      checksummed,
    )
  })
  it('leaves other namespaces and anything not an address as it is', () => {
    const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    expect(displayAddress(solana, 'solana')).toBe(solana)
    expect(displayAddress(checksummed.toLowerCase(), 'solana')).toBe(checksummed.toLowerCase())
    expect(displayAddress('vitalik.eth', 'eip155')).toBe('vitalik.eth')
  })
})
