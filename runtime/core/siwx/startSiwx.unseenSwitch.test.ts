import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
// The server half through its public entry (the built package), as an app's server imports it:
// the engine's folder may not reach runtime/siwxServer/ by path (test/importRules.test.ts).
import { createSiwxServer, type SiwxServer } from 'appkit/siwx-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitConfigInput } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { connect } from '../actions/connect.js'
import { setupAppKit, stubBalanceRpc } from '../actions/fixtures/setupAppKit.js'
import { testAccounts } from '../connectors/fixtures/createTestProvider.js'
import { polkadotNetwork } from '../fixtures/testConfig.js'
import { allSiwxChains } from './allSiwxChains.js'
import { createBrowserSiwxSessions } from './createBrowserSiwxSessions.js'
import { createServerSiwxSessions } from './createServerSiwxSessions.js'
import { createSiwxController, type SiwxController } from './createSiwxController.js'
import { browserLikeFetch } from './fixtures/browserLikeFetch.js'
import {
  inertSiwxController,
  provideSiwxController,
  siwxTestPage,
  siwxTestSigner,
} from './fixtures/stubSiwxBackend.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxSessionBackend } from './SiwxSessionBackend.js'
import type { SiwxState } from './SiwxState.js'
import { startSiwx } from './startSiwx.js'

// The sign-in code loads lazily: an account switch made before it watches (while its chunk loads,
// or while the page was closed) is no switch it sees. Its first account must still not inherit,
// nor leave on the app's server, the session of another account.

/** The key of the test wallet's first account, A. */
const alice = siwxTestSigner
const [addressA, addressB] = testAccounts
/** The bound of every wait of this file: generous, for a loaded 2-core machine. */
const bound = 10_000
const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: bound })

let server: Server
let origin: string
let domain: string
let siwx: SiwxServer
/** `METHOD path` of every request the test server got, in order. */
const served: string[] = []
/** How many `GET /api/siwx/session` the test server got. */
const sessionGets = () => served.filter((each) => each === 'GET /api/siwx/session').length
const kits: AppKit[] = []
const stops: (() => void)[] = []

