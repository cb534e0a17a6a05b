import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BaseError } from '../../../core/kernel.js'
import { openAccountHub } from '../../fixtures/openAccountHub.js'

const auth = vi.hoisted(() => ({
  setPreferredAccountType: vi.fn<(type: 'eoa' | 'smartAccount') => Promise<void>>(),
}))
vi.mock('../EmailLogin/useAuth.js', async (importOriginal) => {
  const getAuth = async () => auth
  return { ...(await importOriginal<object>()), useAuth: () => getAuth }
})

const wait = { timeout: 10_000 }
type Hub = Awaited<ReturnType<typeof openAccountHub>>

/** The connected EVM account as the embedded wallet's, of `type`, on an enabled network or not. */
async function asEmbedded(view: Hub, type: 'eoa' | 'smartAccount', enabled: boolean) {
  const { chains, providers } = view.appKit.stores
  const id = Number(chains.getNetwork('eip155').caipNetwork?.id)
  await act(async () => {
    providers.setState({ eip155: { provider: {}, type: 'auth' } })
    chains.setAccount('eip155', { preferredAccountType: type })
    chains.setNetwork('eip155', { smartAccountEnabledNetworks: enabled ? [id] : [] })
  })
}

const toSmart = (view: Hub) =>
  view.modal().queryByRole('button', { name: 'Switch to your smart account' })
const toEoa = (view: Hub) => view.modal().queryByRole('button', { name: 'Switch to your EOA' })
const typeLine = (view: Hub) =>
  view.shadowRoot().querySelector('[data-testid="account-type"]')?.textContent

afterEach(() => {
  auth.setPreferredAccountType.mockReset()
})

describe('the account-type switch', () => {
  it('is not there for a wallet other than the embedded one', async () => {
    const view = await openAccountHub()
    await act(async () => {
      view.appKit.stores.chains.setAccount('eip155', { preferredAccountType: 'eoa' })
      view.appKit.stores.chains.setNetwork('eip155', { smartAccountEnabledNetworks: [1, 11155111] })
    })
    expect(toSmart(view)).toBeNull()
    expect(toEoa(view)).toBeNull()
    expect(typeLine(view)).toBeUndefined()
  })

  it('offers the smart account from the EOA on an enabled network, and says EOA', async () => {
    const view = await openAccountHub()
    await asEmbedded(view, 'eoa', true)
    expect(toSmart(view)).toBeTruthy()
    expect(toEoa(view)).toBeNull()
    expect(typeLine(view)).toBe('EOA')
  })

  it('offers nothing from the EOA on a network without smart accounts, nor says EOA', async () => {
    const view = await openAccountHub()
    await asEmbedded(view, 'eoa', false)
    expect(toSmart(view)).toBeNull()
    expect(toEoa(view)).toBeNull()
    expect(typeLine(view)).toBeUndefined()
  })

  it('offers the EOA back from the smart account, and says Smart account', async () => {
    const view = await openAccountHub()
    await asEmbedded(view, 'smartAccount', true)
    expect(toEoa(view)).toBeTruthy()
    expect(toSmart(view)).toBeNull()
    expect(typeLine(view)).toBe('Smart account')
  })

  it('switches once however often it is pressed, busy meanwhile, then offers the way back', async () => {
    let finish = () => {}
    auth.setPreferredAccountType.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    const view = await openAccountHub()
    await asEmbedded(view, 'eoa', true)
    const button = toSmart(view) as HTMLElement
    button.focus()
    fireEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'), wait)
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(auth.setPreferredAccountType).toHaveBeenCalledTimes(1), wait)
    // The later presses had time to reach the embedded wallet too: still one switch.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(auth.setPreferredAccountType).toHaveBeenCalledTimes(1)
    expect(auth.setPreferredAccountType).toHaveBeenCalledWith('smartAccount')
    await act(async () => {
      view.appKit.stores.chains.setAccount('eip155', { preferredAccountType: 'smartAccount' })
      finish()
    })
    await waitFor(() => expect(toEoa(view)).toBeTruthy(), wait)
    expect(toEoa(view)?.getAttribute('aria-busy')).toBeNull()
    expect(typeLine(view)).toBe('Smart account')
  })

  it('says why a switch was refused, tied to the button', async () => {
    auth.setPreferredAccountType.mockRejectedValueOnce(
      new BaseError('Smart accounts are not available on this network', {
        code: 'CHAIN_NOT_SUPPORTED',
      }),
    )
    const view = await openAccountHub()
    await asEmbedded(view, 'eoa', true)
    const button = toSmart(view) as HTMLElement
    fireEvent.click(button)
    const alert = await view
      .modal()
      .findByText('Smart accounts are not available on this network', {}, wait)
    expect(alert.getAttribute('role')).toBe('alert')
    expect(button.getAttribute('aria-describedby')).toBe(alert.id)
    expect(button.getAttribute('aria-busy')).toBeNull()
  })

  it('is a native button in the tab order, which keyboards press', async () => {
    auth.setPreferredAccountType.mockResolvedValue(undefined)
    const view = await openAccountHub()
    await asEmbedded(view, 'smartAccount', true)
    const button = toEoa(view) as HTMLElement
    expect(button.tagName).toBe('BUTTON')
    expect(button.getAttribute('type')).toBe('button')
    expect(button.tabIndex).toBe(0)
  })
})
