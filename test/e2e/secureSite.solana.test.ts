import { ed25519 } from '@noble/curves/ed25519'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundSolanaUser, solanaUserLamports } from '../../sandbox/secureSite/fundSolanaUser.js'
import { type SecureSite, startSecureSite } from '../../sandbox/secureSite/startSecureSite.js'
import { sandboxSolanaCaipNetworkId } from '../../sandbox/solana/sandboxSolanaNetwork.js'
import {
  type SandboxSolana,
  startSolanaValidator,
} from '../../sandbox/solana/startSolanaValidator.js'
import { launchChromium } from './launchChromium.js'
import {
  answerTo,
  approvalHeading,
  frameErrors,
  openFrameClient,
  postAllToFrame,
  type RpcChain,
  recordFrameMessages,
  request,
  rpc,
  rpcPayload,
  secureFrame,
  showFrame,
} from './secureFrame/framePageClient.js'
import { type FrameServers, startFrameServers } from './secureFrame/startFrameServers.js'

// The sandbox secure site's Solana side with the kit's frame client in real Chromium and a real
// local Solana validator: the user's Solana account (the same on every login of an email), its
// approval screen, a message signature and a transaction signature that verify, a transfer that
// lands with the exact amount, a rejection, an abort (on screen or while the server reads the
// request) and the refusals that need no screen.
let servers: FrameServers
let site: SecureSite
let browser: Browser
let validator: SandboxSolana
/** Every Solana address the site told of as new, in order, and what funding them said. */
const funded: string[] = []
const fundingWarnings: string[] = []
const bound = 15_000
const network = sandboxSolanaCaipNetworkId
/** RPC requests to the sandbox validator's network. */
const solana: RpcChain = { chainId: network, chainNamespace: 'solana' }

beforeAll(async () => {
  ;[servers, browser, validator] = await Promise.all([
    startFrameServers(),
    launchChromium(),
    startSolanaValidator(),
  ])
  site = await startSecureSite({
    allowedOrigins: [new URL(servers.appUrl).origin],
    solana: { rpcUrl: validator.rpcUrl, caipNetworkId: network },
    onFirstSolanaLogin: async (address) => {
      funded.push(address)
      await fundSolanaUser(validator.rpcUrl, address, (text) => fundingWarnings.push(text))
    },
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await Promise.all([servers?.close(), site?.close(), validator?.stop()])
})

/** Logs `email` in on a fresh page with the code from the mailbox; its Solana address. */
async function logIn(email: string): Promise<{ page: Page; address: string }> {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } })
  const page = await context.newPage()
  await openFrameClient(page, servers.appUrl, site.frameUrl(new URL(servers.appUrl).origin))
  await request(page, 'CONNECT_EMAIL', { email })
  expect(await request(page, 'CONNECT_OTP', { otp: site.latestCode(email) ?? '' })).toEqual({
    ok: true,
    value: undefined,
  })
  const user = await request(page, 'GET_USER', { chainId: network })
  expect(user).toMatchObject({ ok: true, value: { chainId: network } })
  await recordFrameMessages(page, site.origin)
  return { page, address: (user as { value: { address: string } }).value.address }
}

const connection = () => new Connection(validator.rpcUrl, 'confirmed')

/** A transfer of `lamports` from `from` to `to`, on a fresh blockhash, unsigned, as base64. */
async function transfer(from: string, to: PublicKey, lamports: number): Promise<string> {
  const { blockhash } = await connection().getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: new PublicKey(from),
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports }),
    ],
  }).compileToV0Message()
  return Buffer.from(new VersionedTransaction(message).serialize()).toString('base64')
}

/** Waits for the screen, checks it says `texts`, and presses `button`. */
async function answerScreen(page: Page, texts: string[], button: 'Approve' | 'Reject') {
  await approvalHeading(page).waitFor({ timeout: bound })
  const shown = (await page.frameLocator(secureFrame).locator('main').textContent()) ?? ''
  for (const text of texts) expect(shown).toContain(text)
  await page
    .frameLocator(secureFrame)
    .getByRole('button', { name: button })
    .click({ timeout: bound })
  await approvalHeading(page).waitFor({ state: 'detached', timeout: bound })
}

