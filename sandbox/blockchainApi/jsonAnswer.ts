import type { BlockchainApiAnswer } from './BlockchainApiTypes.js'

/**
 * A JSON answer of the stand-in.
 * @example
 * json(200, { balances: [] })
 */
export function json(status: number, value: unknown): BlockchainApiAnswer {
  return { status, type: 'application/json', body: JSON.stringify(value) }
}

/**
 * A refusal, shaped as the real service's: `{ "message": "..." }`.
 * @example
 * fail(400, 'Invalid address: 0x12')
 */
export function fail(status: number, message: string): BlockchainApiAnswer {
  return json(status, { message })
}
