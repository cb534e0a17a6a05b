import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../../fixtures/renderModal.js'
import { accountStrings } from './accountStrings.js'

// The hub follows the features store, which the project's remote configuration sets after mount:
// a change there reaches the open modal at once, without a reload.

async function openAccount(features: Record<string, unknown> = {}) {
  const view = renderModal({ config: { features } })
  await view.connectWallet()
  await view.open()
  await view.modal().findByRole('button', { name: 'Copy address' }, { timeout: 10_000 })
  return view
}

const button = (view: Awaited<ReturnType<typeof openAccount>>, name: string) =>
  view.modal().queryByRole('button', { name })
const tab = (view: Awaited<ReturnType<typeof openAccount>>, name: string) =>
  view.modal().queryByRole('tab', { name })

describe('Account hub and the merged features', () => {
  it('hides Swap and Buy when the remote configuration turns them off, and shows them again', async () => {
    const view = await openAccount()
    const { swaps, onramp } = accountStrings.features
    expect(button(view, swaps)).toBeTruthy()
    expect(button(view, onramp)).toBeTruthy()
    await act(async () =>
      view.appKit.stores.features.setState({ swaps: false, onramp: false, source: 'remote' }),
    )
    await waitFor(() => expect(button(view, swaps)).toBeNull())
    expect(button(view, onramp)).toBeNull()
    // Receive and Send are not remote features: they stay.
    expect(button(view, accountStrings.features.receive)).toBeTruthy()
    expect(button(view, accountStrings.features.send)).toBeTruthy()
    await act(async () => view.appKit.stores.features.setState({ swaps: true }))
    await waitFor(() => expect(button(view, swaps)).toBeTruthy())
    expect(button(view, onramp)).toBeNull()
  })

  it('shows Swap and Buy turned on remotely over a config that has them off', async () => {
    const view = await openAccount({ swaps: false, onramp: false })
    const { swaps, onramp } = accountStrings.features
    expect(button(view, swaps)).toBeNull()
    expect(button(view, onramp)).toBeNull()
    await act(async () => view.appKit.stores.features.setState({ swaps: true, onramp: true }))
    await waitFor(() => expect(button(view, swaps)).toBeTruthy())
    expect(button(view, onramp)).toBeTruthy()
  })

  it('drops the Activity tab when the remote configuration turns activity off, and back', async () => {
    const view = await openAccount()
    const activity = accountStrings.tabs.Activity
    expect(tab(view, activity)).toBeTruthy()
    await act(async () => view.appKit.stores.features.setState({ activity: false }))
    await waitFor(() => expect(tab(view, activity)).toBeNull())
    expect(tab(view, accountStrings.tabs.NFTs)).toBeTruthy()
    await act(async () => view.appKit.stores.features.setState({ activity: true }))
    await waitFor(() => expect(tab(view, activity)).toBeTruthy())
  })

  it('leaves an Activity tab that was open for Tokens when activity goes off', async () => {
    const view = await openAccount()
    await act(async () =>
      view.appKit.stores.chains.setAccount('eip155', { currentTab: 'Activity' }),
    )
    await waitFor(() =>
      expect(tab(view, accountStrings.tabs.Activity)?.getAttribute('aria-selected')).toBe('true'),
    )
    await act(async () => view.appKit.stores.features.setState({ activity: false }))
    await waitFor(() =>
      expect(tab(view, accountStrings.tabs.Tokens)?.getAttribute('aria-selected')).toBe('true'),
    )
  })
})
