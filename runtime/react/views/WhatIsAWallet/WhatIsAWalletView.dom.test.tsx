import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registryWallets } from '../../../../sandbox/walletApi/registryWallets.js'
import { renderModal } from '../../fixtures/renderModal.js'
import { stubWalletApi } from '../AllWallets/fixtures/stubWalletApi.js'

async function openHelp(config: Parameters<typeof renderModal>[0] = {}) {
  const view = renderModal(config)
  stubWalletApi()
  await view.open()
  const help = await view
    .modal()
    .findByRole('button', { name: "I don't have a wallet" }, { timeout: 5_000 })
  await act(async () => fireEvent.click(help))
  const dialog = await view
    .modal()
    .findByRole('dialog', { name: 'What is a wallet?' }, { timeout: 5_000 })
  return { view, dialog }
}

describe('WhatIsAWallet', () => {
  it('opens from the Connect view and says what a wallet is', async () => {
    const { view } = await openHelp()
    expect(view.appKit.router.getState().current.view).toBe('WhatIsAWallet')
    await view
      .modal()
      .findByRole('heading', { name: 'A home for your digital assets' }, { timeout: 5_000 })
    view.modal().getByRole('heading', { name: 'A new way to sign in' })
  })

  it('links out to the recommended wallets, each link checked, in a new tab', async () => {
    const { view } = await openHelp()
    const list = await view
      .modal()
      .findByRole('list', { name: 'Recommended wallets' }, { timeout: 5_000 })
    const links = [...list.querySelectorAll('a')]
    expect(links).toHaveLength(4)
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\//)
      expect(link.target).toBe('_blank')
      expect(link.rel).toBe('noopener noreferrer')
    }
    const first = registryWallets[0]
    const get = view.modal().getByRole('link', { name: `${first?.name} Get (opens in a new tab)` })
    expect(get.getAttribute('href')).toBe(new URL(first?.homepage ?? '').href)
  })

  it('goes on to All Wallets, and back to the Connect view', async () => {
    const { view } = await openHelp()
    const explore = await view
      .modal()
      .findByRole('button', { name: 'Explore all wallets' }, { timeout: 5_000 })
    await act(async () => fireEvent.click(explore))
    expect(view.appKit.router.getState().current.view).toBe('AllWallets')
    await act(async () => view.appKit.router.goBack())
    await act(async () => view.appKit.router.goBack())
    expect(view.appKit.router.getState().current.view).toBe('Connect')
  })

  it('without the registry, is not offered, and says to install a wallet when opened', async () => {
    const view = renderModal({ config: { wallets: { enableWalletConnect: false } } })
    await view.open()
    await view.modal().findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5_000 })
    expect(view.modal().queryByRole('button', { name: "I don't have a wallet" })).toBeNull()
    await act(async () => view.appKit.router.push({ view: 'WhatIsAWallet' }))
    await view
      .modal()
      .findByText(/Install a wallet app or browser extension/, {}, { timeout: 5_000 })
    expect(view.modal().queryByRole('button', { name: 'Explore all wallets' })).toBeNull()
    expect(view.modal().queryByRole('link')).toBeNull()
  })
})
