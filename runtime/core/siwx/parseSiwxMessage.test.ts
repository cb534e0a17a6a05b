import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SiwxMessageFields } from './SiwxMessageFields.js'

const eip155: SiwxMessageFields = {
  namespace: 'eip155',
  domain: 'service.org',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
  uri: 'https://service.org/login',
  version: '1',
  chainId: '1',
  nonce: '32891757abcDEF',
  issuedAt: '2021-09-30T16:25:24.000Z',
  expirationTime: '2021-10-01T16:25:24Z',
  notBefore: '2021-09-30T16:00:00+02:00',
  requestId: 'req-1',
  resources: [
    'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
    'https://example.com/a.json',
  ],
}
const solana: SiwxMessageFields = {
  namespace: 'solana',
  domain: 'service.org',
  address: 'GbXEj3Vy6XnyVxmvYWgqr3V1kduUaXTh4BJ9QGcb5vtf',
  uri: 'https://service.org/login',
  version: '1',
  chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'abcdefgh12345678',
  issuedAt: '2025-01-01T00:00:00Z',
}

const format = (fields: SiwxMessageFields) => {
  const result = formatSiwxMessage(fields)
  if (!result.ok) throw new Error(JSON.stringify(result.problem))
  return result.message
}
const valid = format(eip155)

describe('formatSiwxMessage -> parseSiwxMessage', () => {
  it.each([
    ['eip155, every field', eip155],
    [
      'eip155, no optional field',
      {
        ...eip155,
        statement: undefined,
        expirationTime: undefined,
        notBefore: undefined,
        requestId: undefined,
        resources: undefined,
      },
    ],
    ['eip155, scheme and empty resources', { ...eip155, scheme: 'https', resources: [] }],
    ['eip155, empty request id', { ...eip155, requestId: '' }],
    ['solana', solana],
    ['solana, every field', { ...eip155, ...solana, statement: 'Sign in', requestId: 'x' }],
  ] as [string, SiwxMessageFields][])('gives back the fields: %s', (_name, fields) => {
    const expected = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
    const parsed = parseSiwxMessage(format(fields))
    expect(parsed).toStrictEqual({ ok: true, fields: expected })
  })

  it('writes the CAIP-122 header for solana', () => {
    expect(format(solana).split('\n')[0]).toBe(
      'service.org wants you to sign in with your Solana account:',
    )
  })

  it.each([
    ['statement with LF', { statement: 'a\nURI: https://evil.example' }, 'statement'],
    ['statement with CR', { statement: 'a\r' }, 'statement'],
    ['empty statement', { statement: '' }, 'uri'],
    ['statement with non-ASCII', { statement: 'Accept — ok' }, 'statement'],
    ['lowercase address', { address: eip155.address.toLowerCase() }, 'address'],
    ['impossible date', { issuedAt: '2021-02-30T00:00:00Z' }, 'issuedAt'],
    ['resource with LF', { resources: ['https://a.example\n- https://b.example'] }, 'message'],
    ['request id with a space', { requestId: 'a b' }, 'requestId'],
    ['version 2', { version: '2' as '1' }, 'version'],
  ] as [string, Partial<SiwxMessageFields>, string][])(
    'refuses to write %s',
    (_name, change, field) => {
      const result = formatSiwxMessage({ ...eip155, ...change })
      expect(result.ok ? undefined : result.problem.field).toBe(field)
    },
  )
})

