import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SandboxChain, startChain } from '../../../sandbox/chain/startChain.js'
import { type Relay, startRelay } from '../../../sandbox/relay/startRelay.js'
import { startWcWallet } from '../../../sandbox/wcWallet/startWcWallet.js'
import type { WcWallet } from '../../../sandbox/wcWallet/WcWallet.js'
import type { AppKit } from '../AppKit.js'
import { connect } from '../actions/connect.js'
import { createMemoryStorage } from '../actions/fixtures/setupAppKit.js'
import { createTestWindow } from '../connectors/fixtures/createTestWindow.js'
import type { WalletConnectConnector } from '../connectors/walletConnect/WalletConnectConnector.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

// One-click authentication over WalletConnect (SPEC section 4) with real clients on the loopback
// relay: the kit's pairing carries a sign-in request (wc_sessionAuthenticate), the sandbox wallet
// signs a CAIP-122 message per chain, and the kit keeps the session without a second prompt.
let relay: Relay
let chain: SandboxChain
const cleanups: (() => unknown)[] = []
const page = 'http://127.0.0.1:5173'

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay(), startChain({ chainId: 31337 })])
  // The messages name the page's host and origin: Node has no `location` of its own.
  vi.stubGlobal('location', new URL(`${page}/`))
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await Promise.all([relay?.close(), chain?.stop()])
})

function startKit(siwx: { required?: boolean } = {}): AppKit {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const config = testConfig({
    networks: ['localhost'],
    rpcUrls: { localhost: [chain.rpcUrl] },
    services: { relayUrl: relay.url },
    siwx: { statement: 'Sign in to the test dapp.', expiry: 600, ...siwx },
  })
  const appKit = createAppKit(config, {
    storage: createMemoryStorage(),
    logger,
    window: createTestWindow(),
    isMobile: false,
  })
  appKit.mount()
  cleanups.push(() => appKit.destroy())
  return appKit
}

async function startWallet(autoApprove = true, oneClickAuth = true): Promise<WcWallet> {
  const wallet = await startWcWallet({
    relayUrl: relay.url,
    projectId: '0123456789abcdef0123456789abcdef',
    privateKey: chain.accounts[0]?.privateKey ?? '0x',
    chains: { 31337: chain.rpcUrl },
    autoApprove,
    oneClickAuth,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

/** Starts `connect()` over WalletConnect and has the wallet pair with its URI (20 s at most). */
async function startPairing(appKit: AppKit, wallet: WcWallet) {
  const connector = appKit.stores.connectors.getConnector('walletConnect') as WalletConnectConnector
  const connecting = connect(appKit, { connectorId: 'walletConnect' })
  connecting.catch(() => undefined)
  await vi.waitFor(() => expect(connector.pairing.getState().uri).toMatch(/^wc:/), {
    timeout: 20_000,
  })
  await wallet.pair(connector.pairing.getState().uri ?? '')
  return connecting
}

describe('one-click sign-in over WalletConnect', () => {
  it('connects and signs in with one approval: the message the wallet signed is the session, verified for this page', async () => {
    const appKit = startKit()
    await appKit.ready
    await appKit.open()
    const wallet = await startWallet()
    const signIns: unknown[] = []
    appKit.events.on('siwxSignIn', (event) => signIns.push(event))
    await startPairing(appKit, wallet)

    expect(appKit.stores.chains.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    const { status, session } = appKit.stores.siwx.getState()
    expect(status).toBe('signed-in')
    expect(wallet.authentications).toHaveLength(1)
    const [signed] = wallet.authentications
    expect(session?.message).toBe(signed?.message)
    expect(session?.data).toMatchObject({
      accountAddress: wallet.address,
      chainId: 'eip155:31337',
      domain: '127.0.0.1:5173',
      uri: page,
    })
    const parsed = parseSiwxMessage(signed?.message ?? '')
    expect(parsed.ok && parsed.fields.statement).toMatch(/^Sign in to the test dapp\. /)
    const verified = await verifySiwxMessage({
      message: signed?.message ?? '',
      signature: signed?.signature ?? '',
      expected: {
        domain: '127.0.0.1:5173',
        uri: page,
        nonce: parsed.ok ? parsed.fields.nonce : '',
        scheme: 'http',
      },
    })
    expect(verified.ok).toBe(true)
    expect(signIns).toEqual([
      {
        address: wallet.address,
        caipNetworkId: 'eip155:31337',
        expirationTime: session?.data.expirationTime,
      },
    ])
    // Signed in already: the modal closed instead of asking on SIWXSignMessage.
    expect(appKit.stores.modal.getState().open).toBe(false)
    expect(wallet.requests).toEqual([])
  })

  it('connects a wallet without one-click authentication as usual, then asks on SIWXSignMessage', async () => {
    const appKit = startKit()
    await appKit.ready
    await appKit.open()
    const wallet = await startWallet(true, false)
    await startPairing(appKit, wallet)
    expect(appKit.stores.chains.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(wallet.authentications).toEqual([])
    await vi.waitFor(() => expect(appKit.router.getState().current.view).toBe('SIWXSignMessage'), {
      timeout: 10_000,
    })
    expect(appKit.stores.modal.getState().open).toBe(true)
    expect(appKit.stores.siwx.getState().status).toBe('signed-out')
  })

  it('disconnects and keeps nothing when the wallet refuses to sign in', async () => {
    const appKit = startKit()
    await appKit.ready
    const wallet = await startWallet(false)
    const connecting = startPairing(appKit, wallet)
    const request = await wallet.nextAuthentication()
    await wallet.rejectAuthentication(request)
    await expect(connecting).rejects.toMatchObject({ shortMessage: 'Connection rejected' })
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('disconnected')
    expect(appKit.stores.siwx.getState().session).toBeUndefined()
    expect(wallet.sessions()).toEqual([])
  })
})
