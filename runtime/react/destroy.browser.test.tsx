import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page as browserPage } from 'vitest/browser'
import {
  createTestProvider,
  TestRpcError,
  testAccounts,
} from '../core/connectors/fixtures/createTestProvider.js'
import { testAnnouncement } from '../core/connectors/fixtures/createTestWindow.js'
import { testConfig } from '../core/fixtures/testConfig.js'
import type { AppKit } from '../core/kernel.js'
import { AppKitButton } from './components/AppKitButtons.js'
import { createAppKitProvider } from './components/AppKitProvider.js'
import { triggerCss } from './components/triggerCss.js'
import { CaptureAppKit } from './fixtures/CaptureAppKit.js'

// A kit built, mounted and used in a real page (a browser wallet connected and signed in, the
// account hub and its tabs, an email login started), then destroyed: the page must
// be as it was before, with no iframe, window or document listener, timer, interval or sheet of
// the kit left behind (DESIGN, "Data flow"). Nothing here needs the sandbox, nor a stand-in for
// fetch: the Wallet API and the Blockchain API are this test server's own origin (it answers
// every path, with nothing of theirs: the origin check passes, the lists stay empty), the RPC URLs
// too (reads fail, the ranking pings on), and the secure site is an origin that answers nothing
// (the frame is made all the same, and waits for it). WalletConnect is off: its pairing needs a
// relay this page does not have.

/** The bound of every wait on the kit: generous, for a loaded 2-core machine. */
const bound = 20_000
const waitLong = <T,>(check: () => T) => waitFor(check, { timeout: bound })

/** anvil's first dev key: the key of `testAccounts[0]`, which the wallet signs with. */
const signer = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

/**
 * A browser wallet announced in the real page (EIP-6963) that approves every prompt and signs
 * `personal_sign` with the dev key. Installed before the page is watched: it is the page's.
 */