beforeAll(async () => {
  server = createServer(async (request, response) => {
    served.push(`${request.method} ${request.url}`)
    if (!(await siwx.handle(request, response, '/api/siwx'))) response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  domain = `127.0.0.1:${port}`
  origin = `http://${domain}`
  siwx = createSiwxServer({ domain, uri: origin })
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  for (const appKit of kits.splice(0)) appKit.destroy()
  vi.unstubAllGlobals()
  served.length = 0
})

type SiwxInput = NonNullable<AppKitConfigInput['siwx']>

/**
 * A real kit on eip155:1 (Base too) whose test wallet holds `accounts`, first one first; on
 * `networks` instead when given.
 */
function kitWith(
  accounts: `0x${string}`[],
  siwxConfig: Partial<SiwxInput> = {},
  networks?: AppKitConfigInput['networks'],
) {
  const kit = setupAppKit({
    config: { siwx: { enabled: true, ...siwxConfig }, ...(networks ? { networks } : {}) },
    provider: { chains: [1, 8453], accounts },
  })
  kits.push(kit.appKit)
  const { appKit } = kit
  const signOuts: unknown[] = []
  appKit.events.on('siwxSignOut', (event) => void signOuts.push(event))
  // Every state stores.siwx goes through, to tell whether a session was ever shown.
  const shown: SiwxState[] = []
  appKit.stores.siwx.subscribe(() => void shown.push(appKit.stores.siwx.getState()))
  return {
    ...kit,
    signOuts,
    shown,
    connectWallet: () => connect(appKit, { connectorId: kit.connectorId() }),
    /**
     * Makes the real controller over `sessions` the kit's own (what connect() and the kit's
     * watcher drive). Returns the promise of each signOutOthers() it makes, to wait until it has
     * looked at the other accounts.
     */
    useController: (sessions: SiwxSessionBackend, page: { domain: string; uri: string }) => {
      const { controller, checks } = checked(createSiwxController(appKit, sessions, page))
      provideSiwxController(appKit, controller)
      return checks
    },
    /**
     * Starts, by hand, a watcher of the real controller over `sessions` (the kit's own is inert:
     * `keepKitInert()` before connecting). Returns the promises of its signOutOthers() calls.
     */
    watchWith: (sessions: SiwxSessionBackend, page: { domain: string; uri: string }) => {
      const { controller, checks } = checked(createSiwxController(appKit, sessions, page))
      stops.push(startSiwx(appKit, controller))
      return checks
    },
    /** The kit's own controller does nothing: connect() and the kit's watcher leave it be. */
    keepKitInert: () => provideSiwxController(appKit, inertSiwxController()),
    /** The wallet switched accounts: it lists `to` first and tells the kit. */
    walletSwitchesTo: async (to: `0x${string}`) => {
      const listed = [to, ...accounts.filter((each) => each !== to)]
      kit.provider.state.accounts = listed
      kit.provider.emit('accountsChanged', listed)
      await waitFor(() => expect(kit.account().address).toBe(to))
    },
  }
}

/** `controller`, with the promise of each signOutOthers() it makes kept in `checks`. */
function checked(controller: SiwxController) {
  const checks: Promise<void>[] = []
  const watched: SiwxController = {
    ...controller,
    signOutOthers: (namespace, address) => {
      const check = controller.signOutOthers(namespace, address)
      checks.push(check)
      return check
    },
  }
  return { controller: watched, checks }
}

/** The visitor's browser on the app: a cookie jar, and the kit's server-mode backend over it. */
function visitor() {
  const browser = browserLikeFetch(() => origin)
  const sessions = createServerSiwxSessions({
    chains: async () => allSiwxChains,
    endpoint: `${origin}/api/siwx`,
    fetch: browser.fetch,
  })
  /** The session the server holds for this visitor's cookie, as `GET /api/siwx/session` says. */
  const serverSession = async () => {
    const response = await browser.fetch(`${origin}/api/siwx/session`)
    const { session } = (await response.json()) as {
      session: { message: string } | null
    }
    return session
  }
  return { ...browser, sessions, serverSession }
}

/** A's message for `page`, signed with A's key, with a nonce `sessions` issued, kept by it. */
async function aSignsIn(sessions: SiwxSessionBackend, page: { domain: string; uri: string }) {
  const formatted = formatSiwxMessage({
    namespace: 'eip155',
    domain: page.domain,
    address: alice.address,
    uri: page.uri,
    version: '1',
    chainId: '1',
    nonce: await sessions.getNonce(),
    issuedAt: new Date().toISOString(),
  })
  if (!formatted.ok) throw new Error(JSON.stringify(formatted.problem))
  const message = formatted.message
  return sessions.addSession({ message, signature: await alice.signMessage({ message }) })
}

describe('startSiwx, server mode: a first account other than the one of the session on the server', () => {
  it("ends A's session on the server when the wallet switched from A to B before the watcher started", async () => {
    const kit = kitWith([addressA, addressB], { endpoint: '/api/siwx' })
    const inert = kit.keepKitInert()
    await kit.connectWallet()
    // connect() and the kit's own watcher have evaluated A, with the inert controller.
    await waitFor(() => expect(inert.evaluate).toHaveBeenCalledTimes(2))
    const { sessions, jar, serverSession } = visitor()
    await aSignsIn(sessions, { domain, uri: origin })
    const token = jar.get('appkit_siwx') ?? ''
    expect(await siwx.getSession(token)).toMatchObject({ data: { accountAddress: addressA } })

    await kit.walletSwitchesTo(addressB)
    kit.watchWith(sessions, { domain, uri: origin })

    await waitFor(async () => expect(await siwx.getSession(token)).toBeUndefined())
    expect(await serverSession()).toBeNull()
    expect(kit.signOuts).toEqual([{ address: addressA, reason: 'account-changed' }])
    // B is asked to sign in. (Nor was A's session shown for B, though that holds by itself: the
    // look-up only answers a session of the connected address.)
    await waitFor(() => expect(kit.view()).toBe('SIWXSignMessage'))
    expect(kit.appKit.stores.siwx.getState()).toEqual({ status: 'signed-out', session: undefined })
    expect(kit.shown.filter((state) => state.status === 'signed-in')).toEqual([])
  })

  it("ends A's session on the server when the page opens with B in the wallet and A's cookie from an earlier visit", async () => {
    const { sessions, jar, serverSession } = visitor()
    await aSignsIn(sessions, { domain, uri: origin })
    const token = jar.get('appkit_siwx') ?? ''
    const kit = kitWith([addressB], { endpoint: '/api/siwx' })
    kit.useController(sessions, { domain, uri: origin })

    await kit.connectWallet()

    await waitFor(async () => expect(await siwx.getSession(token)).toBeUndefined())
    expect(await serverSession()).toBeNull()
    expect(kit.signOuts).toEqual([{ address: addressA, reason: 'account-changed' }])
    expect(kit.shown.filter((state) => state.status === 'signed-in')).toEqual([])
  })

  it("keeps A's session on the server and shows it when the first account is A itself (a reload)", async () => {
    const { sessions, jar } = visitor()
    const session = await aSignsIn(sessions, { domain, uri: origin })
    const token = jar.get('appkit_siwx') ?? ''
    const kit = kitWith([addressA], { endpoint: '/api/siwx' })
    const checks = kit.useController(sessions, { domain, uri: origin })

    await kit.connectWallet()

    await waitFor(() =>
      expect(kit.appKit.stores.siwx.getState()).toEqual({ status: 'signed-in', session }),
    )
    await waitFor(() => expect(checks).toHaveLength(1))
    await Promise.all(checks)
    expect(await siwx.getSession(token)).toMatchObject({ data: { accountAddress: addressA } })
    expect(kit.signOuts).toEqual([])
  })

  it("asks the server for the cookie's session once when the watcher starts on a connected account (the look-up and the others' check share it)", async () => {
    const { sessions } = visitor()
    const session = await aSignsIn(sessions, { domain, uri: origin })
    const kit = kitWith([addressA], { endpoint: '/api/siwx' })
    const inert = kit.keepKitInert()
    await kit.connectWallet()
    // connect() and the kit's own watcher have evaluated A, with the inert controller.
    await waitFor(() => expect(inert.evaluate).toHaveBeenCalledTimes(2))
    served.length = 0

    const checks = kit.watchWith(sessions, { domain, uri: origin })

    await waitFor(() =>
      expect(kit.appKit.stores.siwx.getState()).toEqual({ status: 'signed-in', session }),
    )
    expect(checks).toHaveLength(1)
    await Promise.all(checks)
    expect(sessionGets()).toBe(1)
    expect(served).toEqual(['GET /api/siwx/session'])
  })

  it('asks the server nothing for a Polkadot account arriving: that namespace never signs in', async () => {
    const { sessions } = visitor()
    await aSignsIn(sessions, { domain, uri: origin })
    const kit = kitWith([addressA], { endpoint: '/api/siwx' }, ['eip155:1', polkadotNetwork])
    const inert = kit.keepKitInert()
    await kit.connectWallet()
    await waitFor(() => expect(inert.evaluate).toHaveBeenCalledTimes(2))
    const checks = kit.watchWith(sessions, { domain, uri: origin })
    await waitFor(() => expect(kit.appKit.stores.siwx.getState().status).toBe('signed-in'))
    await Promise.all(checks)
    served.length = 0

    kit.appKit.stores.chains.setAccount('polkadot', {
      status: 'connected',
      address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    })

    expect(checks).toHaveLength(1)
    // A request would have been sent at once; a round trip to 127.0.0.1 is far shorter than this.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(served).toEqual([])
  })
})

describe('startSiwx, browser sessions: a first account other than the one of a stored session', () => {
  /** The kit's browser-mode backend over its own storage, as siwxControllerOf makes it. */
  const browserSessions = (appKit: AppKit) =>
    createBrowserSiwxSessions({
      storage: appKit.storage,
      ...siwxTestPage,
      scheme: 'https',
      chains: async () => allSiwxChains,
    })

  it("ends A's stored session when the page opens with B in the wallet", async () => {
    const kit = kitWith([addressB])
    const sessions = browserSessions(kit.appKit)
    await aSignsIn(sessions, siwxTestPage)
    kit.useController(sessions, siwxTestPage)

    await kit.connectWallet()

    await waitFor(async () =>
      expect(await sessions.getSession('eip155:1', addressA)).toBeUndefined(),
    )
    expect(kit.signOuts).toEqual([{ address: addressA, reason: 'account-changed' }])
    expect(kit.shown.filter((state) => state.status === 'signed-in')).toEqual([])
  })

  it("keeps A's stored session and shows it when the first account is A itself (a reload)", async () => {
    const kit = kitWith([addressA])
    const sessions = browserSessions(kit.appKit)
    const session = await aSignsIn(sessions, siwxTestPage)
    const checks = kit.useController(sessions, siwxTestPage)

    await kit.connectWallet()

    await waitFor(() =>
      expect(kit.appKit.stores.siwx.getState()).toEqual({ status: 'signed-in', session }),
    )
    await waitFor(() => expect(checks).toHaveLength(1))
    await Promise.all(checks)
    expect(await sessions.getSession('eip155:1', addressA)).toEqual(session)
    expect(kit.signOuts).toEqual([])
  })
})
