import { act, cleanup, render, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupAppKit, stubBalanceRpc } from '../../core/actions/fixtures/setupAppKit.js'

// The modal's code is out of the page's first load: LazyShadowPortal fetches it once the provider
// has mounted, and again when something needs it after a failed fetch. Each test starts from a fresh module graph,
// as a page does, so that no earlier test has loaded the modal already.

const waitBound = { timeout: 10_000 }

let releases: (() => void)[] = []

async function renderPage(config: Parameters<typeof setupAppKit>[0] = {}) {
  stubBalanceRpc()
  const setup = setupAppKit(config)
  const { AppKitContext } = await import('../AppKitContext.js')
  const { AppKitUiContext, createAppKitUi } = await import('../AppKitUiContext.js')
  const { BodyModalHost } = await import('./BodyModalHost.js')
  const { AppKitModal } = await import('./AppKitModal.js')
  const embedded = setup.appKit.config.embedded
  const ui = createAppKitUi({ appendsHost: !embedded })
  releases.push(() => {
    setup.appKit.destroy()
    ui.dispose()
  })
  render(
    <AppKitContext.Provider value={setup.appKit}>
      <AppKitUiContext.Provider value={ui}>
        {embedded ? <AppKitModal /> : <BodyModalHost />}
      </AppKitUiContext.Provider>
    </AppKitContext.Provider>,
  )
  const host = () => document.querySelector<HTMLElement>('[data-appkit="modal-host"]')
  const modal = () => {
    const root = host()?.shadowRoot
    if (!root) throw new Error('the modal is not loaded: its host has no shadow root')
    return within(root as unknown as HTMLElement)
  }
  return { ...setup, ui, host, modal }
}

beforeEach(() => {
  vi.resetModules()
})

afterEach(() => {
  cleanup()
  for (const release of releases) release()
  releases = []
  vi.unstubAllGlobals()
  vi.doUnmock('./ShadowPortal.js')
})

describe('LazyShadowPortal', () => {
  it('loads the modal once the provider has mounted, with the modal still closed', async () => {
    const page = await renderPage()
    expect(page.host()).not.toBeNull()
    // Not part of the render: the host has no shadow root until the code is in.
    expect(page.host()?.shadowRoot).toBeNull()
    await waitFor(() => expect(page.host()?.shadowRoot).not.toBeNull(), waitBound)
    expect(page.modal().queryByRole('dialog')).toBeNull()
  })

  it('shows the dialog of a modal opened while its code is still arriving', async () => {
    const page = await renderPage()
    await act(() => page.appKit.open())
    const dialog = await waitFor(
      () => page.modal().getByRole('dialog', { name: 'Connect Wallet' }),
      waitBound,
    )
    expect(within(dialog).getByRole('button', { name: /MetaMask/ })).toBeTruthy()
  })

  it('shows a toast shown while its code is still arriving, with no dialog', async () => {
    const page = await renderPage()
    act(() => {
      page.ui.toasts.show({ type: 'info', title: 'Hello from the app' })
    })
    await waitFor(
      () => expect(page.modal().getByText('Hello from the app')).toBeTruthy(),
      waitBound,
    )
    expect(page.modal().queryByRole('dialog')).toBeNull()
  })

  it('shows the modal embedded in the page', async () => {
    const page = await renderPage({ config: { embedded: true } })
    await waitFor(
      () => expect(page.modal().getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy(),
      waitBound,
    )
  })

  it('closes an opening modal whose code fails to load, says why, and loads it on the next open', async () => {
    // The fetch at mount and the one the first open makes fail (offline); the next one works.
    let failures = 2
    vi.doMock('./ShadowPortal.js', async (importOriginal) => {
      if (failures > 0) {
        failures--
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      return importOriginal()
    })
    const page = await renderPage()
    await waitFor(() => expect(page.logger.error).toHaveBeenCalledTimes(1), waitBound)
    await act(() => page.appKit.open())
    await waitFor(() => expect(page.appKit.getState().modal.open).toBe(false), waitBound)
    expect(page.logger.error).toHaveBeenCalledTimes(2)
    expect(page.logger.error).toHaveBeenCalledWith('Could not load the modal', expect.any(Error))
    expect(page.host()?.shadowRoot).toBeNull()

    await act(() => page.appKit.open())
    await waitFor(
      () => expect(page.modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy(),
      waitBound,
    )
  })
})
