import { describe, expect, it } from 'vitest'
import { BaseError } from '../../errors/BaseError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { pairingLifetimeMs } from './pairingExpiry.js'
import { type PairingStatusParameters, pairingStatus } from './pairingStatus.js'
import {
  pairingCancelled,
  toWalletConnectError,
  walletConnectUnavailable,
} from './toWalletConnectError.js'

const now = 1_000_000
const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
const showing = { uri, expiresAt: now + pairingLifetimeMs }
const none = { uri: undefined, expiresAt: undefined }
const relayDown = walletConnectUnavailable('No pairing URI within 10 s.')
const rejected = toWalletConnectError({ code: 5000, message: 'User rejected.' })
const broken = new BaseError('Failed to connect', { code: 'FAILED_TO_CONNECT' })
const failedWith = (error: unknown) => ({ status: 'error' as const, error })

function status(parameters: Partial<PairingStatusParameters>) {
  return pairingStatus({
    online: true,
    attempt: { status: 'pending', error: undefined },
    retryError: undefined,
    pairing: none,
    now,
    ...parameters,
  })
}

describe('pairingStatus', () => {
  it('waits with a spinner until the relay gives a URI, then shows it', () => {
    expect(status({})).toEqual({ view: { state: 'loading' }, retryInBackground: false })
    expect(status({ pairing: showing }).view).toEqual({ state: 'ready', uri })
  })

  it('never shows a URI with fewer than 10 s left', () => {
    expect(status({ pairing: { uri, expiresAt: now + 10_000 } }).view).toEqual({
      state: 'ready',
      uri,
    })
    expect(status({ pairing: { uri, expiresAt: now + 9_999 } }).view).toEqual({ state: 'loading' })
  })

  it('says the device is offline before anything else, and retries nothing meanwhile', () => {
    expect(status({ online: false, pairing: showing })).toEqual({
      view: { state: 'offline' },
      retryInBackground: false,
    })
    expect(status({ online: false, attempt: failedWith(relayDown) }).retryInBackground).toBe(false)
  })

  it.each([
    ['rejected', rejected],
    [
      'rejected',
      new BaseError('Failed to connect', {
        code: 'FAILED_TO_CONNECT',
        cause: new UserRejectedRequestError(),
      }),
    ],
    ['unavailable', relayDown],
    ['failed', broken],
  ])('shows a pairing that failed as %s', (state, error) => {
    expect(status({ attempt: failedWith(error), pairing: showing }).view).toEqual({ state })
  })

  it('retries in the background only after the relay failed', () => {
    expect(status({ attempt: failedWith(relayDown) }).retryInBackground).toBe(true)
    for (const error of [rejected, broken, pairingCancelled()]) {
      expect(status({ attempt: failedWith(error) }).retryInBackground).toBe(false)
    }
    expect(status({ attempt: { status: 'success', error: undefined } }).retryInBackground).toBe(
      false,
    )
  })

  it("shows a background retry's own failure instead of the relay's", () => {
    const result = status({ attempt: failedWith(relayDown), retryError: broken })
    expect(result.view).toEqual({ state: 'failed' })
    // Unchanged, so a UI that runs the retry while this is true does not start another one: the
    // next try is the user's (Try again).
    expect(result.retryInBackground).toBe(true)
  })

  it('keeps the relay message when a background retry was only cancelled', () => {
    const result = status({ attempt: failedWith(relayDown), retryError: pairingCancelled() })
    expect(result.view).toEqual({ state: 'unavailable' })
  })

  it('shows the pairing, not a message, after a cancelled attempt', () => {
    expect(status({ attempt: failedWith(pairingCancelled()), pairing: showing }).view).toEqual({
      state: 'ready',
      uri,
    })
    expect(status({ attempt: failedWith(pairingCancelled()) }).view).toEqual({ state: 'loading' })
  })

  it('forgets a retry error once a new attempt runs', () => {
    expect(status({ retryError: broken, pairing: showing }).view).toEqual({ state: 'ready', uri })
  })
})
