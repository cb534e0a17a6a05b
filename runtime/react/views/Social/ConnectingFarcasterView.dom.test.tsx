import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BaseError, pairingExpiryMarginMs } from '../../../core/kernel.js'
import { renderModal } from '../../fixtures/renderModal.js'
import { untilAborted } from './fixtures/fakeSocialAuth.js'

const fake = await vi.hoisted(async () =>
  (await import('./fixtures/fakeSocialAuth.js')).createFakeSocialAuth(),
)
vi.mock('../EmailLogin/useAuth.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAuth: () => fake.get,
}))

const wait = { timeout: 10_000 }
const page = (n: number) => `https://secure.example/farcaster/approve?channel=${n}`
const shownUri = (view: ReturnType<typeof renderModal>) =>
  view.shadowRoot().querySelector('[data-testid="farcaster-uri"]')?.getAttribute('data-uri')

async function openFarcaster(config: Parameters<typeof renderModal>[0] = {}) {
  const view = renderModal({
    ...config,
    config: { services: { secureSite: 'https://secure.example' }, ...config.config },
  })
  await view.open({ view: 'Connect' })
  const row = await view.modal().findByRole('list', { name: 'Social logins' }, wait)
  fireEvent.click(within(row).getByRole('button', { name: 'Continue with Farcaster' }))
  return view
}

afterEach(() => {
  fake.reset()
  vi.restoreAllMocks()
})

describe('ConnectingFarcaster', () => {
  it('shows the sign-in page as a QR code and Copy link while the login waits (no popup)', async () => {
    const open = vi.spyOn(window, 'open')
    fake.auth.farcaster.uri.mockResolvedValue({ url: page(1), expiresAt: Date.now() + 240_000 })
    fake.auth.farcaster.login.mockImplementation(untilAborted)
    const view = await openFarcaster()
    expect(view.appKit.router.getState().current.view).toBe('ConnectingFarcaster')
    expect(await view.modal().findByRole('img', { name: 'Farcaster QR code' }, wait)).toBeTruthy()
    expect(shownUri(view)).toBe(page(1))
    expect(view.modal().getByRole('dialog', { name: 'Sign in with Farcaster' })).toBeTruthy()
    expect(view.modal().getByRole('button', { name: 'Copy link' })).toBeTruthy()
    // 'Open Farcaster' is for phones, where the code cannot be scanned from the same screen.
    expect(view.modal().queryByRole('link', { name: 'Open Farcaster' })).toBeNull()
    await waitFor(() => expect(fake.auth.farcaster.login).toHaveBeenCalledTimes(1), wait)
    expect(open).not.toHaveBeenCalled()
  })

  it("links to the sign-in page on a phone ('Open Farcaster', a new tab)", async () => {
    fake.auth.farcaster.uri.mockResolvedValue({ url: page(1), expiresAt: Date.now() + 240_000 })
    fake.auth.farcaster.login.mockImplementation(untilAborted)
    const view = renderModal({ config: { services: { secureSite: 'https://secure.example' } } })
    vi.spyOn(view.appKit, 'isMobile').mockReturnValue(true)
    await view.open({ view: 'ConnectingFarcaster' })
    const link = await view.modal().findByRole('link', { name: 'Open Farcaster' }, wait)
    expect(link.getAttribute('href')).toBe(page(1))
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('asks for a new URI when the shown one has fewer than 10 s left, and waits on that one', async () => {
    const signals: AbortSignal[] = []
    fake.auth.farcaster.uri
      .mockResolvedValueOnce({ url: page(1), expiresAt: Date.now() + pairingExpiryMarginMs + 50 })
      .mockResolvedValue({ url: page(2), expiresAt: Date.now() + 240_000 })
    fake.auth.farcaster.login.mockImplementation((signal) => {
      if (signal) signals.push(signal)
      return untilAborted(signal)
    })
    const view = await openFarcaster()
    await waitFor(() => expect(shownUri(view)).toBe(page(1)), wait)
    await waitFor(() => expect(shownUri(view)).toBe(page(2)), wait)
    expect(fake.auth.farcaster.uri).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(signals).toHaveLength(2), wait)
    // The first channel's wait was given up, not left running beside the second.
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
    expect(view.modal().queryByRole('alert')).toBeNull()
  })

  it("says 'Failed to connect to farcaster' when the login fails, and Try again starts over", async () => {
    fake.auth.farcaster.uri.mockResolvedValue({ url: page(1), expiresAt: Date.now() + 240_000 })
    fake.auth.farcaster.login.mockRejectedValueOnce(
      new BaseError('Failed to connect to farcaster', { code: 'FAILED_TO_CONNECT' }),
    )
    const view = await openFarcaster()
    const alert = await view.modal().findByRole('alert', {}, wait)
    expect(alert.textContent).toContain('Failed to connect to farcaster')
    fake.auth.farcaster.login.mockImplementation(untilAborted)
    fireEvent.click(view.modal().getByRole('button', { name: 'Try again' }))
    expect(await view.modal().findByRole('img', { name: 'Farcaster QR code' }, wait)).toBeTruthy()
    expect(fake.auth.farcaster.uri).toHaveBeenCalledTimes(2)
  })

  it('ends the wait when the view is left', async () => {
    let signal: AbortSignal | undefined
    fake.auth.farcaster.uri.mockResolvedValue({ url: page(1), expiresAt: Date.now() + 240_000 })
    fake.auth.farcaster.login.mockImplementation((given) => {
      signal = given
      return untilAborted(given)
    })
    const view = await openFarcaster()
    await waitFor(() => expect(signal).toBeDefined(), wait)
    fireEvent.click(view.modal().getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(signal?.aborted).toBe(true), wait)
  })
})
