import { describe, expect, it } from 'vitest'
import { decodeMessage, describeApproval, feeRows, formatValue } from './describeApproval.js'

describe('the approval screen text', () => {
  it.each([
    ['0x68656c6c6f20776f726c64', 'hello world'],
    ['0x', ''],
    ['plain text', 'plain text'],
    // Not text: bytes that are not UTF-8, odd-length or non-hex digits stay as sent.
    ['0xff00', '0xff00'],
    ['0x123', '0x123'],
    ['0xzz', '0xzz'],
    ['0xe29c93', '✓'],
  ])('shows the message %j as %j', (message, shown) => {
    expect(decodeMessage(message)).toBe(shown)
  })

  it.each([
    ['0x6f05b59d3b20000', '0.5 ETH'],
    ['1000000000000000000', '1 ETH'],
    [undefined, '0 ETH'],
    ['0x0', '0 ETH'],
    ['lots', 'lots'],
    ['-1', '-1'],
  ])('shows the value %j as %j', (value, shown) => {
    expect(formatValue(value)).toBe(shown)
  })

  it('describes a message, typed data and a transaction', () => {
    expect(
      describeApproval({ method: 'personal_sign', params: ['0x6869', '0x1'], chainId: 1 }),
    ).toEqual({ title: 'Sign message', rows: [{ label: 'Message', value: 'hi', block: true }] })
    expect(
      describeApproval({
        method: 'eth_signTypedData_v4',
        params: ['0x1', '{"primaryType":"Mail"}'],
        chainId: 1,
      }),
    ).toEqual({
      title: 'Sign typed data',
      rows: [{ label: 'Typed data', value: '{\n  "primaryType": "Mail"\n}', block: true }],
    })
    expect(
      describeApproval({
        method: 'eth_sendTransaction',
        params: [{ from: '0x1', to: '0xabc', value: '0xde0b6b3a7640000', data: '0x1234' }],
        chainId: 31337,
      }),
    ).toEqual({
      title: 'Send transaction',
      rows: [
        { label: 'To', value: '0xabc' },
        { label: 'Value', value: '1 ETH' },
        { label: 'Network', value: 'Chain 31337' },
        { label: 'Data', value: '0x1234', block: true },
      ],
    })
  })

  it('names a deployment and leaves out empty data', () => {
    const { rows } = describeApproval({
      method: 'eth_sendTransaction',
      params: [{ from: '0x1', data: '0x' }],
      chainId: 1,
    })
    expect(rows.map((row) => row.label)).toEqual(['To', 'Value', 'Network'])
    expect(rows[0]?.value).toBe('A new contract')
  })

  it('shows every fee and nonce field the app supplied, in readable units', () => {
    const { rows } = describeApproval({
      method: 'eth_sendTransaction',
      params: [
        {
          from: '0x1',
          to: '0xabc',
          value: '0x0',
          gas: '0x5208',
          maxFeePerGas: '0x77359400',
          maxPriorityFeePerGas: '1500000000',
          nonce: '0x7',
          data: '0x1234',
        },
      ],
      chainId: 31337,
    })
    expect(rows).toEqual([
      { label: 'To', value: '0xabc' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Network', value: 'Chain 31337' },
      { label: 'Gas limit', value: '21000' },
      { label: 'Max fee', value: '2 gwei' },
      { label: 'Priority fee', value: '1.5 gwei' },
      { label: 'Nonce', value: '7' },
      { label: 'Data', value: '0x1234', block: true },
    ])
    // A legacy price, a nonce of 0, and a value that is not a number shown as sent.
    expect(feeRows({ gasPrice: 1_000_000_000, nonce: 0, gas: 'lots' })).toEqual([
      { label: 'Gas limit', value: 'lots' },
      { label: 'Gas price', value: '1 gwei' },
      { label: 'Nonce', value: '0' },
    ])
    expect(feeRows({ to: '0xabc', value: '0x1' })).toEqual([])
  })
})