function installWallet() {
  const provider = createTestProvider({ chainId: 1, chains: [1, 8453] })
  const answer = provider.request.bind(provider)
  provider.request = async (args) => {
    if (args.method !== 'personal_sign') return answer(args)
    provider.calls.push({ method: args.method, params: args.params })
    const [data, address] = args.params as [Hex, string]
    if (address.toLowerCase() !== testAccounts[0].toLowerCase()) {
      throw new TestRpcError(4100, 'Not an account of this wallet')
    }
    return signer.signMessage({ message: { raw: data } })
  }
  const detail = Object.freeze(
    testAnnouncement(provider, { name: 'Test Wallet', rdns: 'dev.test' }),
  )
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

interface Live {
  describe: string
}

/**
 * Watches what the page holds from now on: listeners added to `window` and `document` and not
 * removed (nor fired, for `once` ones, nor dropped by their `signal`), and timers and intervals
 * armed and neither run (timers) nor cleared. What was there before is the baseline.
 */
function watchPage() {
  const listeners = new Set<Live & { matches(...key: unknown[]): boolean }>()
  const timers = new Map<number, Live>()
  const intervals = new Map<number, Live>()
  // Where it was added or armed: the frames of the code that did it, to name a leak.
  const origin = () => (new Error().stack ?? '').split('\n').slice(3, 9).join('\n')

  const captureOf = (options?: boolean | EventListenerOptions) =>
    typeof options === 'boolean' ? options : Boolean(options?.capture)
  const restores: (() => void)[] = []
  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const add = target.addEventListener.bind(target)
    const remove = target.removeEventListener.bind(target)
    const find = (type: string, listener: unknown, capture: boolean) =>
      [...listeners].find((entry) => entry.matches(name, type, listener, capture))
    target.addEventListener = (
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) => {
      // A null listener is no listener: the page ignores it.
      if (!listener) return
      add(type, listener, options)
      const capture = captureOf(options)
      if (find(type, listener, capture)) return
      const entry = {
        describe: `${name} '${type}' listener\n${origin()}`,
        matches: (...key: unknown[]) =>
          [name, type, listener, capture].every((part, index) => key[index] === part),
      }
      listeners.add(entry)
      const settings = typeof options === 'object' ? options : {}
      // A `once` listener goes when it fires: this one fires with it, and is the page's own.
      if (settings.once) add(type, () => listeners.delete(entry), { once: true, capture })
      settings.signal?.addEventListener('abort', () => listeners.delete(entry))
    }
    target.removeEventListener = (
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) => {
      if (!listener) return
      remove(type, listener, options)
      const entry = find(type, listener, captureOf(options))
      if (entry) listeners.delete(entry)
    }
    restores.push(() => {
      Reflect.deleteProperty(target, 'addEventListener')
      Reflect.deleteProperty(target, 'removeEventListener')
    })
  }

  const { setTimeout, clearTimeout, setInterval, clearInterval } = window
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: number = setTimeout(() => {
      timers.delete(id)
      if (typeof handler === 'function') handler(...args)
    }, delay)
    timers.set(id, { describe: `setTimeout of ${delay ?? 0} ms\n${origin()}` })
    return id
  }) as typeof window.setTimeout
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: number = setInterval(handler, delay, ...args)
    intervals.set(id, { describe: `setInterval of ${delay ?? 0} ms\n${origin()}` })
    return id
  }) as typeof window.setInterval
  // Browsers share the ids: either clear ends either kind.
  const clear = (id: number | undefined) => {
    if (id === undefined) return
    timers.delete(id)
    intervals.delete(id)
  }
  window.clearTimeout = ((id?: number) => {
    clear(id)
    clearTimeout(id)
  }) as typeof window.clearTimeout
  window.clearInterval = ((id?: number) => {
    clear(id)
    clearInterval(id)
  }) as typeof window.clearInterval
  restores.push(() => {
    Object.assign(window, { setTimeout, clearTimeout, setInterval, clearInterval })
  })

  return {
    listeners: () => [...listeners].map((entry) => entry.describe),
    timers: () => [...timers.values(), ...intervals.values()].map((entry) => entry.describe),
    stop: () => {
      for (const restore of restores) restore()
    },
  }
}

/** The sheets every shadow root of the page has adopted. */
const shadowSheets = () =>
  [...document.querySelectorAll('*')].flatMap((element) =>
    element.shadowRoot ? [...element.shadowRoot.adoptedStyleSheets] : [],
  )

/** A sheet's rules as text. */
const rulesOf = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText)

/**
 * The static sheet of the trigger buttons, as text: shared by every kit of the document and
 * naming none of them, it may stay (a document-keyed sheet).
 */
function sharedTriggerRules(): string[] {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(triggerCss)
  return rulesOf(sheet)
}

/** The modal's shadow root, to query the way a visitor finds things. */
function modal() {
  const root = document.querySelector('[data-appkit="modal-host"]')?.shadowRoot
  if (!root) throw new Error('the modal is not on the page')
  return within(root as unknown as HTMLElement)
}

const click = (element: Element) => act(async () => fireEvent.click(element))

const watches: { stop(): void }[] = []
afterEach(() => {
  cleanup()
  for (const watch of watches.splice(0)) watch.stop()
})

