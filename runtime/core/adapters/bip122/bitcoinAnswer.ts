import { bitcoinWalletError } from './bitcoinWalletError.js'

// A wallet's answers are the page's (or a remote wallet's) objects: read, never trusted.

const txidPattern = /^[0-9a-f]{64}$/i
// Standard base64, padded; PSBTs and signatures travel in it.
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * Whether `value` is non-empty standard base64 text (padded, no whitespace).
 * @example isBase64('AQI=') // true
 */
export function isBase64(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && base64Pattern.test(value)
}

/**
 * `answer[name]` when `answer` is an object, else `undefined`; a getter that throws reads as
 * `undefined`.
 * @example fieldOf({ txid: 'ab' }, 'txid') // 'ab'
 */
export function fieldOf(answer: unknown, name: string): unknown {
  if (answer === null || typeof answer !== 'object') return undefined
  try {
    return (answer as Record<string, unknown>)[name]
  } catch {
    return undefined
  }
}

/**
 * The txid of a wallet's answer (`{ txid }`, 64 hex characters, returned lowercase); throws
 * RPC_INTERNAL_ERROR (-32603) naming what is missing otherwise.
 * @example readTxid({ txid: 'AB'.repeat(32) }) // 'ab...ab'
 */
export function readTxid(answer: unknown): string {
  const txid = fieldOf(answer, 'txid')
  if (typeof txid !== 'string' || !txidPattern.test(txid)) {
    throw bitcoinWalletError(-32603, 'The wallet answered without a txid (64 hex characters).')
  }
  return txid.toLowerCase()
}

/**
 * The base64 field `name` of a wallet's answer (a signature, a PSBT); throws RPC_INTERNAL_ERROR
 * (-32603) when it is missing or not base64.
 * @example readBase64({ signature: 'AQI=' }, 'signature') // 'AQI='
 */
export function readBase64(answer: unknown, name: string): string {
  const value = fieldOf(answer, name)
  if (!isBase64(value)) {
    throw bitcoinWalletError(-32603, `The wallet answered without a base64 ${name}.`)
  }
  return value
}
