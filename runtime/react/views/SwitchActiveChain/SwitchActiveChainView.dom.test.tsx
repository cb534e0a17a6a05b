import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { switchNetwork } from '../../../core/kernel.js'
import { stubIdentityService } from '../../fixtures/stubIdentityService.js'
import {
  renderMultiChainModal,
  solanaDevnet,
  solanaMainnet,
} from './fixtures/renderMultiChainModal.js'

type View = Awaited<ReturnType<typeof renderMultiChainModal>>
const wait = { timeout: 5_000 }

/** MetaMask connected on Ethereum, then a switch to Solana Devnet asked for (modal closed). */
async function askForSolana(solanaWalletName: string): Promise<View> {
  const view = await renderMultiChainModal(solanaWalletName)
  await view.connectEvm()
  await act(() => switchNetwork(view.appKit, { caipNetworkId: solanaDevnet }))
  await view.modal().findByRole('dialog', { name: 'Switch to Solana Devnet' }, wait)
  await view.modal().findByRole('button', { name: 'Choose another wallet' }, wait)
  return view
}

function afterFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1))
    step(count)
  })
}

function activeElement(view: View): Element | null {
  return view.shadowRoot().activeElement
}

function unchanged(view: View) {
  const { chains } = view.appKit.stores
  expect(chains.getState().activeNamespace).toBe('eip155')
  expect(chains.getNetwork('solana').caipNetwork?.caipNetworkId).toBe(solanaMainnet)
  expect(chains.getAccount('eip155').status).toBe('connected')
}

describe('SwitchActiveChain view', () => {
  it('says which wallet is connected where and what the network needs', async () => {
    const view = await askForSolana('Phantom')
    expect(view.modal().getByText('Connect a Solana wallet')).toBeTruthy()
    expect(
      view
        .modal()
        .getByText(
          'Solana Devnet needs a Solana wallet. MetaMask is connected on Ethereum and stays connected.',
        ),
    ).toBeTruthy()
    unchanged(view)
  })

  it('shows the connected account by its address when it has no name', async () => {
    const view = await askForSolana('Phantom')
    const address = view.appKit.stores.chains.getAccount('eip155').address ?? ''
    const shown = await view.modal().findByTestId('connected-account', {}, wait)
    expect(shown.textContent).toBe(`${address.slice(0, 4)}...${address.slice(-6)}`)
    expect(shown.getAttribute('title')).toBe(address)
    expect(shown.querySelector('img')).toBeNull()
  })

  it('shows the connected account by the name and avatar its identity lookup found', async () => {
    const view = await renderMultiChainModal('Phantom')
    stubIdentityService({ name: 'alice.eth', avatar: 'https://avatars.example/alice.png' })
    await view.connectEvm()
    await act(() => switchNetwork(view.appKit, { caipNetworkId: solanaDevnet }))
    await view.modal().findByRole('dialog', { name: 'Switch to Solana Devnet' }, wait)
    const shown = await view.modal().findByTestId('connected-account', {}, wait)
    await waitFor(() => expect(shown.textContent).toBe('alice.eth'), wait)
    const image = shown.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe('https://avatars.example/alice.png')
    fireEvent.error(image)
    expect(shown.querySelector('img')).toBeNull()
    expect(shown.querySelector('[data-disc]')).not.toBeNull()
  })

  it('offers the connected wallet when it has a connector on the target namespace, and connects it there', async () => {
    const view = await askForSolana('MetaMask')
    const same = view.modal().getByRole('button', { name: 'Connect MetaMask' })
    await act(async () => fireEvent.click(same))
    await waitFor(
      () => expect(view.appKit.stores.chains.getAccount('solana').status).toBe('connected'),
      wait,
    )
    expect(view.wallet.connects).toEqual([solanaDevnet])
    expect(view.appKit.stores.chains.getState().activeNamespace).toBe('solana')
    expect(view.appKit.stores.chains.getAccount('eip155').status).toBe('connected')
    await waitFor(() => expect(view.modal().queryByRole('dialog')).toBeNull(), wait)
  })

  it('offers no same-wallet button when the connected wallet has no connector there', async () => {
    const view = await askForSolana('Phantom')
    expect(view.modal().queryByRole('button', { name: /^Connect / })).toBeNull()
    expect(view.modal().getAllByRole('button', { name: /wallet/i })).toHaveLength(1)
  })

  it('"Choose another wallet" lands on Connect with the Solana network selected', async () => {
    const view = await askForSolana('Phantom')
    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'Choose another wallet' })),
    )
    await view.modal().findByRole('dialog', { name: 'Connect Wallet' }, wait)
    const { chains } = view.appKit.stores
    expect(chains.getState().activeNamespace).toBe('solana')
    expect(chains.getNetwork('solana').caipNetwork?.caipNetworkId).toBe(solanaDevnet)
    expect(chains.getAccount('eip155').status).toBe('connected')
    expect(view.appKit.router.getState().history.map((route) => route.view)).toEqual([
      'SwitchActiveChain',
      'Connect',
    ])
  })

  it('replaces itself with Connect when its route asks to', async () => {
    const view = await renderMultiChainModal('Phantom')
    await view.connectEvm()
    const network = view.network(solanaDevnet)
    await view.open({
      view: 'SwitchActiveChain',
      data: { namespace: 'solana', navigateTo: 'Connect', replace: true, network },
    })
    const choose = await view.modal().findByRole('button', { name: 'Choose another wallet' }, wait)
    await act(async () => fireEvent.click(choose))
    await view.modal().findByRole('dialog', { name: 'Connect Wallet' }, wait)
    expect(view.appKit.router.getState().history.map((route) => route.view)).toEqual(['Connect'])
  })

  it('focuses the same wallet when offered, and keeps it after the dialog focused itself', async () => {
    const view = await askForSolana('MetaMask')
    const same = view.modal().getByRole('button', { name: 'Connect MetaMask' })
    await waitFor(() => expect(activeElement(view)).toBe(same), wait)
    await act(() => afterFrames(3))
    expect(activeElement(view)).toBe(same)
  })

  it('focuses "Choose another wallet" when it is the only action', async () => {
    const view = await askForSolana('Phantom')
    const choose = view.modal().getByRole('button', { name: 'Choose another wallet' })
    await waitFor(() => expect(activeElement(view)).toBe(choose), wait)
    await act(() => afterFrames(3))
    expect(activeElement(view)).toBe(choose)
  })

  it('closes on Escape and leaves the previous network as it was', async () => {
    const view = await askForSolana('MetaMask')
    const dialog = view.modal().getByRole('dialog')
    await act(async () => fireEvent.keyDown(activeElement(view) ?? dialog, { key: 'Escape' }))
    await waitFor(() => expect(view.modal().queryByRole('dialog')).toBeNull(), wait)
    unchanged(view)
    expect(view.appKit.stores.chains.getAccount('solana').status).toBe('disconnected')
  })

  it('opens from the network list, and Back returns there with nothing changed', async () => {
    const view = await renderMultiChainModal('Phantom')
    await view.connectEvm()
    await view.open({ view: 'Networks' })
    const devnet = await view.modal().findByRole('button', { name: 'Solana Devnet' }, wait)
    await act(async () => fireEvent.click(devnet))
    await view.modal().findByRole('dialog', { name: 'Switch to Solana Devnet' }, wait)
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Back' })))
    await view.modal().findByRole('dialog', { name: 'Choose Network' }, wait)
    unchanged(view)
  })
})
