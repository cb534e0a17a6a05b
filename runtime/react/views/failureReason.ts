import { BaseError } from '../../core/index.js'

// Control, zero-width and bidi characters: built from code points so no raw control character
// sits in the source.
const unprintable = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(31)}${String.fromCharCode(127)}\u200b-\u200f\u202a-\u202e\u2066-\u2069]`,
  'g',
)
/** Longest reason shown: a wallet's message is untrusted text and can be anything. */
const maxReasonLength = 160

/**
 * Why a wallet request failed, in one short line of plain text: the kit error's details (or its
 * short message), else the wallet's own message, with control and bidi characters removed and cut
 * to a readable length. `undefined` when there is nothing to say.
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
  const text = raw.replace(unprintable, ' ').replace(/\s+/g, ' ').trim()
  if (!text) return undefined
  return text.length > maxReasonLength ? `${text.slice(0, maxReasonLength - 1)}…` : text
}
