import type { DevWalletControl, SignedEntry } from '../sandbox/devWallet/DevWalletOptions.js'

/** What the helpers need of a page: Playwright's `Page` (or a frame) has it. */
export interface EvaluatingPage {
  evaluate<Result, Arg>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg): Promise<Result>
}

export interface PromptHelperOptions {
  /** How long to wait for a prompt to appear (default 10 s). */
  timeoutMs?: number
}

type Action = 'approve' | 'reject' | 'switchAccount' | 'signed'

/** Runs one control action in the page, waiting up to `timeoutMs` for a prompt when it needs one. */
function inPage<T>(page: EvaluatingPage, action: Action, arg: number, timeoutMs: number) {
  return page.evaluate(
    async ([name, value, bound]: [Action, number, number]) => {
      const control = (window as unknown as { __appkitSandboxWalletControl?: DevWalletControl })
        .__appkitSandboxWalletControl
      if (!control) throw new Error('The Sandbox Wallet is not installed in this page.')
      if (name === 'switchAccount') return control.switchAccount(value)
      if (name === 'signed') return control.signed()
      const until = Date.now() + bound
      while (!control.pending()) {
        if (Date.now() > until) throw new Error(`No Sandbox Wallet prompt within ${bound} ms.`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      return name === 'approve' ? control.approve() : control.reject()
    },
    [action, arg, timeoutMs] as [Action, number, number],
  ) as Promise<T>
}

/**
 * Approves the Sandbox Wallet's pending prompt (connect, sign, send), waiting for it to appear.
 * @example await approvePrompt(page)
 */
export async function approvePrompt(
  page: EvaluatingPage,
  { timeoutMs = 10_000 }: PromptHelperOptions = {},
): Promise<void> {
  await inPage<boolean>(page, 'approve', 0, timeoutMs)
}

/**
 * Rejects the Sandbox Wallet's pending prompt (the dapp sees 4001), waiting for it to appear.
 * @example await rejectPrompt(page)
 */
export async function rejectPrompt(
  page: EvaluatingPage,
  { timeoutMs = 10_000 }: PromptHelperOptions = {},
): Promise<void> {
  await inPage<boolean>(page, 'reject', 0, timeoutMs)
}

/**
 * Switches the wallet to another of its `accounts` (by position); a connected dapp gets
 * `accountsChanged`. Returns the new address.
 * @example await switchAccount(page, 1)
 */
export function switchAccount(page: EvaluatingPage, index: number): Promise<string> {
  return inPage<string>(page, 'switchAccount', index, 0)
}

/**
 * What the wallet signed or sent in this page, oldest first: messages, typed data, transaction
 * hashes, with the account that signed.
 * @example expect((await signedByWallet(page))[0]).toMatchObject({ method: 'personal_sign' })
 */
export function signedByWallet(page: EvaluatingPage): Promise<readonly SignedEntry[]> {
  return inPage<readonly SignedEntry[]>(page, 'signed', 0, 0)
}
