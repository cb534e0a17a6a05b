import { act, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../core/actions/connect.js'
import { stubBalanceRpc } from '../../core/actions/fixtures/setupAppKit.js'
import { createTestProvider } from '../../core/connectors/fixtures/createTestProvider.js'
import { testIcon } from '../../core/connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../../core/createAppKit.js'
import { testConfig } from '../../core/fixtures/testConfig.js'
import { renderModal } from '../fixtures/renderModal.js'
import type { AppKitButtonStatus } from '../hooks/useAppKitButton.js'
import { AppKitCustomButton } from './AppKitCustomButton.js'
import { createAppKitProvider } from './AppKitProvider.js'

/** An app's own button set, drawn only from what the render prop gives. */
function CustomButtons({ seen }: { seen?: AppKitButtonStatus[] }) {
  return (
    <AppKitCustomButton>
      {({ ready, status, account, network, openConnect, openAccount, open, disconnect }) => {
        seen?.push(status)
        if (!ready) return <span>Loading wallet</span>
        return (
          <div>
            {network ? (
              <button type="button" onClick={() => open('Networks')}>
                {network.imageUrl ? <img alt="" src={network.imageUrl} /> : null}
                {network.supported ? network.name : 'Wrong network'}
              </button>
            ) : null}
            {account ? (
              <>
                <button type="button" onClick={openAccount}>
                  {account.displayAddress}{' '}
                  {account.balanceLoading ? '(reading)' : account.displayBalance}
                </button>
                <button type="button" onClick={disconnect}>
                  Sign out
                </button>
              </>
            ) : (
              <button type="button" onClick={openConnect}>
                {status === 'connecting' ? 'Waiting for wallet' : 'Connect my wallet'}
              </button>
            )}
          </div>
        )
      }}
    </AppKitCustomButton>
  )
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('AppKitCustomButton', () => {
  it('draws a connect button when disconnected that opens Connect', async () => {
    const view = renderModal({ children: <CustomButtons /> })
    // Ready once the kit has looked for a stored connection (none here).
    const connect = await screen.findByRole('button', { name: 'Connect my wallet' })
    await act(async () => connect.click())
    await view.modal().findByRole('dialog', { name: 'Connect Wallet' })
  })

  it('says a connection the user started is connecting', async () => {
    const view = renderModal({ children: <CustomButtons /> })
    await screen.findByRole('button', { name: 'Connect my wallet' })
    act(() => view.appKit.stores.chains.setAccount('eip155', { status: 'connecting' }))
    expect(screen.getByRole('button', { name: 'Waiting for wallet' })).toBeTruthy()
  })

  it('draws the truncated address and the balance once connected, and opens Account', async () => {
    const view = renderModal({ children: <CustomButtons /> })
    await view.connectWallet()
    const address = view.account().address ?? ''
    const shown = `${address.slice(0, 4)}...${address.slice(-6)} 1.234 ETH`
    const account = await screen.findByRole('button', { name: shown }, { timeout: 10_000 })
    await act(async () => account.click())
    await view.modal().findByRole('dialog', { name: 'Account' })
  })

  it("draws the network's name and image, and open('Networks') opens Networks", async () => {
    const view = renderModal({ children: <CustomButtons /> })
    const network = await screen.findByRole('button', { name: 'Ethereum' })
    // The image URL needs the Wallet API chunk: a dynamic import, so a generous bound.
    await waitFor(() => expect(network.querySelector('img')?.src).toContain('getAssetImage'), {
      timeout: 10_000,
    })
    await act(async () => network.click())
    await view.modal().findByRole('dialog', { name: 'Choose Network' })
  })

  it('says when the wallet is on a network the config does not list', async () => {
    const view = renderModal({ children: <CustomButtons /> })
    await view.connectWallet()
    await act(async () => view.provider.emit('chainChanged', '0x3e7'))
    expect(await screen.findByRole('button', { name: 'Wrong network' })).toBeTruthy()
  })

  it('disconnect() disconnects the wallet and the connect button comes back', async () => {
    const view = renderModal({ children: <CustomButtons /> })
    await view.connectWallet()
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click())
    expect(view.account().status).toBe('disconnected')
    expect(screen.getByRole('button', { name: 'Connect my wallet' })).toBeTruthy()
  })
})

/** A wallet extension that authorized the site on an earlier visit (a stored connection). */
async function returningVisitor() {
  stubBalanceRpc()
  const provider = createTestProvider()
  const detail = Object.freeze({
    info: { uuid: 'ext', name: 'MetaMask', icon: testIcon, rdns: 'io.metamask' },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce))
  const earlier = createAppKit(testConfig(), { isMobile: false })
  earlier.mount()
  await earlier.ready
  await connect(earlier, { connectorId: 'eip6963:io.metamask:ext' })
  earlier.destroy()
}

/** Renders on the server (no window), then hydrates that HTML; returns the page and errors. */
async function serverRenderThenHydrate(seen: AppKitButtonStatus[]) {
  const AppKitProvider = createAppKitProvider(testConfig())
  const app = (
    <AppKitProvider>
      <CustomButtons seen={seen} />
    </AppKitProvider>
  )
  vi.stubGlobal('window', undefined)
  const html = renderToString(app)
  vi.unstubAllGlobals()
  stubBalanceRpc()
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  cleanups.push(() => container.remove())
  const errors: unknown[] = []
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, app, {
      onRecoverableError: (error) => errors.push(error),
      onUncaughtError: (error) => errors.push(error),
    })
  })
  cleanups.push(() => act(() => root?.unmount()))
  return { html, container, errors, logged }
}

describe('AppKitCustomButton rendered on the server', () => {
  it('draws the placeholder on the server, then its button once hydrated, without a mismatch', async () => {
    const page = await serverRenderThenHydrate([])
    expect(page.html).toContain('Loading wallet')
    expect(page.html).not.toContain('Connect my wallet')
    expect(page.errors).toEqual([])
    expect(page.logged).not.toHaveBeenCalled()
    page.logged.mockRestore()
    await within(page.container).findByRole('button', { name: 'Connect my wallet' })
  })

  it('says reconnecting while a stored connection is restored, then connected', async () => {
    await returningVisitor()
    const seen: AppKitButtonStatus[] = []
    const page = await serverRenderThenHydrate(seen)
    page.logged.mockRestore()
    await waitFor(() => expect(page.container.textContent).toContain('ETH'), { timeout: 10_000 })
    expect(page.errors).toEqual([])
    expect(seen).toContain('reconnecting')
    expect(seen.at(-1)).toBe('connected')
    expect(seen).not.toContain('connecting')
  })
})
