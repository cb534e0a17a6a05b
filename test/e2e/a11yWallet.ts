import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { approvePrompt } from '../../testing/walletHelpers.js'

// The Sandbox Wallet's side of the accessibility flows: waiting for its prompt, and moving it to
// a chain the app does not list.

const wait = { timeout: 20_000 }

/** Resolves once the Sandbox Wallet shows a prompt (its own UI in the page, not the kit's). */
export async function walletAsks(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Boolean(
            (
              window as unknown as { __appkitSandboxWalletControl?: { pending(): boolean } }
            ).__appkitSandboxWalletControl?.pending(),
          ),
        ),
      wait,
    )
    .toBe(true)
}

/**
 * Has the Sandbox Wallet itself move to chain 1337, which the app does not list (the wallet adds
 * it first; its RPC is answered here). The kit then shows UnsupportedChain.
 */
export async function walletMovesToUnlistedChain(page: Page): Promise<void> {
  const rpcUrl = 'http://127.0.0.1:9/unlisted-chain'
  await page.context().route(rpcUrl, async (route) => {
    const { id } = route.request().postDataJSON() as { id: number }
    await route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ jsonrpc: '2.0', id, result: '0x539' }),
    })
  })
  const asked = page.evaluate(async (url) => {
    type Provider = { request(args: { method: string; params: unknown[] }): Promise<unknown> }
    const provider = await new Promise<Provider>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => {
        const { info, provider } = (event as CustomEvent).detail
        if (info.name === 'Sandbox Wallet') resolve(provider)
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    const chain = { chainId: '0x539', chainName: 'Unlisted', rpcUrls: [url] }
    await provider.request({ method: 'wallet_addEthereumChain', params: [chain] })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
  }, rpcUrl)
  await approvePrompt(page)
  await asked
}
