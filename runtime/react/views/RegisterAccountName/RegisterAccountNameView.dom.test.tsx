import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openAccountHub } from '../../fixtures/openAccountHub.js'
import { answerPersonalSign, stubNameService } from './fixtures/stubNameService.js'

const wait = { timeout: 10_000 }

/** The hub of a connected wallet on Ethereum with a stand-in name service, then RegisterAccountName. */
async function openRegister(
  options: { taken?: string[]; sign?: 'approve' | 'decline'; profileName?: string } = {},
) {
  const view = await openAccountHub()
  const service = stubNameService(view.fetchMock, options.taken)
  const signed = answerPersonalSign(view.provider, options.sign ?? 'approve')
  const modal = () => view.modal()
  const field = () => modal().getByRole('textbox', { name: 'Name' }) as HTMLInputElement
  const type = (value: string) => act(async () => fireEvent.change(field(), { target: { value } }))
  await act(async () =>
    fireEvent.click(await modal().findByRole('button', { name: 'Choose a name' }, wait)),
  )
  await modal().findByRole('textbox', { name: 'Name' }, wait)
  return { ...view, service, signed, field, type }
}

/** The text the element's aria-describedby points at, as a screen reader reads it after the name. */
function description(element: HTMLElement): string {
  const root = element.getRootNode() as ShadowRoot
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ')
}

describe('RegisterAccountName', () => {
  it("opens from the account hub's 'Choose a name', with the field focused and the zone after it", async () => {
    const view = await openRegister()
    expect(view.modal().getByRole('dialog', { name: 'Choose Name' })).toBeTruthy()
    await waitFor(() => expect(view.shadowRoot().activeElement).toBe(view.field()), wait)
    expect(description(view.field())).toContain('.reown.id')
  })

  it('says what is wrong with an invalid name as it is typed, tied to the field', async () => {
    const view = await openRegister()
    await view.type('al ice')
    expect(view.field().getAttribute('aria-invalid')).toBe('true')
    expect(description(view.field())).toContain('A name cannot have spaces')
    await view.type('ali')
    expect(description(view.field())).toContain('Use at least 4 characters.')
    await view.type('аlice')
    expect(description(view.field())).toContain('"а" (U+0430) cannot be used in a name')
    const register = view.modal().getByRole('button', { name: 'Register name' })
    expect(register.getAttribute('aria-disabled')).toBe('true')
  })

  it('says a taken name is taken, and offers free names like it that fill the field', async () => {
    const view = await openRegister({ taken: ['carol.reown.id', 'carol1.reown.id'] })
    await view.type('Carol')
    const status = await view
      .modal()
      .findByText('carol.reown.id is taken. Try another name or a suggestion.', {}, wait)
    expect(status.getAttribute('role')).toBe('status')
    const group = view.modal().getByRole('group', { name: 'Available names' })
    const offered = [...group.querySelectorAll('button')].map((button) => button.textContent)
    expect(offered).toEqual(['carol2.reown.id', 'carol-x.reown.id'])
    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'carol2.reown.id' })),
    )
    expect(view.field().value).toBe('carol2')
    await view.modal().findByText('carol2.reown.id is available', {}, wait)
    expect(
      view.modal().getByRole('button', { name: 'Register name' }).getAttribute('aria-disabled'),
    ).toBe('false')
  })

  it('registers a free name: the wallet signs, the success view shows it, the account has it', async () => {
    const view = await openRegister()
    await view.type('alice')
    await view.modal().findByText('alice.reown.id is available', {}, wait)
    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'Register name' })),
    )
    await view.modal().findByRole('dialog', { name: 'Name Registered' }, wait)
    expect(view.modal().getByRole('heading', { name: 'alice.reown.id is yours' })).toBeTruthy()
    expect(view.account().profileName).toBe('alice.reown.id')
    expect(view.signed).toHaveLength(1)
    expect(view.service.registrations).toHaveLength(1)
    const message = JSON.parse(String(view.service.registrations[0]?.message)) as Record<
      string,
      unknown
    >
    expect(message).toMatchObject({ name: 'alice.reown.id', coinType: 0x80000001, attributes: {} })

    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'Back to account' })),
    )
    await view.modal().findByRole('dialog', { name: 'Account' }, wait)
    expect(view.modal().getByText('alice.reown.id')).toBeTruthy()
    expect(view.modal().queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it("stays on the form with 'Error registering name' when the wallet declines to sign", async () => {
    const view = await openRegister({ sign: 'decline' })
    await view.type('alice')
    await view.modal().findByText('alice.reown.id is available', {}, wait)
    fireEvent.submit(view.field())
    const alert = await view.modal().findByTestId('register-name-error', {}, wait)
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toContain('Error registering name')
    expect(alert.textContent).toContain('The signature was declined in your wallet.')
    expect(view.view()).toBe('RegisterAccountName')
    expect(view.service.registrations).toHaveLength(0)
    expect(view.account().profileName).toBeUndefined()
  })

  it('says the name service refused, with its reason', async () => {
    const view = await openRegister()
    await view.type('alice')
    await view.modal().findByText('alice.reown.id is available', {}, wait)
    // Taken by someone else between the check and the click.
    view.service.names.set('alice.reown.id', { name: 'alice.reown.id', address: '0x1' })
    await act(async () =>
      fireEvent.click(view.modal().getByRole('button', { name: 'Register name' })),
    )
    const alert = await view.modal().findByRole('alert', {}, wait)
    expect(alert.textContent).toContain('Name is already registered')
    // Asked again at once: the name is not offered as available any more.
    await view
      .modal()
      .findByText('alice.reown.id is taken. Try another name or a suggestion.', {}, wait)
  })
})
