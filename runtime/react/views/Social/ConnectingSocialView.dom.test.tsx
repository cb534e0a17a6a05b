import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BaseError } from '../../../core/kernel.js'
import { renderModal } from '../../fixtures/renderModal.js'
import { fakePopup, untilAborted } from './fixtures/fakeSocialAuth.js'

const fake = await vi.hoisted(async () =>
  (await import('./fixtures/fakeSocialAuth.js')).createFakeSocialAuth(),
)
vi.mock('../EmailLogin/useAuth.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAuth: () => fake.get,
}))

const wait = { timeout: 10_000 }

async function openConnect() {
  const view = renderModal({ config: { services: { secureSite: 'https://secure.example' } } })
  await view.open({ view: 'Connect' })
  const row = await view.modal().findByRole('list', { name: 'Social logins' }, wait)
  return { ...view, row }
}

/**
 * Clicks `button` and says, for each `window.open` call, whether it came while the click was
 * being dispatched (a capture listener marks the start; the flag drops once `fireEvent` returns,
 * so a call after any await reads false).
 */
function clickRecordingPopups(button: HTMLElement, popup: Window) {
  const duringClick: boolean[] = []
  let clicking = false
  const mark = () => {
    clicking = true
  }
  button.addEventListener('click', mark, { capture: true })
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    duringClick.push(clicking)
    return popup
  })
  fireEvent.click(button)
  clicking = false
  button.removeEventListener('click', mark, { capture: true })
  return { duringClick, open }
}

afterEach(() => {
  fake.reset()
  vi.restoreAllMocks()
})

describe('a popup social login', () => {
  it('opens the popup synchronously inside the click, then the view, then the login', async () => {
    fake.auth.social.login.mockImplementation((_, __, signal) => untilAborted(signal))
    const view = await openConnect()
    const popup = fakePopup()
    const button = within(view.row).getByRole('button', { name: 'Continue with Google' })
    const { duringClick, open } = clickRecordingPopups(button, popup)
    expect(duringClick).toEqual([true])
    expect(open).toHaveBeenCalledWith('', 'appkit-social-login', 'popup,width=600,height=700')
    // The login needs the embedded wallet's chunk: it starts after an await, the popup before.
    expect(fake.auth.social.login).not.toHaveBeenCalled()
    expect(view.appKit.router.getState().current).toEqual({
      view: 'ConnectingSocial',
      data: { provider: 'google' },
    })
    await waitFor(
      () =>
        expect(fake.auth.social.login).toHaveBeenCalledWith(
          'google',
          popup,
          expect.any(AbortSignal),
        ),
      wait,
    )
    expect(await view.modal().findByText('Continue in the popup window', {}, wait)).toBeTruthy()
    expect(view.modal().getByText('Log in with Google')).toBeTruthy()
    expect(view.modal().getByRole('dialog', { name: 'Social login' })).toBeTruthy()
  })

  it("says the failure's words in an alert, and Try again opens a new popup in its own click", async () => {
    fake.auth.social.login.mockRejectedValueOnce(
      new BaseError('Popup closed', { code: 'FAILED_TO_CONNECT' }),
    )
    const view = await openConnect()
    const first = fakePopup()
    clickRecordingPopups(
      within(view.row).getByRole('button', { name: 'Continue with Discord' }),
      first,
    )
    const alert = await view.modal().findByRole('alert', {}, wait)
    expect(within(alert).getByText('Popup closed')).toBeTruthy()
    // The popup of a failed login does not stay open.
    expect(first.close).toHaveBeenCalled()
    vi.restoreAllMocks()

    fake.auth.social.login.mockImplementation((_, __, signal) => untilAborted(signal))
    const second = fakePopup()
    const retry = view.modal().getByRole('button', { name: 'Try again' })
    const { duringClick } = clickRecordingPopups(retry, second)
    expect(duringClick).toEqual([true])
    await waitFor(
      () =>
        expect(fake.auth.social.login).toHaveBeenLastCalledWith(
          'discord',
          second,
          expect.any(AbortSignal),
        ),
      wait,
    )
    expect(await view.modal().findByText('Continue in the popup window', {}, wait)).toBeTruthy()
    expect(view.modal().queryByRole('alert')).toBeNull()
  })

  it("shows the secure site's refusal as it words it", async () => {
    fake.auth.social.login.mockRejectedValueOnce(
      new BaseError('Social login was denied', { code: 'FAILED_TO_CONNECT' }),
    )
    const view = await openConnect()
    clickRecordingPopups(
      within(view.row).getByRole('button', { name: 'Continue with Google' }),
      fakePopup(),
    )
    const alert = await view.modal().findByRole('alert', {}, wait)
    expect(alert.textContent).toContain('Social login was denied')
  })

  it('aborts the login and closes the popup when the view is left', async () => {
    let signal: AbortSignal | undefined
    fake.auth.social.login.mockImplementation((_, __, given) => {
      signal = given
      return untilAborted(given)
    })
    const view = await openConnect()
    const popup = fakePopup()
    clickRecordingPopups(within(view.row).getByRole('button', { name: 'Continue with X' }), popup)
    await waitFor(() => expect(signal).toBeDefined(), wait)
    expect(signal?.aborted).toBe(false)
    fireEvent.click(view.modal().getByRole('button', { name: 'Back' }))
    expect(signal?.aborted).toBe(true)
    await waitFor(() => expect(popup.close).toHaveBeenCalled(), wait)
    // Nothing of the aborted login is kept to show next time.
    await waitFor(() => expect(Object.keys(view.ui.attempts.getState().byKey)).toEqual([]), wait)
  })

  it('offers the click itself when an app opens the view with no login running', async () => {
    fake.auth.social.login.mockImplementation((_, __, signal) => untilAborted(signal))
    const view = renderModal({ config: { services: { secureSite: 'https://secure.example' } } })
    await view.open({ view: 'ConnectingSocial', data: { provider: 'apple' } })
    const start = await view.modal().findByRole('button', { name: 'Continue with Apple' }, wait)
    const { duringClick } = clickRecordingPopups(start, fakePopup())
    expect(duringClick).toEqual([true])
    await waitFor(() => expect(fake.auth.social.login).toHaveBeenCalled(), wait)
  })

  it('refuses a provider that is not one of the six', async () => {
    const view = renderModal({ config: { services: { secureSite: 'https://secure.example' } } })
    await act(() =>
      view.appKit.open({ view: 'ConnectingSocial', data: { provider: 'myspace' as never } }),
    )
    expect(
      await view.modal().findByText('This view is not available in this version yet.', {}, wait),
    ).toBeTruthy()
  })
})
