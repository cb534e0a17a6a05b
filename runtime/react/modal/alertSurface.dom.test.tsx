import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { testConfig } from '../../core/fixtures/testConfig.js'
import { type AlertKey, type AppKit, raiseAlert } from '../../core/kernel.js'
import type { AppKitUi } from '../AppKitUiContext.js'
import { createAppKitProvider } from '../components/AppKitProvider.js'
import { watchAlerts } from '../components/watchAlerts.js'
import { CaptureAppKit } from '../fixtures/CaptureAppKit.js'
import { renderModal } from '../fixtures/renderModal.js'
import { AppKitModal } from './AppKitModal.js'
import { loadAlertSurface } from './useAlertSurface.js'

// SPEC section 8's alerts on screen: in the open modal's card, above the view; as a toast while
// the modal is closed; one place each, also when raised as the dialog opens or closes.

beforeAll(() => loadAlertSurface())

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** The modal as the provider renders it, with the provider's alert wiring (`watchAlerts`). */
function setup(options: Parameters<typeof renderModal>[0] = {}) {
  const view = renderModal(options)
  stops.push(watchAlerts(view.appKit))
  const bar = () => view.shadowRoot().querySelector<HTMLElement>('.ak-alert')
  const toasts = () =>
    within(view.modal().getByRole('region', { name: 'Notifications alt+T' })).queryAllByRole(
      'listitem',
    )
  /** Raises `key` and waits for its words (a chunk of their own) to be emitted. */
  async function raise(key: AlertKey) {
    const emitted = new Promise((resolve) => view.appKit.events.on('alert', resolve))
    await act(async () => {
      raiseAlert(view.appKit, key)
      await emitted
    })
  }
  return { ...view, bar, toasts, raise }
}

