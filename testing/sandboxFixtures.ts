import { type Sandbox, type StartSandboxOptions, startSandbox } from '../sandbox/startSandbox.js'
import { type SandboxWalletOptions, sandboxWallet } from './sandboxWallet.js'

interface PageWithInitScript {
  addInitScript(script: { content: string }): Promise<void>
}

/**
 * Playwright fixtures, for `test.extend(sandboxFixtures())`: `sandbox`, one per worker, stopped
 * after it; and `page` with the Sandbox Wallet installed before the app loads. Plain objects, so
 * this entry does not import Playwright.
 * @example
 * import { test as base, expect } from '@playwright/test'
 * const test = base.extend(sandboxFixtures({ wallet: { autoApprove: true } }))
 * test('connects', async ({ page, sandbox }) => { ... })
 */
export function sandboxFixtures(
  options: { sandbox?: StartSandboxOptions; wallet?: Omit<SandboxWalletOptions, 'sandbox'> } = {},
) {
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
    page: async (
      { page, sandbox }: { page: PageWithInitScript; sandbox: Sandbox },
      use: (page: PageWithInitScript) => Promise<void>,
    ) => {
      await page.addInitScript(sandboxWallet({ sandbox, ...options.wallet }))
      await use(page)
    },
  } as const
}
