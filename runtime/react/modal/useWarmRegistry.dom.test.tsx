import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../fixtures/renderModal.js'
import { stubWalletApi } from '../views/AllWallets/fixtures/stubWalletApi.js'

/** The wallet list's requests among the Wallet API's (the remote configuration has its own). */
const walletLists = (requests: readonly URL[]) =>
  requests.filter((url) => url.pathname === '/getWallets')

describe('warming the wallet list', () => {
  it('loads the registry at idle after the first paint, before anyone opens the modal', async () => {
    const view = renderModal()
    // After the render (which stubs fetch for balances): the warming waits for a paint anyway.
    const api = stubWalletApi()
    expect(walletLists(api.requests)).toHaveLength(0)
    await waitFor(() => expect(view.appKit.getRegistry()?.store.getState().status).toBe('ready'), {
      timeout: 3_000,
    })
    expect(view.appKit.getState().modal.open).toBe(false)
    expect(walletLists(api.requests)).toHaveLength(1)
    // Opening shows the list at once: no spinner, no second request.
    await view.open()
    expect(view.modal().getByRole('button', { name: /All Wallets/ })).toBeTruthy()
    expect(view.modal().queryByRole('status', { name: 'Loading' })).toBeNull()
    expect(walletLists(api.requests)).toHaveLength(1)
  })

  it('warms nothing when WalletConnect is off', async () => {
    const view = renderModal({ config: { wallets: { enableWalletConnect: false } } })
    const api = stubWalletApi()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(view.appKit.getRegistry()).toBeUndefined()
    expect(walletLists(api.requests)).toHaveLength(0)
  })
})