describe('the alert surface', () => {
  it('shows an alert raised in the open modal at the top of the card, above the view', async () => {
    const view = setup()
    await view.open()
    const dialog = view.modal().getByRole('dialog', { name: 'Connect Wallet' })
    const focused = view.shadowRoot().activeElement
    await view.raise('SWITCH_NETWORK_NOT_FOUND')
    const alert = await waitFor(() => within(dialog).getByRole('alert'))
    expect(alert.textContent).toContain('Network Not Found')
    expect(alert.textContent).toContain('Network must be in the networks list.')
    // Under the header, before the view.
    const heading = within(dialog).getByRole('heading')
    const viewElement = dialog.querySelector('.ak-view') as HTMLElement
    expect(heading.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      alert.compareDocumentPosition(viewElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    // It takes no focus, and no toast shows it twice.
    expect(view.shadowRoot().activeElement).toBe(focused)
    expect(view.toasts()).toHaveLength(0)
  })

  it('shows an alert raised while the modal is closed as a toast, kept until closed', async () => {
    const view = setup()
    await view.raise('IFRAME_LOAD_FAILED')
    const region = view.modal().getByRole('region', { name: 'Notifications alt+T' })
    await waitFor(() =>
      expect(region.textContent).toContain('Network Error - Could not load embedded wallet'),
    )
    expect(region.textContent).toContain('Try again later.')
    expect(view.bar()).toBeNull()
    // Not on a timer: it waits for the visitor, who can close it.
    const [toast] = view.ui.toasts.getState().toasts
    expect(toast).toMatchObject({ type: 'error', duration: Number.POSITIVE_INFINITY })
    expect(within(region).getByRole('button', { name: 'Close notification' })).toBeTruthy()
  })

  it('replaces the older alert with the latest, and closes it with its own button', async () => {
    const view = setup()
    await view.open()
    await view.raise('IFRAME_LOAD_FAILED')
    await waitFor(() => expect(view.bar()?.textContent).toContain('Could not load'))
    await view.raise('IFRAME_REQUEST_TIMEOUT')
    await waitFor(() => expect(view.bar()?.textContent).toContain('Request Timed Out'))
    expect(view.shadowRoot().querySelectorAll('.ak-alert')).toHaveLength(1)
    const close = view.modal().getByRole('button', { name: 'Close notification' })
    await act(async () => fireEvent.click(close))
    expect(view.bar()).toBeNull()
    expect(view.appKit.getState().modal.open).toBe(true)
  })

  it('announces an error as an alert, a warning and a note as a status, each with its colour', async () => {
    const view = setup()
    await view.open()
    const emit = (severity: 'error' | 'warning' | 'info') =>
      act(() =>
        view.appKit.events.emit('alert', {
          key: 'MULTI_WALLET_NOT_ENABLED',
          title: `A ${severity}`,
          message: 'Words.',
          severity,
        }),
      )
    const roles: Record<string, string | null | undefined> = {}
    for (const severity of ['error', 'warning', 'info'] as const) {
      emit(severity)
      const bar = await waitFor(() => {
        const found = view.bar()
        expect(found?.textContent).toContain(`A ${severity}`)
        return found as HTMLElement
      })
      expect(bar.getAttribute('data-severity')).toBe(severity)
      roles[severity] = bar.getAttribute('role')
    }
    expect(roles).toEqual({ error: 'alert', warning: 'status', info: 'status' })
  })

  it('leaves a seen alert with the closed modal: no toast, and none on reopening', async () => {
    const view = setup()
    await view.open()
    await view.raise('SWITCH_NETWORK_NOT_FOUND')
    await waitFor(() => expect(view.bar()).not.toBeNull())
    await act(() => view.appKit.close())
    expect(view.toasts()).toHaveLength(0)
    await view.open()
    expect(view.bar()).toBeNull()
  })

  it('places an alert raised as the dialog opens in the card, not in a toast', async () => {
    const view = setup()
    await act(async () => {
      const emitted = new Promise((resolve) => view.appKit.events.on('alert', resolve))
      raiseAlert(view.appKit, 'UNVERIFIED_DOMAIN')
      void view.appKit.open()
      await emitted
    })
    await waitFor(() => expect(view.bar()?.textContent).toContain('Invalid App Configuration'))
    expect(view.toasts()).toHaveLength(0)
  })

  it('shows an alert raised as the dialog closes once, as a toast', async () => {
    const view = setup()
    await view.open()
    await act(async () => {
      const emitted = new Promise((resolve) => view.appKit.events.on('alert', resolve))
      // Raised while open; its words arrive after the close.
      raiseAlert(view.appKit, 'IFRAME_REQUEST_TIMEOUT')
      await view.appKit.close()
      await emitted
    })
    await waitFor(() => expect(view.toasts()).toHaveLength(1))
    expect(view.toasts()[0]?.textContent).toContain('Embedded Wallet Request Timed Out')
    expect(view.bar()).toBeNull()
  })

  it('moves an alert the closing dialog never showed to a toast instead of losing it', async () => {
    const view = setup()
    await view.open()
    // In one task: placed in the card, and the dialog closed before React could draw it.
    act(() => {
      view.appKit.events.emit('alert', {
        key: 'SESSION_EXPIRED',
        title: 'Session Expired',
        message: 'Invalid session, check time settings and reconnect.',
        severity: 'error',
      })
      void view.appKit.close()
    })
    await waitFor(() => expect(view.toasts()).toHaveLength(1))
    expect(view.toasts()[0]?.textContent).toContain('Session Expired')
    expect(view.modal().queryByRole('dialog')).toBeNull()
  })

  it('takes over a toast of the same alert when it comes again with the modal open', async () => {
    const view = setup()
    await view.raise('IFRAME_LOAD_FAILED')
    await waitFor(() => expect(view.toasts()).toHaveLength(1))
    await view.open()
    await view.raise('IFRAME_LOAD_FAILED')
    await waitFor(() => expect(view.bar()).not.toBeNull())
    await waitFor(() => expect(view.toasts()[0]?.hasAttribute('data-dismissed')).toBe(true))
  })

  it('shows alerts in an embedded card, which is always on screen', async () => {
    const view = setup({ config: { embedded: true }, children: <AppKitModal /> })
    const region = await waitFor(() => view.modal().getByRole('region', { name: 'Connect Wallet' }))
    await view.raise('SWITCH_NETWORK_NOT_FOUND')
    await waitFor(() => expect(within(region).getByRole('alert').textContent).toContain('Network'))
    expect(view.toasts()).toHaveLength(0)
  })

  it('raises PROJECT_ID_NOT_CONFIGURED once, on a WalletConnect view of a kit without a project id', async () => {
    const view = setup()
    // A kit whose config skipped validation: the schema requires a project id.
    Object.assign(view.appKit.config, { projectId: '' })
    const keys: string[] = []
    view.appKit.events.on('alert', ({ key }) => keys.push(key))
    await view.open({ view: 'ConnectingWalletConnect' })
    await waitFor(() => expect(view.bar()?.textContent).toContain('Project ID Not Configured'))
    await act(async () => view.appKit.router.push({ view: 'AllWallets' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(keys).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
  })
})

describe('the provider', () => {
  afterEach(cleanup)

  it('collects alerts raised before the modal is open and shows them as toasts', async () => {
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
    const AppKitProvider = createAppKitProvider(testConfig(), {
      storage: null,
      logger,
      window: null,
    })
    let captured: { appKit: AppKit; ui: AppKitUi } | undefined
    render(
      <AppKitProvider>
        <CaptureAppKit onCapture={(appKit, ui) => (captured = { appKit, ui })} />
      </AppKitProvider>,
    )
    const appKit = captured?.appKit as AppKit
    await act(async () => {
      raiseAlert(appKit, 'SESSION_EXPIRED')
    })
    await waitFor(() =>
      expect(captured?.ui.toasts.getState().toasts.map((toast) => toast.title)).toEqual([
        'Session Expired',
      ]),
    )
    // Logged at its severity too.
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Session Expired'))
  })
})
