import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../fixtures/renderModal.js'
import { AppKitNetworkButton } from './AppKitButtons.js'

function renderNetworkButton(config: { enableNetworkSwitch?: boolean } = {}) {
  return renderModal({ config, children: <AppKitNetworkButton /> })
}

describe('the network button and enableNetworkSwitch', () => {
  it('opens the network list by default', async () => {
    const view = renderNetworkButton()
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' })),
    )
    expect(await view.modal().findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
  })

  it('with enableNetworkSwitch false, shows the network as text, not a button, and a click opens nothing', async () => {
    const view = renderNetworkButton({ enableNetworkSwitch: false })
    expect(screen.queryByRole('button', { name: 'Network: Ethereum' })).toBeNull()
    const shown = screen.getByText('Network: Ethereum')
    await act(async () => fireEvent.click(shown.parentElement ?? shown))
    expect(view.appKit.stores.modal.getState().open).toBe(false)
  })

  it('with enableNetworkSwitch false, follows a network the app switches to', async () => {
    const view = renderNetworkButton({ enableNetworkSwitch: false })
    const { switchNetwork } = await import('../../core/kernel.js')
    await act(() => switchNetwork(view.appKit, { caipNetworkId: 'eip155:8453' }))
    expect(screen.getByText('Network: Base')).toBeTruthy()
  })
})
