import { describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../../schema/index.js'
import { eip155Adapter } from '../adapters/eip155/eip155Adapter.js'
import { solanaAdapter } from '../adapters/solana/solanaAdapter.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import type { TokenBalance } from '../state/AccountState.js'
import { chainSendOf } from './chainSendOf.js'
import { createSendController, recentReceiversLimit } from './createSendController.js'
import { sendTestNetwork } from './fixtures/sendTestNetwork.js'
import type { SendContext } from './SendContext.js'
import { TransactionRejectedError } from './sendErrors.js'

const network = sendTestNetwork
const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 0,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  ...ether,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  quantity: { decimals: '6', numeric: '10' },
}
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// Same first 4 and last 6 characters as `receiver`, yet another address: a poisoning look-alike.
const lookAlike = '0x7099000000000000000000000000000000dc79c8'
const hash = `0x${'ab'.repeat(32)}`
const ethers = (amount: number) => BigInt(amount * 1e6) * 10n ** 12n
const account = { network, from, token: ether }

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((ok) => {
    resolve = ok
  })
  return { promise, resolve }
}

const adapters = new Map([
  [eip155Adapter.namespace, eip155Adapter],
  [solanaAdapter.namespace, solanaAdapter],
])

/** A context whose chain holds `balance` and charges `fee` per transfer; the wallet sends at once. */
function fakeContext(overrides: Partial<SendContext> = {}) {
  return {
    // The send code of a kit with EVM's and Solana's adapters.
    chainSend: (target: CaipNetwork) => chainSendOf({ adapters }, target.chainNamespace),
    readBalance: vi.fn(async () => ethers(2)),
    estimateFee: vi.fn(async () => ({ fee: ethers(0.01) })),
    resolveName: vi.fn(async () => ({ ok: false as const, reason: 'no resolver' })),
    send: vi.fn(async () => ({ hash })),
    emit: vi.fn(),
    ...overrides,
  } satisfies SendContext
}

