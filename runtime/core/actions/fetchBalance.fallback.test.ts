import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type SandboxChain, startChain } from '../../../sandbox/chain/startChain.js'
import {
  deadRpcUrl,
  type RpcStandIn,
  type RpcStandInAnswer,
  startRpcStandIn,
} from '../rpc/fixtures/startRpcStandIn.js'
import { fetchBalance } from './fetchBalance.js'
import { setupAppKit } from './fixtures/setupAppKit.js'

// Real parts: anvil, loopback endpoints that refuse or rate-limit, the kit's own balance read.
let chain: SandboxChain
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

async function standIn(answer: Parameters<typeof startRpcStandIn>[0]): Promise<RpcStandIn> {
  const started = await startRpcStandIn(answer)
  cleanups.push(() => started.close())
  return started
}

/** Fails the first `failures` POSTs with `refusal`, then passes the rest on to anvil. */
function failFirst(failures: number, refusal: RpcStandInAnswer) {
  return ({ index }: { index: number }) =>
    index < failures ? refusal : { forwardTo: chain.rpcUrl }
}

/** A kit on the local chain, whose RPC URLs are `urls` in this order, with a funded account. */
function kitOn(urls: string[]) {
  const kit = setupAppKit({
    config: { networks: ['eip155:31337'], rpcUrls: { 'eip155:31337': urls } },
  })
  cleanups.push(() => kit.appKit.destroy())
  const address = chain.accounts[0]?.address
  if (!address) throw new Error('anvil has no dev account')
  kit.appKit.stores.chains.setAccount('eip155', {
    status: 'connected',
    address,
    caipAddress: `eip155:31337:${address}`,
  })
  return kit
}

describe('fetchBalance over several RPC URLs', () => {
  it('reads from the next URL when the first refuses connections', async () => {
    const kit = kitOn([await deadRpcUrl(), chain.rpcUrl])
    await expect(fetchBalance(kit.appKit)).resolves.toEqual({ balance: '10000', symbol: 'ETH' })
    expect(kit.account()).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' })
  })

  it('moves on from a 503 and a 429 to a URL that answers', async () => {
    const unavailable = await standIn(() => ({ status: 503 }))
    const limited = await standIn(() => ({ status: 429 }))
    const kit = kitOn([unavailable.url, limited.url, chain.rpcUrl])
    await expect(fetchBalance(kit.appKit)).resolves.toMatchObject({ balance: '10000' })
    // Each was asked once: a URL that answers is used at once, without waiting to retry the others.
    expect(unavailable.requests.map(({ methods }) => methods)).toEqual([['eth_getBalance']])
    expect(limited.requests.map(({ methods }) => methods)).toEqual([['eth_getBalance']])
  })

  it('waits as long as a 429 says in Retry-After before asking again', async () => {
    const limited = await standIn(failFirst(1, { status: 429, headers: { 'Retry-After': '1' } }))
    const kit = kitOn([await deadRpcUrl(), limited.url])
    await expect(fetchBalance(kit.appKit)).resolves.toMatchObject({ balance: '10000' })
    expect(limited.requests).toHaveLength(2)
    const [first, second] = limited.requests
    // 1 s asked for, against the 150 ms of the first backoff step; a little slack for the clock.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(900)
  })

  it('gives Token Balance Unavailable once every URL failed four times (three retries)', async () => {
    const unavailable = await standIn(() => ({ status: 503 }))
    const broken = await standIn(() => ({ status: 500 }))
    const kit = kitOn([unavailable.url, await deadRpcUrl(), broken.url])
    await expect(fetchBalance(kit.appKit)).rejects.toMatchObject({
      name: 'BaseError',
      code: 'BALANCE_UNAVAILABLE',
      shortMessage: 'Token Balance Unavailable',
    })
    expect(unavailable.requests).toHaveLength(4)
    expect(broken.requests).toHaveLength(4)
    expect(kit.account().balance).toBeUndefined()
  })
})
