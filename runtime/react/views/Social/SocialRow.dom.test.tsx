import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKitConfigInput } from '../../../../schema/index.js'
import { renderModal } from '../../fixtures/renderModal.js'

const fake = await vi.hoisted(async () =>
  (await import('./fixtures/fakeSocialAuth.js')).createFakeSocialAuth(),
)
vi.mock('../EmailLogin/useAuth.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAuth: () => fake.get,
}))

const wait = { timeout: 10_000 }

/** No browser wallet on the page; a custom wallet keeps the wallet list on screen. */
const noInstalledWallet = {
  enableEIP6963: false,
  enableInjected: false,
  enableWalletConnect: false,
  custom: [{ id: 'custom-wallet', name: 'Custom Wallet' }],
} satisfies AppKitConfigInput['wallets']

async function openConnect(config: Partial<AppKitConfigInput> = {}) {
  const view = renderModal({
    config: { services: { secureSite: 'https://secure.example' }, ...config },
  })
  await view.open({ view: 'Connect' })
  await view.modal().findByRole('dialog', {}, wait)
  const slot = () => view.shadowRoot().querySelector('.ak-social-slot')
  const row = () => view.modal().findByRole('list', { name: 'Social logins' }, wait)
  const buttons = async () =>
    within(await row())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
  return { ...view, slot, row, buttons }
}

/** True when `first` comes before `second` in document order. */
function comesBefore(first: Node, second: Node): boolean {
  return (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
}

/** Makes the page a messaging mini-app on `platform` (the messaging app's own `WebApp` object). */
function inMiniApp(platform: string) {
  vi.stubGlobal('Telegram', { WebApp: { platform, initData: 'query_id=1' } })
}

afterEach(() => {
  fake.reset()
  vi.restoreAllMocks()
})

describe('Connect view: the social row', () => {
  it('shows the first four providers in the configured order, then More', async () => {
    const view = await openConnect()
    expect(await view.buttons()).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'More',
    ])
  })

  it('shows every provider when five or fewer are configured, in their order, without More', async () => {
    const view = await openConnect({
      features: { socials: ['github', 'apple', 'google', 'discord', 'x'] },
    })
    expect(await view.buttons()).toEqual([
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Google',
      'Continue with Discord',
      'Continue with X',
    ])
  })

  it('opens AllSocials from More: every provider by name, in order', async () => {
    const view = await openConnect()
    fireEvent.click(within(await view.row()).getByRole('button', { name: 'More' }))
    const list = await view.modal().findByRole('list', { name: 'Social logins' }, wait)
    await waitFor(() => expect(view.appKit.router.getState().current.view).toBe('AllSocials'), wait)
    expect(view.modal().getByRole('dialog', { name: 'All socials' })).toBeTruthy()
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'])
  })

  it('sits between email and the wallets by default (email, social, wallet)', async () => {
    const view = await openConnect({ wallets: noInstalledWallet })
    const row = await view.row()
    const email = view.shadowRoot().querySelector('.ak-email-slot') as Element
    const wallets = view.modal().getByRole('list', { name: 'Wallets' })
    expect(comesBefore(email, row)).toBe(true)
    expect(comesBefore(row, wallets)).toBe(true)
  })

  it('comes last when a browser wallet is announced (wallet, email, social)', async () => {
    const view = await openConnect()
    const row = await view.row()
    const email = view.shadowRoot().querySelector('.ak-email-slot') as Element
    const wallets = view.modal().getByRole('list', { name: 'Wallets' })
    expect(comesBefore(wallets, email)).toBe(true)
    expect(comesBefore(email, row)).toBe(true)
  })

  it("follows connectMethodsOrder ['social', 'wallet']: first, and email after the wallets", async () => {
    const view = await openConnect({ features: { connectMethodsOrder: ['social', 'wallet'] } })
    const row = await view.row()
    const email = view.shadowRoot().querySelector('.ak-email-slot') as Element
    const wallets = view.modal().getByRole('list', { name: 'Wallets' })
    expect(comesBefore(row, wallets)).toBe(true)
    expect(comesBefore(wallets, email)).toBe(true)
  })

  it('keeps its slot when its chunk arrives: the row lands in the slot drawn with the view', async () => {
    const view = await openConnect()
    const slot = view.slot()
    expect(slot).not.toBeNull()
    const row = await view.row()
    expect(view.slot()).toBe(slot)
    expect(slot?.contains(row)).toBe(true)
  })

  it('is not offered with features.socials false, nor without a secure site', async () => {
    const off = await openConnect({ features: { socials: false } })
    expect(off.modal().getByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(off.slot()).toBeNull()
    off.result.unmount()
    const noSite = await openConnect({ services: {} })
    expect(noSite.slot()).toBeNull()
    expect(noSite.modal().queryByRole('list', { name: 'Social logins' })).toBeNull()
  })

  it('follows the remote configuration: a list it empties takes the row away', async () => {
    const view = await openConnect()
    await view.row()
    view.appKit.stores.features.setState({ socials: false })
    await waitFor(() => expect(view.slot()).toBeNull(), wait)
  })

  it('is warmed at idle with the email field, before the modal opens', async () => {
    const { LazySocialRow } = await import('./SocialSlot.js')
    const preload = vi.spyOn(LazySocialRow, 'preload')
    const view = renderModal({ config: { services: { secureSite: 'https://secure.example' } } })
    await waitFor(() => expect(preload).toHaveBeenCalled(), wait)
    expect(view.appKit.getState().modal.open).toBe(false)
  })
})

describe('Connect view: the social row in a messaging mini-app', () => {
  it('leaves out facebook and x on Android', async () => {
    inMiniApp('android')
    const view = await openConnect()
    expect(await view.buttons()).toEqual([
      'Continue with Google',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
    ])
  })

  it('leaves out google on iOS, in AllSocials too', async () => {
    inMiniApp('ios')
    const view = await openConnect()
    expect(await view.buttons()).not.toContain('Continue with Google')
    fireEvent.click(within(await view.row()).getByRole('button', { name: 'More' }))
    await waitFor(() => expect(view.appKit.router.getState().current.view).toBe('AllSocials'), wait)
    const list = await view.modal().findByRole('list', { name: 'Social logins' }, wait)
    expect(within(list).queryByRole('button', { name: 'Google' })).toBeNull()
    expect(within(list).getAllByRole('button')).toHaveLength(6)
  })

  it('draws nothing, its slot included, when the filters leave no provider', async () => {
    inMiniApp('ios')
    await import('./socialViews.js')
    const view = await openConnect({ features: { socials: ['google'] } })
    await waitFor(() => expect(view.slot()?.childElementCount).toBe(0), wait)
  })

  it('goes to the provider by redirect: no popup', async () => {
    inMiniApp('android')
    const open = vi.spyOn(window, 'open')
    fake.auth.social.redirect.mockImplementation(() => new Promise(() => undefined))
    const view = await openConnect()
    fireEvent.click(within(await view.row()).getByRole('button', { name: 'Continue with GitHub' }))
    await waitFor(() => expect(fake.auth.social.redirect).toHaveBeenCalledWith('github'), wait)
    expect(open).not.toHaveBeenCalled()
    expect(fake.auth.social.login).not.toHaveBeenCalled()
    expect(
      await view.modal().findByText('Taking you to the sign-in page...', {}, wait),
    ).toBeTruthy()
  })
})
