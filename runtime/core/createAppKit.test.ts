import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit.js'
import { polkadotNetwork, testConfig } from './fixtures/testConfig.js'
import type { Logger } from './logger/createLogger.js'
import { storageKeys } from './storage/storageKeys.js'

function silentLogger() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } satisfies Logger
}

function setup(overrides: Parameters<typeof testConfig>[0] = {}, isMobile = false) {
  const logger = silentLogger()
  const appKit = createAppKit(testConfig(overrides), { storage: null, logger, isMobile })
  const view = () => appKit.getState().router.current.view
  const connect = () =>
    appKit.stores.chains.setAccount('eip155', {
      caipAddress: 'eip155:1:0xabc',
      address: '0xabc',
      status: 'connected',
    })
  return { appKit, logger, view, connect }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createAppKit', () => {
  it('opens on Connect when nothing is connected and reports it', async () => {
    const { appKit, view } = setup()
    const opened = vi.fn()
    appKit.events.on('modalOpen', opened)
    await appKit.open()
    expect(appKit.getState().modal.open).toBe(true)
    expect(view()).toBe('Connect')
    expect(opened).toHaveBeenCalledWith({ view: 'Connect', connected: false })
  })

  it('opens a requested view with its data', async () => {
    const { appKit } = setup()
    await appKit.open({ view: 'Swap', data: { toToken: 'USDC' } })
    expect(appKit.getState().router.current).toEqual({ view: 'Swap', data: { toToken: 'USDC' } })
  })

  it('opens Account when the active namespace has an address', async () => {
    const { appKit, view, connect } = setup()
    connect()
    await appKit.open()
    expect(view()).toBe('Account')
  })

  it('opens straight on pairing when no chain adapter serves the config', async () => {
    const desktop = setup({ networks: [polkadotNetwork] })
    await desktop.appKit.open()
    expect(desktop.view()).toBe('ConnectingWalletConnectBasic')
    const mobile = setup({ networks: [polkadotNetwork] }, true)
    await mobile.appKit.open()
    expect(mobile.view()).toBe('AllWallets')
  })

  it('asks isMobile when the modal opens, not when the instance is built', async () => {
    let mobile = false
    const appKit = createAppKit(testConfig({ networks: [polkadotNetwork] }), {
      storage: null,
      logger: silentLogger(),
      isMobile: () => mobile,
    })
    mobile = true
    await appKit.open()
    expect(appKit.getState().router.current.view).toBe('AllWallets')
  })

  it('closes, resets to Connect and reports it once', async () => {
    const { appKit, view, connect } = setup()
    const closed = vi.fn()
    appKit.events.on('modalClose', closed)
    connect()
    await appKit.open({ view: 'Networks' })
    await appKit.close()
    await appKit.close()
    expect(appKit.getState().modal.open).toBe(false)
    expect(view()).toBe('Connect')
    expect(closed).toHaveBeenCalledTimes(1)
    expect(closed).toHaveBeenCalledWith({ connected: true })
  })

  it('lands on Account after closing in embedded mode when connected', async () => {
    const { appKit, view, connect } = setup({ embedded: true })
    connect()
    await appKit.open({ view: 'Networks' })
    await appKit.close()
    expect(view()).toBe('Account')
  })

  it('closes the modal when going back at the root', async () => {
    const { appKit } = setup()
    await appKit.open()
    appKit.router.goBack()
    expect(appKit.getState().modal.open).toBe(false)
  })

  it('reports view changes', async () => {
    const { appKit } = setup()
    const changes = vi.fn()
    appKit.events.on('viewChange', changes)
    await appKit.open({ view: 'Networks' })
    appKit.router.goBack()
    expect(changes.mock.calls.map(([change]) => change)).toEqual([
      { view: 'Networks', previousView: 'Connect' },
      { view: 'Connect', previousView: 'Networks' },
    ])
  })

  it('gives a stable snapshot until something changes, and notifies subscribers', async () => {
    const { appKit } = setup()
    const first = appKit.getState()
    expect(appKit.getState()).toBe(first)
    const listener = vi.fn()
    const unsubscribe = appKit.subscribe(listener)
    await appKit.open()
    expect(listener).toHaveBeenCalled()
    expect(listener.mock.lastCall?.[0].modal.open).toBe(true)
    expect(appKit.getState()).not.toBe(first)
    unsubscribe()
    listener.mockClear()
    await appKit.close()
    expect(listener).not.toHaveBeenCalled()
  })

  it('logs a throwing event listener instead of failing open()', async () => {
    const { appKit, logger } = setup()
    appKit.events.on('modalOpen', () => {
      throw new Error('analytics down')
    })
    await expect(appKit.open()).resolves.toBeUndefined()
    expect(appKit.getState().modal.open).toBe(true)
    expect(logger.error).toHaveBeenCalledWith('A listener of "modalOpen" threw', expect.any(Error))
  })

  it('keeps two instances apart', async () => {
    const a = setup()
    const b = setup()
    const bOpened = vi.fn()
    b.appKit.events.on('modalOpen', bOpened)
    await a.appKit.open({ view: 'Networks' })
    a.connect()
    a.appKit.storage.set(storageKeys.activeNamespace, 'eip155')
    a.appKit.stores.modal.shake()
    expect(b.appKit.getState().modal).toEqual({ open: false, loading: false, shake: false })
    expect(b.view()).toBe('Connect')
    expect(b.appKit.stores.chains.getAccount('eip155').caipAddress).toBeUndefined()
    expect(b.appKit.storage.get(storageKeys.activeNamespace)).toBeUndefined()
    expect(bOpened).not.toHaveBeenCalled()
    expect(b.appKit.events).not.toBe(a.appKit.events)
  })

  it('releases timers and listeners on destroy and stays closed', async () => {
    vi.useFakeTimers()
    const { appKit, logger } = setup()
    const listener = vi.fn()
    const opened = vi.fn()
    appKit.subscribe(listener)
    appKit.events.on('modalOpen', opened)
    await appKit.open()
    appKit.stores.modal.shake()
    appKit.destroy()
    expect(vi.getTimerCount()).toBe(0)
    expect(appKit.getState().modal).toEqual({ open: false, loading: false, shake: false })
    listener.mockClear()
    opened.mockClear()
    await appKit.open()
    expect(appKit.getState().modal.open).toBe(false)
    expect(listener).not.toHaveBeenCalled()
    expect(opened).not.toHaveBeenCalled()
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('destroyed'))
  })
})
