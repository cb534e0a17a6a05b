import bs58 from 'bs58'
import type { LedgerAccount } from './createSolanaLedger.js'
import { invalidParams } from './SolanaRpcError.js'
import { parsedTokenData } from './tokenLayout.js'

/** An account as the JSON-RPC answers it. */
export interface AccountJson {
  data: unknown
  executable: boolean
  lamports: number
  owner: string
  rentEpoch: number
  space: number
}

/**
 * An account in the encoding a call asked for: `base64`, `base58` (the default, as on the
 * validator, under 129 bytes) or `jsonParsed` (token accounts and mints parsed; anything else
 * falls back to base64, as the validator does). `dataSlice` cuts the binary forms.
 * @example encodeAccount(account, { encoding: 'jsonParsed' }, decimalsOf)
 */
export function encodeAccount(
  account: LedgerAccount,
  config: Record<string, unknown>,
  decimalsOf: (mint: string) => number | undefined,
): AccountJson {
  const encoding = config.encoding ?? 'base58'
  const slice = config.dataSlice as { offset?: unknown; length?: unknown } | undefined
  let bytes = account.data
  if (slice && typeof slice.offset === 'number' && typeof slice.length === 'number') {
    bytes = bytes.subarray(slice.offset, slice.offset + slice.length)
  }
  const base64 = (): [string, 'base64'] => [Buffer.from(bytes).toString('base64'), 'base64']
  let data: unknown
  if (encoding === 'jsonParsed') {
    data = parsedTokenData(account.owner, account.data, decimalsOf) ?? base64()
  } else if (encoding === 'base64') {
    data = base64()
  } else if (encoding === 'base58') {
    if (bytes.length > 128) {
      throw invalidParams(
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    }
    data = [bs58.encode(bytes), 'base58']
  } else {
    throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`)
  }
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    // The validator answers u64::MAX for rent-exempt accounts, which no JSON number holds.
    rentEpoch: 0,
    space: account.data.length,
  }
}
