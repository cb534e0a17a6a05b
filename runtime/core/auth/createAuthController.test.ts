// @vitest-environment happy-dom
// A DOM so that "no frame was created" can be seen: the controller adds its iframe to `document`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupAppKit, stubBalanceRpc } from '../actions/fixtures/setupAppKit.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import type { Eip1193Provider } from '../connectors/Connector.js'
import { storageKeys } from '../storage/storageKeys.js'
import { AuthRpcError } from './AuthRpcError.js'
import { createAuthController } from './createAuthController.js'

const now = new Date('2026-01-15T12:00:00.000Z').getTime()
const cleanups: (() => void)[] = []

beforeEach(() => {
  // Only the clock: the kit's own timers and promises run for real.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  stubBalanceRpc()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setup() {
  const kit = setupAppKit()
  cleanups.push(() => kit.appKit.destroy())
  const auth = createAuthController(kit.appKit)
  const frames = () => document.querySelectorAll('iframe').length
  // The embedded wallet's connector is eip155: its provider is an EIP-1193 one.
  const provider = auth.connector.getProvider() as Eip1193Provider
  return { ...kit, auth, frames, provider }
}

describe('createAuthController without the secure frame', () => {
  it('creates no frame when it is built', () => {
    const { frames } = setup()
    expect(frames()).toBe(0)
  })

  it('refuses an invalid address with Invalid email address and sends nothing', async () => {
    const { auth, appKit, frames } = setup()
    await expect(auth.sendCode('not-an-email')).rejects.toThrow('Invalid email address')
    await expect(auth.sendCode('   ')).rejects.toThrow('Invalid email address')
    expect(frames()).toBe(0)
    // The cooldown starts only with a code actually asked for.
    expect(appKit.storage.get(storageKeys.lastLoginTime)).toBeUndefined()
  })

  it('refuses a login 10 s after the last one: Please try again after 20 seconds', async () => {
    const { auth, appKit, frames } = setup()
    appKit.storage.set(storageKeys.lastLoginTime, now - 10_000)
    const error = await auth.sendCode('ada@example.com').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(AuthRpcError)
    expect((error as Error).message).toBe('Please try again after 20 seconds')
    expect(frames()).toBe(0)
    // A refused try does not restart the cooldown.
    expect(appKit.storage.get(storageKeys.lastLoginTime)).toBe(now - 10_000)
  })

  it('counts the cooldown down to the second with the clock', async () => {
    const { auth, appKit } = setup()
    appKit.storage.set(storageKeys.lastLoginTime, now - 29_001)
    await expect(auth.sendCode('ada@example.com')).rejects.toThrow(
      'Please try again after 1 seconds',
    )
  })

  it('answers eth_accounts with [] before any login, without a frame', async () => {
    const { provider, frames } = setup()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(frames()).toBe(0)
  })

  it("answers eth_chainId with the active network's id in hex, without a frame", async () => {
    const { provider, appKit, frames } = setup()
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await switchNetwork(appKit, { caipNetworkId: 'eip155:8453' })
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
    expect(frames()).toBe(0)
  })

  it('refuses eth_sign with 4200, opens ApproveTransaction and records the method', async () => {
    const { provider, auth, appKit, view, frames, logger } = setup()
    const error = await provider
      .request({
        method: 'eth_sign',
        params: ['0x0000000000000000000000000000000000000001', '0x00'],
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthRpcError)
    expect((error as AuthRpcError).code).toBe(4200)
    expect((error as AuthRpcError).message).toBe('Requested RPC call is not allowed')
    expect(appKit.stores.modal.getState().open).toBe(true)
    expect(view()).toBe('ApproveTransaction')
    expect(auth.approval.getState().refused).toEqual({ method: 'eth_sign', at: now })
    expect(auth.approval.getState().pending).toBeUndefined()
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('eth_sign'))
    expect(frames()).toBe(0)
  })

  it('stacks ApproveTransaction on the open modal for a refused method', async () => {
    const { provider, appKit, view } = setup()
    await appKit.open({ view: 'Connect' })
    await expect(provider.request({ method: 'wallet_switchEthereumChain' })).rejects.toMatchObject({
      code: 4200,
    })
    expect(view()).toBe('ApproveTransaction')
    expect(appKit.router.getState().history.map((entry) => entry.view)).toEqual([
      'Connect',
      'ApproveTransaction',
    ])
  })

  it('refuses a method named like an object key (__proto__) the same way', async () => {
    const { provider, auth } = setup()
    await expect(provider.request({ method: '__proto__' })).rejects.toMatchObject({ code: 4200 })
    expect(auth.approval.getState().refused?.method).toBe('__proto__')
  })

  it('names the connector after the stored email, else Email', () => {
    const { auth, appKit } = setup()
    expect(auth.connector.getWalletInfo?.()?.name).toBe('Email')
    appKit.storage.set(storageKeys.email, 'ada.lovelace.countess@analytical-engine.example')
    expect(auth.connector.getWalletInfo?.()?.name).toBe('ada.lovelace.countess@analy...')
  })

  it('forgets a stored login on disconnect without creating a frame to sign out', async () => {
    const { auth, appKit, frames, provider } = setup()
    appKit.storage.set(storageKeys.email, 'ada@example.com')
    appKit.storage.set(storageKeys.loginUsed, true)
    appKit.storage.set(storageKeys.lastChain, 'eip155')
    const accountsChanged = vi.fn()
    provider.on?.('accountsChanged', accountsChanged)
    await auth.connector.disconnect()
    expect(appKit.storage.get(storageKeys.email)).toBeUndefined()
    expect(appKit.storage.get(storageKeys.loginUsed)).toBeUndefined()
    expect(appKit.storage.get(storageKeys.lastChain)).toBeUndefined()
    expect(accountsChanged).toHaveBeenCalledWith([])
    expect(frames()).toBe(0)
  })
})
