import { BaseError, sanitizeWalletName } from '../../core/kernel.js'

/** Longest reason shown: a wallet's message is untrusted text and can be anything. */
const maxReasonLength = 160

/**
 * Why a wallet request failed, in one short line of plain text: the kit error's details (or its
 * short message), else the wallet's own message, made inert the way wallet names are (invisible
 * and direction-changing characters removed, whitespace collapsed, cut by code points), with `…`
 * when cut. `undefined` when there is nothing to say.
 * @example failureReason(timeoutError) // 'It still reports another chain 10 s after agreeing to switch to Base.'
 */
export function failureReason(error: unknown): string | undefined {
  const raw =
    error instanceof BaseError
      ? (error.details ?? error.shortMessage)
      : error instanceof Error
        ? error.message
        : typeof error === 'object' && error !== null && 'message' in error
          ? String((error as { message: unknown }).message)
          : undefined
  if (!raw) return undefined
  const text = sanitizeWalletName(raw, maxReasonLength)
  if (!text) return undefined
  return Array.from(text).length < maxReasonLength ? text : `${text}…`
}
