import { verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { build } from 'esbuild'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { devAccounts } from '../chain/devAccounts.js'
import { type SandboxSolana, startSolanaValidator } from '../solana/startSolanaValidator.js'
import { buildDevWalletScript } from './buildDevWallet.js'
import type { DevWalletOptions } from './DevWalletOptions.js'

let solana: SandboxSolana
let server: Server
let pageUrl: string
let browser: Browser
let appScript: string
const contexts: BrowserContext[] = []
const wait = { timeout: 15_000 }

beforeAll(async () => {
  // The app side is the real `@wallet-standard/app` registry, as a dapp's Solana adapter uses.
  const [started, app] = await Promise.all([
    startSolanaValidator(),
    build({
      stdin: {
        contents:
          "import { getWallets } from '@wallet-standard/app'; window.getWallets = getWallets",
        resolveDir: dirname(fileURLToPath(import.meta.url)),
      },
      bundle: true,
      write: false,
      format: 'iife',
      logLevel: 'silent',
    }),
  ])
  solana = started
  appScript = app.outputFiles[0]?.text ?? ''
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
  await solana?.stop()
})

const address = (index: number) => solana.accounts[index]?.address ?? ''
const evm = devAccounts()

/** A fresh page (own storage) holding Solana accounts 3 and 4, with the app registry loaded. */
async function openDapp(options: Partial<DevWalletOptions> = {}): Promise<Page> {
  const context = await browser.newContext()
  contexts.push(context)
  const secretKeys = [3, 4].map((index) =>
    bs58.encode(solana.accounts[index]?.secretKey ?? new Uint8Array()),
  )
  const script = await buildDevWalletScript({
    privateKey: evm[3]?.privateKey ?? '0x',
    morePrivateKeys: [evm[4]?.privateKey ?? '0x'],
    // Never called here: the EVM side needs a chain, these tests only use the Solana side.
    chains: { 31337: 'http://127.0.0.1:9' },
    autoApprove: true,
    solana: { rpcUrl: solana.rpcUrl, secretKeys },
    ...options,
  })
  await context.addInitScript(script)
  const page = await context.newPage()
  await page.goto(pageUrl, wait)
  await page.addScriptTag({ content: appScript })
  return page
}

type Outcome = { result: unknown } | { message: string; code: unknown }

/**
 * Finds the Sandbox Wallet with `getWallets()` and calls one of its features in the page, bytes
 * passed as number arrays; Uint8Arrays come back as arrays, errors as data. Bounded to 15 s.
 */
function call(page: Page, feature: string, method: string, args: unknown[] = []): Promise<Outcome> {
  return page.evaluate(
    async ([feature, method, args]) => {
      type Registry = { get(): { name: string; chains: string[]; features: never }[] }
      const registry = (window as unknown as { getWallets(): Registry }).getWallets()
      const wallet = registry.get().find((one) => one.name === 'Sandbox Wallet')
      if (!wallet) return { message: 'no Sandbox Wallet registered', code: 'test' }
      const bytes = (value: unknown): unknown =>
        Array.isArray(value) && value.every((item) => typeof item === 'number')
          ? Uint8Array.from(value)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bytes(v)]))
            : value
      const plain = (value: unknown): unknown =>
        value instanceof Uint8Array
          ? [...value]
          : Array.isArray(value)
            ? value.map(plain)
            : value && typeof value === 'object'
              ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
              : value
      // Accounts as the wallet holds them: the dapp passes back the objects it was given.
      const withAccount = (input: unknown) => {
        const account = (wallet as unknown as { accounts: unknown[] }).accounts[0]
        return { ...(bytes(input) as object), account }
      }
      const features = wallet.features as Record<
        string,
        Record<string, (...a: unknown[]) => unknown>
      >
      const run = features[feature]?.[method]
      if (!run) return { message: `no ${feature}.${method}`, code: 'test' }
      const inputs = feature.startsWith('solana:') ? args.map(withAccount) : args
      const timeout = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('timed out after 15 s')), 15_000),
      )
      try {
        return { result: plain(await Promise.race([run(...inputs), timeout])) }
      } catch (error) {
        const { message, code } = error as { message: string; code: unknown }
        return { message, code }
      }
    },
    [feature, method, args] as const,
  )
}
const connect = (page: Page) => call(page, 'standard:connect', 'connect')
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

/** A SOL transfer from account 3 to a fresh account, built and serialized unsigned in node. */
async function transfer(lamports: number) {
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const { blockhash } = await connection.getLatestBlockhash()
  const receiver = Keypair.generate().publicKey
  const from = new PublicKey(address(3))
  const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: receiver, lamports }),
  )
  return {
    connection,
    receiver,
    bytes: [...transaction.serialize({ requireAllSignatures: false })],
  }
}

