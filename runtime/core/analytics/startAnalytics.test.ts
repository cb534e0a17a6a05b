import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startWalletApi, type WalletApi } from '../../../sandbox/walletApi/startWalletApi.js'
import { connect } from '../actions/connect.js'
import { setupAppKit } from '../actions/fixtures/setupAppKit.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { startAnalytics } from './startAnalytics.js'

// startAnalytics in a stand-in page (window, document, idle callbacks, sendBeacon, fetch) with
// the real lazy part, the real Wallet API client on its stand-in and the kit's real actions.

let walletApi: WalletApi
const realFetch = globalThis.fetch
beforeAll(async () => {
  walletApi = await startWalletApi()
})
afterAll(() => walletApi.close())
afterEach(() => {
  vi.unstubAllGlobals()
  walletApi.fixture.isAnalyticsEnabled = true
})

const analytics = 'https://pulse.example'
const wait = { timeout: 10_000, interval: 10 }

/** A page that has loaded (or is still loading), recording what reaches the events endpoint. */
function stubPage(readyState: 'loading' | 'complete' = 'complete') {
  const window = Object.assign(new EventTarget(), {
    location: { href: 'https://dapp.example/app?ref=friend#top' },
  })
  const document = Object.assign(new EventTarget(), { readyState, visibilityState: 'visible' })
  const sent: Record<string, unknown>[] = []
  const record = (body: string) => sent.push((JSON.parse(body) as { props: object }).props as never)
  vi.stubGlobal('window', window)
  vi.stubGlobal('document', document)
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0))
  vi.stubGlobal('navigator', {
    sendBeacon: (_url: string, data: Blob) => {
      void data.text().then(record)
      return true
    },
  })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.startsWith(analytics)) {
      record(String(init?.body))
      return new Response(null, { status: 204 })
    }
    if (url.startsWith(walletApi.url)) return realFetch(input, init)
    // The kit's balance reads after a connect: an empty answer is enough here.
    const { id } = JSON.parse(String(init?.body)) as { id: number }
    return Response.json({ jsonrpc: '2.0', id, result: '0x0' })
  })
  const askedConfig = () =>
    walletApi.requests.filter((request) => request.path === '/getAnalyticsConfig').length
  return { window, sent, askedConfig }
}

function kit(config: Parameters<typeof setupAppKit>[0] = {}) {
  return setupAppKit({
    mount: false,
    provider: { chainId: 1, chains: [1, 8453] },
    ...config,
    config: { services: { walletApi: walletApi.url, analytics }, ...config.config },
  })
}

describe('startAnalytics', () => {
  it('does nothing with features.analytics off, without a projectId, or outside a browser', async () => {
    const before = walletApi.requests.length
    // Outside a browser: no window.
    const outside = kit()
    startAnalytics(outside.appKit)()
    const page = stubPage()
    const off = kit({ config: { features: { analytics: false } } }).appKit
    // The schema requires one; a hand-made config may still lack it.
    const noProject = kit().appKit
    ;(noProject.config as { projectId: string }).projectId = ''
    for (const appKit of [off, noProject]) {
      const stop = startAnalytics(appKit)
      await appKit.open()
      await appKit.close()
      await new Promise((resolve) => setTimeout(resolve, 100))
      stop()
    }
    await outside.appKit.open()
    expect(walletApi.requests.length).toBe(before)
    expect(page.sent).toEqual([])
  })

  it("waits for the page's load event and a first event before fetching its code", async () => {
    const page = stubPage('loading')
    const { appKit } = kit()
    const before = page.askedConfig()
    const stop = startAnalytics(appKit)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(page.askedConfig()).toBe(before)
    page.window.dispatchEvent(new Event('load'))
    // Loaded and idle, but nothing to report yet: no code and no question to the project.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(page.askedConfig()).toBe(before)
    await appKit.open()
    await vi.waitFor(() => expect(page.askedConfig()).toBe(before + 1), wait)
    stop()
  })

  it('keeps the events before its code arrives, and sends them', async () => {
    const page = stubPage('loading')
    const { appKit } = kit()
    const stop = startAnalytics(appKit)
    await appKit.open()
    await appKit.close()
    page.window.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(page.sent).toHaveLength(2), wait)
    expect(page.sent.map((props) => props.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    stop()
  })

  it('sends a connect and the modal, and nothing for a network switch', async () => {
    const page = stubPage()
    const { appKit, connectorId } = kit()
    const stop = startAnalytics(appKit)
    await connect(appKit, { connectorId: connectorId() })
    await vi.waitFor(() => expect(page.sent).toHaveLength(1), wait)
    const switched = vi.fn()
    appKit.events.on('switchNetwork', switched)
    await switchNetwork(appKit, { caipNetworkId: 'eip155:8453' })
    await switchNetwork(appKit, { caipNetworkId: 'eip155:1' })
    expect(switched).toHaveBeenCalledTimes(2)
    // Events leave in order: once the open and the close after the switches are in, nothing
    // else was sent for the switches.
    await appKit.open()
    await appKit.close()
    await vi.waitFor(() => expect(page.sent).toHaveLength(3), wait)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(page.sent.map((props) => props.event)).toEqual([
      'CONNECT_SUCCESS',
      'MODAL_OPEN',
      'MODAL_CLOSE',
    ])
    expect(JSON.stringify(page.sent)).not.toMatch(/SWITCH_NETWORK|8453/)
    expect(page.sent[0]).toMatchObject({ walletName: 'MetaMask', namespace: 'eip155' })
    stop()
  })

  it('stops listening and sending when stopped', async () => {
    const page = stubPage()
    const { appKit } = kit()
    const stop = startAnalytics(appKit)
    await appKit.open()
    await vi.waitFor(() => expect(page.sent).toHaveLength(1), wait)
    stop()
    await appKit.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(page.sent).toHaveLength(1)
  })
})
