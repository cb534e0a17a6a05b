import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../sandbox/chain/freePort.js'
import { type SecureSite, startSecureSite } from '../../sandbox/secureSite/startSecureSite.js'
import { checkSecureSite } from './checkSecureSite.js'

const app = { origin: 'https://app.example', source: 'metadata.url' } as const
let site: SecureSite
const servers: Server[] = []
let closedUrl: string

type Answer = (response: ServerResponse) => void

/** A stand-in secure site whose every answer is `answer`'s. */
async function serve(answer: Answer): Promise<string> {
  const server = createServer((_request, response) => answer(response))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  site = await startSecureSite({ allowedOrigins: [app.origin] })
  closedUrl = `http://127.0.0.1:${await freePort()}`
})

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  await site.close()
})

describe('checkSecureSite', () => {
  it('passes a secure site that serves its frame to the origin and lets it frame it', async () => {
    const [result] = await checkSecureSite(site.origin, [app], 5_000)
    expect(result).toMatchObject({ id: 'secureSite:https://app.example', status: 'ok' })
    expect(result?.detail).toMatch(
      new RegExp(
        `^${site.origin} serves its frame to https://app.example \\(frame-ancestors allow it\\) in \\d+ ms$`,
      ),
    )
  })

  it('fails an origin the secure site refuses, with the status and what to do, one line per origin', async () => {
    const staging = { origin: 'https://staging.example', source: '--origin' }
    const [ok, refused] = await checkSecureSite(site.origin, [app, staging], 5_000)
    expect(ok?.status).toBe('ok')
    expect(refused).toMatchObject({ id: 'secureSite:https://staging.example', status: 'fail' })
    expect(refused?.detail).toBe(
      `${site.origin} answered HTTP 403 to GET /frame for https://staging.example (--origin; 200 expected): email login fails; set services.secureSite to a secure site that implements docs/secure-site.md and allows this origin, or turn features.email off`,
    )
  })

  it('fails a site without the frame page (HTTP 404), as the vendor default would be', async () => {
    const missing = await serve((response) => response.writeHead(404).end())
    const [result] = await checkSecureSite(missing, [app], 5_000)
    expect(result?.status).toBe('fail')
    expect(result?.detail).toContain('answered HTTP 404 to GET /frame')
  })

  it('fails a frame whose frame-ancestors leave the origin out, and names them', async () => {
    const url = await serve((response) =>
      response
        .writeHead(200, { 'content-security-policy': 'frame-ancestors https://other.example' })
        .end(),
    )
    const [result] = await checkSecureSite(url, [app], 5_000)
    expect(result?.status).toBe('fail')
    expect(result?.detail).toBe(
      `${url} serves its frame, but its frame-ancestors (https://other.example) do not let https://app.example show it: email login fails there; allow the origin at the secure site`,
    )
  })

  it('warns about frame-ancestors that let any https site frame it', async () => {
    const url = await serve((response) =>
      response.writeHead(200, { 'content-security-policy': 'frame-ancestors https:' }).end(),
    )
    const [result] = await checkSecureSite(url, [app], 5_000)
    expect(result?.status).toBe('warn')
    expect(result?.detail).toBe(
      `${url} lets https://app.example frame it, but its frame-ancestors (https:) let any site do so too (SECURITY.md); it should list only the app's origins`,
    )
  })

  it('fails a frame that only X-Frame-Options guards: no other site can show it', async () => {
    const url = await serve((response) =>
      response.writeHead(200, { 'x-frame-options': 'DENY' }).end(),
    )
    const [result] = await checkSecureSite(url, [app], 5_000)
    expect(result?.status).toBe('fail')
    expect(result?.detail).toContain(
      'with X-Frame-Options: DENY, so no page of another site can show it',
    )
  })

  it('warns about a frame served without frame-ancestors: any site could frame it', async () => {
    const url = await serve((response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>'),
    )
    const [result] = await checkSecureSite(url, [app], 5_000)
    expect(result?.status).toBe('warn')
    expect(result?.detail).toContain('without a Content-Security-Policy frame-ancestors')
  })

  it('fails an unreachable secure site and one that does not answer within the time-out', async () => {
    const [closed] = await checkSecureSite(closedUrl, [app], 5_000)
    expect(closed?.status).toBe('fail')
    expect(closed?.detail).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+ refused the connection \(is it running\?\) to GET \/frame: email login fails; /,
    )
    const holding = await serve(() => undefined)
    const [held] = await checkSecureSite(holding, [app], 300)
    expect(held?.status).toBe('fail')
    expect(held?.detail).toContain('did not answer within 300 ms to GET /frame')
  })
})
