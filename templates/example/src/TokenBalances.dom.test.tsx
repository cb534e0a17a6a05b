import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { type AppKit, connect } from 'appkit'
import { useAppKitInstance } from 'appkit/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppKitProvider } from './appkit.generated'
import { TokenBalances } from './TokenBalances'

// The page as `appkit dev` serves it: the generated module's own bindings over its config, with
// the Blockchain API on loopback (the dev server rewrites the module the same way). Everything
// else is the real kit: provider, hooks and emitter.
vi.mock('./appkit.generated', async (importOriginal) => {
  const generated = await importOriginal<typeof import('./appkit.generated')>()
  const { createAppKitReact } = await import('appkit/react')
  const { eip155Adapter } = await import('appkit')
  const appKitConfig = {
    ...generated.appKitConfig,
    services: { ...generated.appKitConfig.services, blockchainApi: 'http://127.0.0.1:4000' },
  }
  // Storage in memory: nothing is restored from, or left in, the test page's localStorage.
  const bindings = createAppKitReact(appKitConfig, { adapters: [eip155Adapter], storage: null })
  return { ...generated, ...bindings, appKitConfig }
})

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A browser wallet in the page (EIP-6963), on the sandbox's Localhost (31337) with one account.
 * Returns its removal.
 */
function installWallet(): () => void {
  const provider = {
    async request({ method }: { method: string }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address]
      if (method === 'eth_chainId') return '0x7a69'
      return null
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
  const detail = Object.freeze({
    info: {
      uuid: crypto.randomUUID(),
      name: 'Test Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'dev.test',
    },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

const balance = (symbol: string, numeric: string, value?: unknown) => ({
  symbol,
  quantity: { decimals: '18', numeric },
  ...(value === undefined ? {} : { value }),
})

/**
 * Answers each balance request of the Blockchain API with the next body of `bodies` (the last one
 * again after that); anything else the page asks (the kit's RPC reads) gets a 404.
 */
function answerBalances(...bodies: unknown[]) {
  const requests: RequestInit[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!String(url).startsWith('http://127.0.0.1:4000/v1/account/')) {
        return new Response('', { status: 404 })
      }
      requests.push(init)
      const body = bodies[Math.min(requests.length, bodies.length) - 1]
      return new Response(JSON.stringify(body), { status: 200 })
    }),
  )
  return requests
}

const removals: (() => void)[] = []

/** Hands the provider's kit to the test, which otherwise cannot reach it. */
function CaptureKit({ onCapture }: { onCapture(appKit: AppKit): void }) {
  onCapture(useAppKitInstance())
  return null
}

/**
 * Renders `ui` in the real provider and connects the page's wallet; returns the kit, and
 * `rerender` to render another `ui` in the same tree.
 */
async function renderConnected(ui: ReactNode = <TokenBalances />) {
  removals.push(installWallet())
  let kit: AppKit | undefined
  const capture = (instance: AppKit) => {
    kit = instance
  }
  const page = (content: ReactNode) => (
    <AppKitProvider>
      <CaptureKit onCapture={capture} />
      {content}
    </AppKitProvider>
  )
  const view = render(page(ui))
  if (!kit) throw new Error('the provider gave no kit')
  const appKit: AppKit = kit
  await act(async () => {
    await appKit.ready
    // Asking for an id it does not list makes the kit look for the page's wallets once.
    appKit.stores.connectors.getConnector('')
    const wallet = appKit.stores.connectors
      .getState()
      .connectors.find((each) => each.name === 'Test Wallet')
    if (!wallet) throw new Error('the kit did not find the test wallet')
    await connect(appKit, { connectorId: wallet.id })
  })
  return { appKit, rerender: (content: ReactNode) => view.rerender(page(content)) }
}

const shown = (symbol: string) => screen.queryByTestId(`balance-${symbol}`)?.textContent

describe('TokenBalances', () => {
  afterEach(() => {
    cleanup()
    for (const remove of removals.splice(0)) remove()
    vi.unstubAllGlobals()
  })

  it("reads the balances again after the modal's send, keeping the old list until then", async () => {
    const requests = answerBalances(
      { balances: [balance('ETH', '10')] },
      { balances: [balance('ETH', '9.75')] },
    )
    const { appKit } = await renderConnected()
    await waitFor(() => expect(shown('ETH')).toBe('10 ETH'))

    act(() =>
      appKit.events.emit('sendSuccess', {
        namespace: 'eip155',
        caipNetworkId: 'eip155:31337',
        token: 'ETH',
        amount: '0.25',
        hash: `0x${'ab'.repeat(32)}`,
      }),
    )
    expect(shown('ETH')).toBe('10 ETH')
    expect(screen.queryByText('Loading...')).toBeNull()
    await waitFor(() => expect(shown('ETH')).toBe('9.75 ETH'))
    expect(requests).toHaveLength(2)
    // Not answered from the browser's cache of the answer before the send.
    expect(requests[1]?.cache).toBe('no-store')
  })

  it("reads the balances again after the page's own send", async () => {
    const requests = answerBalances(
      { balances: [balance('ETH', '10')] },
      { balances: [balance('ETH', '9.999')] },
    )
    const { rerender } = await renderConnected(<TokenBalances ownSends={0} />)
    await waitFor(() => expect(shown('ETH')).toBe('10 ETH'))
    rerender(<TokenBalances ownSends={1} />)
    await waitFor(() => expect(shown('ETH')).toBe('9.999 ETH'))
    expect(requests).toHaveLength(2)
  })

  it('shows USD values with a note that they are sandbox prices', async () => {
    answerBalances({ balances: [balance('ETH', '1.5', 4500), balance('SUSD', '250', 250)] })
    await renderConnected()
    await waitFor(() => expect(shown('ETH')).toBe('1.5 ETH'))
    const usd = (value: number) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(value)
    expect(screen.getByTestId('usd-ETH').textContent).toBe(usd(4500))
    expect(screen.getByTestId('usd-SUSD').textContent).toBe(usd(250))
    expect(screen.getByTestId('sandbox-prices').textContent).toBe(
      'USD values use sandbox prices: fixed for testing, not market prices.',
    )
  })

  it('shows no USD value and no price note when the answer has no usable value', async () => {
    answerBalances({ balances: [balance('ETH', '1.5'), balance('SUSD', '2', 'lots')] })
    await renderConnected()
    await waitFor(() => expect(shown('SUSD')).toBe('2 SUSD'))
    expect(screen.queryByTestId('usd-ETH')).toBeNull()
    expect(screen.queryByTestId('usd-SUSD')).toBeNull()
    expect(screen.queryByTestId('sandbox-prices')).toBeNull()
  })
})