describe('destroy(), in Chromium', () => {
  it('leaves the page at its baseline after a kit was used: no iframe, listener, timer, interval or sheet of it', async () => {
    // React's own document listener is added once per document, by its first root: before the
    // baseline, as are the page's wallet and a first render.
    await browserPage.viewport(1280, 800)
    render(<div />)
    cleanup()
    const removeWallet = installWallet()
    const iframesBefore = document.querySelectorAll('iframe').length
    const sheetsBefore = [...document.adoptedStyleSheets]
    const shadowSheetsBefore = shadowSheets().length
    const page = watchPage()
    watches.push(page, { stop: removeWallet })

    const here = window.location.origin
    const config = testConfig({
      rpcUrls: { 'eip155:1': [`${here}/rpc/a`, `${here}/rpc/b`] },
      services: { walletApi: here, blockchainApi: here, secureSite: 'http://127.0.0.1:9' },
      wallets: { enableWalletConnect: false },
      siwx: { enabled: true, expiry: 3600 },
    })
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
    const AppKitProvider = createAppKitProvider(config, { storage: null, logger, isMobile: false })
    let captured: AppKit | undefined
    render(
      <AppKitProvider>
        <AppKitButton />
        <CaptureAppKit onCapture={(instance) => (captured = instance)} />
      </AppKitProvider>,
    )
    const appKit = captured as AppKit
    let isDestroyed = false
    const destroy = appKit.destroy
    appKit.destroy = () => {
      destroy()
      isDestroyed = true
    }
    const trigger = (name: 'connect-button' | 'account-button') =>
      document.querySelector(`[data-appkit="${name}"]`) as HTMLElement

    // Connect the browser wallet from the modal, and sign in.
    await click(trigger('connect-button'))
    // The click fetches the modal's code if the page's idle moment has not yet.
    await click(await waitLong(() => modal().getByRole('button', { name: /Test Wallet/ })))
    const sign = await modal().findByRole('button', { name: 'Sign' }, { timeout: bound })
    // Enabled once the sign-in chunk is in.
    await waitLong(() => expect(sign.getAttribute('aria-disabled')).toBeNull())
    await click(sign)
    await waitLong(() => expect(appKit.getState().siwx.status).toBe('signed-in'))
    await waitLong(() => expect(appKit.getState().modal.open).toBe(false))

    // The account hub and its tabs (their reads fail here: the views say so).
    await waitLong(() => expect(trigger('account-button')).not.toBeNull())
    await click(trigger('account-button'))
    for (const tab of ['Activity', 'NFTs', 'Tokens']) {
      await click(await modal().findByRole('tab', { name: tab }, { timeout: bound }))
    }

    // While signed in (its expiry timer armed), the app opens Connect, and an email login starts:
    // the secure frame is made and waits for its site.
    await act(() => appKit.open({ view: 'Connect' }))
    const email = await modal().findByRole('textbox', { name: 'Email' }, { timeout: bound })
    await act(async () => fireEvent.change(email, { target: { value: 'ada@example.com' } }))
    await click(modal().getByRole('button', { name: 'Continue with email' }))
    await waitLong(() =>
      expect(document.querySelectorAll('iframe')).toHaveLength(iframesBefore + 1),
    )
    // What the kit holds now, and must give back: among others the frame's message listener,
    // its load time-out and the session's expiry timer (and the RPC ranking's, between pings).
    expect(page.listeners().some((entry) => entry.startsWith("window 'message'"))).toBe(true)
    expect(appKit.getState().siwx.session?.data.expirationTime).toBeDefined()
    expect(page.timers().length).toBeGreaterThanOrEqual(2)

    // The app goes: the provider unmounts and destroys its kit.
    cleanup()
    await vi.waitUntil(() => isDestroyed, { timeout: bound, interval: 20 })

    // Each said apart (soft), so that a failure names everything left at once.
    expect.soft(document.querySelectorAll('iframe')).toHaveLength(iframesBefore)
    expect.soft(page.listeners()).toEqual([])
    const sheetsLeft = document.adoptedStyleSheets.filter((sheet) => !sheetsBefore.includes(sheet))
    const shared = sharedTriggerRules()
    expect
      .soft(sheetsLeft.map(rulesOf).filter((rules) => rules.join() !== shared.join()))
      .toEqual([])
    expect.soft(shadowSheets()).toHaveLength(shadowSheetsBefore)
    // A timer armed before destroy() may still run once, arming nothing: viem's ranking waits
    // its 4 s interval before it finds the ranking stopped. None is left after that.
    await vi.waitFor(() => expect(page.timers()).toEqual([]), { timeout: 6_000, interval: 100 })
  }, 180_000)
})
