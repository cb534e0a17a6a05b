import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registryWallets } from '../../../../sandbox/walletApi/registryWallets.js'
import { createTestProvider } from '../../../core/connectors/fixtures/createTestProvider.js'
import { testAnnouncement } from '../../../core/connectors/fixtures/createTestWindow.js'
import { type RenderModalOptions, renderModal } from '../../fixtures/renderModal.js'
import { stubWalletApi } from './fixtures/stubWalletApi.js'

const idOf = (name: string) => registryWallets.find((wallet) => wallet.name === name)?.id ?? ''

async function openConnect(options: RenderModalOptions = {}) {
  const view = renderModal(options)
  const api = stubWalletApi()
  await view.open()
  return { view, api }
}

/** The accessible names of the Connect list's buttons, in order. */
const rows = (view: Awaited<ReturnType<typeof openConnect>>['view']) =>
  view.modal().getByRole('list', { name: 'Wallets' }).querySelectorAll('button')

describe('the Connect view with the wallet registry', () => {
  it('lists featured wallets in config order, 4 recommended, and All Wallets with the count', async () => {
    const featured = [idOf('Phantom'), idOf('Rainbow')]
    const { view } = await openConnect({ config: { wallets: { featured } } })
    const all = await view.modal().findByRole('button', { name: /^All Wallets \d+0\+$/ })
    const names = [...rows(view)].map((row) => row.querySelector('.ak-item-name')?.textContent)
    // MetaMask is installed, so the registry's MetaMask is not recommended again.
    expect(names.filter((name) => name !== 'WalletConnect')).toEqual([
      'MetaMask',
      'Phantom',
      'Rainbow',
      'Trust Wallet',
      'Coinbase Wallet',
      'Zerion',
      'OKX Wallet',
      'All Wallets',
    ])
    await act(async () => fireEvent.click(all))
    expect(view.appKit.router.getState().current.view).toBe('AllWallets')
  })

  it('pairs a recommended wallet through WalletConnect', async () => {
    const { view } = await openConnect()
    const zerion = await view.modal().findByRole('button', { name: 'Zerion' })
    await act(async () => fireEvent.click(zerion))
    expect(view.appKit.router.getState().current).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: idOf('Zerion') },
    })
  })

  it('keeps installed wallets and says why when the registry fails, with a retry', async () => {
    const view = renderModal()
    const api = stubWalletApi()
    api.setFault('/getWallets', { status: 429 })
    await view.open()
    const note = await view.modal().findByText(/Could not load the wallet list/)
    expect(note.closest('[role=status]')?.textContent).toContain('Rate limited')
    expect(view.modal().getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy()
    expect(view.modal().queryByRole('button', { name: /All Wallets/ })).toBeNull()
    api.setFault('/getWallets', undefined)
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Try again' })))
    expect(await view.modal().findByRole('button', { name: /^All Wallets/ })).toBeTruthy()
    expect(view.modal().queryByText(/Could not load the wallet list/)).toBeNull()
  })

  it('hides All Wallets when wallets.allWallets is HIDE', async () => {
    const { view } = await openConnect({ config: { wallets: { allWallets: 'HIDE' } } })
    await view.modal().findByRole('button', { name: 'Zerion' })
    expect(view.modal().queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })

  it('hides All Wallets on desktop when wallets.allWallets is ONLY_MOBILE', async () => {
    const desktop = await openConnect({ config: { wallets: { allWallets: 'ONLY_MOBILE' } } })
    await desktop.view.modal().findByRole('button', { name: 'Zerion' })
    expect(desktop.view.modal().queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })

  it('shows All Wallets on phones when wallets.allWallets is ONLY_MOBILE', async () => {
    const mobile = await openConnect({
      isMobile: true,
      config: { wallets: { allWallets: 'ONLY_MOBILE' } },
    })
    expect(await mobile.view.modal().findByRole('button', { name: /All Wallets/ })).toBeTruthy()
  })

  it('asks the registry nothing when WalletConnect is off', async () => {
    const { view, api } = await openConnect({ config: { wallets: { enableWalletConnect: false } } })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    // The registry's calls only: the project's remote configuration is asked either way.
    const registryCalls = api.requests.filter((url) => url.pathname !== '/appkit/v1/config')
    expect(registryCalls).toEqual([])
    expect(view.modal().queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })

  it('stays within the DOM budget with installed, featured and recommended wallets', async () => {
    const featured = [idOf('Phantom'), idOf('Rainbow')]
    const view = renderModal({ config: { wallets: { featured } } })
    stubWalletApi()
    const provider = createTestProvider()
    for (const name of ['Rabby', 'Coinbase', 'Brave', 'Trust', 'OKX']) {
      view.window.install(testAnnouncement(provider, { name, rdns: `${name}.test`.toLowerCase() }))
    }
    await view.open()
    await view.modal().findByRole('button', { name: /^All Wallets \d/ })
    await waitFor(() => expect(rows(view).length).toBeGreaterThanOrEqual(13))
    const walker = document.createTreeWalker(view.shadowRoot(), NodeFilter.SHOW_ALL)
    let nodes = 0
    while (walker.nextNode()) nodes++
    if (process.env.APPKIT_REPORT_DOM) console.log(`Connect view with the registry: ${nodes} nodes`)
    expect(nodes).toBeLessThanOrEqual(250)
  })
})