describe('createSendController', () => {
  it('starts empty and keeps what the form holds until it is cleared', () => {
    const send = createSendController(fakeContext())
    expect(send.getState()).toEqual({
      tokenKey: undefined,
      amountText: '',
      receiverText: '',
      preview: undefined,
      checking: false,
    })
    const seen: string[] = []
    send.subscribe((state) => seen.push(state.amountText))
    send.edit({ tokenKey: 'native', amountText: '0.5', receiverText: receiver })
    expect(send.getState()).toMatchObject({
      tokenKey: 'native',
      amountText: '0.5',
      receiverText: receiver,
    })
    expect(seen).toEqual(['0.5'])
    send.clear()
    expect(send.getState()).toMatchObject({ tokenKey: undefined, amountText: '', receiverText: '' })
  })

  it('turns a form that passes its checks into the preview, fee and warnings included', async () => {
    const context = fakeContext()
    const send = createSendController(context)
    send.edit({ amountText: ' 1.5 ', receiverText: receiver.toLowerCase() })
    const result = await send.review({ ...account, seenAddresses: [lookAlike, from] })
    expect(result).toMatchObject({ ok: true })
    expect(send.getState().preview).toEqual({
      network,
      from,
      token: ether,
      amount: ethers(1.5),
      amountText: '1.5',
      receiver,
      fee: { fee: ethers(0.01) },
      warnings: [expect.stringContaining(`looks like ${lookAlike}`)],
    })
    expect(context.readBalance).toHaveBeenCalledWith({ network, address: from, token: ether })
    expect(context.send).not.toHaveBeenCalled()
  })

  it.each([
    [
      'no amount',
      { amountText: '', receiverText: receiver },
      'form',
      'An amount and receiver address are required',
    ],
    [
      'a bad amount',
      { amountText: '1e-3', receiverText: receiver },
      'amount',
      'Use digits and one dot only, like 0.5.',
    ],
    [
      'a bad receiver',
      { amountText: '1', receiverText: '0x123' },
      'receiver',
      'An EVM address is 0x followed by 40 hexadecimal characters.',
    ],
  ])('refuses %s before reading the chain', async (_, form, field, message) => {
    const context = fakeContext()
    const send = createSendController(context)
    send.edit(form)
    expect(await send.review(account)).toEqual({ ok: false, field, message })
    expect(send.getState().preview).toBeUndefined()
    expect(context.readBalance).not.toHaveBeenCalled()
  })

  it("refuses a send without a token, and on a network none of the kit's adapters sends on", async () => {
    const send = createSendController(fakeContext())
    send.edit({ amountText: '1', receiverText: receiver })
    expect(await send.review({ ...account, token: undefined })).toMatchObject({
      message: 'A token is required',
    })
    const polkadot = {
      ...network,
      chainNamespace: 'polkadot',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    } as const
    expect(await send.review({ ...account, network: polkadot })).toMatchObject({
      message: 'Unsupported chain',
    })
  })

  it('refuses more than the fresh balance, and for the native currency more than it less the fee', async () => {
    const send = createSendController(fakeContext())
    send.edit({ amountText: '2.5', receiverText: receiver })
    expect(await send.review(account)).toEqual({
      ok: false,
      field: 'amount',
      message: 'That is more than your balance of 2 ETH.',
    })
    send.edit({ amountText: '2' })
    expect(await send.review(account)).toMatchObject({
      field: 'amount',
      message: 'Not enough ETH left for the network fee: lower the amount.',
    })
    // A token's fee is paid in the native currency: its whole balance can go.
    const tokens = createSendController(fakeContext({ readBalance: async () => 10_000_000n }))
    tokens.edit({ amountText: '10', receiverText: receiver })
    expect(await tokens.review({ ...account, token: usdc })).toMatchObject({ ok: true })
  })

  it('fills Max from a balance read at each click, less the fee for the native currency', async () => {
    const balances = [ethers(2), ethers(3)]
    const context = fakeContext({ readBalance: vi.fn(async () => balances.shift() ?? 0n) })
    const send = createSendController(context)
    expect(await send.fillMax(account)).toEqual({ ok: true, amountText: '1.99' })
    expect(send.getState().amountText).toBe('1.99')
    expect(await send.fillMax(account)).toEqual({ ok: true, amountText: '2.99' })
    expect(context.readBalance).toHaveBeenCalledTimes(2)
    // The fee is estimated for the whole balance, to the receiver once one is valid, else to self.
    expect(context.estimateFee).toHaveBeenLastCalledWith(
      expect.objectContaining({ to: from, amount: ethers(3) }),
    )
    send.edit({ receiverText: receiver })
    await send.fillMax(account)
    expect(context.estimateFee).toHaveBeenLastCalledWith(expect.objectContaining({ to: receiver }))
  })

  it("fills Max with a token's whole balance, without estimating a fee", async () => {
    const context = fakeContext({ readBalance: vi.fn(async () => 12_345_678n) })
    const send = createSendController(context)
    expect(await send.fillMax({ ...account, token: usdc })).toEqual({
      ok: true,
      amountText: '12.345678',
    })
    expect(context.estimateFee).not.toHaveBeenCalled()
  })

  it('says the balance could not be read when Max cannot read it, and leaves the amount', async () => {
    const send = createSendController(
      fakeContext({ readBalance: vi.fn().mockRejectedValue(new TypeError('fetch failed')) }),
    )
    send.edit({ amountText: '0.3' })
    expect(await send.fillMax(account)).toEqual({
      ok: false,
      field: 'amount',
      message: 'Your balance could not be read just now. Try again.',
    })
    expect(send.getState()).toMatchObject({ amountText: '0.3', checking: false })
  })

  it('runs one check at a time: Review or Max while one runs does nothing', async () => {
    const balance = deferred<bigint>()
    const context = fakeContext({ readBalance: vi.fn(() => balance.promise) })
    const send = createSendController(context)
    send.edit({ amountText: '1', receiverText: receiver })
    const first = send.review(account)
    expect(send.getState().checking).toBe(true)
    await expect(send.review(account)).resolves.toBeUndefined()
    await expect(send.fillMax(account)).resolves.toBeUndefined()
    balance.resolve(ethers(2))
    await expect(first).resolves.toMatchObject({ ok: true })
    expect(send.getState().checking).toBe(false)
    expect(context.readBalance).toHaveBeenCalledTimes(1)
  })

  it('asks the wallet once however often Send is pressed, then clears the form and remembers the receiver', async () => {
    const wallet = deferred<{ hash: string }>()
    const context = fakeContext({ send: vi.fn(() => wallet.promise) })
    const send = createSendController(context)
    send.edit({ amountText: '1', receiverText: receiver })
    await send.review(account)
    const preview = send.getState().preview
    const first = send.submit()
    expect(send.submit()).toBe(first)
    expect(send.flow.getState().status).toBe('sending')
    wallet.resolve({ hash })
    await expect(first).resolves.toEqual({ hash, preview })
    expect(context.send).toHaveBeenCalledTimes(1)
    expect(context.send).toHaveBeenCalledWith({
      network,
      from,
      token: ether,
      amount: ethers(1),
      receiver,
      fee: { fee: ethers(0.01) },
    })
    expect(send.getState()).toMatchObject({ amountText: '', receiverText: '', preview: undefined })
    expect(send.flow.getState().status).toBe('idle')
    expect(send.recentReceivers()).toEqual([receiver])
    expect(vi.mocked(context.emit).mock.calls.map(([name]) => name)).toEqual([
      'sendInitiated',
      'sendSuccess',
    ])
  })

  it('keeps the preview when the user declines in the wallet, and may send it again', async () => {
    const declined = new TransactionRejectedError(new UserRejectedRequestError({ code: 4001 }))
    const context = fakeContext({
      send: vi.fn().mockRejectedValueOnce(declined).mockResolvedValueOnce({ hash }),
    })
    const send = createSendController(context)
    send.edit({ amountText: '1', receiverText: receiver })
    await send.review(account)
    await expect(send.submit()).rejects.toBe(declined)
    expect(send.flow.getState()).toMatchObject({ status: 'idle', error: declined })
    expect(send.getState().preview).toBeDefined()
    expect(send.recentReceivers()).toEqual([])
    await expect(send.submit()).resolves.toMatchObject({ hash })
  })

  it('sends nothing before a review', async () => {
    const context = fakeContext()
    const send = createSendController(context)
    await expect(send.submit()).rejects.toMatchObject({ code: 'SEND_PARAMETERS_MISSING' })
    expect(context.send).not.toHaveBeenCalled()
  })

  it(`remembers the last ${recentReceiversLimit} receivers, newest first, each once`, async () => {
    const send = createSendController(fakeContext())
    const addresses = Array.from(
      { length: 12 },
      (_, index) => `0x${String(index + 1).padStart(40, '0')}`,
    )
    for (const address of [...addresses, addresses[5] as string]) {
      send.edit({ amountText: '0.1', receiverText: address })
      await send.review(account)
      await send.submit()
    }
    const expected = [
      addresses[5],
      ...addresses
        .slice(2)
        .reverse()
        .filter((a) => a !== addresses[5]),
    ]
    expect(send.recentReceivers()).toEqual(expected.slice(0, recentReceiversLimit))
  })

  it('warns of a look-alike of a receiver it sent to before', async () => {
    const send = createSendController(fakeContext())
    send.edit({ amountText: '0.1', receiverText: receiver })
    await send.review(account)
    await send.submit()
    send.edit({ amountText: '0.1', receiverText: lookAlike })
    const result = await send.review(account)
    expect(result).toMatchObject({ ok: true })
    expect(send.getState().preview?.warnings).toEqual([
      expect.stringContaining(`looks like ${receiver}`),
    ])
  })

  it('forgets the form and the receivers once disposed, and does nothing afterwards', async () => {
    const context = fakeContext()
    const send = createSendController(context)
    send.edit({ amountText: '0.1', receiverText: receiver })
    await send.review(account)
    await send.submit()
    send.edit({ amountText: '0.2', receiverText: receiver })
    send.dispose()
    expect(send.getState()).toMatchObject({ amountText: '', receiverText: '', preview: undefined })
    expect(send.recentReceivers()).toEqual([])
    send.edit({ amountText: '0.3' })
    expect(send.getState().amountText).toBe('')
    await expect(send.review(account)).resolves.toBeUndefined()
    await expect(send.fillMax(account)).resolves.toBeUndefined()
    expect(context.readBalance).toHaveBeenCalledTimes(1)
  })
})
