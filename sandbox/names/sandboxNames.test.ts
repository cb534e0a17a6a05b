import { describe, expect, it } from 'vitest'
import { createNameRegistry } from './createNameRegistry.js'
import { sandboxNames } from './sandboxNames.js'

const accounts = [
  { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
  { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
]

describe('the names the sandbox starts with', () => {
  it('name dev account 1 only, forward and reverse', () => {
    const names = createNameRegistry({ chainIds: [31337], seeds: sandboxNames(accounts) })
    const friend = names.lookup('sandbox-friend.reown.id')
    expect(friend?.addresses['60']?.address).toBe(accounts[1]?.address)
    expect(friend?.attributes.avatar).toBe('/assets/avatar-1.svg')
    expect(names.reverse(accounts[1]?.address ?? '')).toEqual([friend])
    expect(names.reverse(accounts[0]?.address ?? '')).toEqual([])
    expect(names.reverse(accounts[2]?.address ?? '')).toEqual([])
  })

  it('seed nothing when there is no dev account 1', () => {
    expect(sandboxNames(accounts.slice(0, 1))).toEqual([])
  })
})
