import { fieldOf } from './bitcoinAnswer.js'
import { bitcoinWalletError } from './bitcoinWalletError.js'
import { toBitcoinWalletRejection } from './toBitcoinWalletRejection.js'

/** A WBIP004 provider as the page installs it; every member is the page's and may misbehave. */
export interface Wbip004Provider {
  request(method: string, params?: unknown): unknown
  addListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

/**
 * One WBIP004 request (`provider.request(method, params)`), resolving with the JSON-RPC answer's
 * `result`. The answer is checked: an `error` object rejects as the kit's error with the wallet's
 * message (a rejection, -32000 or 4001, as `UserRejectedRequestError`, `rpcCode` 4001), and an
 * answer with neither `result` nor `error` rejects as RPC_INTERNAL_ERROR (-32603). A request that
 * throws, synchronously or not, rejects the same way.
 * @example const accounts = await requestWbip004(provider, 'getAccounts', { purposes: ['payment'] })
 */
export async function requestWbip004(
  provider: Wbip004Provider,
  method: string,
  params?: unknown,
): Promise<unknown> {
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (error) {
    // Some wallets throw the JSON-RPC answer itself rather than resolving with it.
    const inner = fieldOf(error, 'error')
    throw toBitcoinWalletRejection(isRecord(inner) ? inner : error)
  }
  let error: unknown
  let hasResult = false
  let result: unknown
  try {
    if (isRecord(answer)) {
      error = answer.error
      hasResult = 'result' in answer
      result = answer.result
    }
  } catch {
    // A getter of the page's object threw: that answer is malformed.
  }
  if (isRecord(error)) throw toBitcoinWalletRejection(error)
  if (!hasResult) {
    throw bitcoinWalletError(-32603, `The wallet answered ${method} without a JSON-RPC result.`)
  }
  return result
}
