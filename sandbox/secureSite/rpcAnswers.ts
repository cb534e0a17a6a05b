import { BaseError, type Hex, isAddress, isAddressEqual, type SignableMessage } from 'viem'
import type { RpcErrorPayload } from './rpcMethods.js'

/** What `POST /api/rpc` answers: the chain's or the signer's result, or an error. */
export interface RpcAnswer {
  status: number
  body: { result: unknown } | Required<RpcErrorPayload>
}

/**
 * An RPC refusal: `status`, and the EIP-1193 / JSON-RPC `code` and message (at most 300 characters).
 * @example fail(400, 'The message must be a string', -32602)
 */
export const fail = (status: number, message: string, code: number): RpcAnswer => ({
  status,
  body: { message: message.slice(0, 300), code },
})

/**
 * A refusal (403, 4100) when `address` is not `own`, the account the session acts as.
 * @example notTheUser(tx.from, account.address) // undefined when it is
 */
export function notTheUser(address: unknown, own: Hex): RpcAnswer | undefined {
  if (
    typeof address === 'string' &&
    isAddress(address, { strict: false }) &&
    isAddressEqual(address, own)
  )
    return undefined
  return fail(403, `${String(address).slice(0, 64)} is not the logged-in account ${own}`, 4100)
}

const hexBytes = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * A `personal_sign` message as viem signs it: hex is the bytes it spells (`{ raw }`), any other
 * string its UTF-8; a refusal for anything else.
 * @example readSignableMessage('0x6869') // { message: { raw: '0x6869' } }
 */
export function readSignableMessage(
  message: unknown,
): { message: SignableMessage } | { refused: RpcAnswer } {
  if (typeof message !== 'string')
    return { refused: fail(400, 'The message must be a string', -32602) }
  return { message: hexBytes.test(message) ? { raw: message as Hex } : message }
}

/** Typed data as `eth_signTypedData_v4` carries it, read enough for viem to hash or sign it. */
export interface ReadTypedData {
  domain: Record<string, unknown>
  types: Record<string, unknown>
  primaryType: string
  message: Record<string, unknown>
}

/**
 * The typed data of an `eth_signTypedData_v4` (a JSON string, or an object) with its types and
 * primary type; a refusal when it has neither or is not JSON. viem checks the rest as it hashes.
 * @example readTypedData(JSON.stringify(typedData))
 */
export function readTypedData(
  data: unknown,
): { typedData: ReadTypedData } | { refused: RpcAnswer } {
  let typed: unknown
  try {
    typed = typeof data === 'string' ? JSON.parse(data) : data
  } catch {
    return { refused: fail(400, 'The typed data is not JSON', -32602) }
  }
  const fields = (typeof typed === 'object' && typed !== null ? typed : {}) as Record<
    string,
    unknown
  >
  if (
    typeof fields.types !== 'object' ||
    fields.types === null ||
    typeof fields.primaryType !== 'string'
  )
    return { refused: fail(400, 'The typed data needs types and a primaryType', -32602) }
  return {
    typedData: {
      domain: (fields.domain ?? {}) as Record<string, unknown>,
      types: fields.types as Record<string, unknown>,
      primaryType: fields.primaryType,
      message: (fields.message ?? {}) as Record<string, unknown>,
    },
  }
}

/**
 * A transaction quantity the app sent (hex or decimal) as a bigint; undefined when absent. Throws
 * on a value that is not a number (the caller answers it as the request's error).
 * @example txQuantity('0x10') // 16n
 */
export const txQuantity = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined

/**
 * viem's short message and the first numeric code among its causes (an RPC error's).
 * @example const [message, code] = readError(error)
 */
export function readError(error: unknown): [string, number] {
  if (error instanceof BaseError) {
    const coded = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number')
    const code = (coded as { code?: unknown } | null)?.code
    return [error.shortMessage, typeof code === 'number' ? code : -32603]
  }
  return [error instanceof Error ? error.message : String(error), -32603]
}
