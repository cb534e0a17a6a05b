import { Agent, createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxServer, type SiwxServer } from './createSiwxServer.js'
import { callSiwx, jsonBody, signedByAlice } from './fixtures/callSiwx.js'

// The flood of issue 29: anonymous GET /nonce requests, over loopback HTTP with keep-alive, must
// not cost a visitor who asked for a nonce before it their sign-in.
let server: Server
let port: number
let siwx: SiwxServer
const agent = new Agent({ keepAlive: true, maxSockets: 16 })

beforeAll(async () => {
  server = createServer(async (request, response) => {
    if (!(await siwx.handle(request, response, '/siwx'))) response.writeHead(418).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  siwx = createSiwxServer({ domain: `127.0.0.1:${port}`, uri: `http://127.0.0.1:${port}` })
})

afterAll(async () => {
  agent.destroy()
  await new Promise((resolve) => server.close(resolve))
})

describe('a flood of anonymous nonce requests', () => {
  it('leaves a nonce issued before 10,000 GET /nonce usable for signing in', async () => {
    const pending = (await callSiwx(port, 'GET', '/siwx/nonce')).body as { nonce: string }
    const floodSize = 10_000
    let answered = 0
    // 16 requests in flight at a time: enough to keep the server busy, bounded on 2 cores.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (answered < floodSize) {
          answered++
          const reply = await callSiwx(port, 'GET', '/siwx/nonce', { agent })
          if (reply.status !== 200) throw new Error(`flood request answered ${reply.status}`)
        }
      }),
    )
    expect(answered).toBe(floodSize)
    const signed = await signedByAlice({
      domain: `127.0.0.1:${port}`,
      uri: `http://127.0.0.1:${port}`,
      nonce: pending.nonce,
    })
    const verified = await callSiwx(port, 'POST', '/siwx/verify', jsonBody(signed))
    expect(verified).toMatchObject({ status: 200, body: { session: { data: pending } } })
  })
})