const spki = (publicKey: Uint8Array) =>
  Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey])

describe('the dev wallet as a Wallet Standard Solana wallet', () => {
  it('registers with getWallets() and connects with a stable account', async () => {
    const page = await openDapp()
    const seen = await page.evaluate(() => {
      type Wallet = {
        name: string
        icon: string
        chains: string[]
        features: object
        accounts: unknown[]
      }
      const registry = (window as unknown as { getWallets(): { get(): Wallet[] } }).getWallets()
      const wallet = registry.get().find((one) => one.name === 'Sandbox Wallet')
      return (
        wallet && {
          icon: wallet.icon.slice(0, 26),
          chains: wallet.chains,
          features: Object.keys(wallet.features).sort(),
          accounts: wallet.accounts.length,
        }
      )
    })
    expect(seen).toEqual({
      icon: 'data:image/svg+xml;base64,',
      chains: ['solana:localnet'],
      features: [
        'solana:signAndSendTransaction',
        'solana:signMessage',
        'solana:signTransaction',
        'standard:connect',
        'standard:disconnect',
        'standard:events',
      ],
      accounts: 0,
    })
    expect(await call(page, 'standard:connect', 'connect', [{ silent: true }])).toEqual({
      result: { accounts: [] },
    })
    const { result } = (await connect(page)) as { result: { accounts: unknown[] } }
    expect(result.accounts).toEqual([
      {
        address: address(3),
        publicKey: [...new PublicKey(address(3)).toBytes()],
        chains: ['solana:localnet'],
        features: ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'],
      },
    ])
    const stable = await page.evaluate(async () => {
      const registry = (
        window as unknown as { getWallets(): { get(): { accounts: unknown[]; features: never }[] } }
      ).getWallets()
      const wallet = registry
        .get()
        .find((one) => (one as unknown as { name: string }).name === 'Sandbox Wallet')
      const features = wallet?.features as unknown as Record<
        string,
        { connect(): Promise<{ accounts: unknown[] }> }
      >
      const first = wallet?.accounts[0]
      const again = await features['standard:connect']?.connect()
      return (
        // Read twice: the same object each time, and the one connect answers with.
        first !== undefined && first === wallet?.accounts[0] && again?.accounts[0] === first
      )
    })
    expect(stable).toBe(true)
  })

  it('registers with an app that was listening before the wallet loaded', async () => {
    const context = await browser.newContext()
    contexts.push(context)
    const page = await context.newPage()
    await page.goto(pageUrl, wait)
    await page.addScriptTag({ content: appScript })
    const registered = page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          type Registry = {
            on(event: 'register', listener: (...wallets: { name: string }[]) => void): void
          }
          const registry = (window as unknown as { getWallets(): Registry }).getWallets()
          registry.on('register', (...wallets) => resolve(wallets.map((wallet) => wallet.name)))
          setTimeout(() => reject(new Error('no wallet registered within 15 s')), 15_000)
        }),
    )
    const secretKeys = [bs58.encode(solana.accounts[3]?.secretKey ?? new Uint8Array())]
    const script = await buildDevWalletScript({
      privateKey: evm[3]?.privateKey ?? '0x',
      chains: { 31337: 'http://127.0.0.1:9' },
      solana: { rpcUrl: solana.rpcUrl, secretKeys },
    })
    await page.addScriptTag({ content: script })
    expect(await registered).toEqual(['Sandbox Wallet'])
  })

  it('signs a message that node:crypto verifies against the address', async () => {
    const page = await openDapp()
    await connect(page)
    const message = [...Buffer.from('Sign in to the sandbox')]
    const { result } = (await call(page, 'solana:signMessage', 'signMessage', [{ message }])) as {
      result: { signedMessage: number[]; signature: number[]; signatureType: string }[]
    }
    const [output] = result
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    const publicKey = new PublicKey(address(3)).toBytes()
    const key = { key: spki(publicKey), format: 'der', type: 'spki' } as const
    expect(verify(null, Buffer.from(message), key, Buffer.from(output?.signature ?? []))).toBe(true)
    expect(await control(page, 'signed')).toEqual([
      {
        method: 'solana_signMessage',
        account: address(3),
        payload: 'Sign in to the sandbox',
        result: bs58.encode(Uint8Array.from(output?.signature ?? [])),
      },
    ])
  })

  it('signs and sends a SOL transfer the validator executes', async () => {
    const page = await openDapp()
    await connect(page)
    const { connection, receiver, bytes } = await transfer(5_000_000)
    const before = await connection.getBalance(new PublicKey(address(3)))
    const { result } = (await call(
      page,
      'solana:signAndSendTransaction',
      'signAndSendTransaction',
      [{ transaction: bytes, chain: 'solana:localnet', options: { commitment: 'confirmed' } }],
    )) as { result: { signature: number[] }[] }
    const signature = bs58.encode(Uint8Array.from(result[0]?.signature ?? []))
    expect(result[0]?.signature).toHaveLength(64)
    expect(await connection.getBalance(receiver)).toBe(5_000_000)
    // The transfer and the 5000-lamport fee of one signature.
    expect(await connection.getBalance(new PublicKey(address(3)))).toBe(before - 5_000_000 - 5_000)
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]?.err).toBeNull()
    expect(await control(page, 'signed')).toEqual([
      {
        method: 'solana_signAndSendTransaction',
        account: address(3),
        payload: signature,
        result: signature,
      },
    ])
  })

  it('signs a transaction without sending it', async () => {
    const page = await openDapp()
    await connect(page)
    const { connection, receiver, bytes } = await transfer(3_000_000)
    const { result } = (await call(page, 'solana:signTransaction', 'signTransaction', [
      { transaction: bytes },
    ])) as { result: { signedTransaction: number[] }[] }
    const signed = Transaction.from(Uint8Array.from(result[0]?.signedTransaction ?? []))
    expect(signed.verifySignatures()).toBe(true)
    expect(await connection.getBalance(receiver)).toBe(0)
  })

  it("without autoApprove, control.reject() answers 'User rejected the request.' and sends nothing", async () => {
    const page = await openDapp({ autoApprove: false })
    const connecting = connect(page)
    await page
      .getByRole('dialog', { name: 'Connect to this site?' })
      .getByRole('button', { name: 'Approve' })
      .click(wait)
    expect(await connecting).toMatchObject({ result: { accounts: [{ address: address(3) }] } })

    const { connection, receiver, bytes } = await transfer(4_000_000)
    const sending = call(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', [
      { transaction: bytes, chain: 'solana:localnet' },
    ])
    const dialog = page.getByRole('dialog', { name: 'Send this transaction?' })
    await dialog.waitFor(wait)
    await dialog.getByText(`Send 0.004 SOL to ${receiver.toBase58()}`).waitFor(wait)
    expect(await control(page, 'reject')).toBe(true)
    expect(await sending).toEqual({ message: 'User rejected the request.', code: 4001 })
    expect(await connection.getBalance(receiver)).toBe(0)
    expect(await control(page, 'signed')).toEqual([])
  })

  it("switchAccount moves both sides, with a 'change' event of the other address", async () => {
    const page = await openDapp()
    await connect(page)
    await page.evaluate(() => {
      const seen: unknown[] = []
      Object.assign(window, { seen })
      type Events = {
        on(
          event: string,
          listener: (change: { accounts?: { address: string }[] }) => void,
        ): () => void
      }
      const registry = (
        window as unknown as {
          getWallets(): { get(): { name: string; features: Record<string, Events> }[] }
        }
      ).getWallets()
      const wallet = registry.get().find((one) => one.name === 'Sandbox Wallet')
      wallet?.features['standard:events']?.on('change', ({ accounts }) =>
        seen.push(accounts?.map((account) => account.address)),
      )
    })
    expect(await control(page, 'switchAccount', 1)).toBe(evm[4]?.address)
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
      [address(4)],
    ])
    await expect(control(page, 'switchAccount', 2)).rejects.toThrow('holds 2 account(s)')

    await call(page, 'standard:disconnect', 'disconnect')
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
      [address(4)],
      [],
    ])
  })

  it('switches neither side when the Solana side has no account at that index', async () => {
    const secretKeys = [bs58.encode(solana.accounts[3]?.secretKey ?? new Uint8Array())]
    const page = await openDapp({ solana: { rpcUrl: solana.rpcUrl, secretKeys } })
    await expect(control(page, 'switchAccount', 1)).rejects.toThrow('holds 1 Solana account(s)')
    expect(await control(page, 'switchAccount', 0)).toBe(evm[3]?.address)
  })

  it('remembers the site across a reload: a silent connect answers without asking', async () => {
    const page = await openDapp({ autoApprove: false })
    const connecting = connect(page)
    await page.getByRole('button', { name: 'Approve' }).click(wait)
    await connecting
    await page.reload(wait)
    await page.addScriptTag({ content: appScript })
    expect(await call(page, 'standard:connect', 'connect', [{ silent: true }])).toMatchObject({
      result: { accounts: [{ address: address(3) }] },
    })
  })
})
