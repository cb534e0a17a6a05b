import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registryWallets } from '../../../../sandbox/walletApi/registryWallets.js'
import { renderModal } from '../../fixtures/renderModal.js'
import { stubWalletApi } from './fixtures/stubWalletApi.js'

/** The modal on the All Wallets view, over the stand-in Wallet API's answers. */
async function openAllWallets(options: Parameters<typeof renderModal>[0] = {}) {
  const view = renderModal(options)
  const api = stubWalletApi()
  await view.open({ view: 'AllWallets' })
  const grid = () => view.modal().getByRole('list', { name: 'All wallets' })
  await waitFor(() => expect(grid().getAttribute('aria-busy')).toBe('false'), { timeout: 3_000 })
  return { view, api, grid }
}

const tiles = (list: HTMLElement) => list.querySelectorAll('li:not(.ak-aw-skeleton)').length
const names = (list: HTMLElement) =>
  [...list.querySelectorAll('.ak-aw-name')].map((name) => name.textContent)

describe('All Wallets', () => {
  it('lists the first 40 wallets of the registry, then 40 more on Load more', async () => {
    const { view, grid } = await openAllWallets()
    expect(view.modal().getByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    expect(tiles(grid())).toBe(40)
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Load more' })))
    await waitFor(() => expect(tiles(grid())).toBe(80))
  })

  it('searches by name 300 ms after the last keystroke, once', async () => {
    const { view, api } = await openAllWallets()
    const search = view.modal().getByRole('searchbox', { name: 'Search wallets' })
    for (const text of ['r', 'ra', 'rai', 'rain'])
      fireEvent.change(search, { target: { value: text } })
    const results = await view.modal().findByRole('list', { name: 'Search results' })
    await waitFor(() => expect(names(results)).toEqual(['Rainbow']))
    expect(api.searches()).toEqual(['rain'])
    expect(view.modal().getByRole('status').textContent).toBe('1 wallet found')
  })

  it('says when nothing matches, and returns to the list when the search is cleared', async () => {
    const { view, grid } = await openAllWallets()
    const search = view.modal().getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(search, { target: { value: 'zzzz' } })
    expect(await view.modal().findByText('No wallet found for "zzzz"')).toBeTruthy()
    fireEvent.change(search, { target: { value: '' } })
    expect(tiles(grid())).toBe(40)
  })

  it('pairs a registry wallet through WalletConnect, and connects an installed one directly', async () => {
    const { view } = await openAllWallets()
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Rainbow' })))
    expect(view.appKit.router.getState().current).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: registryWallets.find((wallet) => wallet.name === 'Rainbow')?.id },
    })
    act(() => view.appKit.router.goBack())
    // The test page announces MetaMask (io.metamask), which the registry lists too.
    const metaMask = await view.modal().findByRole('button', { name: 'MetaMask Installed' })
    await act(async () => fireEvent.click(metaMask))
    expect(view.appKit.router.getState().current.view).toBe('ConnectingExternal')
  })

  it('shows why the registry failed, with a retry that recovers', async () => {
    const view = renderModal()
    const api = stubWalletApi()
    api.setFault('/getWallets', { status: 500 })
    await view.open({ view: 'AllWallets' })
    const alert = await view.modal().findByRole('alert')
    expect(alert.textContent).toContain('Could not load the wallet list')
    expect(alert.textContent).toContain('Server error')
    api.setFault('/getWallets', undefined)
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Try again' })))
    const grid = await view.modal().findByRole('list', { name: 'All wallets' })
    await waitFor(() => expect(tiles(grid)).toBe(40))
  })

  it('renders a hostile registry name as text, with its link disabled and a placeholder image', async () => {
    const view = renderModal()
    stubWalletApi({
      wallets: [
        {
          ...(registryWallets[1] as (typeof registryWallets)[number]),
          name: `<img src=x onerror=alert(1)>\u202eEvil${'x'.repeat(10_000)}`,
          mobile_link: 'javascript:alert(1)',
          image_id: '../escape',
        },
      ],
    })
    await view.open({ view: 'AllWallets' })
    const evil = await view.modal().findByRole('button', { name: /^<img src=x/ })
    expect(evil.querySelector('img')).toBeNull()
    expect(evil.textContent).not.toContain('\u202e')
    expect(evil.querySelector('.ak-aw-name')?.textContent).toHaveLength(64)
    expect(view.appKit.getRegistry()?.findWallet(registryWallets[1]?.id ?? '')?.mobile_link).toBe(
      undefined,
    )
  })

  it('shows the initial instead of an image that fails to load', async () => {
    const { view } = await openAllWallets()
    const rainbow = view.modal().getByRole('button', { name: 'Rainbow' })
    const image = rainbow.querySelector('img')
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.getAttribute('src')).toMatch(/\/getWalletImage\/rainbow-logo\?projectId=/)
    act(() => {
      if (image) fireEvent.error(image)
    })
    expect(rainbow.querySelector('img')).toBeNull()
    expect(rainbow.querySelector('.ak-aw-image')?.textContent).toBe('R')
  })
})
