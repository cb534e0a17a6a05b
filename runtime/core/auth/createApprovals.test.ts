import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupAppKit } from '../actions/fixtures/setupAppKit.js'
import { FrameRequestAbortedError } from '../frame/frameErrors.js'
import { AuthRpcError } from './AuthRpcError.js'
import { createApprovals } from './createApprovals.js'

// The approval flow over a real kit (its router and modal); the frame is a `send` that waits
// until the test answers, or rejects as the frame client does when its signal aborts.
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup() {
  const kit = setupAppKit()
  const approvals = createApprovals(kit.appKit)
  cleanups.push(() => {
    approvals.dispose()
    kit.appKit.destroy()
  })
  let answer: (value: unknown) => void = () => undefined
  const signals: AbortSignal[] = []
  /** A frame request that waits for `answer`, or rejects as aborted when its signal aborts. */
  const send = vi.fn(
    (signal: AbortSignal) =>
      new Promise<unknown>((resolve, reject) => {
        signals.push(signal)
        answer = resolve
        signal.addEventListener('abort', () => reject(new FrameRequestAbortedError('RPC_REQUEST')))
      }),
  )
  const history = () => kit.appKit.router.getState().history.map((entry) => entry.view)
  const isOpen = () => kit.appKit.stores.modal.getState().open
  return {
    ...kit,
    approvals,
    send,
    signals,
    answer: (value: unknown) => answer(value),
    history,
    isOpen,
  }
}

describe('createApprovals', () => {
  it('opens ApproveTransaction for the method, then closes the modal it opened', async () => {
    const { approvals, send, answer, view, isOpen } = setup()
    const approving = approvals.approve('personal_sign', send)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce(), { timeout: 5_000 })
    expect(view()).toBe('ApproveTransaction')
    expect(approvals.state.getState().pending).toEqual({ method: 'personal_sign' })
    answer('0xsigned')
    await expect(approving).resolves.toBe('0xsigned')
    expect(approvals.state.getState().pending).toBeUndefined()
    expect(isOpen()).toBe(false)
  })

  it('stacks on the open modal and goes back to the view it came from', async () => {
    const { approvals, send, answer, appKit, history, isOpen } = setup()
    await appKit.open({ view: 'Connect' })
    const approving = approvals.approve('eth_sendTransaction', send)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce(), { timeout: 5_000 })
    expect(history()).toEqual(['Connect', 'ApproveTransaction'])
    answer('0xhash')
    await approving
    expect(history()).toEqual(['Connect'])
    expect(isOpen()).toBe(true)
  })

  it('aborts the request when the modal closes, rejecting with 4001', async () => {
    const { approvals, send, signals, appKit } = setup()
    const approving = approvals.approve('personal_sign', send).catch((e: unknown) => e)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce(), { timeout: 5_000 })
    await appKit.close()
    expect(signals[0]?.aborted).toBe(true)
    const error = await approving
    expect(error).toBeInstanceOf(AuthRpcError)
    expect(error).toMatchObject({ code: 4001 })
  })

  it('aborts the request when the user leaves the view (Back)', async () => {
    const { approvals, send, signals, appKit } = setup()
    await appKit.open({ view: 'Connect' })
    const approving = approvals.approve('personal_sign', send).catch((e: unknown) => e)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce(), { timeout: 5_000 })
    appKit.router.goBack()
    expect(signals[0]?.aborted).toBe(true)
    expect(await approving).toMatchObject({ code: 4001 })
  })

  it('refuses a second request while one waits with -32002, leaving the first waiting', async () => {
    const { approvals, send, signals, answer } = setup()
    const first = approvals.approve('personal_sign', send)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce(), { timeout: 5_000 })
    await expect(approvals.approve('personal_sign', send)).rejects.toMatchObject({ code: -32002 })
    expect(send).toHaveBeenCalledOnce()
    expect(signals[0]?.aborted).toBe(false)
    answer('0x1')
    await expect(first).resolves.toBe('0x1')
  })

  it('refuses a method with 4200 and shows it; over a waiting approval the view stays', async () => {
    const { approvals, send, history, isOpen } = setup()
    await expect(approvals.refuse('eth_sign')).rejects.toMatchObject({ code: 4200 })
    expect(isOpen()).toBe(true)
    expect(history()).toEqual(['ApproveTransaction'])
    expect(approvals.state.getState().refused?.method).toBe('eth_sign')

    const approving = approvals.approve('personal_sign', send)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce(), { timeout: 5_000 })
    const before = history()
    await expect(approvals.refuse('eth_sign')).rejects.toMatchObject({ code: 4200 })
    expect(history()).toEqual(before)
    approvals.abortPending()
    await expect(approving).rejects.toMatchObject({ code: 4001 })
  })

  it('aborts what waits on dispose and no longer follows the modal', async () => {
    const { approvals, send, signals, appKit } = setup()
    const approving = approvals.approve('personal_sign', send).catch((e: unknown) => e)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce(), { timeout: 5_000 })
    approvals.dispose()
    expect(signals[0]?.aborted).toBe(true)
    expect(await approving).toMatchObject({ code: 4001 })
    // The next approval is no longer aborted by closing the modal: nobody listens.
    const next = approvals.approve('personal_sign', send)
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2), { timeout: 5_000 })
    await appKit.close()
    expect(signals[1]?.aborted).toBe(false)
    approvals.abortPending()
    await expect(next).rejects.toMatchObject({ code: 4001 })
  })
})
