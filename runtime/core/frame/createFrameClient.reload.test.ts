import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeSecurePage } from './fixtures/createFakeSecurePage.js'
import { FrameLoadError, FrameRequestError, frameReloadedMessage } from './frameErrors.js'

// The frame reloads (RELOAD, or its page loaded again on its own) and says READY again: what it
// had been asked is lost with its old page, so the client fails it at once instead of letting
// each request wait out its time-out, and waits for the new page before sending anything.
const src = 'https://secure.example/frame?parent=http%3A%2F%2Flocalhost%3A3000'
const user = { address: '0x0000000000000000000000000000000000000001', chainId: 1 }

afterEach(() => {
  vi.useRealTimers()
})

function setup(options: { readyDelayMs?: number; loadTimeoutMs?: number } = {}) {
  const page = createFakeSecurePage()
  const onReload = vi.fn()
  const client = page.openFrame(src, { readyDelayMs: 0, ...options, onReload })
  return { site: page.site, client, onReload }
}

describe('createFrameClient when the frame reloads', () => {
  it('rejects every pending request at once with The secure frame reloaded', async () => {
    const { site, client, onReload } = setup()
    const asking = client.request('GET_USER', {}).catch((error: unknown) => error)
    const connecting = client
      .request('CONNECT_SOCIAL', { uri: 'https://secure.example/social/callback?code=c' })
      .catch((error: unknown) => error)
    await vi.waitFor(() => expect(site.received).toHaveLength(2), { timeout: 5_000 })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    site.reload()
    // No clock moves: the 10 s and 120 s time-outs play no part.
    for (const failed of [await asking, await connecting]) {
      expect(failed).toBeInstanceOf(FrameRequestError)
      expect(failed).toMatchObject({ shortMessage: frameReloadedMessage })
    }
    expect(onReload).toHaveBeenCalledTimes(1)
  })

  it('sends the next request to the reloaded frame once it is ready again', async () => {
    const { site, client } = setup()
    const lost = client.request('GET_USER', {}).catch((error: unknown) => error)
    await vi.waitFor(() => expect(site.receivedOf('GET_USER')).toHaveLength(1), { timeout: 5_000 })
    site.reload()
    expect(await lost).toMatchObject({ shortMessage: 'The secure frame reloaded' })
    site.handle('GET_USER', { result: user })
    await expect(client.request('GET_USER', {})).resolves.toEqual(user)
    expect(site.receivedOf('GET_USER')).toHaveLength(2)
  })

  it('holds requests made after the new READY until its ready delay passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { site, client } = setup({ readyDelayMs: 500 })
    await vi.advanceTimersByTimeAsync(500)
    await client.ready()
    site.reload()
    await vi.advanceTimersByTimeAsync(0)
    site.handle('IS_CONNECTED', { result: { isConnected: true } })
    const asking = client.request('IS_CONNECTED', {})
    await vi.advanceTimersByTimeAsync(499)
    expect(site.receivedOf('IS_CONNECTED')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await expect(asking).resolves.toEqual({ isConnected: true })
  })

  it('resolves RELOAD and waits for the new READY before sending anything else', async () => {
    const { site, client } = setup()
    site.handle('RELOAD', { result: undefined })
    site.handle('GET_CHAIN_ID', { result: { chainId: 1 } })
    await expect(client.request('RELOAD', undefined)).resolves.toBeUndefined()
    const asking = client.request('GET_CHAIN_ID', undefined)
    await new Promise((resolve) => setTimeout(resolve, 20))
    // Posted now, it would reach the page being thrown away.
    expect(site.receivedOf('GET_CHAIN_ID')).toHaveLength(0)
    site.reload()
    await expect(asking).resolves.toEqual({ chainId: 1 })
  })

  it('counts a RELOAD the frame reloaded for before answering as done', async () => {
    const { site, client } = setup()
    const reloading = client.request('RELOAD', undefined)
    await vi.waitFor(() => expect(site.receivedOf('RELOAD')).toHaveLength(1), { timeout: 5_000 })
    site.reload()
    await expect(reloading).resolves.toBeUndefined()
  })

  it('fails what waits when the frame never says READY again after RELOAD', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { site, client } = setup({ loadTimeoutMs: 20_000 })
    site.handle('RELOAD', { result: undefined })
    const reloading = client.request('RELOAD', undefined)
    await vi.advanceTimersByTimeAsync(0)
    await expect(reloading).resolves.toBeUndefined()
    const asking = client.request('GET_USER', {}).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await asking).toBeInstanceOf(FrameLoadError)
    expect(site.receivedOf('GET_USER')).toHaveLength(0)
  })

  it('ignores a READY from another origin or window: no reload', async () => {
    const { site, client, onReload } = setup()
    site.handle('GET_USER', () => undefined)
    const asking = client.request('GET_USER', {})
    await vi.waitFor(() => expect(site.receivedOf('GET_USER')).toHaveLength(1), { timeout: 5_000 })
    const ready = { channel: 'appkit:secure-frame', type: 'READY', payload: {} }
    site.post(ready, { origin: 'https://evil.example' })
    site.post(ready, { source: {} })
    const [message] = site.receivedOf('GET_USER')
    site.reply(message as NonNullable<typeof message>, { result: user })
    await expect(asking).resolves.toEqual(user)
    expect(onReload).not.toHaveBeenCalled()
  })
})
