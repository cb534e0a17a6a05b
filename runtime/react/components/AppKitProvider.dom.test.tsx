import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestProvider } from '../../core/connectors/fixtures/createTestProvider.js'
import {
  createTestWindow,
  testAnnouncement,
} from '../../core/connectors/fixtures/createTestWindow.js'
import { testConfig } from '../../core/fixtures/testConfig.js'
import type { AppKit } from '../../core/kernel.js'
import { CaptureAppKit } from '../fixtures/CaptureAppKit.js'
import { AppKitConnectButton } from './AppKitButtons.js'
import { createAppKitProvider } from './AppKitProvider.js'

function setup() {
  const window = createTestWindow()
  window.install(testAnnouncement(createTestProvider(), { name: 'MetaMask', rdns: 'io.metamask' }))
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const AppKitProvider = createAppKitProvider(testConfig(), { window, storage: null, logger })
  let instance: AppKit | undefined
  const result = render(
    <StrictMode>
      <AppKitProvider>
        <AppKitConnectButton />
        <CaptureAppKit onCapture={(appKit) => (instance = appKit)} />
      </AppKitProvider>
    </StrictMode>,
  )
  const shadow = () => {
    const root = document.querySelector('[data-appkit="modal-host"]')?.shadowRoot
    if (!root) throw new Error('no modal host')
    return within(root as unknown as HTMLElement)
  }
  return { result, logger, shadow, instance: () => instance }
}

describe('AppKitProvider', () => {
  afterEach(cleanup)

  it('mounts the modal with the provider and opens it from the connect button, in StrictMode', async () => {
    const { shadow } = setup()
    // StrictMode unmounts and remounts effects once; the instance must survive that.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect' })))
    // The click fetches the modal's code if the page's idle moment has not yet.
    const dialog = await waitFor(() => shadow().getByRole('dialog', { name: 'Connect Wallet' }), {
      timeout: 10_000,
    })
    expect(within(dialog).getByRole('button', { name: /MetaMask/ })).toBeTruthy()
  })

  it('releases the instance and removes the host on unmount', async () => {
    const { result, instance, logger } = setup()
    result.unmount()
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(document.querySelector('[data-appkit="modal-host"]')).toBeNull()
    await instance()?.open()
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('destroyed'))
  })
})
