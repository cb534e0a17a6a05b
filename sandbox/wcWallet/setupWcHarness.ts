import { randomUUID } from 'node:crypto'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type SandboxChain, startChain } from '../chain/startChain.js'
import { type Relay, startRelay } from '../relay/startRelay.js'
import { closeWalletConnectCore } from './closeWalletConnectCore.js'
import { startWcWallet } from './startWcWallet.js'
import type { StartWcWalletOptions, WcWallet } from './WcWallet.js'
import { wcWalletEvents, wcWalletMethods } from './wcWalletNamespaces.js'

/** The dapp side: the named export is a value (a const), so the instance type is spelled out. */
export type Dapp = InstanceType<typeof UniversalProvider>

/** The namespaces a dapp proposes (its `connect`'s `optionalNamespaces`). */
export type ProposedNamespaces = NonNullable<Parameters<Dapp['connect']>[0]['optionalNamespaces']>

const projectId = 'a01b2c3d4e5f60718293a4b5c6d7e8f9'

/**
 * Test harness: a loopback relay and an anvil chain for the test file, dapps (UniversalProvider,
 * as the runtime connector will use it) and sandbox wallets on them, each with its own storage
 * prefix and all closed after each test so the process can exit.
 * @example
 * const wc = setupWcHarness()
 * const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
 * const session = await wc.connect(dapp, wallet)
 */
export function setupWcHarness() {
  let relay: Relay | undefined
  let chain: SandboxChain | undefined
  const open: { close(): Promise<void> }[] = []
  beforeAll(async () => {
    ;[relay, chain] = await Promise.all([startRelay(), startChain({ chainId: 31337 })])
  })
  afterEach(async () => {
    relay?.setPaused(false)
    await Promise.all(open.splice(0).map((client) => client.close()))
  })
  afterAll(async () => {
    await Promise.all([relay?.close(), chain?.stop()])
  })
  const started = () => {
    if (!relay || !chain) throw new Error('the relay and chain start in beforeAll')
    return { relay, chain }
  }
  /** An eip155 namespace for `connect`: the harness chain with every method of SPEC section 6. */
  const eip155 = (chains = ['eip155:31337']): ProposedNamespaces[string] => ({
    methods: [...wcWalletMethods],
    chains,
    events: [...wcWalletEvents],
    rpcMap: { 31337: started().chain.rpcUrl },
  })

  return {
    get relay() {
      return started().relay
    },
    get chain() {
      return started().chain
    },
    async startDapp(): Promise<Dapp> {
      const dapp = await UniversalProvider.init({
        projectId,
        relayUrl: started().relay.url,
        metadata: { name: 'Test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
        customStoragePrefix: `dapp-${randomUUID()}`,
        telemetryEnabled: false,
        // The sign client logs every refused request at error level; tests expect refusals.
        logger: 'silent',
      })
      open.push({ close: () => closeWalletConnectCore(dapp.client.core) })
      return dapp
    },
    async startWallet(options: Partial<StartWcWalletOptions> = {}): Promise<WcWallet> {
      const { relay, chain } = started()
      const wallet = await startWcWallet({
        relayUrl: relay.url,
        projectId,
        privateKey: chain.accounts[0]?.privateKey ?? '0x',
        chains: { 31337: chain.rpcUrl },
        ...options,
      })
      open.push(wallet)
      return wallet
    },
    eip155,
    /**
     * The dapp's connect proposing `namespaces` (eip155 on the harness chain by default), with the
     * wallet pairing its URI; resolves with the dapp's session.
     */
    async connect(dapp: Dapp, wallet: WcWallet, namespaces?: ProposedNamespaces) {
      const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve))
      const session = dapp.connect({ optionalNamespaces: namespaces ?? { eip155: eip155() } })
      await wallet.pair(await uri)
      return session
    },
    /** The next `event` the dapp emits. */
    eventOf: <T>(dapp: Dapp, event: string) =>
      new Promise<T>((resolve) => dapp.once(event, resolve)),
  }
}
