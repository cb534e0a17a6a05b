import { createPublicKey, randomUUID, verify } from 'node:crypto'
import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { UniversalProvider } from '@walletconnect/universal-provider'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxSolanaCaipNetworkId } from '../solana/sandboxSolanaNetwork.js'
import { solanaDevAccounts } from '../solana/solanaDevAccounts.js'
import { type SandboxSolana, startSolanaValidator } from '../solana/startSolanaValidator.js'
import { startSandbox } from '../startSandbox.js'
import { closeWalletConnectCore } from './closeWalletConnectCore.js'
import { solanaDevnetChain, solanaMainnetChain } from './defaultWcWalletAccounts.js'
import { type Dapp, setupWcHarness } from './setupWcHarness.js'
import { startWcWallet } from './startWcWallet.js'
import type { WcWallet } from './WcWallet.js'

const wc = setupWcHarness()
let validator: SandboxSolana | undefined
beforeAll(async () => {
  validator = await startSolanaValidator()
})
afterAll(() => validator?.stop())
const solana = () => {
  if (!validator) throw new Error('the validator starts in beforeAll')
  return validator
}

const ioBound = 15_000
/** `promise`, or a failure naming `what` once `ioBound` passed. */
async function within<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ioBound} ms`)), ioBound)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

const localnet = sandboxSolanaCaipNetworkId
// A well-formed CAIP-2 Solana id of no cluster the wallet holds.
const unheld = `solana:${'NoSuchCluster'.padEnd(32, '1')}`
const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
  'solana_requestAccounts',
  'solana_getAccounts',
]
const solanaNamespace = (chains: string[]) => ({
  chains,
  methods: solanaMethods,
  events: ['accountsChanged', 'chainChanged'],
  rpcMap: { [localnet]: solana().rpcUrl },
})

/** A dapp and wallet paired over the relay with eip155 and Solana on the local validator. */
async function connectBoth(options: Parameters<typeof wc.startWallet>[0] = {}) {
  const [dapp, wallet] = await within(
    'starting the dapp and wallet',
    Promise.all([wc.startDapp(), wc.startWallet(options)]),
  )
  const session = await within(
    'pairing',
    wc.connect(dapp, wallet, { eip155: wc.eip155(), solana: solanaNamespace([localnet]) }),
  )
  return { dapp, wallet, session }
}

const ask = <T>(dapp: Dapp, method: string, params: Record<string, unknown>) =>
  within(method, dapp.request<T>({ method, params }, localnet))

/** Ed25519 verification of a base58 signature against a base58 address. */
function verifies(address: string, message: Uint8Array, signature: string): boolean {
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    bs58.decodeUnsafe(address) ?? new Uint8Array(),
  ])
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
  return verify(null, message, key, bs58.decodeUnsafe(signature) ?? new Uint8Array())
}

/** A legacy SOL transfer from the wallet, unsigned, with the validator's latest blockhash. */
async function transfer(connection: Connection, wallet: WcWallet, to: string, lamports: number) {
  const from = new PublicKey(wallet.solanaAddress)
  const { blockhash } = await within('getLatestBlockhash', connection.getLatestBlockhash())
  const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(to), lamports }),
  )
  return { transaction, blockhash, from }
}

describe('the sandbox wallet on Solana', () => {
  it('approves eip155 and Solana in one pairing, with dev account 0 on every held chain asked for', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    const session = await within(
      'pairing',
      wc.connect(dapp, wallet, {
        eip155: wc.eip155(),
        solana: solanaNamespace([localnet, solanaMainnetChain, unheld, solanaDevnetChain]),
      }),
    )
    const address = solanaDevAccounts()[0]?.address
    expect(wallet.solanaAddress).toBe(address)
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
    expect(session?.namespaces.solana).toMatchObject({
      chains: [localnet, solanaMainnetChain, solanaDevnetChain],
      accounts: [
        `${localnet}:${address}`,
        `${solanaMainnetChain}:${address}`,
        `${solanaDevnetChain}:${address}`,
      ],
      methods: solanaMethods,
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(await ask(dapp, 'solana_getAccounts', {})).toEqual([{ pubkey: address }])
    expect(await ask(dapp, 'solana_requestAccounts', {})).toEqual([{ pubkey: address }])
  })

  it('signs solana_signMessage with a signature that verifies for its address', async () => {
    const { dapp, wallet } = await connectBoth()
    const message = new TextEncoder().encode('hello from the sandbox')
    const { signature } = await ask<{ signature: string }>(dapp, 'solana_signMessage', {
      message: bs58.encode(message),
      pubkey: wallet.solanaAddress,
    })
    expect(verifies(wallet.solanaAddress, message, signature)).toBe(true)
    expect(verifies(wallet.solanaAddress, new TextEncoder().encode('other'), signature)).toBe(false)
    await expect(
      ask(dapp, 'solana_signMessage', {
        message: bs58.encode(message),
        pubkey: localnet.slice(7),
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('sends a SOL transfer with solana_signAndSendTransaction that lands on the validator', async () => {
    const { dapp, wallet } = await connectBoth({ solanaRpcUrl: solana().rpcUrl })
    const connection = new Connection(solana().rpcUrl, 'confirmed')
    const to = solana().accounts[3]?.address ?? ''
    const lamports = 1_234_567
    const balances = () =>
      within(
        'getBalance',
        Promise.all([
          connection.getBalance(new PublicKey(wallet.solanaAddress)),
          connection.getBalance(new PublicKey(to)),
        ]),
      )
    const [fromBefore, toBefore] = await balances()
    const { transaction } = await transfer(connection, wallet, to, lamports)
    const wire = transaction.serialize({ requireAllSignatures: false }).toString('base64')
    const { signature } = await ask<{ signature: string }>(dapp, 'solana_signAndSendTransaction', {
      transaction: wire,
    })
    expect(bs58.decodeUnsafe(signature)).toHaveLength(64)
    const [fromAfter, toAfter] = await balances()
    expect(toAfter - toBefore).toBe(lamports)
    expect(fromBefore - fromAfter).toBe(lamports + 5000)
    const [status] = (
      await within('getSignatureStatuses', connection.getSignatureStatuses([signature]))
    ).value
    expect(status?.err).toBeNull()
  })

  it('signs legacy and versioned transactions without sending them, and refuses to send with no RPC', async () => {
    const { dapp, wallet } = await connectBoth()
    const connection = new Connection(solana().rpcUrl, 'confirmed')
    const to = solana().accounts[4]?.address ?? ''
    const { transaction, blockhash, from } = await transfer(connection, wallet, to, 1)
    const legacyWire = transaction.serialize({ requireAllSignatures: false }).toString('base64')
    const versioned = new VersionedTransaction(
      new TransactionMessage({
        payerKey: from,
        recentBlockhash: blockhash,
        instructions: transaction.instructions,
      }).compileToV0Message(),
    )
    const versionedWire = Buffer.from(versioned.serialize()).toString('base64')
    for (const wire of [legacyWire, versionedWire]) {
      const signed = await ask<{ signature: string; transaction: string }>(
        dapp,
        'solana_signTransaction',
        { transaction: wire },
      )
      const back = VersionedTransaction.deserialize(Buffer.from(signed.transaction, 'base64'))
      expect(back.version).toBe(wire === legacyWire ? 'legacy' : 0)
      expect(bs58.encode(back.signatures[0] ?? new Uint8Array())).toBe(signed.signature)
      expect(verifies(wallet.solanaAddress, back.message.serialize(), signed.signature)).toBe(true)
    }
    const all = await ask<{ transactions: string[] }>(dapp, 'solana_signAllTransactions', {
      transactions: [legacyWire, versionedWire],
    })
    expect(all.transactions).toHaveLength(2)
    await expect(
      ask(dapp, 'solana_signAndSendTransaction', { transaction: legacyWire }),
    ).rejects.toMatchObject({ code: 4900 })
    wallet.rejectRequests(true)
    await expect(
      ask(dapp, 'solana_signMessage', { message: bs58.encode(new Uint8Array([1])) }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await ask(dapp, 'solana_getAccounts', {})).toEqual([{ pubkey: wallet.solanaAddress }])
  })

  it('does not approve Solana for a chain it does not hold', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    const session = await within(
      'pairing',
      wc.connect(dapp, wallet, { eip155: wc.eip155(), solana: solanaNamespace([unheld]) }),
    )
    expect(Object.keys(session?.namespaces ?? {})).toEqual(['eip155'])

    const [other, solanaOnly] = await Promise.all([
      wc.startDapp(),
      wc.startWallet({ solanaChains: [localnet] }),
    ])
    const connecting = wc.connect(other, solanaOnly, {
      solana: solanaNamespace([solanaMainnetChain]),
    })
    connecting.catch(() => undefined)
    await expect(within('the proposal', solanaOnly.nextSession())).rejects.toThrow(
      /rejected as unsupported/,
    )
    await expect(within('the rejection', connecting)).rejects.toMatchObject({ code: 5100 })
    expect(solanaOnly.sessions()).toEqual([])
  })

  it('refuses a bad Solana key or chain, and Solana chains in accounts, before connecting anywhere', async () => {
    const start = (options: Partial<Parameters<typeof startWcWallet>[0]>) =>
      startWcWallet({
        relayUrl: 'ws://127.0.0.1:1',
        projectId: 'p',
        privateKey: `0x${'1'.repeat(64)}`,
        chains: {},
        ...options,
      })
    const key = solanaDevAccounts()[0]?.secretKey ?? new Uint8Array()
    await expect(start({ solanaSecretKey: key.subarray(0, 32) })).rejects.toThrow(/64 bytes/)
    const mismatched = Uint8Array.from([...key.subarray(0, 32), ...new Uint8Array(32)])
    await expect(start({ solanaSecretKey: mismatched })).rejects.toThrow(/not the public key/)
    await expect(start({ solanaChains: ['eip155:1'] })).rejects.toThrow(/not a CAIP-2 Solana/)
    await expect(start({ accounts: { [localnet]: 'x' } })).rejects.toThrow(/solanaChains/)
  })
})

describe('startSandbox({ solana: true }) and its WalletConnect wallet', () => {
  it("sends Solana transactions to the sandbox's own validator", async () => {
    const sandbox = await startSandbox({ solana: true })
    let dapp: Dapp | undefined
    try {
      const relay = sandbox.relay
      const wallet = sandbox.wcWallet
      const rpcUrl = sandbox.solana?.rpcUrl ?? ''
      if (!relay || !wallet) throw new Error('the sandbox starts a relay and wallet by default')
      dapp = await within(
        'starting the dapp',
        UniversalProvider.init({
          projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9',
          relayUrl: relay.url,
          metadata: { name: 'Test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
          customStoragePrefix: `dapp-${randomUUID()}`,
          telemetryEnabled: false,
          logger: 'silent',
        }),
      )
      const started = dapp
      const uri = new Promise<string>((resolve) => started.once('display_uri', resolve))
      const connecting = started.connect({
        optionalNamespaces: {
          solana: { ...solanaNamespace([localnet]), rpcMap: { [localnet]: rpcUrl } },
        },
      })
      await within('pairing', wallet.pair(await within('the pairing URI', uri)))
      const session = await within('the session', connecting)
      expect(session?.namespaces.solana?.accounts).toEqual([`${localnet}:${wallet.solanaAddress}`])

      const connection = new Connection(rpcUrl, 'confirmed')
      const to = sandbox.solana?.accounts[5]?.address ?? ''
      const before = await within('getBalance', connection.getBalance(new PublicKey(to)))
      const { transaction } = await transfer(connection, wallet, to, 777)
      const wire = transaction.serialize({ requireAllSignatures: false }).toString('base64')
      await ask(started, 'solana_signAndSendTransaction', { transaction: wire })
      expect(await within('getBalance', connection.getBalance(new PublicKey(to)))).toBe(
        before + 777,
      )
    } finally {
      if (dapp) await closeWalletConnectCore(dapp.client.core)
      await sandbox.stop()
    }
  }, 60_000)
})
