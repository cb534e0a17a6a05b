import type { Hex } from 'viem'
import { buildDevWalletScriptSync } from '../sandbox/devWallet/buildDevWallet.js'
import type { Sandbox } from '../sandbox/startSandbox.js'

export interface SandboxWalletOptions {
  /** The sandbox whose chains the wallet knows (what `startSandbox()` returned). */
  sandbox: Pick<Sandbox, 'chains'>
  /** Approve every prompt without showing it (default true); false shows Approve / Reject. */
  autoApprove?: boolean
  /** The dev accounts (indexes 0-9) the wallet holds, the first active (default `[0]`). */
  accounts?: readonly number[]
  /** The chain it starts on (default the sandbox's first). */
  chainId?: number
  /** Also install it as `window.ethereum`, as legacy injected wallets do (default false). */
  windowEthereum?: boolean
}

/**
 * The Sandbox Wallet as an init script for any Playwright page (or any page that runs a script
 * before the app): an EIP-6963 browser wallet signing with the sandbox's dev keys, on its chains.
 * Synchronous, so it goes straight into `addInitScript`.
 * @example
 * const sandbox = await startSandbox()
 * await page.addInitScript(sandboxWallet({ sandbox, autoApprove: false, accounts: [0, 1] }))
 */
export function sandboxWallet(options: SandboxWalletOptions): { content: string } {
  const [first] = options.sandbox.chains
  if (!first) throw new Error('sandboxWallet: the sandbox has no chains (was it stopped?)')
  const keys = (options.accounts ?? [0]).map((index): Hex => {
    const account = first.accounts[index]
    if (!account) {
      throw new Error(`sandboxWallet: no dev account ${index} (0-${first.accounts.length - 1})`)
    }
    return account.privateKey
  })
  const [privateKey, ...morePrivateKeys] = keys
  if (!privateKey) throw new Error('sandboxWallet: `accounts` must name at least one account')
  return {
    content: buildDevWalletScriptSync({
      privateKey,
      morePrivateKeys,
      chains: Object.fromEntries(
        options.sandbox.chains.map((chain) => [chain.chainId, chain.rpcUrl]),
      ),
      autoApprove: options.autoApprove ?? true,
      ...(options.chainId === undefined ? {} : { chainId: options.chainId }),
      ...(options.windowEthereum ? { windowEthereum: true } : {}),
    }),
  }
}
