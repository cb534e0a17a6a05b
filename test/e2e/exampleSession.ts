import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatEther, formatUnits, http } from 'viem'
import { type DevSession, runDev } from '../../cli/dev/runDev.js'
import { sandboxToken } from '../../sandbox/contracts/sandboxToken.js'
import { buildDevWalletScript } from '../../sandbox/devWallet/buildDevWallet.js'

const example = fileURLToPath(new URL('../../templates/example/', import.meta.url))

/**
 * The example app on the sandbox, as `appkit dev` serves it, without its own dev wallet: each test
 * page gets the wallets it needs injected before the app loads, as extensions would be.
 */
export async function startExample(): Promise<DevSession> {
  return runDev({ cwd: example, injectDevWallet: false, exclusive: false })
}

export interface WalletSetup {
  /** Chain ids the wallet knows (default: both sandbox chains). */
  chainIds?: readonly number[]
  autoApprove?: boolean
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
  const account = session.sandbox.chains[0]?.accounts[0]
  if (!account) throw new Error('the sandbox has no dev account')
  const script = await buildDevWalletScript({
    privateKey: account.privateKey,
    chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    autoApprove: wallet.autoApprove ?? true,
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
