import type { NameSeed } from './createNameRegistry.js'

/**
 * The name-service names the sandbox starts with, for `createNameRegistry({ seeds })`: dev account
 * 1 is `sandbox-friend.reown.id` (forward and reverse, with its identity's avatar); the other dev
 * accounts start without one, so registering a name can be tried with any of them.
 * @example
 * sandboxNames(chain.accounts) // [{ name: 'sandbox-friend.reown.id', address: '0x7099...79C8', avatar: '/assets/avatar-1.svg' }]
 */
export function sandboxNames(accounts: readonly { address: string }[]): NameSeed[] {
  const friend = accounts[1]
  return friend
    ? [{ name: 'sandbox-friend.reown.id', address: friend.address, avatar: '/assets/avatar-1.svg' }]
    : []
}
