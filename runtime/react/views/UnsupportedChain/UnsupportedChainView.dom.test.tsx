import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../../fixtures/renderModal.js'

async function connectOnPolygon() {
  const view = renderModal({ provider: { chainId: 137, chains: [137, 1] } })
  // The wallet declines the switch to the selected network that comes with connecting.
  view.provider.answerNext('wallet_switchEthereumChain', 4001)
  await view.open()
  await act(async () => fireEvent.click(view.modal().getByRole('button', { name: /MetaMask/ })))
  return view
}

describe('UnsupportedChain view', () => {
  it('opens when the wallet is on a network the app does not list', async () => {
    const view = await connectOnPolygon()
    expect(await view.modal().findByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
    expect(await view.modal().findByText('Switch to a supported network')).toBeTruthy()
    expect(
      view.modal().getByRole('list', { name: 'Networks' }).querySelectorAll('li'),
    ).toHaveLength(2)
  })

  it('switches to a supported network and closes', async () => {
    const view = await connectOnPolygon()
    const ethereum = await view.modal().findByRole('button', { name: 'Ethereum' })
    await act(async () => fireEvent.click(ethereum))
    expect(view.network()?.caipNetworkId).toBe('eip155:1')
    expect(view.modal().queryByRole('dialog')).toBeNull()
  })

  it('disconnects', async () => {
    const view = await connectOnPolygon()
    await act(async () =>
      fireEvent.click(await view.modal().findByRole('button', { name: 'Disconnect' })),
    )
    expect(view.account().status).toBe('disconnected')
  })
})
