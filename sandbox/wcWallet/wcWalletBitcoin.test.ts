import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyBip322 } from '../../runtime/core/adapters/bip122/bip322/verifyBip322.js'
import { verifyLegacyMessage } from '../../runtime/core/adapters/bip122/bip322/verifyLegacyMessage.js'
import { bitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import { regtestNetwork, sandboxBitcoinCaipNetworkId } from '../bitcoin/bitcoinRegtest.js'
import { type SandboxBitcoin, startBitcoinLedger } from '../bitcoin/startBitcoinLedger.js'
import { type Dapp, setupWcHarness } from './setupWcHarness.js'
import { startWcWallet } from './startWcWallet.js'

const wc = setupWcHarness()
const regtest = sandboxBitcoinCaipNetworkId
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const held = bitcoinDevAccount(6)
const other = bitcoinDevAccount(7)
let started: SandboxBitcoin | undefined
beforeAll(async () => {
  // Mined only on demand, so each test decides when its transactions confirm.
  started = await startBitcoinLedger({
    mineIntervalMs: 0,
    fund: [
      { address: held.payment.address, sats: 2_000_000n },
      { address: held.ordinal.address, sats: 400_000n },
      { address: other.payment.address, sats: 300_000n },
    ],
  })
})
afterAll(() => started?.stop())
const ledger = () => {
  if (!started) throw new Error('the ledger starts in beforeAll')
  return started
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

const bitcoinMethods = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses']
const bip122 = (chains: string[]) => ({
  chains,
  methods: bitcoinMethods,
  events: ['accountsChanged', 'chainChanged'],
})
const bitcoinOption = () => ({
  esploraUrl: ledger().url,
  caipNetworkId: regtest,
  accounts: [{ payment: held.payment.privateKey, ordinal: held.ordinal.privateKey }],
})

/** A dapp and wallet paired over the relay with eip155 and bip122 on the regtest ledger. */
async function connectBoth() {
  const [dapp, wallet] = await within(
    'starting the dapp and wallet',
    Promise.all([wc.startDapp(), wc.startWallet({ bitcoin: bitcoinOption() })]),
  )
  const session = await within(
    'pairing',
    wc.connect(dapp, wallet, { eip155: wc.eip155(), bip122: bip122([regtest]) }),
  )
  return { dapp, wallet, session }
}

const ask = <T>(dapp: Dapp, method: string, params: Record<string, unknown>) =>
  within(method, dapp.request<T>({ method, params }, regtest))

function freshAddress(): string {
  const key = secp256k1.utils.randomPrivateKey()
  return p2wpkh(secp256k1.getPublicKey(key, true), regtestNetwork).address as string
}

describe('the sandbox wallet on Bitcoin (WalletConnect bip122)', () => {
  it('approves bip122 beside eip155 with the payment then the ordinal address, and only chains it holds', async () => {
    const [dapp, wallet] = await Promise.all([
      wc.startDapp(),
      wc.startWallet({ bitcoin: bitcoinOption() }),
    ])
    const session = await within(
      'pairing',
      wc.connect(dapp, wallet, { eip155: wc.eip155(), bip122: bip122([mainnet, regtest]) }),
    )
    expect(wallet.bitcoinAddresses).toEqual({
      payment: held.payment.address,
      ordinal: held.ordinal.address,
    })
    expect(session?.namespaces.bip122).toEqual({
      chains: [regtest],
      accounts: [`${regtest}:${held.payment.address}`, `${regtest}:${held.ordinal.address}`],
      methods: bitcoinMethods,
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
  })

  it('leaves bip122 out when it holds no Bitcoin account, or not on the chain asked for', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    const session = await within(
      'pairing',
      wc.connect(dapp, wallet, { eip155: wc.eip155(), bip122: bip122([regtest]) }),
    )
    expect(Object.keys(session?.namespaces ?? {})).toEqual(['eip155'])
    expect(wallet.bitcoinAddresses).toBeUndefined()

    const [dapp2, wallet2] = await Promise.all([
      wc.startDapp(),
      wc.startWallet({ bitcoin: bitcoinOption() }),
    ])
    const session2 = await within(
      'pairing',
      wc.connect(dapp2, wallet2, { eip155: wc.eip155(), bip122: bip122([mainnet]) }),
    )
    expect(Object.keys(session2?.namespaces ?? {})).toEqual(['eip155'])
  })

  it('answers getAccountAddresses with both addresses, or the intentions asked for', async () => {
    const { dapp } = await connectBoth()
    const payment = {
      address: held.payment.address,
      publicKey: held.payment.publicKey,
      intention: 'payment',
    }
    const ordinal = {
      address: held.ordinal.address,
      publicKey: held.ordinal.publicKey,
      intention: 'ordinal',
    }
    expect(await ask(dapp, 'getAccountAddresses', { account: held.payment.address })).toEqual([
      payment,
      ordinal,
    ])
    expect(
      await ask(dapp, 'getAccountAddresses', {
        account: held.payment.address,
        intentions: ['ordinal'],
      }),
    ).toEqual([ordinal])
    await expect(
      ask(dapp, 'getAccountAddresses', { account: other.payment.address }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs messages that verify: BIP-322 when asked (both addresses), ECDSA by default on payment', async () => {
    const { dapp } = await connectBoth()
    const message = 'Sign in to the sandbox'
    const network = regtestNetwork
    for (const address of [held.payment.address, held.ordinal.address]) {
      const signed = await ask<{ address: string; signature: string; messageHash: string }>(
        dapp,
        'signMessage',
        { account: held.payment.address, address, message, protocol: 'bip322' },
      )
      expect(signed.address).toBe(address)
      expect(verifyBip322({ address, message, signature: signed.signature, network })).toBe(true)
    }
    const legacy = await ask<{ address: string; signature: string }>(dapp, 'signMessage', {
      account: held.payment.address,
      address: held.payment.address,
      message,
    })
    const { signature } = legacy
    expect(
      verifyLegacyMessage({ address: held.payment.address, message, signature, network }),
    ).toBe(true)
    await expect(
      ask(dapp, 'signMessage', {
        account: held.payment.address,
        address: other.payment.address,
        message,
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('sends exactly the amount with sendTransfer, change to changeAddress; refuses over the balance', async () => {
    const { dapp, wallet } = await connectBoth()
    const to = freshAddress()
    const { ledger: chain } = ledger()
    const before = chain.balance(held.payment.address).confirmed
    const ordinalBefore = chain.balance(held.ordinal.address).confirmed
    const { txid } = await ask<{ txid: string }>(dapp, 'sendTransfer', {
      account: held.payment.address,
      recipientAddress: to,
      amount: '123456',
      changeAddress: held.ordinal.address,
    })
    chain.mine(1)
    expect(chain.balance(to).confirmed).toBe(123_456n)
    const transaction = chain.transaction(txid)
    const spent = transaction?.vin.reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0) ?? 0
    const paid = transaction?.vout.reduce((sum, output) => sum + output.value, 0) ?? 0
    expect(spent - paid).toBe(transaction?.fee)
    const change = BigInt(spent) - 123_456n - BigInt(spent - paid)
    expect(chain.balance(held.payment.address).confirmed).toBe(before - BigInt(spent))
    expect(chain.balance(held.ordinal.address).confirmed).toBe(ordinalBefore + change)

    await expect(
      ask(dapp, 'sendTransfer', {
        account: held.payment.address,
        recipientAddress: to,
        amount: '900000000',
      }),
    ).rejects.toMatchObject({ code: -32603 })
    // The sign client swaps a reserved code's message for the standard one on the wire; the
    // wallet's log keeps its own.
    expect(wallet.requests.at(-1)?.error).toEqual({
      code: -32603,
      message: expect.stringMatching(/^Insufficient funds: sending 900000000 sats needs \d+/),
    })
    await expect(
      ask(dapp, 'sendTransfer', { account: held.payment.address, recipientAddress: to, amount: 5 }),
    ).rejects.toMatchObject({ code: -32602 })
    wallet.rejectRequests(true)
    await expect(
      ask(dapp, 'sendTransfer', {
        account: held.payment.address,
        recipientAddress: to,
        amount: '10000',
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(chain.mempool()).toEqual([])
  })

  it('signs only the PSBT inputs asked for, and broadcasts when asked', async () => {
    const { dapp } = await connectBoth()
    const { ledger: chain } = ledger()
    const [ours] = chain.utxos(held.ordinal.address)
    const [theirs] = chain.utxos(other.payment.address)
    if (!ours || !theirs) throw new Error('the ledger funded both addresses in beforeAll')
    /** An unsigned transaction spending ledger outputs, each with the witness UTXO it spends. */
    const spend = (...inputs: { txid: string; vout: number; value: number }[]) => {
      const transaction = new Transaction()
      for (const input of inputs) {
        const prevout = chain.transaction(input.txid)?.vout[input.vout]
        transaction.addInput({
          txid: input.txid,
          index: input.vout,
          witnessUtxo: {
            script: Buffer.from(prevout?.scriptpubkey ?? '', 'hex'),
            amount: BigInt(input.value),
          },
        })
      }
      return transaction
    }
    const joint = spend(ours, theirs)
    joint.addOutputAddress(freshAddress(), 100_000n, regtestNetwork)
    const signed = await ask<{ psbt: string; txid?: string }>(dapp, 'signPsbt', {
      account: held.payment.address,
      psbt: base64.encode(joint.toPSBT()),
      signInputs: [{ address: held.ordinal.address, index: 0, sighashTypes: [0] }],
      broadcast: false,
    })
    const read = Transaction.fromPSBT(base64.decode(signed.psbt))
    expect(read.getInput(0).tapKeySig).toHaveLength(64)
    expect(read.getInput(1).partialSig).toBeUndefined()
    expect(signed.txid).toBeUndefined()

    const to = freshAddress()
    const own = spend(ours)
    own.addOutputAddress(to, 350_000n, regtestNetwork)
    const sent = await ask<{ psbt: string; txid: string }>(dapp, 'signPsbt', {
      account: held.payment.address,
      psbt: base64.encode(own.toPSBT()),
      signInputs: [{ address: held.ordinal.address, index: 0, sighashTypes: [0] }],
      broadcast: true,
    })
    expect(chain.mempool()).toContain(sent.txid)
    chain.mine(1)
    expect(chain.balance(to).confirmed).toBe(350_000n)
  })

  it('refuses a bitcoin option it cannot use before connecting anywhere', async () => {
    const start = (bitcoin: Parameters<typeof startWcWallet>[0]['bitcoin']) =>
      startWcWallet({
        relayUrl: 'ws://127.0.0.1:1',
        projectId: 'p',
        privateKey: `0x${'1'.repeat(64)}`,
        chains: {},
        bitcoin,
      })
    const keys = { payment: held.payment.privateKey, ordinal: held.ordinal.privateKey }
    await expect(
      start({ esploraUrl: 'http://127.0.0.1:1', caipNetworkId: 'eip155:1', accounts: [keys] }),
    ).rejects.toThrow(/not a CAIP-2 Bitcoin chain id/)
    await expect(
      start({ esploraUrl: 'http://127.0.0.1:1', caipNetworkId: regtest, accounts: [] }),
    ).rejects.toThrow(/at least one/)
    await expect(
      start({
        esploraUrl: 'http://127.0.0.1:1',
        caipNetworkId: regtest,
        accounts: [{ ...keys, ordinal: 'xyz' }],
      }),
    ).rejects.toThrow('bitcoin.accounts[0].ordinal is not a 32-byte hex private key.')
  })
})
