import { describe, expect, it } from 'vitest'
import type { ProfileNameRecord } from '../../sandbox/blockchainApi/BlockchainApiTypes.js'
import { devNamesLine } from './devNamesLine.js'

const accounts = [
  { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
  { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
]

function record(name: string, address: string): ProfileNameRecord {
  return { name, registered: 1, updated: 1, addresses: { '60': { address } }, attributes: {} }
}

/** A registry's reverse lookup over fixed records, keyed by lower-case address. */
function reverseOf(byAddress: Record<string, ProfileNameRecord[]>) {
  return { reverse: (address: string) => byAddress[address.toLowerCase()] ?? [] }
}

describe("appkit dev's names line", () => {
  it('says where names register and which dev accounts have one', () => {
    const friend = accounts[1]?.address ?? ''
    const names = reverseOf({
      [friend.toLowerCase()]: [record('sandbox-friend.reown.id', friend)],
    })
    expect(devNamesLine(accounts, names)).toBe(
      'Names: <name>.reown.id registers on the stand-in Blockchain API; dev account 1 has sandbox-friend.reown.id, the other dev accounts none',
    )
  })

  it("does not count a reverse entry naming another account's record", () => {
    const [first, friend] = accounts.map((account) => account.address)
    const names = reverseOf({
      [(first ?? '').toLowerCase()]: [record('sandbox-friend.reown.id', friend ?? '')],
      [(friend ?? '').toLowerCase()]: [
        record('friend-two.reown.id', friend ?? ''),
        record('sandbox-friend.reown.id', friend ?? ''),
      ],
    })
    expect(devNamesLine(accounts, names)).toContain(
      'dev account 1 has friend-two.reown.id and sandbox-friend.reown.id, the other dev accounts none',
    )
    expect(devNamesLine(accounts, names)).not.toContain('dev account 0')
  })

  it('says so when no dev account has a name', () => {
    expect(devNamesLine(accounts, reverseOf({}))).toBe(
      'Names: <name>.reown.id registers on the stand-in Blockchain API; no dev account has one yet',
    )
  })
})
