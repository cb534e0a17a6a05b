import { type Sandbox, type StartSandboxOptions, startSandbox } from '../sandbox/startSandbox.js'
import { type SandboxWalletOptions, sandboxWallet } from './sandboxWallet.js'

/** The part of Playwright's `Page` the fixture uses (its `addInitScript` resolves to a disposable). */
interface PageWithInitScript {
  addInitScript(script: { content: string }): Promise<unknown>
}

/**
 * The fixtures `sandboxFixtures` gives, in the shape Playwright's `test.extend` takes: `sandbox`
 * worker-scoped, `page` (Playwright's own page type, `P`) with the Sandbox Wallet installed.
 */
export interface SandboxFixtures<P extends PageWithInitScript> {
  sandbox: [
    (fixtures: object, use: (sandbox: Sandbox) => Promise<void>) => Promise<void>,
    { scope: 'worker' },
  ]
  page: (fixtures: { page: P; sandbox: Sandbox }, use: (page: P) => Promise<void>) => Promise<void>
}

/**
 * Playwright fixtures, for `test.extend(sandboxFixtures())`: `sandbox`, one per worker, stopped
 * after it; and `page` with the Sandbox Wallet installed before the app loads. Plain objects, so
 * this entry does not import Playwright.
 * @example
 * import { test as base, expect } from '@playwright/test'
 * const test = base.extend<{}, { sandbox: Sandbox }>(sandboxFixtures({ wallet: { autoApprove: true } }))
 * test('connects', async ({ page, sandbox }) => { ... })
 */
export function sandboxFixtures<P extends PageWithInitScript = PageWithInitScript>(
  options: { sandbox?: StartSandboxOptions; wallet?: Omit<SandboxWalletOptions, 'sandbox'> } = {},
): SandboxFixtures<P> {
  return {
    sandbox: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
      async ({}, use: (sandbox: Sandbox) => Promise<void>) => {
        const sandbox = await startSandbox({ walletConnect: false, ...options.sandbox })
        try {
          await use(sandbox)
        } finally {
          await sandbox.stop()
        }
      },
      { scope: 'worker' },
    ],
    page: async ({ page, sandbox }, use) => {
      await page.addInitScript(sandboxWallet({ sandbox, ...options.wallet }))
      await use(page)
    },
  }
}
