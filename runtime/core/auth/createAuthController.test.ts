import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { switchNetwork } from '../actions/switchNetwork.js'
import { storageKeys } from '../storage/storageKeys.js'
import { AuthRpcError } from './AuthRpcError.js'
import { EmailCooldownError, InvalidEmailError } from './emailInputErrors.js'
import { setupAuth } from './fixtures/setupAuth.js'

// The embedded wallet over a fake page: its frame client is the real one, the secure site behind
// the frame a stand-in that speaks the frame protocol (frame/fixtures/createFakeSecurePage.ts).
const now = new Date('2026-01-15T12:00:00.000Z').getTime()
const cleanups: (() => void)[] = []
const user = {
  email: 'ada@example.com',
  address: '0x00000000000000000000000000000000000000a1',
  chainId: 1,
}

beforeEach(() => {
  // Only the clock: the kit's own timers and promises run for real.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setup(options: Parameters<typeof setupAuth>[0] = {}) {
  const auth = setupAuth(options)
  cleanups.push(auth.dispose)
  return { ...auth, frames: auth.page.frames }
}

/** A kit logged in through the fake secure site (GET_USER answered with `user`). */
async function loggedIn() {
  const context = setup()
  context.site.handle('GET_USER', { result: user })
  await context.auth.connector.connect()
  return context
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5_000 })

