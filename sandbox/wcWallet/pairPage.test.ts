import { describe, expect, it, vi } from 'vitest'
import { defaultPairEndpoint, handlePairRequest, pairPage } from './pairPage.js'

const uri =
  'wc:7f6e5d4c3b2a19081726354453627180f9e8d7c6b5a493827160504f3e2d1c0b@2?relay-protocol=irn&symKey=00&expiryTimestamp=1'

describe('pairPage', () => {
  it('is a labelled form that posts the URI as JSON to the endpoint', () => {
    const page = pairPage()
    expect(page).toContain('<label for="uri">')
    expect(page).toContain('<textarea id="uri"')
    expect(page).toContain('<button type="submit">Pair</button>')
    expect(page).toContain('role="status"')
    expect(page).toContain(`fetch(${JSON.stringify(defaultPairEndpoint)}`)
    expect(page).toContain("'content-type': 'application/json'")
  })

  it('refuses an endpoint that is not a plain path', () => {
    expect(() => pairPage('/x"</script><script>alert(1)')).toThrow(/plain path/)
    expect(pairPage('/pair')).toContain('fetch("/pair"')
  })
})

describe('handlePairRequest', () => {
  it('pairs the wallet with a v2 URI sent as JSON', async () => {
    const pair = vi.fn(async () => undefined)
    const body = JSON.stringify({ uri })
    expect(await handlePairRequest(body, { pair }, 'application/json; charset=utf-8')).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(pair).toHaveBeenCalledWith(uri)
  })

  it('refuses form posts, non-JSON and non-WalletConnect bodies without pairing', async () => {
    const pair = vi.fn(async () => undefined)
    const json = JSON.stringify({ uri })
    expect((await handlePairRequest(json, { pair }, 'text/plain')).status).toBe(415)
    expect((await handlePairRequest(`uri=${uri}`, { pair })).status).toBe(400)
    for (const bad of ['https://example.com', 'wc:abc@1?x', `${uri}${'0'.repeat(3000)}`, 42]) {
      const answer = await handlePairRequest(JSON.stringify({ uri: bad }), { pair })
      expect(answer).toMatchObject({ status: 400, body: { ok: false } })
    }
    expect((await handlePairRequest('null', { pair })).status).toBe(400)
    expect(pair).not.toHaveBeenCalled()
  })

  it("passes on the client's reason when pairing fails", async () => {
    const pair = vi.fn(async () => {
      throw new Error('Pairing already exists: 7f6e. Please try again with a new connection URI.')
    })
    expect(await handlePairRequest(JSON.stringify({ uri }), { pair })).toEqual({
      status: 422,
      body: {
        ok: false,
        error: 'Pairing already exists: 7f6e. Please try again with a new connection URI.',
      },
    })
  })
})
