import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bip322MessageHash } from '../../runtime/core/adapters/bip122/bip322/bip322MessageHash.js'
import { verifyBip322 } from '../../runtime/core/adapters/bip122/bip322/verifyBip322.js'
import { verifyLegacyMessage } from '../../runtime/core/adapters/bip122/bip322/verifyLegacyMessage.js'
import { launchChromium } from '../../scripts/chromium.mjs'
import { bitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import { regtestNetwork } from '../bitcoin/bitcoinRegtest.js'
import { type SandboxBitcoin, startBitcoinLedger } from '../bitcoin/startBitcoinLedger.js'
import { devAccounts } from '../chain/devAccounts.js'
import { buildDevWalletScript } from './buildDevWallet.js'
import type { DevWalletOptions } from './DevWalletOptions.js'

let bitcoin: SandboxBitcoin
let server: Server
let pageUrl: string
let browser: Browser
const contexts: BrowserContext[] = []
const wait = { timeout: 15_000 }
const [account3, account4, account5] = [3, 4, 5].map(bitcoinDevAccount) as [
  ReturnType<typeof bitcoinDevAccount>,
  ReturnType<typeof bitcoinDevAccount>,
  ReturnType<typeof bitcoinDevAccount>,
]
const keysOf = (account: typeof account3) => ({
  payment: account.payment.privateKey,
  ordinal: account.ordinal.privateKey,
})

beforeAll(async () => {
  // Mined only on demand, so each test decides when its transactions confirm.
  bitcoin = await startBitcoinLedger({
    mineIntervalMs: 0,
    fund: [account3, account4, account5].flatMap((account) => [
      { address: account.payment.address, sats: 1_000_000n },
      { address: account.payment.address, sats: 500_000n },
      { address: account.ordinal.address, sats: 300_000n },
    ]),
  })
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><html><head><title>dapp</title></head><body>dapp</body></html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
})
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  await bitcoin?.stop()
})

const evm = devAccounts()

/** A fresh page (own storage) whose wallet holds Bitcoin accounts 3 and 4; `before` runs first. */
async function openDapp(options: Partial<DevWalletOptions> = {}, before?: string): Promise<Page> {
  const context = await browser.newContext()
  contexts.push(context)
  const script = await buildDevWalletScript({
    privateKey: evm[3]?.privateKey ?? '0x',
    morePrivateKeys: [evm[4]?.privateKey ?? '0x'],
    // Never called here: the EVM side needs a chain, these tests only use the Bitcoin side.
    chains: { 31337: 'http://127.0.0.1:9' },
    autoApprove: true,
    bitcoin: { esploraUrl: bitcoin.url, accounts: [keysOf(account3), keysOf(account4)] },
    ...options,
  })
  if (before) await context.addInitScript(before)
  await context.addInitScript(script)
  const page = await context.newPage()
  await page.goto(pageUrl, wait)
  return page
}

type Answer = { id: string; result?: unknown; error?: { code: number; message: string } }

/** `window.SandboxWalletBitcoin.request(method, params)` in the page, bounded to 15 s. */
function request(page: Page, method: string, params?: unknown): Promise<Answer> {
  return page.evaluate(
    async ([method, params]) => {
      type Provider = { request(method: string, params?: unknown): Promise<Answer> }
      const provider = (window as unknown as { SandboxWalletBitcoin?: Provider })
        .SandboxWalletBitcoin
      if (!provider) return { id: '', error: { code: 0, message: 'no SandboxWalletBitcoin' } }
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timed out after 15 s')), 15_000),
      )
      return Promise.race([provider.request(method, params), timeout])
    },
    [method, params] as const,
  )
}
const connect = (page: Page) => request(page, 'getAccounts', { purposes: ['payment', 'ordinals'] })

