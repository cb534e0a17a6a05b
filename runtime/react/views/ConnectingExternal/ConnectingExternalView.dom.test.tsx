import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppKitButton } from '../../components/AppKitButtons.js'
import { renderModal } from '../../fixtures/renderModal.js'

async function chooseMetaMask(view: ReturnType<typeof renderModal>) {
  await view.open()
  await act(async () => fireEvent.click(view.modal().getByRole('button', { name: /MetaMask/ })))
}

describe('ConnectingExternal view', () => {
  it('waits with "Continue in MetaMask" while the wallet prompts', async () => {
    const view = renderModal()
    view.provider.answerNext('eth_requestAccounts', 'never')
    await chooseMetaMask(view)
    expect(view.modal().getByRole('status').textContent).toContain('Continue in MetaMask')
    expect(view.modal().getByText('Accept the connection request in your wallet')).toBeTruthy()
    expect(view.modal().getByRole('button', { name: 'Back' })).toBeTruthy()
  })

  it('connects and closes the modal when the wallet approves', async () => {
    const view = renderModal()
    await chooseMetaMask(view)
    await waitFor(() => expect(view.account().status).toBe('connected'))
    expect(view.modal().queryByRole('dialog')).toBeNull()
  })

  it('shows "Connection rejected" with a retry on 4001, and the retry connects', async () => {
    const view = renderModal()
    view.provider.answerNext('eth_requestAccounts', 4001)
    await chooseMetaMask(view)
    const alert = await view.modal().findByRole('alert')
    expect(alert.textContent).toContain('Connection rejected')
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Try again' })))
    await waitFor(() => expect(view.account().status).toBe('connected'))
    expect(view.provider.callsOf('eth_requestAccounts')).toHaveLength(2)
  })

  it('says a request is already pending on -32002, without asking again by itself', async () => {
    const view = renderModal()
    view.provider.answerNext('eth_requestAccounts', -32002)
    await chooseMetaMask(view)
    const alert = await view.modal().findByRole('alert')
    expect(alert.textContent).toContain('A request is already pending in your wallet')
    expect(alert.textContent).toContain('Open your wallet to approve or reject it')
    expect(view.provider.callsOf('eth_requestAccounts')).toHaveLength(1)
  })

  it('says "Failed to connect" for any other wallet error', async () => {
    const view = renderModal()
    view.provider.answerNext('eth_requestAccounts', 4200)
    await chooseMetaMask(view)
    expect((await view.modal().findByRole('alert')).textContent).toContain('Failed to connect')
  })

  it('prompts the wallet once under StrictMode double mounting', async () => {
    const view = renderModal({ strict: true })
    view.provider.answerNext('eth_requestAccounts', 'never')
    await chooseMetaMask(view)
    expect(view.provider.callsOf('eth_requestAccounts')).toHaveLength(1)
  })

  it('explains when the wallet is gone', async () => {
    const view = renderModal()
    await view.open({ view: 'ConnectingExternal', data: { connectorId: 'eip6963:gone' } })
    expect(view.modal().getByRole('alert').textContent).toContain('no longer available')
  })

  it('frees the Connect button when the modal is closed on a prompt the wallet never answers', async () => {
    const view = renderModal({ children: <AppKitButton /> })
    view.provider.answerNext('eth_requestAccounts', 'never')
    const page = within(view.result.container)
    await chooseMetaMask(view)
    const busy = page.getByRole('button', { name: 'Connecting...' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)

    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: 'Close' })))
    const button = await page.findByRole('button', { name: 'Connect' }, { timeout: 5_000 })
    expect((button as HTMLButtonElement).disabled).toBe(false)
    expect(view.account().status).toBe('disconnected')

    // And the user can connect right away, without a reload.
    await act(async () => fireEvent.click(button))
    await act(async () => fireEvent.click(view.modal().getByRole('button', { name: /MetaMask/ })))
    await waitFor(() => expect(view.account().status).toBe('connected'), { timeout: 5_000 })
    expect(view.provider.callsOf('eth_requestAccounts')).toHaveLength(2)
  }, 20_000)
})
