import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestWithHost } from './fixtures/requestWithHost.js'
import { loopbackHosts, refuseForeignHost } from './refuseForeignHost.js'

let server: Server
let port: number
let hosts: readonly string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    if (refuseForeignHost(request, response, hosts, 'the test server')) return
    response.writeHead(200).end('answered')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)

describe('loopbackHosts', () => {
  it('names 127.0.0.1 and localhost with the port by default, or only the names given', () => {
    expect(loopbackHosts(5173)).toEqual(['127.0.0.1:5173', 'localhost:5173'])
    expect(loopbackHosts(8080, ['localhost'])).toEqual(['localhost:8080'])
  })
})

describe('refuseForeignHost over HTTP', () => {
  it('refuses every request while it knows no host yet', async () => {
    hosts = []
    const answer = await requestWithHost(port, `127.0.0.1:${port}`, '/')
    expect(answer.status).toBe(421)
  })

  it('answers its own hosts in any letter case, and refuses the rest with 421 and a reason', async () => {
    hosts = loopbackHosts(port, ['localhost'])
    for (const host of [`localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await requestWithHost(port, host, '/')).body, host).toBe('answered')
    }
    const foreign = [
      `rebind.example:${port}`,
      `127.0.0.1:${port}`,
      'localhost',
      `localhost:${port + 1}`,
      `localhost.:${port}`,
      `localhost:${port}.evil.example`,
      `evil.example@localhost:${port}`,
    ]
    for (const host of foreign) {
      const answer = await requestWithHost(port, host, '/')
      expect(answer.status, host).toBe(421)
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(JSON.parse(answer.body)).toEqual({
        error: 'misdirected-request',
        detail: `the test server answers only on localhost:${port}`,
      })
    }
  })
})
