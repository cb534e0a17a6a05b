import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BodyTooLargeError, readTextBody } from '../http/readTextBody.js'
import { loopbackHosts, refuseForeignHost } from '../http/refuseForeignHost.js'
import {
  createEventLog,
  type RecordedAnalyticsEvent,
  type RecorderAnswer,
  type WaitForEventOptions,
} from './createEventLog.js'
import { renderEventsPage } from './renderEventsPage.js'

export interface StartAnalyticsRecorderOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** How many events are kept, the oldest let go first (default 1000). */
  keep?: number
}

export interface AnalyticsRecorder {
  /** `http://127.0.0.1:PORT`, to use as `services.analytics` (events go to `${url}/e`). */
  url: string
  /** The page listing what was sent, in order: `${url}/`. */
  pageUrl: string
  /** The kept events, oldest first (`GET /events.json` gives the same). */
  events(): RecordedAnalyticsEvent[]
  clear(): void
  /**
   * How `POST /e` answers from now on: a status (403, 500, ...), `'close'` (the connection is
   * dropped unanswered), `'hang'` (never answered), or `undefined` for the usual 204. Requests
   * are recorded whatever the answer, so a test can count the attempts.
   */
  respondWith(answer: RecorderAnswer | undefined): void
  /**
   * The first event named `event` (`props.event`) recorded, now or later; rejects after
   * `timeoutMs` (10 s) naming what was recorded.
   */
  waitForEvent(event: string, options?: WaitForEventOptions): Promise<RecordedAnalyticsEvent>
  close(): Promise<void>
}

// An event is a few hundred bytes; an error report with its stack a few KB.
const maxBodyBytes = 32 * 1024

// Events come from the app's page on another loopback port: any origin may send, none may read
// more than the status. No credentials are involved, so `*` is enough.
const corsHeaders = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' }

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' })
  response.end(JSON.stringify(value))
}

/**
 * Starts the analytics recorder on 127.0.0.1: it takes `POST /e?projectId&st&sv` with a JSON body
 * of any content type (text/plain, as `sendBeacon` sends it, needs no preflight; an `OPTIONS`
 * preflight is answered too), answers 204, and keeps the events in order with their query and
 * receive time. `GET /` is a page listing them, every value escaped; `GET /events.json` lists
 * them as JSON. It answers only as 127.0.0.1:<port> or localhost:<port> (421 otherwise).
 * @example
 * const recorder = await startAnalyticsRecorder()
 * // services: { analytics: recorder.url } ... recorder.events() ... await recorder.close()
 */
export async function startAnalyticsRecorder(
  options: StartAnalyticsRecorderOptions = {},
): Promise<AnalyticsRecorder> {
  const log = createEventLog(options.keep ?? 1000)
  let answer: RecorderAnswer = 204

  const answerEvent = async (request: IncomingMessage, response: ServerResponse) => {
    // Read before deciding how to answer: a dropped or hung request is still an attempt to count.
    const text = await readTextBody(request, maxBodyBytes)
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const given = answer
    log.record({
      query: Object.fromEntries(url.searchParams),
      contentType: request.headers['content-type'] ?? null,
      text,
      answer: given,
    })
    if (given === 'hang') return
    if (given === 'close') return void request.socket.destroy()
    if (given === 204) {
      response.writeHead(204, corsHeaders)
      return void response.end()
    }
    sendJson(response, given, { message: `the sandbox recorder answers ${given}, as a test set` })
  }

  const preflight = (request: IncomingMessage, response: ServerResponse) => {
    if (answer === 'hang') return
    if (answer === 'close') return void request.socket.destroy()
    response.writeHead(204, {
      ...corsHeaders,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '600',
    })
    response.end()
  }

  const page = (response: ServerResponse) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    })
    response.end(renderEventsPage(log.events(), log.dropped()))
  }

  // Set once the port is known; until then no request is answered.
  let hosts: readonly string[] = []
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    // The page lists what the app sent (addresses among it): a rebinding page reads nothing.
    if (refuseForeignHost(request, response, hosts, 'The sandbox analytics recorder')) return
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (pathname === '/e') {
      if (request.method === 'OPTIONS') return preflight(request, response)
      if (request.method !== 'POST') return sendJson(response, 405, { message: 'POST only' })
      answerEvent(request, response).catch((error: unknown) => {
        if (response.headersSent || response.destroyed) return
        if (error instanceof BodyTooLargeError) {
          return sendJson(response, 413, { message: `an event is at most ${maxBodyBytes} bytes` })
        }
        sendJson(response, 400, { message: 'the request body could not be read' })
      })
      return
    }
    if (request.method !== 'GET') return sendJson(response, 405, { message: 'GET only' })
    if (pathname === '/') return page(response)
    if (pathname === '/events.json') return sendJson(response, 200, log.events())
    sendJson(response, 404, { message: 'Not Found' })
  }

  const server = createServer(handle)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  hosts = loopbackHosts(port)
  const url = `http://127.0.0.1:${port}`

  return {
    url,
    pageUrl: `${url}/`,
    events: () => log.events(),
    clear: () => log.clear(),
    respondWith(next) {
      if (typeof next === 'number' && !(Number.isInteger(next) && next >= 200 && next <= 599)) {
        throw new RangeError(`respondWith takes a status from 200 to 599, not ${next}`)
      }
      answer = next ?? 204
    },
    waitForEvent: (event, waitOptions) => log.waitForEvent(event, waitOptions),
    close() {
      log.close()
      // Hung answers hold their connections open; end them so close() never waits on them.
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
