import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loopbackHosts, refuseForeignHost } from '../http/refuseForeignHost.js'
import {
  answerWalletApi,
  refuseProjectId,
  routeOf,
  type WalletApiAnswer,
} from './answerWalletApi.js'
import {
  createEditableAnswers,
  type EditableAnswers,
  type EditableRoute,
  type WalletApiConfigFiles,
} from './createEditableAnswers.js'
import { defaultFixture } from './defaultFixture.js'
import type { WalletApiFault, WalletApiFixture, WalletApiRoute } from './WalletApiFixture.js'

export interface StartWalletApiOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Replaces parts of `defaultFixture()`. */
  fixture?: Partial<WalletApiFixture>
  faults?: Partial<Record<WalletApiRoute, WalletApiFault>>
  /**
   * Serve `/appkit/v1/config` and `/getAnalyticsConfig` from `remote-config.json` and
   * `analytics-config.json` in this folder (`appkit dev`: the project's `.appkit/`), read on every
   * request and created with `appkit dev`'s defaults when missing. Absent: from the fixture.
   */
  configDir?: string | undefined
  /** Told once per problem with those files (not valid JSON, say), naming the file. */
  onWarning?: ((text: string) => void) | undefined
}

/** A request as the stand-in received it, so tests can assert what a client sent. */
export interface WalletApiRequest {
  route: WalletApiRoute | undefined
  path: string
  /** Every query parameter, including `projectId`, `st` (sdk type) and `sv` (sdk version). */
  query: Record<string, string>
}

export interface WalletApi {
  /** `http://127.0.0.1:PORT`, to use as `services.walletApi`. */
  url: string
  /** The data served; mutable, so a test can change the answers between requests. */
  fixture: WalletApiFixture
  requests: WalletApiRequest[]
  /** Makes a route misbehave; `undefined` restores it. */
  setFault(route: WalletApiRoute, fault: WalletApiFault | undefined): void
  /** The files the remote and analytics configs are served from; `undefined` in memory. */
  configFiles: WalletApiConfigFiles | undefined
  /** What `/appkit/v1/config` answers from the next request on (the file, when there is one). */
  setRemoteConfig: EditableAnswers['setRemoteConfig']
  /**
   * Turns one remote feature on or off (and sets its provider list when given), the others kept:
   * `setRemoteFeature('multi_wallet', { isEnabled: true })`.
   */
  setRemoteFeature: EditableAnswers['setRemoteFeature']
  /** What `/getAnalyticsConfig` answers from the next request on: `{ isAnalyticsEnabled }`. */
  setAnalyticsEnabled: EditableAnswers['setAnalyticsEnabled']
  close(): Promise<void>
}

const isEditable = (route: WalletApiRoute): route is EditableRoute =>
  route === '/appkit/v1/config' || route === '/getAnalyticsConfig'

const statusMessages: Record<NonNullable<WalletApiFault['status']>, string> = {
  403: 'Unauthorized: origin not allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

function faulty(fault: WalletApiFault, answer: WalletApiAnswer): WalletApiAnswer {
  if (fault.status) {
    const body = JSON.stringify({ message: statusMessages[fault.status] })
    return { status: fault.status, type: 'application/json', body }
  }
  // Cut short mid-document, as a proxy that drops the connection would leave it.
  if (fault.malformed) return { status: 200, type: 'application/json', body: '{"data": [' }
  if (fault.body !== undefined) {
    return { status: 200, type: 'application/json', body: JSON.stringify(fault.body) }
  }
  return answer
}

/**
 * Starts the stand-in Wallet API on 127.0.0.1: same paths, query parameters and shapes as the
 * real service (SPEC section 7), fixture data, and per-route fault switches. The remote config
 * and the analytics switch come from files a developer edits with `configDir` (`appkit dev`), else
 * from the fixture; both change through the setters too. It answers only as 127.0.0.1:<port> or
 * localhost:<port> (421 to any other Host: DNS rebinding).
 * @example
 * const api = await startWalletApi({ faults: { '/projects/v1/origins': { status: 429 } } })
 * // services: { walletApi: api.url } ... then: await api.close()
 */
export async function startWalletApi(options: StartWalletApiOptions = {}): Promise<WalletApi> {
  const fixture: WalletApiFixture = { ...defaultFixture(), ...options.fixture }
  const faults = new Map(Object.entries(options.faults ?? {})) as Map<
    WalletApiRoute,
    WalletApiFault
  >
  const requests: WalletApiRequest[] = []
  const timers = new Set<NodeJS.Timeout>()
  const editable = await createEditableAnswers(fixture, options)

  const send = (response: ServerResponse, answer: WalletApiAnswer, fault?: WalletApiFault) => {
    response.writeHead(answer.status, {
      'content-type': answer.type,
      'cache-control': 'no-store',
      // The example app calls this from another loopback port, as a page calls the real service.
      'access-control-allow-origin': '*',
      ...(fault?.status === 429 ? { 'retry-after': '60' } : {}),
    })
    response.end(answer.body)
  }

  // Set once the port is known; until then no request is answered.
  let hosts: readonly string[] = []
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    // Before CORS and before it is recorded: a page that rebinds its name to 127.0.0.1 gets nothing.
    if (refuseForeignHost(request, response, hosts, 'The sandbox Wallet API')) return
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const target = routeOf(url.pathname)
    requests.push({
      route: target?.route,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    })
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET',
        'access-control-allow-headers': '*',
      })
      return response.end()
    }
    if (!target)
      return send(response, {
        status: 404,
        type: 'application/json',
        body: '{"message":"Not Found"}',
      })
    if (request.method !== 'GET') {
      return send(response, {
        status: 405,
        type: 'application/json',
        body: '{"message":"Method Not Allowed"}',
      })
    }
    const { route } = target
    const reply = (answer: WalletApiAnswer) => {
      if (!response.destroyed) answerWithFault(response, answer, faults.get(route))
    }
    const refused = refuseProjectId(url.searchParams)
    if (refused || !isEditable(route)) {
      return reply(refused ?? answerWalletApi(target, url.searchParams, fixture))
    }
    // Read on every request, so an edited file applies on the next page load.
    editable.answer(route).then(reply, (error: unknown) =>
      reply({
        status: 500,
        type: 'application/json',
        body: JSON.stringify({ message: error instanceof Error ? error.message : String(error) }),
      }),
    )
  }

  const answerWithFault = (
    response: ServerResponse,
    answer: WalletApiAnswer,
    fault: WalletApiFault | undefined,
  ) => {
    if (!fault) return send(response, answer)
    const reply = () => send(response, faulty(fault, answer), fault)
    if (!fault.delayMs) return reply()
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (!response.destroyed) reply()
    }, fault.delayMs)
    timers.add(timer)
  }

  const server = createServer(handle)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  hosts = loopbackHosts(port)

  return {
    url: `http://127.0.0.1:${port}`,
    fixture,
    requests,
    setFault(route, fault) {
      if (fault) faults.set(route, fault)
      else faults.delete(route)
    },
    configFiles: editable.configFiles,
    setRemoteConfig: editable.setRemoteConfig,
    setRemoteFeature: editable.setRemoteFeature,
    setAnalyticsEnabled: editable.setAnalyticsEnabled,
    close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      // Delayed answers hold their connections open; end them so close() never waits on them.
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
