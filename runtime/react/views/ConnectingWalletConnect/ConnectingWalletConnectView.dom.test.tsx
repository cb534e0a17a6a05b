import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFakeWalletConnectProvider,
  type FakeWalletConnectProvider,
} from '../../../core/connectors/walletConnect/fixtures/createFakeWalletConnectProvider.js'
import { AppKitConnectButton } from '../../components/AppKitButtons.js'
// Loaded up front: the connector imports it on first pairing, which fake timers cannot wait for.
import '../../../core/connectors/walletConnect/runPairingAttempt.js'
import { pairingLifetimeMs, storageKeys } from '../../../core/kernel.js'
import { type RenderModalOptions, renderModal } from '../../fixtures/renderModal.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The modal with WalletConnect on fake providers; the first `silent` ones never give a URI. */
function renderWalletConnect(options: RenderModalOptions & { silent?: number } = {}) {
  const providers: FakeWalletConnectProvider[] = []
  const view = renderModal({
    loadWalletConnectProvider: async () => {
      const silent = providers.length < (options.silent ?? 0)
      const provider = createFakeWalletConnectProvider({ silent })
      providers.push(provider)
      return provider
    },
    ...options,
  })
  const provider = () => {
    const last = providers.at(-1)
    if (!last) throw new Error('the SDK was not loaded')
    return last
  }
  const shownUri = () => view.modal().queryByTestId('wc-uri')?.getAttribute('data-uri')
  return { ...view, providers, provider, shownUri }
}

async function chooseWalletConnect(view: ReturnType<typeof renderWalletConnect>) {
  await view.open()
  const entry = view.modal().getByRole('button', { name: /WalletConnect/ })
  expect(entry.textContent).toContain('QR Code')
  await act(async () => fireEvent.click(entry))
}

afterEach(() => {
  vi.useRealTimers()
})

const pageButton = <AppKitConnectButton />

/** The relay failure on screen: what to check, an enabled Try again, no spinner, a free page button. */
function expectRelayMessage(view: ReturnType<typeof renderWalletConnect>) {
  const alert = view.modal().getByRole('alert')
  expect(alert.textContent).toContain('Could not reach WalletConnect')
  expect(alert.textContent).toContain(
    'The WalletConnect relay relay.walletconnect.org could not be reached: check your connection, a firewall or an ad blocker.',
  )
  const retry = view.modal().getByRole('button', { name: 'Try again' })
  expect(retry.hasAttribute('disabled')).toBe(false)
  expect(view.modal().queryByText('Preparing the QR code...')).toBeNull()
  expect(screen.getByRole('button', { name: 'Connect' }).hasAttribute('disabled')).toBe(false)
}

