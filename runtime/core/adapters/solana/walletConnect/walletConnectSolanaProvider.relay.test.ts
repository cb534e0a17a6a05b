import { ed25519 } from '@noble/curves/ed25519'
import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SandboxChain, startChain } from '../../../../../sandbox/chain/startChain.js'
import { type Relay, startRelay } from '../../../../../sandbox/relay/startRelay.js'
import { sandboxSolanaNetwork } from '../../../../../sandbox/solana/sandboxSolanaNetwork.js'
import {
  type SandboxSolana,
  startSolanaValidator,
} from '../../../../../sandbox/solana/startSolanaValidator.js'
import { startWcWallet } from '../../../../../sandbox/wcWallet/startWcWallet.js'
import type { WcWallet } from '../../../../../sandbox/wcWallet/WcWallet.js'
import { approvedAccountNamespace } from '../../../../../sandbox/wcWallet/wcWalletNamespaces.js'
import type { AppKit } from '../../../AppKit.js'
import { connect } from '../../../actions/connect.js'
import { createMemoryStorage } from '../../../actions/fixtures/setupAppKit.js'
import { createTestWindow } from '../../../connectors/fixtures/createTestWindow.js'
import { pairWith } from '../../../connectors/walletConnect/fixtures/pairWith.js'
import { persistentLoader } from '../../../connectors/walletConnect/fixtures/persistentLoader.js'
import type { WalletConnectConnector } from '../../../connectors/walletConnect/WalletConnectConnector.js'
import { createAppKit } from '../../../createAppKit.js'
import { UserRejectedRequestError } from '../../../errors/UserRejectedRequestError.js'
import { testConfig } from '../../../fixtures/testConfig.js'
import { eip155Adapter } from '../../eip155/eip155Adapter.js'
import type { SolanaProvider } from '../SolanaProvider.js'
import { solanaAdapter } from '../solanaAdapter.js'

// `useAppKitProvider('solana')` over WalletConnect: the SolanaProvider browser wallets give, its
// calls answered by the sandbox wallet over the real relay, sends landing on the sandbox validator.
let relay: Relay
let chain: SandboxChain
let validator: SandboxSolana
const cleanups: (() => unknown)[] = []
const ioMs = 20_000

beforeAll(async () => {
  ;[relay, chain, validator] = await Promise.all([
    startRelay(),
    startChain({ chainId: 31337 }),
    startSolanaValidator(),
  ])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([relay?.close(), chain?.stop(), validator?.stop()])
})

/** `promise`, or a rejection naming `what` after `ioMs`. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ioMs} ms`)), ioMs)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

function startKit(evm = true): AppKit {
  const localnet = sandboxSolanaNetwork(validator.rpcUrl)
  const solana = { ...localnet, rpcUrls: { default: { http: [validator.rpcUrl] } } }
  const appKit = createAppKit(
    testConfig({
      networks: evm ? ['localhost', solana] : [solana],
      ...(evm ? { rpcUrls: { localhost: [chain.rpcUrl] } } : {}),
      services: { relayUrl: relay.url },
    }),
    {
      storage: createMemoryStorage(),
      logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() },
      window: createTestWindow(),
      isMobile: false,
      adapters: [eip155Adapter, solanaAdapter],
      loadWalletConnectProvider: persistentLoader(),
    },
  )
  appKit.mount()
  cleanups.push(() => appKit.destroy())
  return appKit
}

async function startWallet(autoApprove = true): Promise<WcWallet> {
  const wallet = await startWcWallet({
    autoApprove,
    relayUrl: relay.url,
    projectId: '0123456789abcdef0123456789abcdef',
    privateKey: chain.accounts[0]?.privateKey ?? '0x',
    chains: { 31337: chain.rpcUrl },
    solanaRpcUrl: validator.rpcUrl,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

async function connected(evm = true) {
  const wallet = await startWallet()
  const appKit = startKit(evm)
  await within(appKit.ready, 'the start')
  await pairWith(appKit, wallet)
  const provider = appKit.stores.providers.getState().solana?.provider as SolanaProvider
  return { wallet, appKit, provider }
}

/** An unsigned SOL transfer from the wallet's account, on the validator's latest blockhash. */
async function transfer(wallet: WcWallet, lamports: number): Promise<Transaction> {
  const connection = new Connection(validator.rpcUrl, 'confirmed')
  const from = new PublicKey(wallet.solanaAddress)
  const { blockhash } = await within(connection.getLatestBlockhash(), 'getLatestBlockhash')
  const to = new PublicKey(validator.accounts[5]?.address ?? '')
  return new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  )
}

/** Whether `signed` carries a valid signature of `address` over its message. */
function signedBy(signed: Uint8Array, address: string): boolean {
  const transaction = VersionedTransaction.deserialize(signed)
  const signature = transaction.signatures[0] ?? new Uint8Array(64)
  return ed25519.verify(signature, transaction.message.serialize(), bs58.decode(address))
}

