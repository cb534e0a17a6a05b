import { describe, expect, it } from 'vitest'
import { sendWarnings } from './sendWarnings.js'

const recent = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// Same first 4 and last 6 characters after 0x, different in the middle: address poisoning.
const poisoned = '0xf39F000000000000000000000000000000b92266'
const token = { address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
const kinds = (list: ReturnType<typeof sendWarnings>) => list.map((warning) => warning.kind)

describe('sendWarnings', () => {
  it('warns on the zero address (EVM and Solana)', () => {
    expect(kinds(sendWarnings({ receiver: '0x0000000000000000000000000000000000000000' }))).toEqual(
      ['zeroAddress'],
    )
    expect(kinds(sendWarnings({ receiver: '11111111111111111111111111111111' }))).toEqual([
      'zeroAddress',
    ])
  })

  it("warns when the receiver is the token's own contract, whatever the case", () => {
    const receiver = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
    expect(kinds(sendWarnings({ receiver, token }))).toEqual(['tokenContract'])
    expect(sendWarnings({ receiver, token: { address: undefined } })).toEqual([])
  })

  it('warns on a look-alike of a recent address and names it', () => {
    const [warning] = sendWarnings({ receiver: poisoned, recentAddresses: ['0x1234', recent] })
    expect(warning).toMatchObject({ kind: 'lookAlike', similarTo: recent })
    expect(warning?.message).toContain(recent)
  })

  it('compares EVM addresses without case', () => {
    expect(
      kinds(
        sendWarnings({
          receiver: poisoned.toUpperCase().replace('0X', '0x'),
          recentAddresses: [recent],
        }),
      ),
    ).toEqual(['lookAlike'])
    // The recent address itself, in another case, is the same address: no warning.
    expect(sendWarnings({ receiver: recent.toLowerCase(), recentAddresses: [recent] })).toEqual([])
  })

  it('compares Solana addresses with case (base58 is case-sensitive)', () => {
    const a = 'G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA'
    const lookAlike = 'G7vPzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzo4cax5zRhA'
    expect(kinds(sendWarnings({ receiver: lookAlike, recentAddresses: [a] }))).toEqual([
      'lookAlike',
    ])
    const otherCase = 'g7vPzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzo4cax5zRhA'
    expect(sendWarnings({ receiver: otherCase, recentAddresses: [a] })).toEqual([])
  })

  it('gives nothing for an ordinary receiver', () => {
    expect(
      sendWarnings({
        receiver: recent,
        token,
        recentAddresses: [poisoned.replace('f39F', 'aaaa')],
      }),
    ).toEqual([])
  })
})
