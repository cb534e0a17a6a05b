import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppKitConnectButton } from '../components/AppKitButtons.js'
import { renderModal } from '../fixtures/renderModal.js'

const openWithButton = async (view: ReturnType<typeof renderModal>) => {
  const button = screen.getByRole('button', { name: 'Connect' })
  button.focus()
  await act(async () => fireEvent.click(button))
  // Focus moves in the dialog's first frame.
  await waitFor(() => expect(view.shadowRoot().activeElement).not.toBeNull(), { timeout: 5_000 })
  return button
}

describe('the modal shell', () => {
  it('appends one host with a shadow root and adopted stylesheets, and nothing while closed', () => {
    const { host, shadowRoot, modal } = renderModal()
    expect(document.querySelectorAll('[data-appkit="modal-host"]')).toHaveLength(1)
    expect(host()?.parentElement).toBe(document.body)
    expect(shadowRoot().adoptedStyleSheets).toHaveLength(2)
    expect(modal().queryByRole('dialog')).toBeNull()
  })

  it('opens a modal dialog labelled by its title, with focus inside', async () => {
    const view = renderModal({ children: <AppKitConnectButton /> })
    await openWithButton(view)
    const dialog = view.modal().getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    await waitFor(() => expect(view.shadowRoot().activeElement).toBe(dialog), { timeout: 5_000 })
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const view = renderModal({ children: <AppKitConnectButton /> })
    const button = await openWithButton(view)
    const dialog = view.modal().getByRole('dialog')
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }))
    expect(view.modal().queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('closes on Escape pressed on the page before focus has moved into the dialog', async () => {
    const view = renderModal({ children: <AppKitConnectButton /> })
    const button = await openWithButton(view)
    // Focus is still on the button that opened it, as in the dialog's first frame.
    button.focus()
    await act(async () => fireEvent.keyDown(button, { key: 'Escape' }))
    expect(view.modal().queryByRole('dialog')).toBeNull()
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    // Without WalletConnect and email the Connect view ends with the wallet (no All Wallets, no
    // registry, no email field).
    const view = renderModal({
      children: <AppKitConnectButton />,
      config: { wallets: { enableWalletConnect: false }, features: { email: false } },
    })
    await openWithButton(view)
    const root = view.shadowRoot()
    const dialog = view.modal().getByRole('dialog')
    const close = view.modal().getByRole('button', { name: 'Close' })
    const wallet = view.modal().getByRole('button', { name: /MetaMask/ })
    // From the dialog itself, Shift+Tab goes to the last control.
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(root.activeElement).toBe(wallet)
    fireEvent.keyDown(wallet, { key: 'Tab' })
    expect(root.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(root.activeElement).toBe(wallet)
  })

  it('pulls focus back when it leaves the open dialog', async () => {
    const view = renderModal({ children: <AppKitConnectButton /> })
    const button = await openWithButton(view)
    act(() => button.focus())
    expect(view.shadowRoot().activeElement).toBe(view.modal().getByRole('dialog'))
  })

  it('closes on a backdrop click but not on a click inside the card', async () => {
    const view = renderModal()
    await view.open()
    fireEvent.click(view.modal().getByRole('dialog'))
    expect(view.modal().queryByRole('dialog')).not.toBeNull()
    const backdrop = view.shadowRoot().querySelector('[data-appkit="backdrop"]') as HTMLElement
    // A press that began inside the card and ended on the backdrop does not count.
    fireEvent.pointerDown(view.modal().getByRole('heading'))
    fireEvent.click(backdrop)
    expect(view.modal().queryByRole('dialog')).not.toBeNull()
    await act(async () => fireEvent.click(backdrop))
    expect(view.modal().queryByRole('dialog')).toBeNull()
  })

  it('closes with the close button', async () => {
    const view = renderModal()
    await view.open()
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Close' })))
    expect(view.appKit.getState().modal.open).toBe(false)
  })

  it('shows Back only with history, and Back returns to the previous view', async () => {
    const view = renderModal()
    await view.open()
    expect(view.modal().queryByRole('button', { name: 'Back' })).toBeNull()
    await act(async () => view.appKit.router.push({ view: 'Networks' }))
    expect(await view.modal().findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Back' })))
    expect(view.modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(view.modal().queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('shakes instead of closing while sign-in is required', async () => {
    const view = renderModal({ config: { siwx: { required: true } } })
    await view.open({ view: 'SIWXSignMessage' })
    const dialog = view.modal().getByRole('dialog')
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' })
    })
    expect(view.appKit.getState().modal.open).toBe(true)
    expect(dialog.hasAttribute('data-shake')).toBe(true)
  })

  it('shows a note for a view this version does not have yet', async () => {
    const view = renderModal()
    await view.open({ view: 'NoSuchView' as never })
    expect(view.modal().getByText(/not available in this version yet/)).toBeTruthy()
  })

  it('locks the page scroll while open, with a document stylesheet, and unlocks on close', async () => {
    const view = renderModal()
    const before = document.adoptedStyleSheets.length
    await view.open()
    // Applied after the dialog's first frame (see useScrollLock).
    await waitFor(() => expect(document.adoptedStyleSheets.length).toBe(before + 1), {
      timeout: 5_000,
    })
    const rules = [...(document.adoptedStyleSheets.at(-1)?.cssRules ?? [])].map((r) => r.cssText)
    expect(rules.join('')).toMatch(/overflow:\s*hidden/)
    await act(() => view.appKit.close())
    expect(document.adoptedStyleSheets.length).toBe(before)
  })

  it('removes its host when the provider unmounts', () => {
    const view = renderModal()
    view.result.unmount()
    expect(view.host()).toBeNull()
  })
})
