import { approvePrompt, type Sandbox } from 'appkit/testing'
import { expect, type Locator, type Page } from 'playwright/test'

/**
 * Everything the page reports that a user's console would show as a problem: uncaught errors,
 * console errors and warnings. React 19 in production reports a hydration mismatch as a
 * recoverable error, which Next.js passes to `reportError` (an uncaught error here) or to
 * `console.error`: either lands in this list.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`)
    }
  })
  return problems
}

/**
 * Waits until React has hydrated `element`: React keeps a host element's props on a
 * `__reactProps$<id>` key once it owns the node, which is when its event handlers are live. A
 * click on server HTML before that would be lost.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      { timeout: 30_000 },
    )
    .toBe(true)
}

/**
 * Answers what the page asks of the network from the sandbox, as a developer's own machine would
 * with the real services: the Wallet API, Blockchain API and analytics (appkit.config.ts keeps their default
 * hosts) from the sandbox's stand-ins, and the `localhost` network's RPC URL (127.0.0.1:8545, the
 * usual port of a local anvil) from the sandbox's first chain, whose port is picked at run time.
 * Without it, this offline machine fails those requests and Chromium logs each as a console error.
 */
export async function serveFromSandbox(page: Page, sandbox: Sandbox): Promise<void> {
  const targets: [string, string][] = [
    ['https://api.web3modal.org', sandbox.walletApi.url],
    ['https://rpc.walletconnect.org', sandbox.blockchainApi.url],
    // The kit's usage events (docs/analytics.md in the appkit package), to the sandbox's recorder.
    ['https://pulse.walletconnect.org', sandbox.analytics.url],
    ['http://127.0.0.1:8545', localChain(sandbox).rpcUrl],
  ]
  for (const [origin, target] of targets) {
    await page.route(`${origin}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url())
      const response = await route.fetch({ url: new URL(`${pathname}${search}`, target).href })
      await route.fulfill({ response })
    })
  }
}

/** The sandbox's first local chain and the Sandbox Wallet's account on it (dev account 0). */
export function localChain(sandbox: Sandbox): { rpcUrl: string; address: string } {
  const [chain] = sandbox.chains
  const account = chain?.accounts[0]
  if (!chain || !account) throw new Error('The sandbox started no local chain.')
  return { rpcUrl: chain.rpcUrl, address: account.address }
}

/** The account button for `address`: its accessible name ends with the address in full. */
export const accountButton = (page: Page, address: string) =>
  page.getByRole('button', { name: new RegExp(`account ${address}$`, 'i') })

/** Connects the Sandbox Wallet through the modal, approving its prompt as a user would. */
export async function connectSandboxWallet(page: Page, address: string): Promise<void> {
  const connect = page.getByRole('button', { name: 'Connect', exact: true })
  await expectHydrated(connect)
  await connect.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sandbox Wallet' }).first().click()
  await approvePrompt(page)
  await expect(accountButton(page, address)).toBeVisible()
}
