import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../actions/fixtures/setupAppKit.js'
import { FrameRequestError } from '../frame/frameErrors.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import { storageKeys } from '../storage/storageKeys.js'
import { createEmailLoginFlow } from './createEmailLoginFlow.js'
import type { FrameRequest } from './createFrameSession.js'

function setup(answer: () => Promise<unknown>) {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const storage = createSafeStorage({ backend: createMemoryStorage(), logger })
  const request = vi.fn<FrameRequest>(async () => (await answer()) as never)
  const onStart = vi.fn()
  let clock = 1_000_000
  const flow = createEmailLoginFlow({ request, storage, onStart, now: () => clock })
  return {
    flow,
    storage,
    request,
    onStart,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

describe('createEmailLoginFlow', () => {
  it('sends one CONNECT_EMAIL for a double submit, and says a login starts each time', async () => {
    const { flow, request, onStart } = setup(async () => ({ action: 'VERIFY_OTP' }))
    const [first, second] = await Promise.all([
      flow.sendCode('ada@example.com'),
      flow.sendCode('ada@example.com'),
    ])
    expect([first, second]).toEqual(['VERIFY_OTP', 'VERIFY_OTP'])
    expect(request).toHaveBeenCalledOnce()
    expect(onStart).toHaveBeenCalledTimes(2)
  })

  it('starts the cooldown only once a code was sent: a failed ask may be retried at once', async () => {
    let fail = true
    const { flow, storage, request, advance } = setup(async () => {
      if (fail) throw new FrameRequestError('CONNECT_EMAIL', 'Network Error')
      return { action: 'VERIFY_DEVICE' }
    })
    await expect(flow.sendCode('ada@example.com')).rejects.toMatchObject({
      shortMessage: 'Network Error',
    })
    expect(storage.get(storageKeys.lastLoginTime)).toBeUndefined()
    fail = false
    await expect(flow.sendCode('ada@example.com')).resolves.toBe('VERIFY_DEVICE')
    expect(storage.get(storageKeys.email)).toBe('ada@example.com')
    advance(29_000)
    await expect(flow.sendCode('ada@example.com')).rejects.toMatchObject({
      code: 'EMAIL_COOLDOWN',
      secondsLeft: 1,
    })
    advance(1_000)
    await expect(flow.sendCode('ada@example.com')).resolves.toBe('VERIFY_DEVICE')
    expect(request).toHaveBeenCalledTimes(3)
  })

  it('sends the code the user typed (CONNECT_OTP) and the device approval (CONNECT_DEVICE)', async () => {
    const { flow, request } = setup(async () => undefined)
    await flow.verifyCode('123456')
    await flow.verifyDevice()
    expect(request.mock.calls).toEqual([
      ['CONNECT_OTP', { otp: '123456' }],
      ['CONNECT_DEVICE', undefined],
    ])
  })
})
