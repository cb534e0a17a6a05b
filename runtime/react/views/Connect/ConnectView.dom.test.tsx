import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestProvider } from '../../../core/connectors/fixtures/createTestProvider.js'
import { testAnnouncement } from '../../../core/connectors/fixtures/createTestWindow.js'
import { storageKeys } from '../../../core/kernel.js'
import { renderModal } from '../../fixtures/renderModal.js'

describe('Connect view', () => {
  it('lists the announced wallet by name, with its icon and an Installed tag', async () => {
    const view = renderModal()
    await view.open()
    const list = view.modal().getByRole('list', { name: 'Wallets' })
    const wallet = view.modal().getByRole('button', { name: 'MetaMask Installed' })
    expect(list.contains(wallet)).toBe(true)
    const image = wallet.querySelector('img')
    expect(image?.getAttribute('src')).toMatch(/^data:image\/png/)
    // Decorative: the name is the text right beside it.
    expect(image?.getAttribute('alt')).toBe('')
  })

  it('tags the installed wallet connected with last time Recent, and titles cut names', async () => {
    const view = renderModal()
    // The test wallet announces itself as MetaMask, io.metamask; connect() records it by rdns.
    view.appKit.storage.set(storageKeys.recentWallets, [
      { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' },
    ])
    await view.open()
    const wallet = view.modal().getByRole('button', { name: 'MetaMask Recent' })
    expect(wallet.querySelector('.ak-item-name')?.getAttribute('title')).toBe('MetaMask')
  })

  it('renders an announced name as text, never as markup', async () => {
    const view = renderModal()
    const provider = createTestProvider()
    view.window.install(
      testAnnouncement(provider, { name: '<img src=x onerror=alert(1)>Evil', rdns: 'evil.test' }),
    )
    await view.open()
    const evil = view.modal().getByRole('button', { name: /Evil/ })
    expect(evil.querySelectorAll('img')).toHaveLength(1)
    expect(evil.textContent).toContain('Evil')
  })

  it('falls back to the initial when an icon fails to load', async () => {
    const view = renderModal()
    await view.open()
    const image = view
      .modal()
      .getByRole('button', { name: /MetaMask/ })
      .querySelector('img')
    act(() => {
      if (image) fireEvent.error(image)
    })
    const wallet = view.modal().getByRole('button', { name: /MetaMask/ })
    expect(wallet.querySelector('img')).toBeNull()
    expect(wallet.textContent).toContain('M')
  })

  it('says so when the page offers no wallet at all', async () => {
    const view = renderModal({
      config: {
        wallets: { enableEIP6963: false, enableInjected: false, enableWalletConnect: false },
      },
    })
    await view.open()
    expect(view.modal().queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(view.modal().getByText('No wallets found')).toBeTruthy()
  })

  it('opens ConnectingExternal for the chosen wallet', async () => {
    const view = renderModal({ provider: {} })
    view.provider.answerNext('eth_requestAccounts', 'never')
    await view.open()
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: /MetaMask/ })))
    expect(view.modal().getByRole('dialog', { name: 'MetaMask' })).toBeTruthy()
    // The view's own chunk, fetched once Connect painted, may still be arriving.
    expect(
      await view.modal().findByText('Continue in MetaMask', {}, { timeout: 10_000 }),
    ).toBeTruthy()
  })

  it('shows the legal links the config gives', async () => {
    const view = renderModal({
      config: {
        termsConditionsUrl: 'https://dapp.example/terms',
        privacyPolicyUrl: 'https://dapp.example/privacy',
      },
    })
    await view.open()
    const terms = view.modal().getByRole('link', { name: 'Terms of Service' })
    expect(terms.getAttribute('href')).toBe('https://dapp.example/terms')
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer')
    expect(view.modal().getByRole('link', { name: 'Privacy Policy' })).toBeTruthy()
  })

  it('stays within the DOM budget: at most 250 nodes with the Connect view open', async () => {
    const view = renderModal()
    const provider = createTestProvider()
    for (const name of ['Rabby', 'Coinbase Wallet', 'Phantom', 'Trust Wallet', 'OKX Wallet']) {
      view.window.install(
        testAnnouncement(provider, { name, rdns: `${name.replace(/ /g, '')}.test`.toLowerCase() }),
      )
    }
    await view.open()
    expect(view.modal().getAllByRole('button', { name: / Installed$/ })).toHaveLength(6)
    const walker = document.createTreeWalker(view.shadowRoot(), NodeFilter.SHOW_ALL)
    let nodes = 0
    while (walker.nextNode()) nodes++
    if (process.env.APPKIT_REPORT_DOM) console.log(`Connect view DOM nodes: ${nodes}`)
    expect(nodes).toBeLessThanOrEqual(250)
  })
})