describe("the sandbox secure site's Solana wallet in Chromium", () => {
  it('answers GET_USER for Solana with a base58 account, the same on every login of an email', async () => {
    const first = await logIn('sol-alice@example.com')
    expect(first.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await request(first.page, 'GET_USER', { chainId: network })).toEqual({
      ok: true,
      value: {
        email: 'sol-alice@example.com',
        address: first.address,
        chainId: network,
        accounts: [{ address: first.address, type: 'eoa' }],
      },
    })
    // A numeric chain id is the EVM side's, as before.
    expect(await request(first.page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      ok: true,
      value: { address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), chainId: 31337 },
    })
    await first.page.context().close()

    const second = await logIn('sol-alice@example.com')
    expect(second.address).toBe(first.address)
    expect((await logIn('sol-bob@example.com')).address).not.toBe(first.address)
    // Funded once per run: 10 SOL on the validator.
    expect(funded.filter((each) => each === first.address)).toHaveLength(1)
    expect(fundingWarnings).toEqual([])
    expect(await connection().getBalance(new PublicKey(first.address))).toBe(solanaUserLamports)
    await second.page.context().close()
  })

  it('switches to the Solana network it serves only, apart from the EVM chain, and answers its user there', async () => {
    const { page } = await logIn('sol-carol@example.com')
    expect(await request(page, 'SWITCH_NETWORK', { chainId: network })).toEqual({
      ok: true,
      value: { chainId: network },
    })
    expect(await request(page, 'GET_CHAIN_ID')).toEqual({ ok: true, value: { chainId: 31337 } })
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(await request(page, 'SWITCH_NETWORK', { chainId: mainnet })).toMatchObject({
      ok: false,
      message: `Chain ${mainnet} is not served by the sandbox secure site`,
    })
    // Asked for its user on another Solana network, it answers on the one it serves, as a wallet
    // says where it is; the kit then lands on that network.
    expect(await request(page, 'GET_USER', { chainId: mainnet })).toMatchObject({
      ok: true,
      value: { chainId: network },
    })
    expect(await frameErrors(page)).toEqual([
      { message: `Chain ${mainnet} is not served by the sandbox secure site`, code: 4901 },
    ])
    await page.context().close()
  })

  it('signs a message the user approves with the Solana key', async () => {
    const { page, address } = await logIn('sol-dave@example.com')
    await showFrame(page)
    const text = 'Log in to the sandbox shop\nNonce 42'
    const message = new TextEncoder().encode(text)
    const signed = rpc(page, solana, 'solana_signMessage', {
      message: bs58.encode(message),
      pubkey: address,
    })
    await approvalHeading(page).waitFor({ timeout: bound })
    const frame = page.frameLocator(secureFrame)
    expect(await frame.getByRole('heading', { name: 'Sign message' }).count()).toBe(1)
    expect(await frame.locator('pre').textContent()).toBe(text)
    // One approval at a time.
    expect(
      await rpc(page, solana, 'solana_signMessage', { message: '2g', pubkey: address }),
    ).toMatchObject({ ok: false, message: 'A request is already pending' })
    await answerScreen(page, [network], 'Approve')
    const outcome = await signed
    expect(outcome).toMatchObject({ ok: true, value: { signature: expect.any(String) } })
    const { signature } = (outcome as { value: { signature: string } }).value
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(address))).toBe(true)
    expect(await frameErrors(page)).toEqual([
      { message: 'A request is already pending', code: -32002 },
    ])
    await page.context().close()
  })

  it('sends a transfer the user approves: the receiver gets exactly the amount on the validator', async () => {
    const { page, address } = await logIn('sol-erin@example.com')
    await request(page, 'SYNC_THEME', { themeMode: 'dark' })
    await request(page, 'SYNC_DAPP_DATA', {
      metadata: { name: 'Sandbox Shop', url: 'https://shop.example', icons: [] },
      sdkVersion: 'test',
      sdkType: 'appkit',
      projectId: 'test',
    })
    await showFrame(page)
    const receiver = Keypair.generate().publicKey
    const amount = LAMPORTS_PER_SOL / 4
    const sent = rpc(page, solana, 'solana_signAndSendTransaction', {
      transaction: await transfer(address, receiver, amount),
    })
    await approvalHeading(page).waitFor({ timeout: bound })
    await page.locator(secureFrame).screenshot({
      path: 'test-results/secure-site-solana-approve-dark.png',
      animations: 'disabled',
    })
    await answerScreen(
      page,
      [
        'Sandbox Shop',
        'Send transaction',
        network,
        `Fee payer${address}`,
        'Instructions1',
        `0.25 SOL to ${receiver.toBase58()}`,
      ],
      'Approve',
    )
    const outcome = await sent
    expect(outcome).toMatchObject({ ok: true, value: { signature: expect.any(String) } })
    const { signature } = (outcome as { value: { signature: string } }).value
    const status = await connection().getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
    expect(await connection().getBalance(receiver)).toBe(amount)
    // The user paid the amount and one signature's fee.
    expect(await connection().getBalance(new PublicKey(address))).toBe(
      solanaUserLamports - amount - 5000,
    )
    await page.context().close()
  })

  it('signs a transaction and a batch the user approves: the signatures verify', async () => {
    const { page, address } = await logIn('sol-frank@example.com')
    await showFrame(page)
    const receiver = Keypair.generate().publicKey
    const signing = rpc(page, solana, 'solana_signTransaction', {
      transaction: await transfer(address, receiver, 1),
    })
    await answerScreen(page, ['Sign transaction', network, `Fee payer${address}`], 'Approve')
    const outcome = await signing
    const result = (outcome as { value: { signature: string; transaction: string } }).value
    const signed = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'))
    expect(bs58.encode(signed.signatures[0] ?? new Uint8Array())).toBe(result.signature)
    const owner = bs58.decode(address)
    expect(ed25519.verify(bs58.decode(result.signature), signed.message.serialize(), owner)).toBe(
      true,
    )

    const batch = rpc(page, solana, 'solana_signAllTransactions', {
      transactions: [await transfer(address, receiver, 1), await transfer(address, receiver, 2)],
    })
    await answerScreen(page, ['Sign transactions (2)', 'Fee payer (2)'], 'Approve')
    const { transactions } = ((await batch) as { value: { transactions: string[] } }).value
    expect(transactions).toHaveLength(2)
    for (const each of transactions) {
      const tx = VersionedTransaction.deserialize(Buffer.from(each, 'base64'))
      const signature = tx.signatures[0] ?? new Uint8Array()
      expect(ed25519.verify(signature, tx.message.serialize(), owner)).toBe(true)
    }
    await page.context().close()
  })

  it("answers 'User rejected the request.' when the user presses Reject, and nothing is sent", async () => {
    const { page, address } = await logIn('sol-grace@example.com')
    await showFrame(page)
    const receiver = Keypair.generate().publicKey
    const asked = rpc(page, solana, 'solana_signAndSendTransaction', {
      transaction: await transfer(address, receiver, LAMPORTS_PER_SOL),
    })
    await answerScreen(page, ['Send transaction'], 'Reject')
    expect(await asked).toMatchObject({ ok: false, message: 'User rejected the request.' })
    expect(await frameErrors(page)).toEqual([{ message: 'User rejected the request.', code: 4001 }])
    expect(await connection().getBalance(receiver)).toBe(0)
    await page.context().close()
  })

  it("answers an abort before Approve with 'Request was aborted' (4001), on screen or while the server reads the request (then no screen ever), and sends nothing", async () => {
    const { page, address } = await logIn('sol-ivan@example.com')
    await showFrame(page)
    const frame = page.frameLocator(secureFrame)
    // Counts the screens the frame draws.
    await frame.locator('body').evaluate((body) => {
      const shown: string[] = []
      Object.assign(window, { shownScreens: shown })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.matches('main.approval'))
              shown.push(node.querySelector('h2')?.textContent ?? '')
      }).observe(body, { childList: true })
    })
    const shownScreens = () =>
      frame
        .locator('body')
        .evaluate(() => (window as never as { shownScreens: string[] }).shownScreens)
    const receiver = Keypair.generate().publicKey
    const send = rpcPayload(solana, 'solana_signAndSendTransaction', {
      transaction: await transfer(address, receiver, LAMPORTS_PER_SOL),
    })

    // On screen, not approved: the kit's RPC_ABORT names it.
    const [onScreen = ''] = await postAllToFrame(page, site.origin, [
      { type: 'RPC_REQUEST', payload: send },
    ])
    await approvalHeading(page).waitFor({ timeout: bound })
    const [abort = ''] = await postAllToFrame(page, site.origin, [
      { type: 'RPC_ABORT', payload: { id: onScreen } },
    ])
    expect(await answerTo(page, onScreen)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Request was aborted', code: 4001 },
    })
    expect((await answerTo(page, abort)).type).toBe('RPC_ABORT_SUCCESS')
    await approvalHeading(page).waitFor({ state: 'detached', timeout: bound })

    // Aborted while the server checks and describes it: answered at once, its screen never shown.
    const [reading = '', readingAbort = ''] = await postAllToFrame(page, site.origin, [
      { type: 'RPC_REQUEST', payload: send },
      { type: 'RPC_ABORT', abortPrevious: true },
    ])
    expect(await answerTo(page, reading)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Request was aborted', code: 4001 },
    })
    expect((await answerTo(page, readingAbort)).type).toBe('RPC_ABORT_SUCCESS')
    // The next request's screen is the only one drawn since.
    const [next = ''] = await postAllToFrame(page, site.origin, [
      {
        type: 'RPC_REQUEST',
        payload: rpcPayload(solana, 'solana_signMessage', {
          message: bs58.encode(new TextEncoder().encode('next')),
          pubkey: address,
        }),
      },
    ])
    await answerScreen(page, ['Sign message'], 'Reject')
    expect(await answerTo(page, next)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.', code: 4001 },
    })
    expect(await shownScreens()).toEqual(['Send transaction', 'Sign message'])
    expect(await connection().getBalance(receiver)).toBe(0)
    expect(await connection().getBalance(new PublicKey(address))).toBe(solanaUserLamports)
    await page.context().close()
  })

  it("refuses, without a screen, another account's pubkey or transaction and a method it does not serve", async () => {
    const { page, address } = await logIn('sol-heidi@example.com')
    const stranger = Keypair.generate().publicKey.toBase58()
    expect(
      await rpc(page, solana, 'solana_signMessage', {
        message: bs58.encode(Uint8Array.of(1, 2)),
        pubkey: stranger,
      }),
    ).toMatchObject({ ok: false, message: `${stranger} is not the logged-in account ${address}` })
    expect(
      await rpc(page, solana, 'solana_signTransaction', {
        transaction: await transfer(stranger, new PublicKey(address), 1),
      }),
    ).toMatchObject({
      ok: false,
      message: `The fee payer ${stranger} is not the logged-in account ${address}`,
    })
    expect(await rpc(page, solana, 'solana_signIn', {})).toMatchObject({
      ok: false,
      message: 'Requested RPC call is not allowed',
    })
    expect(await approvalHeading(page).count()).toBe(0)
    expect(await frameErrors(page)).toEqual([
      { message: `${stranger} is not the logged-in account ${address}`, code: 4100 },
      { message: `The fee payer ${stranger} is not the logged-in account ${address}`, code: 4100 },
      { message: 'Requested RPC call is not allowed', code: 4200 },
    ])
    await page.context().close()
  })
})
