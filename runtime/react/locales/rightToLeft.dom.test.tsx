import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestProvider } from '../../core/connectors/fixtures/createTestProvider.js'
import {
  createTestWindow,
  testAnnouncement,
} from '../../core/connectors/fixtures/createTestWindow.js'
import { testConfig } from '../../core/fixtures/testConfig.js'
import { createAppKitReact } from '../createAppKitReact.js'
import { locale as ar } from './ar.js'
import { locale as en } from './en.js'

// The path of a generated module for `locale: 'ar'`: createAppKitReact applies the locale it is
// given, before the first render.
function renderArabicApp() {
  const window = createTestWindow()
  window.install(testAnnouncement(createTestProvider(), { name: 'MetaMask', rdns: 'io.metamask' }))
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const { AppKitProvider, AppKitButton } = createAppKitReact(testConfig({ locale: 'ar' }), {
    locale: ar,
    window,
    storage: null,
    logger,
  })
  render(
    <AppKitProvider>
      <AppKitButton />
    </AppKitProvider>,
  )
  const modal = () => {
    const root = document.querySelector('[data-appkit="modal-host"]')?.shadowRoot
    if (!root) throw new Error('no modal host')
    return within(root as unknown as HTMLElement)
  }
  return { modal }
}

afterEach(() => {
  cleanup()
  en.apply()
})

describe('an Arabic app', () => {
  it('renders Connect in Arabic, right to left', async () => {
    const { modal } = renderArabicApp()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'اتصال' })))
    // The click fetches the modal's code if the page's idle moment has not yet.
    const dialog = await waitFor(() => modal().getByRole('dialog', { name: 'ربط المحفظة' }), {
      timeout: 10_000,
    })
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeTruthy()
    expect(within(dialog).getByRole('list', { name: 'المحافظ' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'MetaMask مثبّتة' })).toBeTruthy()
    const title = within(dialog).getByRole('heading', { name: 'ربط المحفظة' })
    expect(title.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(title.closest('[lang]')?.getAttribute('lang')).toBe('ar')
  })

  it('gives the toast area the same language and direction', async () => {
    const { modal } = renderArabicApp()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'اتصال' })))
    const region = await waitFor(() => modal().getByRole('region', { name: 'الإشعارات alt+T' }), {
      timeout: 10_000,
    })
    expect(region.getAttribute('dir')).toBe('rtl')
    expect(region.getAttribute('lang')).toBe('ar')
  })
})
