import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import { isAppKitError } from './isAppKitError.js'
import { RequestPendingError } from './RequestPendingError.js'
import { UnknownError } from './UnknownError.js'
import { UserRejectedRequestError } from './UserRejectedRequestError.js'

describe('isAppKitError', () => {
  it('accepts a BaseError and every subclass of it', () => {
    expect(isAppKitError(new BaseError('Modal closed', { code: 'MODAL_CLOSED' }))).toBe(true)
    expect(isAppKitError(new UserRejectedRequestError())).toBe(true)
    expect(isAppKitError(new UnknownError('boom'))).toBe(true)
  })

  it('refuses what only looks like a kit error: foreign errors, coded objects, non-errors', () => {
    const lookalikes = [
      new Error('Modal closed'),
      Object.assign(new Error('User rejected'), { code: 'USER_REJECTED_REQUEST' }),
      { code: 'USER_REJECTED_REQUEST', shortMessage: 'Connection rejected' },
      { code: 4001, message: 'User rejected the request.' },
      'USER_REJECTED_REQUEST',
      null,
      undefined,
    ]
    for (const value of lookalikes) {
      expect(isAppKitError(value), String(value)).toBe(false)
      expect(isAppKitError(value, 'USER_REJECTED_REQUEST'), String(value)).toBe(false)
    }
  })

  it('with a code, accepts only a kit error of that code', () => {
    const pending = new RequestPendingError()
    expect(isAppKitError(pending, 'REQUEST_PENDING')).toBe(true)
    expect(isAppKitError(pending, 'USER_REJECTED_REQUEST')).toBe(false)
    expect(isAppKitError(new UnknownError('boom'), 'UNKNOWN_RPC_ERROR')).toBe(false)
  })

  it('checks the error itself, not its causes; walk() finds a code deeper in the chain', () => {
    const rejected = new UserRejectedRequestError({ code: 4001, message: 'User denied' })
    const failed = new BaseError('Failed to connect', {
      code: 'FAILED_TO_CONNECT',
      cause: rejected,
    })
    expect(isAppKitError(failed, 'USER_REJECTED_REQUEST')).toBe(false)
    expect(failed.walk((error) => isAppKitError(error, 'USER_REJECTED_REQUEST'))).toBe(rejected)
  })
})
