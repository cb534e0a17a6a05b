import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSiwxServer } from './createSiwxServer.js'

// Bodies that never end, sent byte by byte over a raw socket: an HTTP client library would not
// stall on purpose. The helper's own bound is set short here (300 ms; 10 s by default).
const bodyTimeoutMs = 300
let server: Server
let port: number
let siwx: ReturnType<typeof createSiwxServer>
const sockets: Socket[] = []

interface RawExchange {
  socket: Socket
  /** Everything the server sent so far. */
  received: () => string
  /** True once the server closed the connection. */
  closed: () => boolean
}

/** Opens a connection, sends `head` (request line and headers) and then whatever the test writes. */
async function rawRequest(head: string): Promise<RawExchange> {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  let text = ''
  let ended = false
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8')
  })
  socket.on('end', () => {
    ended = true
  })
  socket.on('close', () => {
    ended = true
  })
  socket.on('error', () => {})
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  socket.write(`${head}\r\n`)
  return { socket, received: () => text, closed: () => ended }
}

const headOf = (path: string, headers: string[]) =>
  [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...headers, ''].join('\r\n')

beforeAll(async () => {
  server = createServer(async (request, response) => {
    if (!(await siwx.handle(request, response, '/siwx'))) response.writeHead(418).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  siwx = createSiwxServer({
    domain: `127.0.0.1:${port}`,
    uri: `http://127.0.0.1:${port}`,
    bodyTimeoutMs,
  })
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
})

describe('the body time bound of POST verify', () => {
  it('answers 408 body-timeout to a body that stops arriving, then closes the connection', async () => {
    const startedAt = performance.now()
    const exchange = await rawRequest(
      headOf('/siwx/verify', ['content-type: application/json', 'content-length: 100']),
    )
    exchange.socket.write('{"message":')
    await vi.waitFor(() => expect(exchange.closed()).toBe(true), { timeout: 10_000 })
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(bodyTimeoutMs - 20)
    const reply = exchange.received()
    expect(reply).toMatch(/^HTTP\/1\.1 408 /)
    expect(reply).toMatch(/\r\nconnection: close\r\n/i)
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toMatchObject({
      error: 'body-timeout',
    })
  })

  it('cuts a body that trickles in past the bound, though every byte comes in time', async () => {
    const exchange = await rawRequest(
      headOf('/siwx/verify', ['content-type: application/json', 'content-length: 1000']),
    )
    // One byte each 50 ms: never idle for long, never finished.
    const trickle = setInterval(() => {
      if (!exchange.closed()) exchange.socket.write(' ')
    }, 50)
    try {
      await vi.waitFor(() => expect(exchange.closed()).toBe(true), { timeout: 10_000 })
    } finally {
      clearInterval(trickle)
    }
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('answers 408 to a chunked body whose last chunk never comes', async () => {
    const exchange = await rawRequest(
      headOf('/siwx/verify', ['content-type: application/json', 'transfer-encoding: chunked']),
    )
    exchange.socket.write('b\r\n{"message":\r\n')
    await vi.waitFor(() => expect(exchange.closed()).toBe(true), { timeout: 10_000 })
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 408 /)
  })
})

describe('a request answered before its body has all arrived', () => {
  it('gets its answer, then the connection is closed rather than left waiting for the rest', async () => {
    const exchange = await rawRequest(headOf('/siwx/revoke', ['content-length: 100']))
    exchange.socket.write('x')
    await vi.waitFor(() => expect(exchange.closed()).toBe(true), { timeout: 10_000 })
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 204 /)
    expect(exchange.received()).toMatch(/\r\nconnection: close\r\n/i)
  })
})
