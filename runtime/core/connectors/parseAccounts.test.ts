import { describe, expect, it } from 'vitest'
import { parseAccounts } from './parseAccounts.js'

describe('parseAccounts', () => {
  it('checksums, dedupes and keeps the wallet order', async () => {
    expect(
      await parseAccounts([
        '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      ]),
    ).toEqual([
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
  })

  it('drops entries that are not addresses and refuses non-lists', async () => {
    expect(
      await parseAccounts(['0x123', 42, '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266zz']),
    ).toEqual([])
    expect(await parseAccounts('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBeUndefined()
    expect(await parseAccounts(null)).toBeUndefined()
  })

  it('refuses a mixed-case address whose EIP-55 checksum is wrong instead of repairing it', async () => {
    const good = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const badChecksum = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const flipped = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267'.replace('cffFb', 'cfffB')
    expect(await parseAccounts([badChecksum, flipped])).toEqual([])
    expect(await parseAccounts([badChecksum, good])).toEqual([good])
    // All lower or all upper case carries no checksum (EIP-55): both are accepted.
    expect(await parseAccounts([good.toLowerCase()])).toEqual([good])
    expect(await parseAccounts([`0x${good.slice(2).toUpperCase()}`])).toEqual([good])
  })
})
