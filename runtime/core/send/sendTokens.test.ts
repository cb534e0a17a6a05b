import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../../schema/index.js'
import { estimateSendFee } from './estimateSendFee.js'
import { createTestAppKit } from './fixtures/anvilSend.js'
import { isNameLike } from './isNameLike.js'
import { readFreshBalance } from './readFreshBalance.js'
import { resolveName } from './resolveName.js'
import type { SendToken } from './SendParameters.js'
import { sendTokens } from './sendTokens.js'
import { waitForSendConfirmation } from './waitForSendConfirmation.js'

const mainnet: CaipNetwork = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Never reached: every case here fails before any request.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
// A namespace no chain adapter sends on (WalletConnect-only).
const polkadot: CaipNetwork = {
  ...mainnet,
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
}
const token: SendToken = { symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } }
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('sendTokens refuses before any wallet prompt', () => {
  const appKit = createTestAppKit()
  const required = { shortMessage: 'An amount and receiver address are required' }

  it.each([
    ['no amount', { amount: undefined }],
    ['a zero amount', { amount: 0n }],
    ['a negative amount', { amount: -1n }],
    ['no receiver', { receiver: undefined }],
    ['a blank receiver', { receiver: '   ' }],
  ])('with %s (SPEC section 5)', async (_case, change) => {
    await expect(
      sendTokens(appKit, { network: mainnet, from, token, amount: 1n, receiver, ...change }),
    ).rejects.toMatchObject({ ...required, code: 'SEND_PARAMETERS_MISSING' })
  })

  it('without a token', async () => {
    await expect(
      sendTokens(appKit, { network: mainnet, from, token: undefined, amount: 1n, receiver }),
    ).rejects.toMatchObject({
      shortMessage: 'A token is required',
      code: 'SEND_PARAMETERS_MISSING',
    })
  })

  it('with a receiver that fails its checks, giving the reason', async () => {
    const error = await sendTokens(appKit, {
      network: mainnet,
      from,
      token,
      amount: 1n,
      receiver: `${receiver.slice(0, 6)}\u200b${receiver.slice(6)}`,
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject(required)
    expect((error as { details: string }).details).toContain('hidden characters')
  })

  it("on a network none of the kit's adapters sends on (polkadot): 'Unsupported chain'", async () => {
    const parameters = { network: polkadot, from, token, amount: 1n, receiver }
    await expect(sendTokens(appKit, parameters)).rejects.toMatchObject({
      shortMessage: 'Unsupported chain',
      code: 'SEND_UNSUPPORTED_CHAIN',
    })
    await expect(
      estimateSendFee(appKit, { ...parameters, to: receiver, amount: 1n }),
    ).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
    await expect(
      readFreshBalance(appKit, { network: polkadot, address: from, token }),
    ).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
    await expect(
      waitForSendConfirmation(appKit, { network: polkadot, hash: 'abc' }),
    ).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
  })

  it('with no wallet connected', async () => {
    await expect(
      sendTokens(appKit, { network: mainnet, from, token, amount: 1n, receiver }),
    ).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })
})

describe('resolveName', () => {
  const appKit = createTestAppKit()

  it('refuses names where no resolver is configured, naming the network', async () => {
    expect(isNameLike('vitalik.eth')).toBe(true)
    await expect(resolveName(appKit, mainnet, 'vitalik.eth')).resolves.toEqual({
      ok: false,
      reason: 'Ethereum has no name resolver: enter an address',
    })
    const solana = { ...mainnet, chainNamespace: 'solana' as const, name: 'Solana' }
    await expect(resolveName(appKit, solana, 'vitalik.eth')).resolves.toEqual({
      ok: false,
      reason: 'Solana has no name resolver: enter an address',
    })
  })

  it("says 'Error resolving name' when the resolver cannot be reached", async () => {
    const withResolver = {
      ...mainnet,
      contracts: {
        ensUniversalResolver: { address: '0xeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeE' },
      },
    }
    await expect(resolveName(appKit, withResolver, 'vitalik.eth')).resolves.toEqual({
      ok: false,
      reason: 'Error resolving name',
    })
  })
})
