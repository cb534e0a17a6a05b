// The bench's WalletConnect figure: the time from a wallet approving the session to the example
// app showing the account, over the sandbox's loopback relay. `bench.mjs` bundles this file with
// esbuild (it reaches into the TypeScript sandbox) and runs it after the page measurements.
import type { Browser } from 'playwright-core'
import { runDev } from '../cli/dev/runDev.js'
import { startWcWallet } from '../sandbox/wcWallet/startWcWallet.js'

/**
 * Serves the app in `projectDir` on the sandbox (as `appkit dev` does, with no wallet in the page) and,
 * `runs` times, pairs a fresh page with a fresh Node wallet through the QR code's URI. Each sample
 * is the milliseconds from the wallet's `approve` call to the page reading 'connected'.
 * @example const samples = await measureWalletConnect(browser, 5, 'templates/example')
 */
export async function measureWalletConnect(
  browser: Browser,
  runs: number,
  projectDir: string,
): Promise<number[]> {
  const session = await runDev({ cwd: projectDir, injectDevWallet: false, exclusive: false })
  const samples: number[] = []
  try {
    const relay = session.sandbox.relay
    const account = session.sandbox.chains[0]?.accounts[0]
    if (!relay || !account) throw new Error('The sandbox runs no WalletConnect relay.')
    const chains = Object.fromEntries(session.sandbox.chains.map((c) => [c.chainId, c.rpcUrl]))
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      const wallet = await startWcWallet({
        relayUrl: relay.url,
        projectId: '0123456789abcdef0123456789abcdef',
        privateKey: account.privateKey,
        chains,
        autoApprove: false,
      })
      try {
        const page = await context.newPage()
        await page.goto(session.appUrl)
        await page.getByRole('button', { name: 'Connect', exact: true }).click()
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /WalletConnect/ })
          .click()
        const uri = await page.getByTestId('wc-uri').getAttribute('data-uri')
        if (!uri) throw new Error('The QR code carries no URI.')
        await wallet.pair(uri)
        const proposal = await wallet.nextProposal()
        const approved = performance.now()
        await wallet.approve(proposal)
        await page.waitForFunction(
          () => document.querySelector('[data-testid="status"]')?.textContent === 'connected',
          undefined,
          { timeout: 10_000, polling: 'raf' },
        )
        samples.push(performance.now() - approved)
        const shown = await page.getByTestId('address').textContent()
        if (shown !== wallet.address) throw new Error(`The app shows ${shown}, not the wallet.`)
      } finally {
        await context.close()
        await wallet.close()
      }
    }
  } finally {
    await session.stop()
  }
  return samples
}
