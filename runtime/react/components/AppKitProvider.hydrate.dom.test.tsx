import { act, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../core/actions/connect.js'
import { stubBalanceRpc } from '../../core/actions/fixtures/setupAppKit.js'
import { createTestProvider } from '../../core/connectors/fixtures/createTestProvider.js'
import { testIcon } from '../../core/connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../../core/createAppKit.js'
import { testConfig } from '../../core/fixtures/testConfig.js'
import { AppKitButton } from './AppKitButtons.js'
import { createAppKitProvider } from './AppKitProvider.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
  document.body.innerHTML = ''
})

/** A wallet extension on the page that already authorized the site on an earlier visit. */
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
  return provider
}

describe('AppKitProvider and server rendering', () => {
  it('hydrates a server-rendered page of a returning visitor without a mismatch, then restores', async () => {
    const provider = await returningVisitor()
    const AppKitProvider = createAppKitProvider(testConfig())
    const app = (
      <AppKitProvider>
        <AppKitButton />
      </AppKitProvider>
    )
    // The server has no window: no storage, no wallets.
    vi.stubGlobal('window', undefined)
    const html = renderToString(app)
    vi.unstubAllGlobals()
    stubBalanceRpc()

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors: unknown[] = []
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, app, {
        onRecoverableError: (error) => errors.push(error),
        onUncaughtError: (error) => errors.push(error),
      })
    })
    cleanups.push(() => root?.unmount())
    expect(errors).toEqual([])
    // After hydration the stored connection comes back, with no prompt.
    await waitFor(() => expect(container.textContent).toContain('b92266'), { timeout: 5_000 })
    expect(provider.callsOf('eth_requestAccounts')).toHaveLength(1)
  })
})
