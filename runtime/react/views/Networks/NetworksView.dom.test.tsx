import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../../fixtures/renderModal.js'

const base = { name: 'Base' } as const

describe('Networks view', () => {
  it('lists the configured networks with the current one marked', async () => {
    const view = renderModal()
    await view.open({ view: 'Networks' })
    const list = await view.modal().findByRole('list', { name: 'Networks' })
    expect(list.querySelectorAll('li')).toHaveLength(2)
    expect(view.modal().getByRole('button', { current: true }).textContent).toContain('Ethereum')
    expect(view.modal().getByRole('button', { current: false, ...base })).toBeTruthy()
  })

  it("shows a built-in network's image from the Wallet API's asset endpoint", async () => {
    const view = renderModal()
    await view.open({ view: 'Networks' })
    const button = await view.modal().findByRole('button', base)
    const imageId = view.appKit.config.networks.find((n) => n.name === 'Base')?.assets?.imageId
    expect(imageId).toBeTruthy()
    await waitFor(
      () =>
        expect(button.querySelector('img')?.getAttribute('src')).toContain(
          `/public/getAssetImage/${imageId}`,
        ),
      { timeout: 5_000 },
    )
  })

  it('without a wallet, selects the network and closes (opened from the network button)', async () => {
    const view = renderModal()
    await view.open({ view: 'Networks' })
    await act(async () => fireEvent.click(await view.modal().findByRole('button', base)))
    expect(view.network()?.caipNetworkId).toBe('eip155:8453')
    expect(view.modal().queryByRole('dialog')).toBeNull()
  })

  it('with a wallet, waits for approval in SwitchNetwork, then returns to Account', async () => {
    const view = renderModal({ provider: { chains: [1, 8453] } })
    await view.connectWallet()
    await view.open()
    view.provider.answerNext('wallet_switchEthereumChain', 'never')
    await act(async () => view.appKit.router.push({ view: 'Networks' }))
    await act(async () => fireEvent.click(await view.modal().findByRole('button', base)))
    expect(view.modal().getByRole('dialog', { name: 'Base' })).toBeTruthy()
    expect(view.modal().getByRole('status').textContent).toContain('Approve in wallet')
    expect(view.modal().getByText('Accept the switch to Base in your wallet')).toBeTruthy()
  })

  it('returns to Account after an approved switch', async () => {
    const view = renderModal({ provider: { chains: [1, 8453] } })
    await view.connectWallet()
    await view.open()
    await act(async () => view.appKit.router.push({ view: 'Networks' }))
    await act(async () => fireEvent.click(await view.modal().findByRole('button', base)))
    expect(view.network()?.caipNetworkId).toBe('eip155:8453')
    expect(view.modal().getByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('says "Switch declined" when the wallet refuses, and the network can be picked again', async () => {
    const view = renderModal({ provider: { chains: [1, 8453] } })
    await view.connectWallet()
    await view.open({ view: 'Networks' })
    view.provider.answerNext('wallet_switchEthereumChain', 4001)
    await act(async () => fireEvent.click(await view.modal().findByRole('button', base)))
    expect(view.modal().getByRole('alert').textContent).toContain('Switch declined')
    expect(view.network()?.caipNetworkId).toBe('eip155:1')
    await act(async () => fireEvent.click(view.modal().getByRole('button', base)))
    expect(view.network()?.caipNetworkId).toBe('eip155:8453')
  })
})
