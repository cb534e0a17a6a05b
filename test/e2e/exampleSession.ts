import { fileURLToPath } from 'node:url'
import bs58 from 'bs58'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatEther, formatUnits, http } from 'viem'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { type DevSession, runDev } from '../../cli/dev/runDev.js'
import { bitcoinDevAccount } from '../../sandbox/bitcoin/bitcoinDevAccounts.js'
import { sandboxToken } from '../../sandbox/contracts/sandboxToken.js'
import { buildDevWalletScript } from '../../sandbox/devWallet/buildDevWallet.js'
import { startWcWallet } from '../../sandbox/wcWallet/startWcWallet.js'
import type { StartWcWalletOptions, WcWallet } from '../../sandbox/wcWallet/WcWallet.js'
import { launchChromium } from './launchChromium.js'

const example = fileURLToPath(new URL('../../templates/example/', import.meta.url))

/**
 * The example app on the sandbox, as `appkit dev` serves it, without its own dev wallet: each test
 * page gets the wallets it needs injected before the app loads, as extensions would be.
 */
async function startExample(): Promise<DevSession> {
  return runDev({ cwd: example, injectDevWallet: false, exclusive: false })
}

/** What a test file drives: one app on the sandbox and one Chromium, shared by its tests. */
export interface E2eSession {
  readonly session: DevSession
  readonly browser: Browser
  /**
   * A WalletConnect wallet in this process on the sandbox's relay, with the dev key and both
   * chains, waiting for `approve` / `reject` unless told otherwise; closed after each test.
   */
  startWallet(options?: Partial<StartWcWalletOptions>): Promise<WcWallet>
}

/**
 * Starts the app (the example by default) on the sandbox and Chromium before the file's tests,
 * closes the WalletConnect wallets after each test, and stops everything after the file. Each
 * file gets its own chains and ports, so no state leaks from one file into the next.
 * @example const e2e = setupE2eSession(); const page = await openExample(e2e.browser, e2e.session)
 */
export function setupE2eSession(start: () => Promise<DevSession> = startExample): E2eSession {
  let session: DevSession | undefined
  let browser: Browser | undefined
  const wallets: WcWallet[] = []
  beforeAll(async () => {
    session = await start()
    browser = await launchChromium()
  }, 60_000)
  afterEach(async () => {
    await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
  })
  afterAll(async () => {
    await browser?.close()
    await session?.stop()
  })
  const running = () => {
    if (!session || !browser) throw new Error('the session starts in beforeAll')
    return { session, browser }
  }
  return {
    get session() {
      return running().session
    },
    get browser() {
      return running().browser
    },
    async startWallet(options = {}) {
      const { relay, chains } = running().session.sandbox
      const account = chains[0]?.accounts[0]
      if (!relay || !account) throw new Error('the sandbox runs no WalletConnect relay')
      const wallet = await startWcWallet({
        relayUrl: relay.url,
        projectId: '0123456789abcdef0123456789abcdef',
        privateKey: account.privateKey,
        chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
        autoApprove: false,
        ...options,
      })
      wallets.push(wallet)
      return wallet
    },
  }
}

export interface WalletSetup {
  /** Chain ids the wallet knows (default: both sandbox chains). */
  chainIds?: readonly number[]
  autoApprove?: boolean
  /** Also give the wallet its Solana side: the sandbox validator and Solana dev account 0 (default false). */
  solana?: boolean
  /** Also give the wallet its Bitcoin side: the regtest ledger and Bitcoin dev account 0 (default false). */
  bitcoin?: boolean
  /** Also hold dev accounts 1..n, for `switchAccount` (default 0). */
  moreAccounts?: number
  /** The dev account the wallet holds first, by index (default 0). */
  account?: number
}