describe('ConnectingWalletConnect view', () => {
  it('lists WalletConnect first and draws the pairing URI as an SVG QR code', async () => {
    const view = renderWalletConnect()
    await view.open()
    const items = view.modal().getAllByRole('listitem')
    expect(items[0]?.textContent).toContain('WalletConnect')
    await chooseWalletConnect(view)
    await waitFor(() => expect(view.shownUri()).toMatch(/^wc:/))
    expect(view.shownUri()).toBe(view.provider().pairings[0]?.uri)
    const qr = view.modal().getByRole('img', { name: 'WalletConnect QR code' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/)
    expect(view.modal().getByRole('dialog', { name: 'WalletConnect' })).toBeTruthy()
    expect(view.account().status).toBe('connecting')
  })

  it('copies the URI with Copy link', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, onLine: true, clipboard: { writeText } })
    const view = renderWalletConnect()
    await chooseWalletConnect(view)
    await waitFor(() => expect(view.shownUri()).toBeTruthy())
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Copy link' })))
    expect(writeText).toHaveBeenCalledWith(view.shownUri())
  })

  it('connects when the wallet approves, and closes the modal', async () => {
    const view = renderWalletConnect()
    await chooseWalletConnect(view)
    await waitFor(() => expect(view.shownUri()).toBeTruthy())
    await act(async () => view.provider().pairings[0]?.approve())
    await waitFor(() => expect(view.account().status).toBe('connected'))
    expect(view.account()).toMatchObject({ address, connectedWalletInfo: { name: 'Fake Wallet' } })
    expect(view.modal().queryByRole('dialog')).toBeNull()
  })

  it('replaces an expiring URI with a fresh one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const view = renderWalletConnect()
    await chooseWalletConnect(view)
    await waitFor(() => expect(view.shownUri()).toBeTruthy())
    const first = view.shownUri()
    await act(() => vi.advanceTimersByTimeAsync(pairingLifetimeMs - 10_000))
    await waitFor(() => expect(view.shownUri()).toBe(view.provider().pairings[1]?.uri))
    expect(view.shownUri()).not.toBe(first)
  })

  it("shows 'Connection rejected' on a 5000 rejection, and Try again pairs afresh", async () => {
    const view = renderWalletConnect()
    await chooseWalletConnect(view)
    await waitFor(() => expect(view.shownUri()).toBeTruthy())
    await act(async () =>
      view.provider().pairings[0]?.reject({ code: 5000, message: 'User rejected.' }),
    )
    const alert = await view.modal().findByRole('alert')
    expect(alert.textContent).toContain('Connection rejected')
    expect(view.account().status).toBe('disconnected')
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Try again' })))
    await waitFor(() => expect(view.shownUri()).toBe(view.provider().pairings[1]?.uri))
  })

  it('says the device is offline, and pairs once it is back online', async () => {
    let online = false
    vi.stubGlobal('navigator', {
      ...navigator,
      get onLine() {
        return online
      },
    })
    const view = renderWalletConnect()
    await chooseWalletConnect(view)
    const alert = await view.modal().findByRole('alert')
    expect(alert.textContent).toBe(
      'No internet connection detected. Please restart your network and try again.',
    )
    expect(view.providers).toHaveLength(0)
    online = true
    await act(async () => window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(view.shownUri()).toMatch(/^wc:/))
  })

  it('retries by itself when the relay gives no URI', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const view = renderWalletConnect({ silent: 1 })
    await chooseWalletConnect(view)
    await waitFor(() => expect(view.providers).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(await view.modal().findByText('Could not reach WalletConnect')).toBeTruthy()
    expect(view.providers[0]?.closed.transport).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await waitFor(() => expect(view.shownUri()).toMatch(/^wc:/))
    expect(view.providers).toHaveLength(2)
  })

  it('keeps the relay message, an enabled Try again and a free page button while retrying in the background', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const view = renderWalletConnect({ silent: Number.POSITIVE_INFINITY, children: pageButton })
    await chooseWalletConnect(view)
    await waitFor(() => expect(view.providers).toHaveLength(1), { timeout: 10_000 })
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    await view.modal().findByText('Could not reach WalletConnect', {}, { timeout: 10_000 })
    // A minute of background retries (1, 3, 5 then every 10 s, each waiting 10 s for a URI).
    for (let elapsed = 0; elapsed < 60_000; elapsed += 500) {
      await act(() => vi.advanceTimersByTimeAsync(500))
      expectRelayMessage(view)
    }
    expect(view.providers.length).toBeGreaterThan(2)
    expect(view.account().status).toBe('disconnected')
  })

  it('replaces the relay message with the QR code once a background retry gets a URI', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // The first try and the first background retry hear nothing; the second one gets a URI.
    const view = renderWalletConnect({ silent: 2, children: pageButton })
    await chooseWalletConnect(view)
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    await view.modal().findByText('Could not reach WalletConnect', {}, { timeout: 10_000 })
    for (let elapsed = 0; elapsed < 1_000 + 10_000 + 2_500; elapsed += 500) {
      await act(() => vi.advanceTimersByTimeAsync(500))
      expectRelayMessage(view)
    }
    await act(() => vi.advanceTimersByTimeAsync(500))
    await waitFor(() => expect(view.shownUri()).toBe(view.provider().pairings.at(-1)?.uri), {
      timeout: 10_000,
    })
    expect(view.shownUri()).toMatch(/^wc:/)
    // The retry's own pairing is the one on show: nothing paired a second time.
    expect(view.provider().pairings).toHaveLength(1)
    expect(view.modal().queryByText('Could not reach WalletConnect')).toBeNull()
    await act(async () => view.provider().pairings.at(-1)?.approve())
    await waitFor(() => expect(view.account().status).toBe('connected'), { timeout: 10_000 })
  })

  it('says what went wrong when a background retry fails for another reason than the relay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const view = renderWalletConnect({ silent: 2 })
    await chooseWalletConnect(view)
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    await view.modal().findByText('Could not reach WalletConnect', {}, { timeout: 10_000 })
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await waitFor(() => expect(view.provider().pairings).toHaveLength(1), { timeout: 10_000 })
    await act(async () => view.provider().pairings[0]?.reject(new Error('Proposal failed')))
    const alert = await view.modal().findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toContain('Something went wrong while pairing with your wallet.')
    expect(view.modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(view.account().status).toBe('disconnected')
  })

  it('pairs once, and keeps pairing, under StrictMode double mounting', async () => {
    const view = renderWalletConnect({ strict: true })
    await chooseWalletConnect(view)
    await waitFor(() => expect(view.shownUri()).toBeTruthy())
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(view.providers).toHaveLength(1)
    expect(view.provider().pairings).toHaveLength(1)
    expect(view.account().status).toBe('connecting')
  })

  it('gives the pairing up when the modal closes', async () => {
    const view = renderWalletConnect()
    await chooseWalletConnect(view)
    await waitFor(() => expect(view.shownUri()).toBeTruthy())
    await act(() => view.appKit.close())
    await waitFor(() => expect(view.account().status).toBe('disconnected'))
    expect(view.provider().pairings).toHaveLength(1)
  })
})

