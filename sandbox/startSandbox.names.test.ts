import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nameCoinType, registrationMessage } from '../runtime/core/names/nameRules.js'
import type { ProfileNameRecord } from './blockchainApi/BlockchainApiTypes.js'
import { devAccounts } from './chain/devAccounts.js'
import { type Sandbox, startSandbox } from './startSandbox.js'

const projectId = '0123456789abcdef0123456789abcdef'
let sandbox: Sandbox

const account = (index: number) => {
  const found = sandbox.chains[0]?.accounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return found
}

beforeAll(async () => {
  // Only what the names need: the chains and the Blockchain API.
  sandbox = await startSandbox({
    walletConnect: false,
    secureSite: false,
    onramp: false,
    names: {
      // Dev account 3's reverse call claims dev account 1's name.
      reverseClaims: { [devAccounts()[3]?.address ?? '']: 'sandbox-friend.reown.id' },
    },
  })
})
afterAll(async () => {
  await sandbox?.stop()
})

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const separator = path.includes('?') ? '&' : '?'
  const response = await fetch(
    `${sandbox.blockchainApi.url}${path}${separator}projectId=${projectId}`,
    {
      signal: AbortSignal.timeout(10_000),
    },
  )
  return { status: response.status, body: (await response.json()) as T }
}

describe("the sandbox's name service", () => {
  it('starts with dev account 1 as sandbox-friend.reown.id, forward and reverse', async () => {
    const friend = account(1).address
    const forward = await get<ProfileNameRecord>(
      '/v1/profile/account/sandbox-friend.reown.id?apiVersion=2',
    )
    expect(forward.status).toBe(200)
    expect(forward.body.addresses['60']?.address).toBe(friend)
    expect(forward.body.addresses[String(nameCoinType(31338))]?.address).toBe(friend)
    const reverse = await get<ProfileNameRecord[]>(`/v1/profile/reverse/${friend}?apiVersion=2`)
    expect(reverse.body.map((record) => record.name)).toEqual(['sandbox-friend.reown.id'])
    for (const index of [0, 2]) {
      const none = await get<ProfileNameRecord[]>(`/v1/profile/reverse/${account(index).address}`)
      expect(none.body).toEqual([])
    }
    // The identities of dev accounts 0 and 1 are kept beside the names.
    const identity = await get<{ name: string }>(`/v1/identity/${account(1).address}`)
    expect(identity.body.name).toBe('sandbox-friend.eth')
  })

  it("lists a reverse claim for the address it was given, pointing at another account's record", async () => {
    const claimed = await get<ProfileNameRecord[]>(`/v1/profile/reverse/${account(3).address}`)
    expect(claimed.body.map((record) => record.name)).toEqual(['sandbox-friend.reown.id'])
    expect(claimed.body[0]?.addresses['60']?.address).toBe(account(1).address)
  })

  it('registers a name signed by a dev account on a sandbox chain', async () => {
    const signer = privateKeyToAccount(account(2).privateKey)
    const coinType = nameCoinType(31337)
    const message = registrationMessage({
      name: 'dev-two.reown.id',
      address: signer.address,
      coinType,
      timestamp: Math.floor(Date.now() / 1000),
    })
    const response = await fetch(
      `${sandbox.blockchainApi.url}/v1/profile/account?projectId=${projectId}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          coin_type: coinType,
          address: signer.address,
          message,
          signature: await signer.signMessage({ message }),
        }),
        signal: AbortSignal.timeout(10_000),
      },
    )
    expect(response.status).toBe(200)
    expect(sandbox.names.lookup('dev-two.reown.id')?.addresses['60']?.address).toBe(signer.address)
    const reverse = await get<ProfileNameRecord[]>(`/v1/profile/reverse/${signer.address}`)
    expect(reverse.body.map((record) => record.name)).toEqual(['dev-two.reown.id'])
  })
})
