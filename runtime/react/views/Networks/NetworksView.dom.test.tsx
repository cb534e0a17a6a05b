import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { switchNetwork } from '../../../core/index.js'
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

describe('Networks view with enableNetworkSwitch false', () => {
  it('lists the networks, the current one marked, with no button and a note saying why', async () => {
    const view = renderModal({ config: { enableNetworkSwitch: false } })
    await view.open({ view: 'Networks' })
    const list = await view.modal().findByRole('list', { name: 'Networks' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).queryAllByRole('button')).toHaveLength(0)
    expect(list.querySelector('[aria-current=true]')?.textContent).toContain('Ethereum')
    expect(view.modal().getByText('Switching networks is turned off in this app.')).toBeTruthy()
  })

  it('does not switch, nor ask the wallet, when a network is clicked', async () => {
    const view = renderModal({
      config: { enableNetworkSwitch: false },
      provider: { chains: [1, 8453] },
    })
    await view.connectWallet()
    await view.open({ view: 'Networks' })
    const list = await view.modal().findByRole('list', { name: 'Networks' })
    await act(async () => fireEvent.click(within(list).getByText('Base')))
    expect(view.network()?.caipNetworkId).toBe('eip155:1')
    expect(view.provider.callsOf('wallet_switchEthereumChain')).toHaveLength(0)
    expect(view.view()).toBe('Networks')
    expect(view.modal().getByRole('dialog', { name: 'Networks' })).toBeTruthy()
  })

  it("lets the app's own switchNetwork call switch the wallet, then shows Account with the new network as text", async () => {
    const view = renderModal({
      config: { enableNetworkSwitch: false },
      provider: { chains: [1, 8453] },
    })
    await view.connectWallet()
    await view.open()
    await act(async () => view.appKit.router.push({ view: 'Networks' }))
    await view.modal().findByRole('list', { name: 'Networks' })
    await act(() => switchNetwork(view.appKit, { caipNetworkId: 'eip155:8453' }))
    expect(view.network()?.caipNetworkId).toBe('eip155:8453')
    expect(view.provider.callsOf('wallet_switchEthereumChain')).toHaveLength(1)
    expect(view.modal().getByRole('dialog', { name: 'Account' })).toBeTruthy()
    // The hub's chunk draws the header again: a generous bound.
    const chip = await view.modal().findByText('Network: Base', undefined, { timeout: 10_000 })
    expect(chip.closest('button')).toBeNull()
  })
})
