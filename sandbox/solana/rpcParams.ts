import bs58 from 'bs58'
import { invalidParams } from './SolanaRpcError.js'

/** The JSON-RPC `params` of one call, read by position as the Solana RPC takes them. */
export type RpcParams = readonly unknown[]

/**
 * A base58 address at `params[index]`, checked as the validator checks it.
 * @example const owner = addressParam(params, 0)
 */
export function addressParam(params: RpcParams, index: number): string {
  const value = params[index]
  if (typeof value !== 'string')
    throw invalidParams(`Invalid params: expected a base58 address at ${index}`)
  const bytes = bs58.decodeUnsafe(value)
  if (!bytes) throw invalidParams('Invalid param: Invalid')
  if (bytes.length !== 32) throw invalidParams('Invalid param: WrongSize')
  return value
}

/**
 * A base58 transaction signature (64 bytes).
 * @example const signature = signatureParam(params[0])
 */
export function signatureParam(value: unknown): string {
  if (typeof value !== 'string' || bs58.decodeUnsafe(value)?.length !== 64) {
    throw invalidParams('Invalid param: not a base58 signature')
  }
  return value
}

/**
 * The configuration object at `params[index]`, `{}` when absent.
 * @example const { encoding } = configParam(params, 1)
 */
export function configParam(params: RpcParams, index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams(`Invalid params: expected a configuration object at ${index}`)
  }
  return value as Record<string, unknown>
}

/**
 * A non-negative integer at `params[index]`.
 * @example const lamports = integerParam(params, 1)
 */
export function integerParam(params: RpcParams, index: number): number {
  const value = params[index]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`Invalid params: expected a non-negative integer at ${index}`)
  }
  return value
}

/**
 * The bytes of an encoded transaction or message (`base64`, or `base58` as the RPC's default).
 * @example const wire = encodedBytes(params[0], config.encoding ?? 'base58')
 */
export function encodedBytes(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('Invalid params: expected an encoded string')
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw invalidParams('invalid base64 encoding')
    return new Uint8Array(Buffer.from(value, 'base64'))
  }
  if (encoding === 'base58' || encoding === undefined) {
    const bytes = bs58.decodeUnsafe(value)
    if (!bytes) throw invalidParams('invalid base58 encoding')
    return new Uint8Array(bytes)
  }
  throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`)
}
