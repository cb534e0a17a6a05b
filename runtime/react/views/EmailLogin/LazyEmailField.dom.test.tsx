import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderModal } from '../../fixtures/renderModal.js'
import { renderKitHook } from '../../hooks/fixtures/renderKitHook.js'
import { emailOffered, useEmailOffered } from './LazyEmailField.js'

/** A secure site on another origin than the page: email login can work. */
const services = { secureSite: 'https://secure.example' }

// SPEC section 5: the embedded wallet only with the email (or socials) remote feature. The email
// field follows the features store, which the remote configuration sets after mount.
describe('email login and the merged features', () => {
  it('is offered while the merged features have email on, and follows a remote change', async () => {
    const { result, appKit } = renderKitHook(() => useEmailOffered(), { config: { services } })
    expect(result.current).toBe(true)
    await act(async () => appKit.stores.features.setState({ email: false, source: 'remote' }))
    expect(result.current).toBe(false)
    expect(emailOffered(appKit)).toBe(false)
    await act(async () => appKit.stores.features.setState({ email: true }))
    expect(result.current).toBe(true)
  })

  it('is offered when the remote side turns email on over a config that has it off', async () => {
    const { result, appKit } = renderKitHook(() => useEmailOffered(), {
      config: { services, features: { email: false } },
    })
    expect(result.current).toBe(false)
    await act(async () => appKit.stores.features.setState({ email: true, source: 'remote' }))
    expect(result.current).toBe(true)
  })

  it('stays off, whatever the features say, where email login cannot work (no secure site)', async () => {
    const { result, appKit } = renderKitHook(() => useEmailOffered())
    await act(async () => appKit.stores.features.setState({ email: true, source: 'remote' }))
    expect(result.current).toBe(false)
  })

  it('leaves the Connect view without the email field once email is off remotely', async () => {
    const view = renderModal({ config: { services } })
    await act(async () => view.appKit.stores.features.setState({ email: false, source: 'remote' }))
    await view.open({ view: 'Connect' })
    await waitFor(() => expect(view.modal().getByRole('list', { name: 'Wallets' })).toBeTruthy(), {
      timeout: 10_000,
    })
    expect(view.shadowRoot().querySelector('.ak-email-slot')).toBeNull()
    expect(view.modal().queryByRole('textbox', { name: 'Email' })).toBeNull()
  })
})