describe('createAuthController without the secure frame', () => {
  it('creates no frame when it is built', () => {
    const { frames } = setup()
    expect(frames()).toBe(0)
  })

  it('refuses an invalid address with Invalid email address and sends nothing', async () => {
    const { auth, appKit, frames } = setup()
    await expect(auth.sendCode('not-an-email')).rejects.toThrow('Invalid email address')
    await expect(auth.sendCode('   ')).rejects.toBeInstanceOf(InvalidEmailError)
    expect(frames()).toBe(0)
    // The cooldown starts only with a code actually asked for.
    expect(appKit.storage.get(storageKeys.lastLoginTime)).toBeUndefined()
  })

  it('refuses a login 10 s after the last one: Please try again after 20 seconds', async () => {
    const { auth, appKit, frames } = setup()
    appKit.storage.set(storageKeys.lastLoginTime, now - 10_000)
    const error = await auth.sendCode('ada@example.com').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect(error).not.toBeInstanceOf(AuthRpcError)
    expect(error).toMatchObject({
      code: 'EMAIL_COOLDOWN',
      shortMessage: 'Please try again after 20 seconds',
      secondsLeft: 20,
    })
    expect(frames()).toBe(0)
    // A refused try does not restart the cooldown.
    expect(appKit.storage.get(storageKeys.lastLoginTime)).toBe(now - 10_000)
  })

  it('counts the cooldown down to the second with the clock', async () => {
    const { auth, appKit } = setup()
    appKit.storage.set(storageKeys.lastLoginTime, now - 29_001)
    await expect(auth.sendCode('ada@example.com')).rejects.toMatchObject({
      shortMessage: 'Please try again after 1 seconds',
    })
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

describe('createAuthController over the secure frame', () => {
  it('asks for a code (CONNECT_EMAIL) and starts the cooldown once the site sent it', async () => {
    const { auth, site, appKit } = setup()
    site.handle('CONNECT_EMAIL', { result: { action: 'VERIFY_OTP' } })
    await expect(auth.sendCode(' ada@example.com ')).resolves.toBe('VERIFY_OTP')
    expect(site.receivedOf('CONNECT_EMAIL')).toMatchObject([
      { payload: { email: 'ada@example.com' } },
    ])
    expect(appKit.storage.get(storageKeys.lastLoginTime)).toBe(now)
    // Told the theme and the app once ready.
    await waitFor(() => expect(site.receivedOf('SYNC_DAPP_DATA')).toHaveLength(1))
    expect(site.receivedOf('SYNC_THEME')).toHaveLength(1)
  })

  it('connects with the user GET_USER answers and records the login', async () => {
    const { auth, appKit, provider } = await loggedIn()
    expect(appKit.storage.get(storageKeys.email)).toBe('ada@example.com')
    expect(appKit.storage.get(storageKeys.loginUsed)).toBe(true)
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([user.address])
    expect(auth.displayEmail()).toBe('ada@example.com')
  })

  it('sends personal_sign through ApproveTransaction and leaves the view once answered', async () => {
    const { provider, site, auth, view, appKit } = await loggedIn()
    const signing = provider.request({ method: 'personal_sign', params: ['0x68', user.address] })
    await waitFor(() => expect(site.receivedOf('RPC_REQUEST')).toHaveLength(1))
    expect(view()).toBe('ApproveTransaction')
    expect(auth.approval.getState().pending).toEqual({ method: 'personal_sign' })
    const [request] = site.receivedOf('RPC_REQUEST')
    expect(request?.payload).toEqual({
      method: 'personal_sign',
      params: ['0x68', user.address],
      chainId: 1,
      chainNamespace: 'eip155',
    })
    site.reply(request as NonNullable<typeof request>, { result: '0xsigned' })
    await expect(signing).resolves.toBe('0xsigned')
    expect(auth.approval.getState().pending).toBeUndefined()
    expect(appKit.stores.modal.getState().open).toBe(false)
  })

  it('rejects with the user’s 4001 when the frame’s screen was rejected', async () => {
    const { provider, site } = await loggedIn()
    site.handle('RPC_REQUEST', { error: 'User rejected the request.', code: 4001 })
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', user.address] }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('closing the modal aborts the approval: RPC_ABORT to the frame, 4001 to the app', async () => {
    const { provider, site, appKit, auth } = await loggedIn()
    const signing = provider
      .request({ method: 'eth_sendTransaction', params: [{ to: user.address }] })
      .catch((e: unknown) => e)
    await waitFor(() => expect(site.receivedOf('RPC_REQUEST')).toHaveLength(1))
    await appKit.close()
    const error = await signing
    expect(error).toBeInstanceOf(AuthRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'Request was aborted' })
    const [request] = site.receivedOf('RPC_REQUEST')
    expect(site.receivedOf('RPC_ABORT')).toMatchObject([{ payload: { id: request?.id } }])
    expect(auth.approval.getState().pending).toBeUndefined()
  })

  it('answers a second approval while one waits with -32002, and keeps the first', async () => {
    const { provider, site } = await loggedIn()
    const first = provider.request({ method: 'personal_sign', params: ['0x01', user.address] })
    await waitFor(() => expect(site.receivedOf('RPC_REQUEST')).toHaveLength(1))
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x02', user.address] }),
    ).rejects.toMatchObject({ code: -32002 })
    const [request] = site.receivedOf('RPC_REQUEST')
    site.reply(request as NonNullable<typeof request>, { result: '0xfirst' })
    await expect(first).resolves.toBe('0xfirst')
    expect(site.receivedOf('RPC_REQUEST')).toHaveLength(1)
  })

  it('sends read-only requests to the frame without the approval view', async () => {
    const { provider, site, view } = await loggedIn()
    site.handle('RPC_REQUEST', { result: '0x10' })
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(view()).not.toBe('ApproveTransaction')
  })

  it('signs out at the site on disconnect and forgets the login', async () => {
    const { auth, site, appKit } = await loggedIn()
    site.handle('SIGN_OUT', { result: undefined })
    await auth.connector.disconnect()
    expect(site.receivedOf('SIGN_OUT')).toHaveLength(1)
    expect(appKit.storage.get(storageKeys.signOutPending)).toBeUndefined()
    expect(appKit.storage.get(storageKeys.email)).toBeUndefined()
  })

  it('keeps a sign-out the site refused pending, and sends it again at the next start', async () => {
    const { auth, site, appKit } = await loggedIn()
    site.handle('SIGN_OUT', { error: 'Network Error' })
    await auth.connector.disconnect()
    // Forgotten in the kit all the same; the site is asked again later.
    expect(appKit.storage.get(storageKeys.email)).toBeUndefined()
    expect(appKit.storage.get(storageKeys.signOutPending)).toBe(1)
    site.handle('SIGN_OUT', { result: undefined })
    await expect(auth.endStoredLogin()).resolves.toBe(true)
    expect(site.receivedOf('SIGN_OUT')).toHaveLength(2)
    expect(appKit.storage.get(storageKeys.signOutPending)).toBeUndefined()
  })

  it('cancels a background sign-out when a login starts in the page', async () => {
    const { auth, site, appKit } = setup()
    appKit.storage.set(storageKeys.signOutPending, 1)
    site.handle('CONNECT_EMAIL', { result: { action: 'VERIFY_OTP' } })
    const ending = auth.endStoredLogin()
    await waitFor(() => expect(site.receivedOf('SIGN_OUT')).toHaveLength(1))
    await auth.sendCode('ada@example.com')
    await expect(ending).resolves.toBe(false)
    // Not confirmed: still counted for the next start, unless the login is made meanwhile.
    expect(appKit.storage.get(storageKeys.signOutPending)).toBe(2)
  })

  it('removes its frame and listener on dispose and aborts what waits', async () => {
    const { auth, provider, site, page } = await loggedIn()
    const signing = provider
      .request({ method: 'personal_sign', params: ['0x68', user.address] })
      .catch((e: unknown) => e)
    await waitFor(() => expect(site.receivedOf('RPC_REQUEST')).toHaveLength(1))
    expect(page.frames()).toBe(1)
    auth.dispose()
    expect(page.frames()).toBe(0)
    expect(page.messageListeners()).toBe(0)
    expect(await signing).toMatchObject({ code: 4001 })
    await expect(auth.sendCode('grace@example.com')).rejects.toMatchObject({
      code: 'IFRAME_REQUEST_ABORTED',
    })
    expect(page.frames()).toBe(0)
  })
})

describe('createAuthController and the Session Expired alert', () => {
  /** The alerts the kit raises from now on (their words arrive a moment later). */
  function alertsOf(appKit: ReturnType<typeof setup>['appKit']) {
    const keys: string[] = []
    appKit.events.on('alert', ({ key }) => keys.push(key))
    return keys
  }

  it('opens SESSION_EXPIRED when the secure site no longer knows a stored login', async () => {
    const { auth, appKit, site } = setup()
    appKit.storage.set(storageKeys.loginUsed, true)
    site.handle('IS_CONNECTED', { result: { isConnected: false } })
    const keys = alertsOf(appKit)
    await expect(auth.connector.isAuthorized()).resolves.toBe(false)
    await waitFor(() => expect(keys).toEqual(['SESSION_EXPIRED']))
  })

  it('opens none without a stored login, or when the site still knows it', async () => {
    const { auth, appKit, site } = setup()
    site.handle('IS_CONNECTED', { result: { isConnected: false } })
    const keys = alertsOf(appKit)
    await expect(auth.connector.isAuthorized()).resolves.toBe(false)
    appKit.storage.set(storageKeys.loginUsed, true)
    site.handle('IS_CONNECTED', { result: { isConnected: true } })
    await expect(auth.connector.isAuthorized()).resolves.toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(keys).toEqual([])
  })
})
