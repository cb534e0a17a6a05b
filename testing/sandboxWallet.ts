import bs58 from 'bs58'
import type { Hex } from 'viem'
import { bitcoinDevAccount } from '../sandbox/bitcoin/bitcoinDevAccounts.js'
import { buildDevWalletScriptSync } from '../sandbox/devWallet/buildDevWallet.js'
import type {
  DevWalletOptions,
  DevWalletSolanaOptions,
} from '../sandbox/devWallet/DevWalletOptions.js'
import type { Sandbox } from '../sandbox/startSandbox.js'

export interface SandboxWalletOptions {
  /**
   * The sandbox whose chains the wallet knows (what `startSandbox()` returned). With its `solana`
   * (`startSandbox({ solana: true })`), the wallet is a Wallet Standard Solana wallet too.
   */
  sandbox: Pick<Sandbox, 'chains' | 'solana' | 'bitcoin'>
  /** Approve every prompt without showing it (default true); false shows Approve / Reject. */
  autoApprove?: boolean
  /**
   * The dev accounts (indexes 0-9) the wallet holds, the first active (default `[0]`): the same
   * indexes on EVM and on Solana, so `switchAccount(i)` moves both.
   */
  accounts?: readonly number[]
  /** The chain it starts on (default the sandbox's first). */
  chainId?: number
  /** Also install it as `window.ethereum`, as legacy injected wallets do (default false). */
  windowEthereum?: boolean
  /** Whether it is a Solana wallet too (default: when the sandbox runs Solana). */
  solana?: boolean
  /**
   * Whether it is a Bitcoin wallet too (default: when the sandbox runs Bitcoin): a WBIP004
   * provider with the same dev accounts' payment and ordinal keys, on the regtest ledger.
   */
  bitcoin?: boolean
}

function bitcoinOptions(
  sandbox: Pick<Sandbox, 'bitcoin'>,
  indexes: readonly number[],
): NonNullable<DevWalletOptions['bitcoin']> {
  const { bitcoin } = sandbox
  if (!bitcoin) {
    throw new Error('sandboxWallet: `bitcoin: true` needs a sandbox started with `bitcoin: true`')
  }
  const accounts = indexes.map((index) => {
    const account = bitcoinDevAccount(index)
    return { payment: account.payment.privateKey, ordinal: account.ordinal.privateKey }
  })
  return { esploraUrl: bitcoin.url, caipNetworkId: bitcoin.caipNetworkId, accounts }
}

function solanaOptions(
  sandbox: Pick<Sandbox, 'solana'>,
  indexes: readonly number[],
): DevWalletSolanaOptions {
  const { solana } = sandbox
  if (!solana) {
    throw new Error('sandboxWallet: `solana: true` needs a sandbox started with `solana: true`')
  }
  const secretKeys = indexes.map((index) => {
    const account = solana.accounts[index]
    if (!account) {
      throw new Error(
        `sandboxWallet: no Solana dev account ${index} (0-${solana.accounts.length - 1})`,
      )
    }
    return bs58.encode(account.secretKey)
  })
  return { rpcUrl: solana.rpcUrl, secretKeys }
}

/**
 * The Sandbox Wallet as an init script for any Playwright page (or any page that runs a script
 * before the app): an EIP-6963 browser wallet signing with the sandbox's dev keys, on its chains,
 * and, when the sandbox runs Solana, a Wallet Standard Solana wallet on `solana:localnet` sending
 * to its validator; when it runs Bitcoin, a WBIP004 Bitcoin wallet on its regtest ledger. Synchronous, so it goes straight into `addInitScript`.
 * @example
 * const sandbox = await startSandbox()
 * await page.addInitScript(sandboxWallet({ sandbox, autoApprove: false, accounts: [0, 1] }))
 */
export function sandboxWallet(options: SandboxWalletOptions): { content: string } {
  const [first] = options.sandbox.chains
  if (!first) throw new Error('sandboxWallet: the sandbox has no chains (was it stopped?)')
  const indexes = options.accounts ?? [0]
  const keys = indexes.map((index): Hex => {
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
      ...((options.solana ?? options.sandbox.solana !== undefined) && {
        solana: solanaOptions(options.sandbox, indexes),
      }),
      ...((options.bitcoin ?? options.sandbox.bitcoin !== undefined) && {
        bitcoin: bitcoinOptions(options.sandbox, indexes),
      }),
    }),
  }
}