/** A fresh browser context with the sandbox dev wallet injected, on the example app. */
export async function openExample(
  browser: Browser,
  session: DevSession,
  wallet: WalletSetup = {},
  beforeLoad?: (context: BrowserContext) => Promise<unknown>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } })
  const chains = session.sandbox.chains.filter(
    (chain) => !wallet.chainIds || wallet.chainIds.includes(chain.chainId),
  )
  const account = session.sandbox.chains[0]?.accounts[wallet.account ?? 0]
  if (!account) throw new Error('the sandbox has no such dev account')
  const script = await buildDevWalletScript({
    privateKey: account.privateKey,
    chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    autoApprove: wallet.autoApprove ?? true,
    morePrivateKeys: (session.sandbox.chains[0]?.accounts ?? [])
      .slice(1, 1 + (wallet.moreAccounts ?? 0))
      .map((each) => each.privateKey),
    ...(wallet.solana ? { solana: solanaSide(session) } : {}),
    ...(wallet.bitcoin ? { bitcoin: bitcoinSide(session) } : {}),
  })
  await context.addInitScript(script)
  await beforeLoad?.(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  ;(page as Page & { uncaughtErrors: string[] }).uncaughtErrors = errors
  await page.goto(session.appUrl)
  return page
}

function solanaSide(session: DevSession) {
  const solana = session.sandbox.solana
  const account = solana?.accounts[0]
  if (!solana || !account) throw new Error('the sandbox runs no Solana validator')
  return { rpcUrl: solana.rpcUrl, secretKeys: [bs58.encode(account.secretKey)] }
}

function bitcoinSide(session: DevSession) {
  const bitcoin = session.sandbox.bitcoin
  if (!bitcoin) throw new Error('the sandbox runs no Bitcoin ledger')
  const account = bitcoinDevAccount(0)
  return {
    esploraUrl: bitcoin.url,
    caipNetworkId: bitcoin.caipNetworkId,
    accounts: [{ payment: account.payment.privateKey, ordinal: account.ordinal.privateKey }],
  }
}

/** Picks `network` in the Choose Network view, opened from the network button of `from`. */
export async function chooseNetwork(page: Page, from: string, network: RegExp): Promise<void> {
  await page.getByRole('button', { name: `Network: ${from}`, exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: network })
    .click()
}

/** The uncaught errors a page has thrown since it was opened. */
export function uncaughtErrors(page: Page): string[] {
  return (page as Page & { uncaughtErrors?: string[] }).uncaughtErrors ?? []
}

/** The dev account's native balance as the account button shows it: truncated to 3 decimals. */
export async function shownBalance(session: DevSession, chainIndex = 0): Promise<string> {
  const chain = session.sandbox.chains[chainIndex]
  const account = chain?.accounts[0]
  if (!chain || !account) throw new Error('no such sandbox chain')
  const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  const [whole, fraction = ''] = formatEther(
    await client.getBalance({ address: account.address }),
  ).split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return `${kept ? `${whole}.${kept}` : whole} ETH`
}

/** The SOL balance `address` holds on the sandbox validator, as the account button shows it. */
export async function shownSolBalance(session: DevSession, address: string): Promise<string> {
  const rpcUrl = session.sandbox.solana?.rpcUrl
  if (!rpcUrl) throw new Error('the sandbox runs no Solana validator')
  // Loaded here, so the EVM-only test files do not pay for web3.js.
  const { Connection, PublicKey } = await import('@solana/web3.js')
  const lamports = await new Connection(rpcUrl, 'confirmed').getBalance(new PublicKey(address))
  const fraction = String(lamports % 1e9)
    .padStart(9, '0')
    .slice(0, 3)
    .replace(/0+$/, '')
  const whole = Math.floor(lamports / 1e9)
  return `${fraction ? `${whole}.${fraction}` : whole} SOL`
}

/** The dev account's balances read straight from the first sandbox chain, as decimal strings. */
export async function chainBalances(session: DevSession): Promise<{ ETH: string; SUSD: string }> {
  const chain = session.sandbox.chains[0]
  const address = chain?.accounts[0]?.address
  if (!chain || !address) throw new Error('no sandbox chain')
  const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  const [wei, units] = await Promise.all([
    client.getBalance({ address }),
    client.readContract({
      address: session.sandbox.tokenAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    }),
  ])
  return { ETH: formatEther(wei), SUSD: formatUnits(units, sandboxToken.decimals) }
}

/**
 * Connects the page's Sandbox Wallet through the modal (its prompt auto-approved, as `openExample`
 * sets it up by default) and waits until the page says connected and the modal is gone.
 * @example await connectSandboxWallet(page)
 */
export async function connectSandboxWallet(page: Page, timeout = 30_000): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout }).toBe('connected')
  await expect.poll(() => page.getByRole('dialog').count(), { timeout }).toBe(0)
}