/** Calls `window.__appkitSandboxWalletControl[name](...args)` in the page. */
const control = <T = unknown>(page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(
    ([name, args]) => {
      const control = (window as unknown as { __appkitSandboxWalletControl: object })
        .__appkitSandboxWalletControl as Record<string, (...args: unknown[]) => unknown>
      return control[name]?.(...args)
    },
    [name, args] as const,
  ) as Promise<T>

/** A regtest P2WPKH address nobody has used. */
function freshAddress(): string {
  const key = secp256k1.utils.randomPrivateKey()
  return p2wpkh(secp256k1.getPublicKey(key, true), regtestNetwork).address as string
}

const confirmed = (address: string) => bitcoin.ledger.balance(address).confirmed

describe("the Sandbox Wallet's Bitcoin side (WBIP004)", () => {
  it('installs at window.SandboxWalletBitcoin and joins btc_providers, keeping other wallets', async () => {
    const other = { id: 'OtherWallet.bitcoin', name: 'Other', icon: 'data:image/png;base64,AA==' }
    const page = await openDapp({}, `window.btc_providers = [${JSON.stringify(other)}]`)
    const listed = await page.evaluate(
      () => (window as unknown as { btc_providers: { icon: string }[] }).btc_providers,
    )
    expect(listed).toEqual([
      other,
      {
        id: 'SandboxWalletBitcoin',
        name: 'Sandbox Wallet',
        icon: expect.stringMatching(/^data:image\/svg\+xml,/),
        methods: [
          'getAccounts',
          'wallet_getAccount',
          'wallet_renouncePermissions',
          'signMessage',
          'sendTransfer',
          'signPsbt',
        ],
      },
    ])
    expect(await request(page, 'getInfo')).toMatchObject({
      error: { code: -32601, message: expect.stringContaining('getInfo') },
    })
  })

  it('answers getAccounts with the exact payment and ordinal addresses, remembered after a reload', async () => {
    const page = await openDapp()
    expect(await request(page, 'wallet_getAccount')).toMatchObject({ error: { code: -32002 } })
    const answer = await connect(page)
    const addresses = [
      {
        address: account3.payment.address,
        publicKey: account3.payment.publicKey,
        purpose: 'payment',
        addressType: 'p2wpkh',
      },
      {
        address: account3.ordinal.address,
        publicKey: account3.ordinal.publicKey,
        purpose: 'ordinals',
        addressType: 'p2tr',
      },
    ]
    expect(answer).toEqual({ jsonrpc: '2.0', id: expect.any(String), result: addresses })
    expect(await request(page, 'getAccounts', { purposes: ['ordinals'] })).toMatchObject({
      result: [addresses[1]],
    })
    await page.reload(wait)
    expect(await request(page, 'wallet_getAccount')).toMatchObject({
      result: { id: 'sandbox-bitcoin-0', addresses, walletType: 'software' },
    })
    expect(await request(page, 'getAccounts', { purposes: ['payment', 'runes'] })).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('purposes') },
    })
  })

  it('sends exactly the amount with sendTransfer; the sender pays it plus the fee (inputs - outputs)', async () => {
    const page = await openDapp()
    await connect(page)
    const to = freshAddress()
    const before = confirmed(account3.payment.address)
    const answer = await request(page, 'sendTransfer', {
      recipients: [{ address: to, amount: 15_000 }],
    })
    const txid = (answer.result as { txid: string }).txid
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(bitcoin.ledger.mempool()).toContain(txid)
    bitcoin.ledger.mine(1)
    expect(confirmed(to)).toBe(15_000n)
    const transaction = bitcoin.ledger.transaction(txid)
    const spent = transaction?.vin.reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0) ?? 0
    const paid = transaction?.vout.reduce((sum, output) => sum + output.value, 0) ?? 0
    const fee = spent - paid
    expect(fee).toBe(transaction?.fee)
    // Largest UTXO first (1_000_000), 141 vB at the ledger's 1 sat/vB for target 6.
    expect(fee).toBe(141)
    expect(confirmed(account3.payment.address)).toBe(before - 15_000n - BigInt(fee))
    expect(await control(page, 'signed')).toEqual([
      {
        method: 'bitcoin_sendTransfer',
        account: account3.payment.address,
        payload: txid,
        result: txid,
      },
    ])
  })

  it('lands two transfers sent at once, the second planned after the first (no double spend)', async () => {
    const page = await openDapp()
    await connect(page)
    const [first, second] = [freshAddress(), freshAddress()]
    const answers = await Promise.all([
      request(page, 'sendTransfer', { recipients: [{ address: first, amount: 30_000 }] }),
      request(page, 'sendTransfer', { recipients: [{ address: second, amount: 40_000 }] }),
    ])
    expect(answers.map((answer) => answer.error)).toEqual([undefined, undefined])
    bitcoin.ledger.mine(1)
    expect([confirmed(first), confirmed(second)]).toEqual([30_000n, 40_000n])
  })

  it("refuses a transfer over the balance with 'Insufficient funds', sending nothing", async () => {
    const page = await openDapp()
    await connect(page)
    const mempool = bitcoin.ledger.mempool().length
    const answer = await request(page, 'sendTransfer', {
      recipients: [{ address: freshAddress(), amount: 50_000_000 }],
    })
    expect(answer.error).toEqual({
      code: -32603,
      message: expect.stringMatching(
        /^Insufficient funds: sending 50000000 sats needs \d+ with the fee/,
      ),
    })
    expect(bitcoin.ledger.mempool()).toHaveLength(mempool)
    expect(
      await request(page, 'sendTransfer', { recipients: [{ address: 'bc1qnope', amount: 1_000 }] }),
    ).toMatchObject({
      error: {
        code: -32602,
        message: expect.stringContaining('Invalid Bitcoin address "bc1qnope"'),
      },
    })
  })

  it('answers a rejected prompt with -32000 and sends nothing', async () => {
    const page = await openDapp({ autoApprove: false })
    const connecting = connect(page)
    await page
      .getByRole('dialog', { name: 'Connect to this site?' })
      .getByRole('button', { name: 'Approve' })
      .click(wait)
    expect((await connecting).result).toHaveLength(2)

    const to = freshAddress()
    const sending = request(page, 'sendTransfer', { recipients: [{ address: to, amount: 20_000 }] })
    const dialog = page.getByRole('dialog', { name: 'Send bitcoin?' })
    await dialog.getByText(`Send 0.0002 BTC to ${to}`).waitFor(wait)
    await dialog.getByText('Fee 0.00000141 BTC').waitFor(wait)
    expect(await control(page, 'reject')).toBe(true)
    expect(await sending).toMatchObject({
      error: { code: -32000, message: 'User rejected the request.' },
    })
    bitcoin.ledger.mine(1)
    expect(confirmed(to)).toBe(0n)
    expect(await control(page, 'signed')).toEqual([])
  })

  it('signs messages: BIP-322 that verifyBip322 accepts for both addresses, ECDSA on the payment one', async () => {
    const page = await openDapp()
    await connect(page)
    const message = 'Sign in to the sandbox'
    const network = regtestNetwork
    for (const address of [account3.payment.address, account3.ordinal.address]) {
      const { result } = await request(page, 'signMessage', { address, message })
      const signed = result as {
        signature: string
        messageHash: string
        address: string
        protocol: string
      }
      expect(signed).toMatchObject({
        address,
        protocol: 'BIP322',
        messageHash: Buffer.from(bip322MessageHash(message)).toString('hex'),
      })
      expect(verifyBip322({ address, message, signature: signed.signature, network })).toBe(true)
      expect(
        verifyBip322({ address, message: 'other', signature: signed.signature, network }),
      ).toBe(false)
    }
    const ecdsa = await request(page, 'signMessage', {
      address: account3.payment.address,
      message,
      protocol: 'ECDSA',
    })
    const { signature } = ecdsa.result as { signature: string }
    expect(base64.decode(signature)).toHaveLength(65)
    expect(
      verifyLegacyMessage({ address: account3.payment.address, message, signature, network }),
    ).toBe(true)
    expect(
      await request(page, 'signMessage', {
        address: account3.ordinal.address,
        message,
        protocol: 'ECDSA',
      }),
    ).toMatchObject({ error: { code: -32602, message: expect.stringContaining('use BIP322') } })
    expect(
      await request(page, 'signMessage', { address: account4.payment.address, message }),
    ).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('is not an address of this wallet') },
    })
    expect(await control(page, 'signed')).toHaveLength(3)
  })

  it('signs only the PSBT inputs it is asked to, and with broadcast the ledger takes the transaction', async () => {
    const page = await openDapp()
    await connect(page)
    const [ours] = bitcoin.ledger.utxos(account3.ordinal.address)
    const [theirs] = bitcoin.ledger.utxos(account5.payment.address)
    if (!ours || !theirs) throw new Error('the ledger funded both addresses in beforeAll')
    /** An unsigned transaction spending ledger outputs, each with the witness UTXO it spends. */
    const spend = (...inputs: { txid: string; vout: number; value: number }[]) => {
      const transaction = new Transaction()
      for (const input of inputs) {
        const prevout = bitcoin.ledger.transaction(input.txid)?.vout[input.vout]
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
    const asked = await request(page, 'signPsbt', {
      psbt: base64.encode(joint.toPSBT()),
      signInputs: { [account3.ordinal.address]: [0] },
    })
    const signed = Transaction.fromPSBT(base64.decode((asked.result as { psbt: string }).psbt))
    expect(signed.getInput(0).tapKeySig).toHaveLength(64)
    expect(signed.getInput(1).partialSig).toBeUndefined()
    expect(asked.result).not.toHaveProperty('txid')
    expect(
      await request(page, 'signPsbt', {
        psbt: base64.encode(joint.toPSBT()),
        signInputs: { [account3.ordinal.address]: [1] },
      }),
    ).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('Input 1 does not spend') },
    })

    const to = freshAddress()
    const own = spend(ours)
    own.addOutputAddress(to, 250_000n, regtestNetwork)
    const sent = await request(page, 'signPsbt', {
      psbt: base64.encode(own.toPSBT()),
      signInputs: { [account3.ordinal.address]: [0] },
      broadcast: true,
    })
    const { txid } = sent.result as { txid: string }
    expect(bitcoin.ledger.mempool()).toContain(txid)
    bitcoin.ledger.mine(1)
    expect(confirmed(to)).toBe(250_000n)
    expect(bitcoin.ledger.transaction(txid)?.fee).toBe(50_000)
  })

  it("switchAccount moves the Bitcoin side too, with an 'accountChange' event; renouncing disconnects", async () => {
    const page = await openDapp()
    await connect(page)
    await page.evaluate(() => {
      const seen: unknown[] = []
      Object.assign(window, { seen })
      type Provider = { addListener(event: string, listener: (event: unknown) => void): () => void }
      const provider = (window as unknown as { SandboxWalletBitcoin: Provider })
        .SandboxWalletBitcoin
      provider.addListener('accountChange', (event) => seen.push(event))
      provider.addListener('disconnect', (event) => seen.push(event))
    })
    expect(await control(page, 'switchAccount', 1)).toBe(evm[4]?.address)
    const seen = () => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)
    expect(await seen()).toEqual([
      {
        type: 'accountChange',
        addresses: [
          expect.objectContaining({ address: account4.payment.address, purpose: 'payment' }),
          expect.objectContaining({ address: account4.ordinal.address, purpose: 'ordinals' }),
        ],
      },
    ])
    expect(await request(page, 'wallet_getAccount')).toMatchObject({
      result: {
        addresses: [{ address: account4.payment.address }, { address: account4.ordinal.address }],
      },
    })
    expect(await request(page, 'wallet_renouncePermissions')).toMatchObject({ result: null })
    expect((await seen()).at(-1)).toEqual({ type: 'disconnect' })
    expect(await request(page, 'wallet_getAccount')).toMatchObject({ error: { code: -32002 } })
    expect(
      await request(page, 'signMessage', { address: account4.payment.address, message: 'hi' }),
    ).toMatchObject({ error: { code: -32002 } })
  })

  it('switches no side when the Bitcoin side has no account at that index', async () => {
    const page = await openDapp({
      bitcoin: { esploraUrl: bitcoin.url, accounts: [keysOf(account3)] },
    })
    await connect(page)
    await expect(control(page, 'switchAccount', 1)).rejects.toThrow('holds 1 Bitcoin account(s)')
    expect(await control(page, 'switchAccount', 0)).toBe(evm[3]?.address)
    expect(await request(page, 'wallet_getAccount')).toMatchObject({
      result: {
        addresses: [{ address: account3.payment.address }, { address: account3.ordinal.address }],
      },
    })
  })
})
