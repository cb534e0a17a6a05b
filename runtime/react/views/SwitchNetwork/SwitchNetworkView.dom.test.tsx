import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BaseError, UserRejectedRequestError } from '../../../core/kernel.js'
import { renderModal } from '../../fixtures/renderModal.js'
import { switchAttemptKey } from '../useNetworkSwitch.js'

describe('SwitchNetwork view', () => {
  it('shows the error and a retry when the switch failed while it is on screen', async () => {
    const view = renderModal({ provider: { chains: [1, 8453] } })
    await view.connectWallet()
    const target = view.appKit.config.networks[1]
    if (!target) throw new Error('Base is configured')
    await view.open({ view: 'SwitchNetwork', data: { network: target } })
    // On screen once its chunk (the network views') is in.
    await view.modal().findByText('Approve in wallet', {}, { timeout: 10_000 })
    await act(async () =>
      view.ui.attempts.run(switchAttemptKey(target), async () => {
        throw new UserRejectedRequestError()
      }),
    )
    expect(view.modal().getByRole('alert').textContent).toContain('Switch declined')
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Try again' })))
    expect(view.network()?.caipNetworkId).toBe('eip155:8453')
  })

  it('says why a switch failed for another reason, with hostile wallet text made inert', async () => {
    const view = renderModal({ provider: { chains: [1, 8453] } })
    await view.connectWallet()
    const target = view.appKit.config.networks[1]
    if (!target) throw new Error('Base is configured')
    await view.open({ view: 'SwitchNetwork', data: { network: target } })
    // On screen once its chunk (the network views') is in.
    await view.modal().findByText('Approve in wallet', {}, { timeout: 10_000 })
    const timeout = new BaseError('The wallet did not switch network', {
      code: 'SWITCH_CHAIN_TIMEOUT',
      details: 'It still reports another chain 10 s after agreeing to switch to Base.',
    })
    await act(async () =>
      view.ui.attempts.run(switchAttemptKey(target), async () => {
        throw timeout
      }),
    )
    const alert = view.modal().getByRole('alert').textContent ?? ''
    expect(alert).toContain('Failed to switch network')
    expect(alert).toContain('It still reports another chain 10 s after agreeing to switch to Base.')

    await act(async () =>
      view.ui.attempts.run(switchAttemptKey(target), async () => {
        throw Object.assign(new Error(`Chain\u202e not added\n${'x'.repeat(400)}`), {
          code: -32603,
        })
      }),
    )
    const hostile = view.modal().getByRole('alert').textContent ?? ''
    expect(hostile).toContain('Chain not added')
    expect(hostile).not.toContain('\u202e')
    expect(hostile).not.toContain('x'.repeat(200))
  })
})
