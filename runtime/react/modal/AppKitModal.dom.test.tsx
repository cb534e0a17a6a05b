import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../fixtures/renderModal.js'
import { AppKitModal } from './AppKitModal.js'

const inlineRoot = () => {
  const host = screen.getByTestId('spot').querySelector<HTMLElement>('[data-appkit="modal-host"]')
  if (!host?.shadowRoot) throw new Error('no inline host')
  return within(host.shadowRoot as unknown as HTMLElement)
}

describe('AppKitModal', () => {
  it('with disableAppend, appends nothing to body and renders the dialog where it is placed', async () => {
    const view = renderModal({
      config: { disableAppend: true },
      children: (
        <div data-testid="spot">
          <AppKitModal />
        </div>
      ),
    })
    expect(document.body.lastElementChild?.getAttribute('data-appkit')).not.toBe('modal-host')
    await view.open()
    expect(inlineRoot().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('when embedded, shows the modal inline without opening it, with no close button', async () => {
    const view = renderModal({
      config: { embedded: true },
      children: (
        <div data-testid="spot">
          <AppKitModal />
        </div>
      ),
    })
    const modal = inlineRoot()
    expect(modal.queryByRole('dialog')).toBeNull()
    expect(modal.getByRole('region', { name: 'Connect Wallet' })).toBeTruthy()
    expect(modal.queryByRole('button', { name: 'Close' })).toBeNull()
    view.provider.answerNext('eth_requestAccounts', 'never')
    await act(async () => fireEvent.click(modal.getByRole('button', { name: /MetaMask/ })))
    expect(modal.getByRole('region', { name: 'MetaMask' })).toBeTruthy()
  })

  it('renders nothing, with a warning, when the provider already appends the modal', () => {
    const view = renderModal({
      children: (
        <div data-testid="spot">
          <AppKitModal />
        </div>
      ),
    })
    expect(screen.getByTestId('spot').childElementCount).toBe(0)
    expect(view.logger.warn).toHaveBeenCalledOnce()
  })
})