describe("WalletConnect's Solana provider", () => {
  it('is a SolanaProvider on the session account, and signs messages the wallet signed', async () => {
    const { wallet, provider } = await connected()
    expect(provider).toMatchObject({
      namespace: 'solana',
      publicKey: wallet.solanaAddress,
      chain: 'solana:localnet',
    })
    expect('request' in provider).toBe(false)
    const message = new TextEncoder().encode('hello over WalletConnect')
    const signature = await within(provider.signMessage(message), 'signMessage')
    expect(ed25519.verify(signature, message, bs58.decode(wallet.solanaAddress))).toBe(true)
    const asked = wallet.requests.find((request) => request.method === 'solana_signMessage')
    expect(asked).toMatchObject({ chainId: sandboxSolanaNetwork('').caipNetworkId })
  })

  it('signs one transaction and several, serialized, without sending them', async () => {
    const { wallet, provider } = await connected()
    const unsigned = await transfer(wallet, 1_000)
    const signed = await within(provider.signTransaction(unsigned), 'signTransaction')
    expect(signedBy(signed, wallet.solanaAddress)).toBe(true)
    const all = await within(
      provider.signAllTransactions([unsigned, await transfer(wallet, 2_000)]),
      'signAllTransactions',
    )
    expect(all).toHaveLength(2)
    for (const each of all) expect(signedBy(each, wallet.solanaAddress)).toBe(true)
    expect(await provider.signAllTransactions([])).toEqual([])
  })

  it('signs and sends a transfer that lands on the validator', async () => {
    const { wallet, provider } = await connected()
    const connection = new Connection(validator.rpcUrl, 'confirmed')
    const from = new PublicKey(wallet.solanaAddress)
    const before = await within(connection.getBalance(from), 'getBalance')
    const signature = await within(
      provider.signAndSendTransaction(await transfer(wallet, 7_654_321)),
      'signAndSendTransaction',
    )
    expect(signature).toHaveLength(64)
    const after = await within(connection.getBalance(from), 'getBalance')
    expect(before - after).toBe(7_654_321 + 5_000)
    const { value } = await within(
      connection.getSignatureStatuses([bs58.encode(signature)]),
      'getSignatureStatuses',
    )
    expect(value[0]?.err).toBeNull()
  })

  it('rejects with UserRejectedRequestError (4001) when the user declines', async () => {
    const { wallet, provider } = await connected()
    wallet.rejectRequests(true)
    const declined = provider.signMessage(new TextEncoder().encode('no'))
    await expect(within(declined, 'signMessage')).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(declined).rejects.toMatchObject({ rpcCode: 4001 })
  })

  it('signs and the kit sends when the wallet did not approve solana_signAndSendTransaction', async () => {
    const wallet = await startWallet(false)
    const appKit = startKit()
    await within(appKit.ready, 'the start')
    const connector = appKit.stores.connectors.getConnector(
      'walletConnect',
    ) as WalletConnectConnector
    const connecting = connect(appKit, { connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(connector.pairing.getState().uri).toMatch(/^wc:/), {
      timeout: ioMs,
    })
    await within(wallet.pair(connector.pairing.getState().uri ?? ''), 'pairing')
    const proposal = await within(wallet.nextProposal(), 'the proposal')
    const localnet = sandboxSolanaNetwork(validator.rpcUrl).caipNetworkId
    const solana = approvedAccountNamespace(proposal.params, 'solana', {
      [localnet]: wallet.solanaAddress,
    })
    if (!solana) throw new Error('no Solana namespace proposed')
    solana.methods = solana.methods.filter((method) => method !== 'solana_signAndSendTransaction')
    const { acknowledged } = await within(
      wallet.signClient.approve({ id: proposal.id, namespaces: { solana } }),
      'approving',
    )
    await within(acknowledged(), 'the acknowledgement')
    await within(connecting, 'connect')

    const provider = appKit.stores.providers.getState().solana?.provider as SolanaProvider
    const connection = new Connection(validator.rpcUrl, 'confirmed')
    const from = new PublicKey(wallet.solanaAddress)
    const before = await within(connection.getBalance(from), 'getBalance')
    const signature = await within(
      provider.signAndSendTransaction(await transfer(wallet, 1_111)),
      'signAndSendTransaction',
    )
    expect(signature).toHaveLength(64)
    expect(before - (await within(connection.getBalance(from), 'getBalance'))).toBe(1_111 + 5_000)
    expect(wallet.requests.map((request) => request.method)).toEqual(['solana_signTransaction'])
  })

  it('is a SolanaProvider in a Solana-only app too', async () => {
    const { wallet, provider } = await connected(false)
    expect(provider).toMatchObject({ namespace: 'solana', publicKey: wallet.solanaAddress })
    const message = new TextEncoder().encode('solana only')
    const signature = await within(provider.signMessage(message), 'signMessage')
    expect(ed25519.verify(signature, message, bs58.decode(wallet.solanaAddress))).toBe(true)
  })
})
