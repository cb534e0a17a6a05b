import { PublicKey } from '@solana/web3.js'

/**
 * The `Buffer` class, made global when the page has none. `@solana/spl-token` builds instruction
 * data with a global `Buffer` (TESTING.md: it needs one in the browser), which Node has and pages
 * do not. web3.js bundles the `buffer` package and hands out its `Buffer`s (`toBuffer()`), so its
 * class is taken from there rather than adding a dependency; nothing is installed when one exists.
 * @example const bytes = solanaBuffer().from(text, 'base64')
 */
export function solanaBuffer(): typeof Buffer {
  const scope = globalThis as { Buffer?: typeof Buffer }
  scope.Buffer ??= PublicKey.default.toBuffer().constructor as typeof Buffer
  return scope.Buffer
}
