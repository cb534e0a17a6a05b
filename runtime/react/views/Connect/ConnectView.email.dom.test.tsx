import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKitConfigInput } from '../../../../schema/index.js'
import { polkadotNetwork } from '../../../core/fixtures/testConfig.js'
import { renderModal } from '../../fixtures/renderModal.js'

/** No browser wallet on the page; a custom wallet keeps the wallet list on screen. */
const noInstalledWallet = {
  enableEIP6963: false,
  enableInjected: false,
  enableWalletConnect: false,
  custom: [{ id: 'custom-wallet', name: 'Custom Wallet' }],
} satisfies AppKitConfigInput['wallets']

/** A secure site on another origin than the page: email login can work. */
const withSecureSite = { secureSite: 'https://secure.example' }

async function openConnect(config: Partial<AppKitConfigInput> = {}) {
  const view = renderModal({ config: { services: withSecureSite, ...config } })
  await view.open({ view: 'Connect' })
  await waitFor(() => expect(view.modal().getByRole('dialog')).toBeTruthy(), { timeout: 5000 })
  const slot = () => view.shadowRoot().querySelector('.ak-email-slot')
  const list = () => view.modal().getByRole('list', { name: 'Wallets' })
  return { ...view, slot, list }
}

/** True when `first` comes before `second` in document order. */
function comesBefore(first: Node, second: Node): boolean {
  return (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
}

describe('Connect view: the email field', () => {
  it('shows the email slot and its Email textbox for EVM networks with a secure site set', async () => {
    const view = await openConnect()
    expect(view.slot()).not.toBeNull()
    const field = await view.modal().findByRole('textbox', { name: 'Email' }, { timeout: 5000 })
    expect(view.slot()?.contains(field)).toBe(true)
  })

  it('shows no email slot nor textbox without services.secureSite (no login that cannot work)', async () => {
    const view = await openConnect({ services: {} })
    expect(view.list()).toBeTruthy()
    expect(view.slot()).toBeNull()
    expect(view.modal().queryByRole('textbox', { name: 'Email' })).toBeNull()
  })

  it("shows no email slot when services.secureSite is the page's own origin", async () => {
    const view = await openConnect({ services: { secureSite: window.location.origin } })
    expect(view.list()).toBeTruthy()
    expect(view.slot()).toBeNull()
    expect(view.modal().queryByRole('textbox', { name: 'Email' })).toBeNull()
  })

  it('shows no email slot nor textbox with features.email false', async () => {
    const view = await openConnect({ features: { email: false } })
    expect(view.list()).toBeTruthy()
    expect(view.slot()).toBeNull()
    expect(view.modal().queryByRole('textbox', { name: 'Email' })).toBeNull()
  })

  it.each([
    ['polkadot', [polkadotNetwork]],
    ['solana', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']],
  ] satisfies [string, AppKitConfigInput['networks']][])(
    'shows no email slot when the config has only %s networks',
    async (_, networks) => {
      const view = await openConnect({ networks })
      expect(view.appKit.router.getState().current.view).toBe('Connect')
      expect(view.shadowRoot().querySelector('.ak-status, .ak-list')).not.toBeNull()
      expect(view.slot()).toBeNull()
      expect(view.modal().queryByRole('textbox', { name: 'Email' })).toBeNull()
    },
  )

  it('puts email before the wallet list when no browser wallet is installed', async () => {
    const view = await openConnect({ wallets: noInstalledWallet })
    const slot = view.slot()
    expect(view.modal().queryByRole('button', { name: /Installed/ })).toBeNull()
    expect(slot).not.toBeNull()
    expect(comesBefore(slot as Element, view.list())).toBe(true)
  })

  it('puts email after the wallet list when a browser wallet is announced', async () => {
    const view = await openConnect()
    expect(view.modal().getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy()
    const slot = view.slot()
    expect(slot).not.toBeNull()
    expect(comesBefore(view.list(), slot as Element)).toBe(true)
  })

  it("follows connectMethodsOrder ['wallet', 'email', 'social']: after, with no wallet installed", async () => {
    const view = await openConnect({
      wallets: noInstalledWallet,
      features: { connectMethodsOrder: ['wallet', 'email', 'social'] },
    })
    const slot = view.slot()
    expect(slot).not.toBeNull()
    expect(comesBefore(view.list(), slot as Element)).toBe(true)
  })

  it("follows connectMethodsOrder ['email', 'wallet']: before, with a wallet installed", async () => {
    const view = await openConnect({ features: { connectMethodsOrder: ['email', 'wallet'] } })
    expect(view.modal().getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy()
    const slot = view.slot()
    expect(slot).not.toBeNull()
    expect(comesBefore(slot as Element, view.list())).toBe(true)
  })

  it("says SPEC's 'Network Error - Could not load embedded wallet' when the services cannot be reached", async () => {
    const view = await openConnect()
    const field = await view.modal().findByRole('textbox', { name: 'Email' }, { timeout: 5000 })
    // Online as far as the browser knows, but nothing answers (a firewall, a blocked host).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    fireEvent.change(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(view.modal().getByRole('button', { name: 'Continue with email' }))
    const note = await view.modal().findByRole('alert', {}, { timeout: 10_000 })
    expect(note.textContent).toBe(
      'Network Error - Could not load embedded wallet. Try again later.',
    )
  })

  describe('offline', () => {
    afterEach(() => {
      vi.restoreAllMocks()
    })

    it('disables the field and says why email login is unavailable', async () => {
      const view = await openConnect()
      const field = await view.modal().findByRole('textbox', { name: 'Email' }, { timeout: 5000 })
      expect(field.hasAttribute('disabled')).toBe(false)
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      window.dispatchEvent(new Event('offline'))
      await waitFor(() => expect(field.hasAttribute('disabled')).toBe(true), { timeout: 5000 })
      const note = view.modal().getByRole('alert')
      expect(note.textContent).toBe(
        'Email login needs an internet connection: the secure site cannot be reached offline.',
      )
      expect(field.getAttribute('aria-describedby')).toBe(note.id)
      expect(
        view.modal().getByRole('button', { name: 'Continue with email' }).hasAttribute('disabled'),
      ).toBe(true)
    })
  })
})
