import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../../core/index.js'
import { renderModal } from '../../fixtures/renderModal.js'
import { switchAttemptKey } from '../useNetworkSwitch.js'

describe('SwitchNetwork view', () => {
  it('shows the error and a retry when the switch failed while it is on screen', async () => {
    const view = renderModal({ provider: { chains: [1, 8453] } })
    await view.connectWallet()
    const target = view.appKit.config.networks[1]
    if (!target) throw new Error('Base is configured')
    await view.open({ view: 'SwitchNetwork', data: { network: target } })
    await act(async () =>
      view.ui.attempts.run(switchAttemptKey(target), async () => {
        throw new UserRejectedRequestError()
      }),
    )
    expect(view.modal().getByRole('alert').textContent).toContain('Switch declined')
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Try again' })))
    expect(view.network()?.caipNetworkId).toBe('eip155:8453')
  })
})
