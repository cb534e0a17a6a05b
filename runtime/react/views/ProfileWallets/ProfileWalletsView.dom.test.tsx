import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  createTestProvider,
  testAccounts,
} from '../../../core/connectors/fixtures/createTestProvider.js'
import { testAnnouncement } from '../../../core/connectors/fixtures/createTestWindow.js'
import { connect } from '../../../core/kernel.js'
import { renderModal } from '../../fixtures/renderModal.js'

const wait = { timeout: 10_000 }

/** MetaMask (the fixture's wallet) and Rabby connected one after the other, the hub open. */
async function twoWallets(multiWallet = true) {
  const view = renderModal({ config: { features: { multiWallet } } })
  const rabby = createTestProvider({ accounts: [testAccounts[1]] })
  view.window.install(testAnnouncement(rabby, { name: 'Rabby', rdns: 'io.rabby' }))
  const idOf = (name: string) => {
    view.appKit.stores.connectors.getConnector('')
    const found = view.appKit.stores.connectors.getState().connectors.find((c) => c.name === name)
    if (!found) throw new Error(`${name} is not in the page`)
    return found.id
  }
  await act(async () => {
    await view.appKit.ready
    await connect(view.appKit, { connectorId: idOf('MetaMask') })
    await connect(view.appKit, { connectorId: idOf('Rabby') })
  })
  await view.open()
  await view.modal().findByRole('button', { name: 'Copy address' }, wait)
  return { view, rabby }
}

function rows(view: Awaited<ReturnType<typeof twoWallets>>['view']) {
  return view
    .modal()
    .queryAllByTestId('wallet-connection')
    .map((row) => row.textContent?.replace(/\s+/g, ' ').trim())
}

describe('ProfileWallets view', () => {
  it('lists both wallets from the hub, the one in use marked, the other offered', async () => {
    const { view } = await twoWallets()
    fireEvent.click(view.modal().getByRole('button', { name: 'Wallets' }))
    await view.modal().findByRole('dialog', { name: 'Wallets' }, wait)
    await waitFor(
      () => expect(rows(view)).toEqual(['MetaMask0xf3...b92266Use', 'Rabby0x70...dc79C8In use']),
      wait,
    )
    expect(view.modal().getByRole('button', { name: 'Use MetaMask' })).toBeTruthy()
    expect(view.modal().getByRole('button', { name: 'Disconnect Rabby' })).toBeTruthy()
  })

  it('switches to MetaMask: its account becomes the one shown and in use', async () => {
    const { view } = await twoWallets()
    await act(() => view.appKit.open({ view: 'ProfileWallets' }))
    fireEvent.click(await view.modal().findByRole('button', { name: 'Use MetaMask' }, wait))
    await waitFor(() => {
      expect(view.account().address).toBe(testAccounts[0])
      expect(rows(view)).toEqual(['MetaMask0xf3...b92266In use', 'Rabby0x70...dc79C8Use'])
    }, wait)
  })

  it('disconnects MetaMask alone: Rabby stays in use', async () => {
    const { view } = await twoWallets()
    await act(() => view.appKit.open({ view: 'ProfileWallets' }))
    fireEvent.click(await view.modal().findByRole('button', { name: 'Disconnect MetaMask' }, wait))
    await waitFor(() => expect(rows(view)).toEqual(['Rabby0x70...dc79C8In use']), wait)
    expect(view.account()).toMatchObject({ status: 'connected', address: testAccounts[1] })
    const list = view.modal().getByRole('list', { name: 'Wallets' })
    expect(within(list).queryByText('MetaMask')).toBeNull()
  })

  it('offers no Wallets button without the multi-wallet feature', async () => {
    const { view } = await twoWallets(false)
    expect(view.modal().queryByRole('button', { name: 'Wallets' })).toBeNull()
  })
})
