import { ProviderRpcError } from './ProviderRpcError.js'

/**
 * A request's params as an object; -32602 for anything else (a list, a string, nothing).
 * @example const { address, message } = paramsObject(params)
 */
export function paramsObject(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new ProviderRpcError(-32602, 'Expected an object of params.')
  }
  return params as Record<string, unknown>
}

/**
 * Satoshis from a JSON number, bigint or decimal string (whole, not negative); -32602 naming
 * `where` otherwise, so `1e-7`, `1.5` or `'-3'` never reach a transaction.
 * @example satsOf('15000', 'amount') // 15000n
 */
export function satsOf(value: unknown, where: string): bigint {
  // A number past 2^53 has already lost satoshis by the time it gets here.
  const exact = typeof value !== 'number' || Number.isSafeInteger(value)
  const text = typeof value === 'number' || typeof value === 'bigint' ? String(value) : value
  if (!exact || typeof text !== 'string' || !/^[0-9]+$/.test(text)) {
    throw new ProviderRpcError(
      -32602,
      `${where} must be a whole number of satoshis, got ${JSON.stringify(value)}.`,
    )
  }
  return BigInt(text)
}
