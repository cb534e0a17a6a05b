import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CustomNetworkInput } from '../../../../schema/index.js'
import { switchNetwork } from '../../../core/kernel.js'
import { renderModal } from '../../fixtures/renderModal.js'

const base = { name: 'Base' } as const

/** A network as `appkit dev` lists one it cannot serve offline (cli/dev/toDevConfig.ts). */
function offline(id: number, name: string): CustomNetworkInput {
  return {
    id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    name: `${name} (unavailable offline in appkit dev)`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`https://rpc${id}.example`] } },
  }
}

/** Two unavailable networks between two that work, in that config order. */
const devNetworks = [
  offline(1, 'Ethereum'),
  'eip155:8453',
  offline(10, 'OP Mainnet'),
  'eip155:42161',
] as const
const reason = 'Unavailable offline in appkit dev'

function rowNames(list: HTMLElement): string[] {
  return [...list.querySelectorAll('li .ak-item-name')].map((name) => name.textContent ?? '')
}

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
      { timeout: 10_000 },
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

describe('Networks view with networks unavailable offline (appkit dev)', () => {
  it('lists the networks that work first, then the unavailable ones, each in config order', async () => {
    const view = renderModal({
      config: { networks: [...devNetworks], defaultNetwork: 'eip155:8453' },
    })
    await view.open({ view: 'Networks' })
    const list = await view.modal().findByRole('list', { name: 'Networks' })
    expect(rowNames(list)).toEqual(['Base', 'Arbitrum One', 'Ethereum', 'OP Mainnet'])
  })

  it('marks an unavailable row aria-disabled, named by the network and the full reason together', async () => {
    const view = renderModal({
      config: { networks: [...devNetworks], defaultNetwork: 'eip155:8453' },
    })
    await view.open({ view: 'Networks' })
    const row = await view.modal().findByRole('button', { name: `Ethereum ${reason}` })
    expect(row.getAttribute('aria-disabled')).toBe('true')
    // Still focusable, so a screen reader reaches it and hears why.
    expect(row.hasAttribute('disabled')).toBe(false)
    row.focus()
    expect(view.shadowRoot().activeElement).toBe(row)
    expect(row.querySelector('.ak-item-name')?.textContent).toBe('Ethereum')
    expect(within(row).getByText(reason).textContent).toBe(reason)
    expect(
      view
        .modal()
        .getByRole('button', { name: `OP Mainnet ${reason}` })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    for (const name of ['Base', 'Arbitrum One']) {
      const working = view.modal().getByRole('button', { name })
      expect(working.hasAttribute('aria-disabled')).toBe(false)
      expect(working.textContent).not.toContain('navailable')
    }
  })

  it('does nothing when an unavailable row is clicked, and asks the wallet nothing', async () => {
    const view = renderModal({
      config: { networks: [...devNetworks], defaultNetwork: 'eip155:8453' },
      provider: { chainId: 8453, chains: [1, 10, 8453, 42161] },
    })
    await view.connectWallet()
    await view.open({ view: 'Networks' })
    const row = await view.modal().findByRole('button', { name: `Ethereum ${reason}` })
    await act(async () => fireEvent.click(row))
    await act(async () => fireEvent.click(within(row).getByText(reason)))
    expect(view.network()?.caipNetworkId).toBe('eip155:8453')
    expect(view.provider.callsOf('wallet_switchEthereumChain')).toHaveLength(0)
    expect(view.view()).toBe('Networks')
    expect(view.modal().queryByRole('alert')).toBeNull()
  })

  it('still switches to a network that works, from the same list', async () => {
    const view = renderModal({
      config: { networks: [...devNetworks], defaultNetwork: 'eip155:8453' },
    })
    await view.open({ view: 'Networks' })
    await act(async () =>
      fireEvent.click(await view.modal().findByRole('button', { name: 'Arbitrum One' })),
    )
    expect(view.network()?.caipNetworkId).toBe('eip155:42161')
  })

  it('shows the unavailable rows as text with the reason when switching is off', async () => {
    const view = renderModal({
      config: {
        networks: [...devNetworks],
        defaultNetwork: 'eip155:8453',
        enableNetworkSwitch: false,
      },
    })
    await view.open({ view: 'Networks' })
    const list = await view.modal().findByRole('list', { name: 'Networks' })
    expect(rowNames(list)).toEqual(['Base', 'Arbitrum One', 'Ethereum', 'OP Mainnet'])
    expect(within(list).getAllByText(reason)).toHaveLength(2)
    expect(within(list).queryAllByRole('button')).toHaveLength(0)
  })
})

describe('Networks view when a switch fails', () => {
  it('says "Failed to switch network" and why (the wallet cannot add the chain it does not know)', async () => {
    const view = renderModal({ provider: { chains: [1] } })
    await view.connectWallet()
    await view.open({ view: 'Networks' })
    // Base is unknown to the wallet (4902): the kit adds it, and the wallet cannot.
    view.provider.answerNext('wallet_addEthereumChain', 4200)
    await act(async () => fireEvent.click(await view.modal().findByRole('button', base)))
    const alert = view.modal().getByRole('alert').textContent ?? ''
    expect(alert).toContain('Failed to switch network: ')
    expect(alert).toContain('The requested method is not supported by this Ethereum provider.')
    expect(view.network()?.caipNetworkId).toBe('eip155:1')
    expect(view.view()).toBe('Networks')
  })

  it("shows the wallet's words as inert text, cut short", async () => {
    const view = renderModal({ provider: { chains: [1, 8453] } })
    await view.connectWallet()
    await view.open({ view: 'Networks' })
    const request = view.provider.request.bind(view.provider)
    const words = `<img src=x onerror="alert(1)"> RPC\u202e unreachable ${'y'.repeat(400)}`
    view.provider.request = (args) =>
      args.method === 'wallet_switchEthereumChain'
        ? Promise.reject(Object.assign(new Error(words), { code: -32603 }))
        : request(args)
    await act(async () => fireEvent.click(await view.modal().findByRole('button', base)))
    const alert = view.modal().getByRole('alert')
    expect(alert.textContent).toContain(
      'Failed to switch network: <img src=x onerror="alert(1)"> RPC unreachable',
    )
    expect(alert.querySelector('img')).toBeNull()
    expect(alert.textContent).not.toContain('\u202e')
    expect((alert.textContent ?? '').length).toBeLessThan(250)
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
