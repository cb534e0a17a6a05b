import { describe, expect, it } from 'vitest'
import { BaseError } from '../../errors/BaseError.js'
import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { isLoopbackRelay } from './isLoopbackRelay.js'
import { isPairingExpired, pairingLifetimeMs } from './pairingExpiry.js'
import { toWalletConnectError } from './toWalletConnectError.js'

describe('toWalletConnectError', () => {
  it.each([5000, 4001])('turns a plain { code: %s } rejection into Connection rejected', (code) => {
    const raw = { code, message: 'User rejected.' }
    const error = toWalletConnectError(raw)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ shortMessage: 'Connection rejected', rpcCode: code })
    expect(error.walk()).toBe(raw)
  })

  it('keeps other provider codes, and wraps the rest as FAILED_TO_CONNECT', () => {
    expect(toWalletConnectError({ code: 4100, message: 'no' })).toBeInstanceOf(ProviderRpcError)
    const cause = new Error('Subscribing failed')
    expect(toWalletConnectError(cause)).toMatchObject({ code: 'FAILED_TO_CONNECT', cause })
    const kit = new BaseError('Modal closed', { code: 'MODAL_CLOSED' })
    expect(toWalletConnectError(kit)).toBe(kit)
  })
})

describe('isPairingExpired', () => {
  it('counts a pairing with fewer than 10 s left as expired', () => {
    expect(isPairingExpired(undefined, 0)).toBe(true)
    expect(isPairingExpired(pairingLifetimeMs, 0)).toBe(false)
    expect(isPairingExpired(10_000, 0)).toBe(false)
    expect(isPairingExpired(9_999, 0)).toBe(true)
    expect(pairingLifetimeMs).toBe(240_000)
  })
})

describe('isLoopbackRelay', () => {
  it.each([
    ['ws://127.0.0.1:4100', true],
    ['ws://localhost:4100', true],
    ['wss://relay.walletconnect.org', false],
    ['ws://127.0.0.1.evil.example', false],
    ['http://127.0.0.1:4100', false],
    ['nonsense', false],
  ])('%s -> %s', (url, loopback) => {
    expect(isLoopbackRelay(url)).toBe(loopback)
  })
})
