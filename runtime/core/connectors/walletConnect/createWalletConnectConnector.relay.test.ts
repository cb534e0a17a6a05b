import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type SandboxChain, startChain } from '../../../../sandbox/chain/startChain.js'
import { type Relay, startRelay } from '../../../../sandbox/relay/startRelay.js'
import { startWcWallet } from '../../../../sandbox/wcWallet/startWcWallet.js'
import type { WcWallet } from '../../../../sandbox/wcWallet/WcWallet.js'
import { builtinNetworks } from '../../../../schema/builtinNetworks.js'
import type { CaipNetwork } from '../../../../schema/index.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import type { Eip1193Provider } from '../Connector.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import type { WalletConnectConnector } from './WalletConnectConnector.js'

// The connector with the real SDK, against the sandbox's loopback relay and a real wallet-side
// client signing on anvil: what the browser does, minus the browser.
const projectId = 'a01b2c3d4e5f60718293a4b5c6d7e8f9'
let relay: Relay
let chain: SandboxChain
const open: { close?(): Promise<void>; dispose?(): Promise<void> }[] = []

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay(), startChain({ chainId: 31337 })])
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close?.() ?? client.dispose?.()))
})
afterAll(async () => {
  await Promise.all([relay?.close(), chain?.stop()])
})

function localhost(): CaipNetwork {
  const known = builtinNetworks['eip155:31337'] as CaipNetwork
  return { ...known, rpcUrls: { default: { http: [chain.rpcUrl] } } }
}

async function setup(autoApprove = true) {
  const connector = createWalletConnectConnector({
    projectId,
    relayUrl: relay.url,
    metadata: { name: 'Test dapp', url: 'http://127.0.0.1', icons: [] },
    networks: [localhost()],
    logLevel: 'silent',
  })
  const wallet: WcWallet = await startWcWallet({
    relayUrl: relay.url,
    projectId,
    privateKey: chain.accounts[0]?.privateKey ?? '0x',
    chains: { 31337: chain.rpcUrl },
    autoApprove,
  })
  open.push(connector, wallet)
  return { connector, wallet }
}

/** The next URI the connector shows. */
function nextUri(connector: WalletConnectConnector): Promise<string> {
  return new Promise((resolve) => {
    const stop = connector.pairing.subscribe(({ uri }) => {
      if (!uri) return
      stop()
      resolve(uri)
    })
  })
}

describe('the WalletConnect connector over the loopback relay', () => {
  it('pairs with a wallet, signs, follows a wallet-side disconnect', async () => {
    const { connector, wallet } = await setup()
    const uri = nextUri(connector)
    const connecting = connector.connect({ network: localhost() })
    await wallet.pair(await uri)
    const connection = await connecting
    expect(connection).toEqual({ accounts: [wallet.address], chainId: 31337 })
    expect(connector.pairing.getState().uri).toBeUndefined()
    expect(connector.getPeer()?.name).toBe('Sandbox Wallet')
    expect(await connector.isAuthorized()).toBe(true)

    const message = 'hello over the relay'
    const signature = (await (connector.getProvider() as Eip1193Provider).request({
      method: 'personal_sign',
      params: [toHex(message), wallet.address],
    })) as Hex
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

    const gone = new Promise<void>((resolve) => connector.subscribe({ disconnect: resolve }))
    await wallet.disconnect()
    await gone
    expect(await connector.isAuthorized()).toBe(false)
  })

  it('wraps a rejected session as UserRejectedRequestError', async () => {
    const { connector, wallet } = await setup(false)
    const uri = nextUri(connector)
    const connecting = connector.connect()
    await wallet.pair(await uri)
    await wallet.reject(await wallet.nextProposal())
    const error = await connecting.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ shortMessage: 'Connection rejected', rpcCode: 5000 })
  })

  it('still pairs when the relay drops every socket mid-pairing', async () => {
    const { connector, wallet } = await setup()
    const uri = nextUri(connector)
    const connecting = connector.connect()
    const shown = await uri
    relay.dropConnections()
    await wallet.pair(shown)
    await expect(connecting).resolves.toMatchObject({ accounts: [wallet.address] })
  })

  it('ends the session from the dapp side on disconnect', async () => {
    const { connector, wallet } = await setup()
    const uri = nextUri(connector)
    const connecting = connector.connect()
    await wallet.pair(await uri)
    await connecting
    await connector.disconnect()
    await expect.poll(() => wallet.sessions().length, { timeout: 20_000 }).toBe(0)
  })
})
