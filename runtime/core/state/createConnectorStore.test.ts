import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEip155Discovery } from '../adapters/eip155/createEip155Discovery.js'
import { createTestProvider } from '../connectors/fixtures/createTestProvider.js'
import { createTestWindow, testAnnouncement } from '../connectors/fixtures/createTestWindow.js'
import { createConnectorStore } from './createConnectorStore.js'

function setup(options: { enableInjected?: boolean; enableEIP6963?: boolean } = {}) {
  const injected = createTestProvider()
  const announced = createTestProvider()
  const window = createTestWindow({ ethereum: injected })
  window.install(
    testAnnouncement(announced, { uuid: 'u-1', name: 'MetaMask', rdns: 'io.metamask' }),
  )
  const store = createConnectorStore({
    discoveries: [
      createEip155Discovery(window, {
        enableInjected: options.enableInjected ?? true,
        enableEIP6963: options.enableEIP6963 ?? true,
      }),
    ],
  })
  const ids = () => store.getState().connectors.map((connector) => connector.id)
  return { store, window, injected, announced, ids }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createConnectorStore', () => {
  it('lists announced wallets, then the Browser Wallet, while subscribed', () => {
    const { store, window, ids, announced, injected } = setup()
    expect(ids()).toEqual([])
    expect(window.announceListenerCount()).toBe(0)
    const off = store.subscribe(() => undefined)
    expect(ids()).toEqual(['eip6963:io.metamask:u-1', 'injected'])
    const [first, second] = store.getState().connectors
    expect(first?.getProvider()).toBe(announced)
    expect(second).toMatchObject({ type: 'INJECTED', name: 'Browser Wallet' })
    expect(second?.getProvider()).toBe(injected)
    expect(window.announceListenerCount()).toBe(1)
    off()
    expect(window.announceListenerCount()).toBe(0)
  })

  it('picks up a wallet that announces later and keeps connector identity across scans', () => {
    const { store, window, ids } = setup()
    const off = store.subscribe(() => undefined)
    const before = store.getState().connectors[0]
    window.install(testAnnouncement(createTestProvider(), { uuid: 'u-2', rdns: 'io.rabby' }))
    expect(ids()).toEqual(['eip6963:io.metamask:u-1', 'eip6963:io.rabby:u-2', 'injected'])
    off()
    const again = store.subscribe(() => undefined)
    expect(store.getState().connectors[0]).toBe(before)
    expect(ids()).toHaveLength(3)
    again()
  })

  it('honours enableInjected and enableEIP6963', () => {
    const noInjected = setup({ enableInjected: false })
    noInjected.store.subscribe(() => undefined)
    expect(noInjected.ids()).toEqual(['eip6963:io.metamask:u-1'])
    const noAnnounced = setup({ enableEIP6963: false })
    noAnnounced.store.subscribe(() => undefined)
    expect(noAnnounced.ids()).toEqual(['injected'])
    expect(noAnnounced.window.announceListenerCount()).toBe(0)
  })

  it('stays empty outside a browser', () => {
    // Outside a browser there is no page to discover wallets in.
    const store = createConnectorStore({ discoveries: [] })
    store.subscribe(() => undefined)
    expect(store.getState().connectors).toEqual([])
    expect(store.getConnector('injected')).toBeUndefined()
  })

  it('finds a connector by id without a subscriber, leaving no listener behind', () => {
    const { store, window } = setup()
    expect(store.getConnector('eip6963:io.metamask:u-1')?.name).toBe('MetaMask')
    expect(store.getConnector('unknown')).toBeUndefined()
    expect(window.announceListenerCount()).toBe(0)
  })

  it('waits for a connector until it appears, or until the timeout', async () => {
    vi.useFakeTimers()
    const { store, window } = setup()
    const byRdns = (rdns: string) => () =>
      store.getState().connectors.find((connector) => connector.rdns === rdns)
    await expect(store.waitForConnector(byRdns('io.metamask'), 500)).resolves.toMatchObject({
      rdns: 'io.metamask',
    })
    const late = store.waitForConnector(byRdns('io.rabby'), 500)
    await vi.advanceTimersByTimeAsync(100)
    window.install(testAnnouncement(createTestProvider(), { rdns: 'io.rabby' }))
    await expect(late).resolves.toMatchObject({ rdns: 'io.rabby' })
    const missing = store.waitForConnector(byRdns('com.missing'), 500)
    await vi.advanceTimersByTimeAsync(500)
    await expect(missing).resolves.toBeUndefined()
    expect(window.announceListenerCount()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ends the previous session when a namespace gets a new one', () => {
    const { store } = setup()
    const first = vi.fn()
    const second = vi.fn()
    const connector = store.getConnector('injected')
    if (!connector) throw new Error('no connector')
    store.setSession('eip155', { connector, unsubscribe: first })
    store.setSession('eip155', { connector, unsubscribe: second })
    expect(first).toHaveBeenCalledTimes(1)
    expect(store.getSession('eip155')?.unsubscribe).toBe(second)
    store.setSession('eip155', undefined)
    expect(second).toHaveBeenCalledTimes(1)
    expect(store.getSession('eip155')).toBeUndefined()
  })

  it('releases discovery, sessions and waits on dispose', async () => {
    const { store, window } = setup()
    store.subscribe(() => undefined)
    const unsubscribe = vi.fn()
    const connector = store.getConnector('injected')
    if (!connector) throw new Error('no connector')
    store.setSession('eip155', { connector, unsubscribe })
    const waiting = store.waitForConnector(() => undefined, 60_000)
    store.dispose()
    expect(window.announceListenerCount()).toBe(0)
    expect(unsubscribe).toHaveBeenCalledTimes(1)
    await expect(waiting).resolves.toBeUndefined()
    store.subscribe(() => undefined)
    expect(window.announceListenerCount()).toBe(0)
    const late = vi.fn()
    store.setSession('eip155', { connector, unsubscribe: late })
    expect(late).toHaveBeenCalledTimes(1)
    expect(store.getSession('eip155')).toBeUndefined()
  })
})
