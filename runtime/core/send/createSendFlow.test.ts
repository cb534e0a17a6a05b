import { describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { createSendFlow } from './createSendFlow.js'
import { sendTestNetwork } from './fixtures/sendTestNetwork.js'
import { SendConfirmationError, TransactionRejectedError } from './sendErrors.js'
import type { SendTokensParameters } from './sendTokens.js'

const network = sendTestNetwork
const parameters: SendTokensParameters = {
  network,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  token: { symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } },
  amount: 500_000_000_000_000_000n,
}
const hash = `0x${'ab'.repeat(32)}`

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('createSendFlow', () => {
  it('asks the wallet once however often it is submitted while pending', async () => {
    const wallet = deferred<{ hash: string }>()
    const send = vi.fn(() => wallet.promise)
    const flow = createSendFlow({ send, emit: vi.fn() })
    const first = flow.submit(parameters)
    const second = flow.submit(parameters)
    expect(second).toBe(first)
    expect(flow.getState().status).toBe('sending')
    wallet.resolve({ hash })
    await expect(first).resolves.toEqual({ hash })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('never sends again once a hash is known, until reset', async () => {
    const send = vi.fn(async () => ({ hash }))
    const flow = createSendFlow({ send, emit: vi.fn() })
    await flow.submit(parameters)
    await expect(flow.submit(parameters)).resolves.toEqual({ hash })
    expect(send).toHaveBeenCalledTimes(1)
    expect(flow.getState()).toEqual({ status: 'sent', hash, error: undefined })
    flow.reset()
    expect(flow.getState().status).toBe('idle')
    await flow.submit(parameters)
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('emits sendInitiated before the wallet is asked and sendSuccess with the hash', async () => {
    const order: string[] = []
    const emit = vi.fn((name: string) => void order.push(name))
    const send = vi.fn(async () => {
      order.push('wallet')
      return { hash }
    })
    await createSendFlow({ send, emit }).submit(parameters)
    expect(order).toEqual(['sendInitiated', 'wallet', 'sendSuccess'])
    const transfer = {
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      token: 'ETH',
      amount: '0.5',
    }
    expect(emit).toHaveBeenNthCalledWith(1, 'sendInitiated', transfer)
    expect(emit).toHaveBeenNthCalledWith(2, 'sendSuccess', { ...transfer, hash })
  })

  it('goes back to idle with the error when the user declines, and may send again', async () => {
    const rejection = new TransactionRejectedError(new UserRejectedRequestError({ code: 4001 }))
    const send = vi.fn().mockRejectedValueOnce(rejection).mockResolvedValueOnce({ hash })
    const emit = vi.fn()
    const flow = createSendFlow({ send, emit })
    const states: string[] = []
    flow.subscribe((state) => states.push(state.status))
    await expect(flow.submit(parameters)).rejects.toBe(rejection)
    expect(flow.getState()).toMatchObject({ status: 'idle', error: rejection })
    expect(emit).not.toHaveBeenCalledWith('sendSuccess', expect.anything())
    await expect(flow.submit(parameters)).resolves.toEqual({ hash })
    expect(states).toEqual(['sending', 'idle', 'sending', 'sent'])
  })

  it('reports other failures as failed, wrapped as kit errors', async () => {
    const flow = createSendFlow({
      send: vi.fn().mockRejectedValue(new Error('boom')),
      emit: vi.fn(),
    })
    await expect(flow.submit(parameters)).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' })
    expect(flow.getState()).toMatchObject({ status: 'failed', hash: undefined })
  })

  it('keeps the hash when the wallet sent but the RPC dropped', async () => {
    const dropped = new SendConfirmationError(hash, new TypeError('fetch failed'))
    const send = vi.fn().mockRejectedValue(dropped)
    const flow = createSendFlow({ send, emit: vi.fn() })
    await expect(flow.submit(parameters)).resolves.toEqual({ hash })
    expect(flow.getState()).toMatchObject({ status: 'sent', hash, error: dropped })
    await flow.submit(parameters)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('ignores reset while a send is in flight', async () => {
    const wallet = deferred<{ hash: string }>()
    const send = vi.fn(() => wallet.promise)
    const flow = createSendFlow({ send, emit: vi.fn() })
    const pending = flow.submit(parameters)
    flow.reset()
    expect(flow.submit(parameters)).toBe(pending)
    wallet.resolve({ hash })
    await pending
    expect(send).toHaveBeenCalledTimes(1)
  })
})