describe('parseSiwxMessage refuses hostile input', () => {
  const lines = valid.split('\n')
  const withLine = (index: number, line: string) => lines.with(index, line).join('\n')
  const cyrillicO = '\u043e'

  it.each([
    ['CRLF line ends', valid.replaceAll('\n', '\r\n'), 'header'],
    ['a CR at the end of a field', withLine(8, 'Nonce: 32891757abcDEF\r'), 'nonce'],
    ['a trailing newline', `${valid}\n`, 'resources'],
    ['a trailing space after a field', withLine(8, `${lines[8]} `), 'nonce'],
    ['a trailing space on the header', withLine(0, `${lines[0]} `), 'header'],
    ['a leading space', ` ${valid}`, 'header'],
    ['a byte order mark', `\uFEFF${valid}`, 'domain'],
    [
      'a duplicated Nonce line',
      [...lines.slice(0, 9), lines[8], ...lines.slice(9)].join('\n'),
      'issuedAt',
    ],
    [
      'a duplicated URI line',
      [...lines.slice(0, 6), lines[5], ...lines.slice(6)].join('\n'),
      'version',
    ],
    ['a duplicated Resources block', `${valid}\nResources:\n- https://x.example`, 'resources'],
    ['a second message appended', `${valid}\n\n${valid}`, 'resources'],
    [
      'a look-alike domain (Cyrillic o)',
      valid.replace('service.org', `service.${cyrillicO}rg`),
      'domain',
    ],
    ['a punycode-less IDN header', valid.replace('Ethereum', 'Εthereum'), 'header'],
    ['a look-alike digit in the chain id', withLine(7, 'Chain ID: \uFF11'), 'chainId'],
    ['a zero-width space in the address', withLine(1, `${lines[1]}\u200B`), 'address'],
    ['a zero-width space in the nonce', withLine(8, 'Nonce: 32891757\u200BabcDEF'), 'nonce'],
    ['a NUL in the statement', withLine(3, 'I accept\u0000'), 'statement'],
    ['a 2 MB message', `${valid}\n- https://a.example/${'a'.repeat(2 * 1024 * 1024)}`, 'message'],
    ['a domain with an underscore', valid.replace('service.org', 'not_dns.org'), 'domain'],
    ['a port above 65535', valid.replace('service.org', 'service.org:65536'), 'domain'],
    ['an all-digit top label', valid.replace('service.org', '999.1.1.1'), 'domain'],
    ['a lowercase t in the date', withLine(9, 'Issued At: 2021-09-30t16:25:24Z'), 'issuedAt'],
    ['24:00', withLine(9, 'Issued At: 2021-09-30T24:00:00Z'), 'issuedAt'],
    ['a leap second', withLine(9, 'Issued At: 2016-12-31T23:59:60Z'), 'issuedAt'],
    [
      '29 February of 2100',
      withLine(10, 'Expiration Time: 2100-02-29T00:00:00Z'),
      'expirationTime',
    ],
    ['an offset of 24 hours', withLine(11, 'Not Before: 2021-09-30T16:00:00+24:00'), 'notBefore'],
    ['chain id 0', withLine(7, 'Chain ID: 0'), 'chainId'],
    ['chain id with a leading zero', withLine(7, 'Chain ID: 01'), 'chainId'],
    ['a nonce of 7', withLine(8, 'Nonce: abcdefg'), 'nonce'],
    ['a nonce with a dash', withLine(8, 'Nonce: abcd-efgh'), 'nonce'],
    ['version 1.0', withLine(6, 'Version: 1.0'), 'version'],
    ['a relative URI', withLine(5, 'URI: /login'), 'uri'],
    ['a javascript: URI with a space', withLine(5, 'URI: javascript:alert(1) //'), 'uri'],
    ['a resource without its dash', `${valid}\nhttps://x.example`, 'resources'],
    ['not text', 42 as unknown as string, 'message'],
    ['an empty string', '', 'header'],
  ])('%s', (_name, message, field) => {
    const result = parseSiwxMessage(message)
    expect(result.ok ? undefined : result.problem.field).toBe(field)
  })

  it('names the line of the problem', () => {
    expect(parseSiwxMessage(withLine(8, 'Nonce: short'))).toEqual({
      ok: false,
      problem: { field: 'nonce', line: 9, reason: 'must be at least 8 letters and digits' },
    })
  })

  it('refuses the 2 MB message by its size, before any pattern runs on it', () => {
    const huge = `${valid}\n- ${'a'.repeat(2 * 1024 * 1024)}`
    expect(parseSiwxMessage(huge)).toEqual({
      ok: false,
      problem: { field: 'message', line: 0, reason: 'must be at most 16384 characters' },
    })
  })

  it('answers fast on the longest hostile URI it reads', () => {
    const message = withLine(5, `URI: a://${'a'.repeat(15_000)} `)
    const started = performance.now()
    expect(parseSiwxMessage(message).ok).toBe(false)
    // Linear in the input: a few ms. Backtracking gone wrong would take seconds or hang.
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it.each([
    ['an address that is not base58', `0OIl${'a'.repeat(40)}`],
    ['a 31-byte key', '1111111111111111111111111111111'],
    ['an eip155 address', eip155.address],
  ])('refuses a solana message with %s', (_name, address) => {
    const message = format(solana).replace(solana.address, address)
    expect(parseSiwxMessage(message)).toMatchObject({ ok: false, problem: { field: 'address' } })
  })

  it('refuses an eip155 chain id that is a CAIP-2 reference only solana may use', () => {
    const message = valid.replace('Chain ID: 1', 'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(parseSiwxMessage(message)).toMatchObject({ ok: false, problem: { field: 'chainId' } })
  })
})

describe('parseRfc3339DateTime', () => {
  it.each([
    ['2021-09-30T16:25:24Z', Date.UTC(2021, 8, 30, 16, 25, 24)],
    ['2021-09-30T16:25:24.123456Z', Date.UTC(2021, 8, 30, 16, 25, 24, 123)],
    ['2021-09-30T18:25:24+02:00', Date.UTC(2021, 8, 30, 16, 25, 24)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
    ['0001-01-01T00:00:00Z', -62135596800000],
  ])('reads %s', (text, instant) => {
    expect(parseRfc3339DateTime(text)).toBe(instant)
  })

  it.each([
    '2021-02-30T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '2021-04-31T00:00:00Z',
    '2021-13-01T00:00:00Z',
    '2021-00-01T00:00:00Z',
    '2021-09-30T16:60:00Z',
    '2021-09-30 16:25:24Z',
    '2021-09-30T16:25:24',
    '2021-09-30T16:25:24.Z',
    '2021-09-30T16:25:24+0200',
    '+002021-09-30T16:25:24Z',
  ])('refuses %s', (text) => {
    expect(parseRfc3339DateTime(text)).toBeUndefined()
  })
})
