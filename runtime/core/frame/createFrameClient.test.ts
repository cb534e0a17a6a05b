import { describe, expect, it, vi } from 'vitest'
import { createFrameClient } from './createFrameClient.js'
import { createFakeSecurePage } from './fixtures/createFakeSecurePage.js'
import { FrameRequestAbortedError, FrameRequestError } from './frameErrors.js'
import { frameChannel } from './frameProtocol.js'

// The kit's side of the secure frame over a fake page: the frame client is the real one, the
// secure site behind its iframe a stand-in that speaks frameProtocol.ts.
const src = 'https://secure.example/frame?parent=http%3A%2F%2Flocalhost%3A3000'
const user = { address: '0x0000000000000000000000000000000000000001', chainId: 1 }

function setup() {
  const page = createFakeSecurePage()
  const ignored = vi.fn()
  const client = createFrameClient({
    src,
    document: page.document,
    readyDelayMs: 0,
    onIgnored: ignored,
  })
  return { page, site: page.site, client, ignored }
}

describe('createFrameClient', () => {
  it('resolves a request with the payload of its <TYPE>_SUCCESS answer', async () => {
    const { site, client } = setup()
    site.handle('GET_USER', { result: user })
    await expect(client.request('GET_USER', { chainId: 1 })).resolves.toEqual(user)
    expect(site.receivedOf('GET_USER')).toMatchObject([{ payload: { chainId: 1 } }])
  })

  it("rejects with the frame's message and EIP-1193 code from <TYPE>_ERROR", async () => {
    const { site, client } = setup()
    site.handle('CONNECT_OTP', { error: 'Invalid code', code: 4001 })
    const error = await client.request('CONNECT_OTP', { otp: '123456' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error).toMatchObject({ shortMessage: 'Invalid code', rpcCode: 4001 })
  })

  it('drops answers from another origin or another window, and takes the real one', async () => {
    const { site, client, ignored } = setup()
    const asking = client.request('IS_CONNECTED', {})
    await vi.waitFor(() => expect(site.receivedOf('IS_CONNECTED')).toHaveLength(1), {
      timeout: 5_000,
    })
    const [message] = site.receivedOf('IS_CONNECTED')
    const forged = {
      channel: frameChannel,
      type: 'IS_CONNECTED_SUCCESS',
      id: message?.id,
      payload: { isConnected: true },
    }
    site.post(forged, { origin: 'https://evil.example' })
    site.post(forged, { source: {} })
    site.reply(message as NonNullable<typeof message>, { result: { isConnected: false } })
    await expect(asking).resolves.toEqual({ isConnected: false })
    expect(ignored).toHaveBeenCalledTimes(2)
    expect(ignored).toHaveBeenCalledWith('not from the secure frame')
  })

  it('settles a request once: a repeated answer to its id is ignored', async () => {
    const { site, client, ignored } = setup()
    site.handle('SWITCH_NETWORK', { result: { chainId: 8453 } })
    await expect(client.request('SWITCH_NETWORK', { chainId: 8453 })).resolves.toEqual({
      chainId: 8453,
    })
    const [message] = site.receivedOf('SWITCH_NETWORK')
    site.post({
      channel: frameChannel,
      type: 'SWITCH_NETWORK_SUCCESS',
      id: message?.id,
      payload: { chainId: 1 },
    })
    await vi.waitFor(
      () => expect(ignored).toHaveBeenCalledWith('an answer to no pending request'),
      {
        timeout: 5_000,
      },
    )
  })

  it('tells the frame of an aborted RPC request and waits its grace for the answer', async () => {
    const { site, client } = setup()
    site.handle('RPC_ABORT', () => undefined) // the user had approved already: it answers anyway
    const abort = new AbortController()
    const asking = client.request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: [], chainId: 1, chainNamespace: 'eip155' },
      { signal: abort.signal, abortGraceMs: 10_000 },
    )
    await vi.waitFor(() => expect(site.receivedOf('RPC_REQUEST')).toHaveLength(1), {
      timeout: 5_000,
    })
    abort.abort()
    const [request] = site.receivedOf('RPC_REQUEST')
    expect(site.receivedOf('RPC_ABORT')).toMatchObject([{ payload: { id: request?.id } }])
    site.reply(request as NonNullable<typeof request>, { result: '0xsigned' })
    await expect(asking).resolves.toBe('0xsigned')
  })

  it('removes its frame and listener on destroy, and rejects what is pending as aborted', async () => {
    const { page, site, client } = setup()
    expect(page.frames()).toBe(1)
    expect(page.messageListeners()).toBe(1)
    const asking = client.request('GET_USER', {})
    await vi.waitFor(() => expect(site.receivedOf('GET_USER')).toHaveLength(1), {
      timeout: 5_000,
    })
    client.destroy()
    await expect(asking).rejects.toBeInstanceOf(FrameRequestAbortedError)
    expect(page.frames()).toBe(0)
    expect(page.messageListeners()).toBe(0)
  })
})
