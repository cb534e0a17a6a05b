import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupAppKit } from '../actions/fixtures/setupAppKit.js'
import { BaseError } from '../errors/BaseError.js'
import { authOf } from './index.js'

// The embedded wallet is state the kit owns: `appKit.destroy()` takes its secure frame (an iframe
// in the page, a `message` listener on the window) with it. happy-dom is the page; it loads no
// iframe page (it logs a NotSupportedError saying so), so the frame never says READY and the
// request below waits for it.
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const secureSite = 'https://secure.example'
const framesOfTheKit = () => document.querySelectorAll(`iframe[src^="${secureSite}/"]`).length

function messageListeners(spy: { mock: { calls: unknown[][] } }): unknown[] {
  return spy.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener)
}

describe('authOf(appKit) and appKit.destroy()', () => {
  it('leaves no secure frame and no message listener of the kit behind', async () => {
    // The page origin check asks the Wallet API; localhost is always allowed, whatever it lists.
    vi.stubGlobal('fetch', async () => Response.json({ allowedOrigins: [] }))
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const { appKit } = setupAppKit({ config: { services: { secureSite } } })

    const sending = authOf(appKit)
      .sendCode('ada@example.com')
      .catch((error: unknown) => error)
    await vi.waitFor(() => expect(framesOfTheKit()).toBe(1), { timeout: 5_000 })
    expect(messageListeners(added)).toHaveLength(1)

    appKit.destroy()
    expect(framesOfTheKit()).toBe(0)
    expect(messageListeners(removed)).toEqual(messageListeners(added))
    // The code request that waited for the frame is settled, not left hanging.
    expect(await sending).toBeInstanceOf(BaseError)
  })

  it('gives a destroyed kit an embedded wallet that opens no frame', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ allowedOrigins: [] }))
    const created = vi.spyOn(document, 'createElement')
    const { appKit } = setupAppKit({ config: { services: { secureSite } } })
    appKit.destroy()
    await expect(authOf(appKit).sendCode('ada@example.com')).rejects.toBeInstanceOf(BaseError)
    expect(created).not.toHaveBeenCalledWith('iframe')
  })
})
