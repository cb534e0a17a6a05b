import type { Address } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { type SeedChainResult, seedChain } from '../chain/seedChain.js'
import { type SandboxChain, startChain } from '../chain/startChain.js'
import { sandboxIdentities } from './sandboxIdentities.js'
import { type BlockchainApi, startBlockchainApi } from './startBlockchainApi.js'

/** A well-formed project id: the stand-in checks the shape only. */
const testProjectId = '0123456789abcdef0123456789abcdef'

/**
 * Test harness: a seeded anvil chain 31337 (token, NFT, euro and exchange) and the stand-in on it as
 * `startSandbox` wires it (NFT, dev identities, archive), started before the file's tests and
 * stopped after them.
 * @example
 * const seeded = setupSeededApi()
 * const response = await seeded.get(`/v1/account/${seeded.account(0)}/nfts`)
 */
export function setupSeededApi() {
  const state: { chain?: SandboxChain; api?: BlockchainApi; seed?: SeedChainResult } = {}
  beforeAll(async () => {
    const chain = await startChain({ chainId: 31337 })
    state.chain = chain
    const seeded = await seedChain(chain)
    state.seed = seeded
    state.api = await startBlockchainApi({
      chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl, ...seeded }],
      identities: sandboxIdentities(chain.accounts),
      archive: true,
    })
  })
  afterAll(async () => {
    await state.api?.close()
    await state.chain?.stop()
  })
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`setupSeededApi: no ${what} yet`)
    return value
  }
  return {
    chain: () => need(state.chain, 'chain'),
    url: () => need(state.api, 'stand-in').url,
    /** The addresses `seedChain` answered: token, NFT, euro and exchange. */
    seed: () => need(state.seed, 'seed'),
    nftAddress: () => need(state.seed?.nftAddress, 'NFT'),
    account: (index: number): Address =>
      need(state.chain?.accounts[index]?.address, `dev account ${index}`),
    /** A GET with the project id and `query`. */
    get: (path: string, query: Record<string, string> = {}) =>
      fetch(
        `${need(state.api, 'stand-in').url}${path}?${new URLSearchParams({ projectId: testProjectId, ...query })}`,
      ),
    /** A POST of `body` as JSON, the project id added to it. */
    post: (path: string, body: Record<string, unknown>) =>
      fetch(`${need(state.api, 'stand-in').url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ projectId: testProjectId, ...body }),
      }),
  }
}
