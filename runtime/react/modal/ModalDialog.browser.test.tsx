import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { testConfig } from '../../core/fixtures/testConfig.js'
import type { AppKit } from '../../core/kernel.js'
import { AppKitConnectButton } from '../components/AppKitButtons.js'
import { createAppKitProvider } from '../components/AppKitProvider.js'
import { CaptureAppKit } from '../fixtures/CaptureAppKit.js'
import { loadModalShell } from './LazyShadowPortal.js'

function renderApp() {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const AppKitProvider = createAppKitProvider(testConfig(), { storage: null, logger, window: null })
  let appKit: AppKit | undefined
  render(
    <AppKitProvider>
      <AppKitConnectButton />
      <CaptureAppKit onCapture={(instance) => (appKit = instance)} />
    </AppKitProvider>,
  )
  const root = () => {
    const shadow = document.querySelector('[data-appkit="modal-host"]')?.shadowRoot
    if (!shadow) throw new Error('no modal host')
    return shadow
  }
  const card = () => {
    const element = root().querySelector<HTMLElement>('[role="dialog"]')
    if (!element) throw new Error('the dialog is not open')
    return element
  }
  return { root, card, appKit: () => appKit as AppKit }
}

describe('the modal in Chromium', () => {
  // A page that has painted holds the modal's code (LazyShadowPortal): the click
  // renders the dialog in its own frame. Without it, the click fetches the code first.
  beforeAll(async () => {
    await loadModalShell()
  })
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })
  afterEach(cleanup)

  it('styles its shadow root through adopted constructable stylesheets', async () => {
    const app = renderApp()
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    const shadow = app.root()
    // The shell and the theme; a view may adopt one of its own (the Connect view's help link does).
    expect(shadow.adoptedStyleSheets.length).toBeGreaterThanOrEqual(2)
    expect(shadow.querySelector('style')).toBeNull()
    expect(shadow.querySelector('[style]')).toBeNull()
    const card = getComputedStyle(app.card())
    expect(card.width).toBe('360px')
    expect(card.backgroundColor).toBe('rgb(18, 19, 19)')
    const overlay = app.card().parentElement as HTMLElement
    expect(getComputedStyle(overlay).zIndex).toBe('999')
    expect(getComputedStyle(overlay).position).toBe('fixed')
    const title = shadow.querySelector('h2') as HTMLElement
    expect(getComputedStyle(title).fontSize).toBe('16px')
    // The page itself stays unstyled by us: nothing leaks out of the shadow root.
    expect(getComputedStyle(document.body).fontSize).not.toBe('14px')
  })

  it('switches to the light theme at run time', async () => {
    const app = renderApp()
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    act(() => app.appKit().stores.theme.setState({ themeMode: 'light' }))
    expect(getComputedStyle(app.card()).backgroundColor).toBe('rgb(255, 255, 255)')
  })

  it('locks the page scroll while open and restores focus to the opener on Escape', async () => {
    const app = renderApp()
    const button = screen.getByRole('button', { name: 'Connect' })
    await userEvent.click(button)
    // Both follow the dialog's first frame, to keep the opening click free of forced layouts.
    await vi.waitFor(
      () => expect(getComputedStyle(document.documentElement).overflow).toBe('hidden'),
      { timeout: 5_000 },
    )
    await vi.waitFor(() => expect(app.root().activeElement).toBe(app.card()), { timeout: 5_000 })
    await userEvent.keyboard('{Escape}')
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(app.root().querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden')
  })

  it('keeps Tab inside the dialog', async () => {
    const app = renderApp()
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    await vi.waitFor(() => expect(app.root().activeElement).toBe(app.card()), { timeout: 5_000 })
    for (let press = 0; press < 4; press++) {
      await userEvent.keyboard('{Tab}')
      expect(app.card().contains(app.root().activeElement)).toBe(true)
    }
  })

  it('is a bottom sheet on a narrow screen', async () => {
    await page.viewport(390, 800)
    const app = renderApp()
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(getComputedStyle(app.card()).width).toBe('390px')
  })
})
