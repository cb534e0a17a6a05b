import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../sandbox/chain/freePort.js'
import { checkSiwxEndpoint, readSiwxEndpoint } from './checkSiwxEndpoint.js'

let server: Server
let url: string
let closedUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.url === '/api/siwx/nonce') return json(200, { nonce: 'Ab3dEf6hIj9kLm2n' })
    if (request.url === '/broken/nonce') return json(500, { error: 'server-error' })
    if (request.url === '/empty/nonce') return json(200, { token: 'x' })
    if (request.url === '/html/nonce') return void response.end('<html></html>')
    if (request.url === '/slow/nonce') return // never answers
    json(404, { error: 'not-found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  closedUrl = `http://127.0.0.1:${await freePort()}`
})

afterAll(() => {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(resolve))
})

describe('checkSiwxEndpoint', () => {
  it('passes an endpoint that hands out a nonce, with its latency', async () => {
    const result = await checkSiwxEndpoint(`${url}/api/siwx/`)
    expect(result).toMatchObject({ id: 'siwx', status: 'ok', title: 'Sign-in endpoint' })
    expect(result.detail).toMatch(
      /^Sign-in endpoint http:\/\/127\.0\.0\.1:\d+\/api\/siwx answered a nonce in \d+ ms$/,
    )
  })

  it("resolves a path against the app's metadata.url", async () => {
    const result = await checkSiwxEndpoint('/api/siwx', { base: `${url}/app/` })
    expect(result.status).toBe('ok')
  })

  it('fails an endpoint that is down, naming it', async () => {
    const result = await checkSiwxEndpoint(`${closedUrl}/api/siwx`)
    expect(result.status).toBe('fail')
    expect(result.detail).toBe(
      `Sign-in endpoint ${closedUrl}/api/siwx refused the connection (is it running?) to GET /nonce: sign-in fails until it answers; start the app's server or correct siwx.endpoint`,
    )
  })

  it('fails an endpoint that answers 500', async () => {
    const result = await checkSiwxEndpoint(`${url}/broken`)
    expect(result).toMatchObject({ status: 'fail' })
    expect(result.detail).toContain(`${url}/broken answered HTTP 500 to GET /nonce`)
  })

  it('fails an endpoint that does not answer within the time, 5 s at most', async () => {
    const result = await checkSiwxEndpoint(`${url}/slow`, { timeoutMs: 200 })
    expect(result.status).toBe('fail')
    expect(result.detail).toContain(`${url}/slow did not answer within 200 ms`)
    // A longer doctor --timeout does not stretch the 5 s the modal can wait.
    const started = performance.now()
    const capped = await checkSiwxEndpoint(`${url}/slow`, { timeoutMs: 60_000 })
    expect(capped.detail).toContain('did not answer within 5000 ms')
    expect(performance.now() - started).toBeLessThan(7_000)
  })

  it.each(['/empty', '/html', '/missing'])('fails %s, which answers no nonce', async (path) => {
    const result = await checkSiwxEndpoint(`${url}${path}`)
    expect(result.status).toBe('fail')
    expect(result.detail).toContain(`${url}${path}`)
  })

  it('fails an endpoint that is not an http(s) URL', async () => {
    expect((await checkSiwxEndpoint('ftp://host/siwx')).detail).toContain('not an http(s) URL')
    expect((await checkSiwxEndpoint('/api/siwx')).detail).toContain('is not a URL')
  })
})

describe('readSiwxEndpoint', () => {
  it.each([
    [{ siwx: { endpoint: ' /api/siwx ' } }, '/api/siwx'],
    [{ siwx: { endpoint: '' } }, undefined],
    [{ siwx: { endpoint: 1 } }, undefined],
    [{ siwx: true }, undefined],
    [{ siwx: null }, undefined],
    [{}, undefined],
    [undefined, undefined],
  ])('reads %j as %s', (config, expected) => {
    expect(readSiwxEndpoint(config)).toBe(expected)
  })
})