describe('ConnectingWalletConnect for a picked wallet', () => {
  const custom = {
    id: 'pocket',
    name: 'Pocket Wallet',
    mobile_link: 'pocket://',
    webapp_link: 'https://app.pocket.example',
  }

  it('offers the checked app links, and records the wallet and the deep link on success', async () => {
    const view = renderWalletConnect({ isMobile: true, config: { wallets: { custom: [custom] } } })
    await view.open({ view: 'ConnectingWalletConnect', data: { walletId: 'pocket' } })
    await waitFor(() => expect(view.shownUri()).toBeTruthy())
    const open = view.modal().getByRole('link', { name: 'Open Pocket Wallet' })
    expect(open.getAttribute('href')).toBe(
      `pocket://wc?uri=${encodeURIComponent(view.shownUri() ?? '')}`,
    )
    const web = view.modal().getByRole('link', { name: 'Web app' })
    expect(web.getAttribute('href')).toMatch(/^https:\/\/app\.pocket\.example\/wc\?uri=wc%3A/)
    open.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(open)
    await act(async () => view.provider().pairings[0]?.approve())
    await waitFor(() => expect(view.account().status).toBe('connected'))
    expect(view.appKit.storage.get(storageKeys.deepLinkChoice)).toEqual({
      href: 'pocket://',
      name: 'Pocket Wallet',
    })
    expect(view.appKit.storage.get(storageKeys.recentWallets)?.[0]).toMatchObject({
      id: 'pocket',
      name: 'Pocket Wallet',
    })
  })

  it('disables a wallet link that fails the safety check, so nothing navigates', async () => {
    const view = renderWalletConnect({ isMobile: true, config: { wallets: { custom: [custom] } } })
    // `appkit validate` refuses this link; a config that never went through it must still not
    // navigate, so the link is put in after validation.
    Object.assign(view.appKit.config.wallets.custom[0] ?? {}, {
      mobile_link: 'javascript:alert(1)',
    })
    await view.open({ view: 'ConnectingWalletConnect', data: { walletId: 'pocket' } })
    await waitFor(() => expect(view.shownUri()).toBeTruthy())
    const open = view.modal().getByRole('button', { name: 'Open Pocket Wallet' })
    expect(open.hasAttribute('disabled')).toBe(true)
    const hrefs = [...view.shadowRoot().querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs.some((href) => href?.toLowerCase().includes('javascript'))).toBe(false)
  })
})

describe('ConnectingWalletConnectBasic view', () => {
  it('shows the generic QR code', async () => {
    const view = renderWalletConnect()
    await view.open({ view: 'ConnectingWalletConnectBasic' })
    await waitFor(() => expect(view.shownUri()).toMatch(/^wc:/))
    expect(view.modal().getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })
})
