import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { testAccounts } from '../../../core/connectors/fixtures/createTestProvider.js'
import { connect } from '../../../core/kernel.js'
import { renderModal } from '../../fixtures/renderModal.js'
import { renderMultiChainModal } from '../SwitchActiveChain/fixtures/renderMultiChainModal.js'
import { accountStrings } from './accountStrings.js'

// The hub is a chunk of its own: wait for it, generously, before looking inside.
async function openAccount(config: { enableNetworkSwitch?: boolean } = {}) {
  const view = renderModal({ config })
  await view.connectWallet()
  await view.open()
  await view.modal().findByRole('button', { name: 'Copy address' }, { timeout: 10_000 })
  // The hub reads token balances from the Blockchain API, which this RPC-only stub refuses: its
  // 'Token Balance Unavailable' snackbar comes once the lazy API chunk is in, later on a loaded
  // machine. Settled first, so a snackbar a test causes is not superseded by it.
  await view.modal().findByText(accountStrings.tokens.unavailableHint, {}, { timeout: 10_000 })
  return view
}

describe('Account view', () => {
  it('opens on Account when connected and shows the address as 4...6', async () => {
    const view = await openAccount()
    expect(view.modal().getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(view.modal().getByText('0xf3...b92266')).toBeTruthy()
  })

  it('shows an address the wallet gave in lower case in its checksummed case', async () => {
    const view = await openAccount()
    const lower = testAccounts[0].toLowerCase()
    await act(async () => view.appKit.stores.chains.setAccount('eip155', { address: lower }))
    const shown = view.modal().getByText('0xf3...b92266')
    expect(shown.getAttribute('title')).toBe(testAccounts[0])
  })

  it('shows the balance, truncated to 3 decimals, with its symbol', async () => {
    const view = await openAccount()
    await waitFor(() => expect(view.modal().getByText('1.234 ETH')).toBeTruthy(), {
      timeout: 10_000,
    })
  })

  it('copies the full address and says so', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const view = await openAccount()
    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'Copy address' })),
    )
    expect(writeText).toHaveBeenCalledWith(testAccounts[0])
    // It replaces the snackbar on show after 150 ms (SPEC section 9): waited for.
    const message = await view.modal().findByText('Address copied')
    expect(message.closest('[role=status]')).toBeTruthy()
  })

  it('says so when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    const view = await openAccount()
    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'Copy address' })),
    )
    // It replaces the snackbar on show after 150 ms: waited for (test/domSetup.ts: 10 s), by its
    // words (the token read's alert may still be fading).
    const message = await view.modal().findByText('Could not copy the address')
    expect(message.closest('[role=alert]')).toBeTruthy()
  })

  it('opens the network list from the network button', async () => {
    const view = await openAccount()
    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'Network: Ethereum' })),
    )
    expect(await view.modal().findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
  })

  it('with enableNetworkSwitch false, shows the network as text, not a button, and a click stays on Account', async () => {
    const view = await openAccount({ enableNetworkSwitch: false })
    expect(view.modal().queryByRole('button', { name: 'Network: Ethereum' })).toBeNull()
    const shown = view.modal().getByText('Network: Ethereum')
    await act(async () => fireEvent.click(shown.parentElement ?? shown))
    expect(view.modal().getByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it("offers no 'Change email' for a browser wallet, and the email view opened anyway says it needs an email login", async () => {
    const view = await openAccount()
    expect(view.modal().queryByRole('button', { name: 'Change email' })).toBeNull()
    await act(async () => view.appKit.router.push({ view: 'UpdateEmailWallet' }))
    const edit = await view
      .modal()
      .findByRole('dialog', { name: 'Edit Email' }, { timeout: 10_000 })
    const note = await within(edit).findByText('Not connected to email or social', undefined, {
      timeout: 10_000,
    })
    expect(note.closest('[role=status]')).toBeTruthy()
    expect(within(edit).queryByRole('textbox')).toBeNull()
  })

  it('disconnects and closes', async () => {
    const view = await openAccount()
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Disconnect' })))
    expect(view.account().status).toBe('disconnected')
    expect(view.modal().queryByRole('dialog')).toBeNull()
  })
})

describe('Account view of a Solana account', () => {
  it('says, where the tabs would be, that NFTs and activity are for EVM accounts', async () => {
    const view = await renderMultiChainModal('Phantom')
    await act(async () => {
      await connect(view.appKit, { connectorId: 'test:solana:Phantom' })
    })
    await view.open()
    const hub = await view.modal().findByRole('dialog', { name: 'Account' }, { timeout: 10_000 })
    const note = await within(hub).findByText(
      'NFTs and activity are shown for EVM accounts.',
      undefined,
      { timeout: 10_000 },
    )
    expect(note.tagName).toBe('P')
    expect(note.closest('[role=tab],[role=tablist],button')).toBeNull()
    expect(within(hub).queryByRole('tablist')).toBeNull()
    expect(within(hub).queryByRole('tab')).toBeNull()
  })

  it('shows no such note on an EVM account, which has the tabs', async () => {
    const view = await openAccount()
    expect(view.modal().getByRole('tab', { name: 'Activity' })).toBeTruthy()
    expect(view.modal().queryByText('NFTs and activity are shown for EVM accounts.')).toBeNull()
  })
})
