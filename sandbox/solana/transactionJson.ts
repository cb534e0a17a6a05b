import bs58 from 'bs58'
import type { TransactionRecord } from './createSolanaLedger.js'
import { parsedInstruction } from './parsedInstruction.js'
import { invalidParams } from './SolanaRpcError.js'

function messageJson(record: TransactionRecord, parsed: boolean) {
  const message = record.transaction.message
  const keys = record.accountKeys
  const instructions = message.compiledInstructions.map((instruction) => {
    const data = bs58.encode(instruction.data)
    if (!parsed) {
      return {
        programIdIndex: instruction.programIdIndex,
        accounts: instruction.accountKeyIndexes,
        data,
        stackHeight: null,
      }
    }
    const programId = keys[instruction.programIdIndex] ?? ''
    const accounts = instruction.accountKeyIndexes.map((index) => keys[index])
    // Partially decoded, as the validator shows instructions of programs it does not parse.
    return (
      parsedInstruction(programId, accounts, instruction.data) ?? {
        programId,
        accounts,
        data,
        stackHeight: null,
      }
    )
  })
  const accountKeys = parsed
    ? keys.map((pubkey, index) => ({
        pubkey,
        signer: message.isAccountSigner(index),
        writable: message.isAccountWritable(index),
        source: 'transaction',
      }))
    : keys
  return {
    accountKeys,
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions,
    ...(message.version !== 'legacy' && {
      addressTableLookups: message.addressTableLookups.map((lookup) => ({
        accountKey: lookup.accountKey.toBase58(),
        writableIndexes: lookup.writableIndexes,
        readonlyIndexes: lookup.readonlyIndexes,
      })),
    }),
  }
}

/**
 * A processed transaction as `getTransaction` answers it in `encoding` (`json`, `jsonParsed`,
 * `base64` or `base58`); `withVersion` when the caller sent `maxSupportedTransactionVersion`.
 * @example transactionJson(record, 'json', true).meta.postBalances
 */
export function transactionJson(
  record: TransactionRecord,
  encoding: unknown,
  withVersion: boolean,
) {
  let transaction: unknown
  if (encoding === 'base64') transaction = [Buffer.from(record.wire).toString('base64'), 'base64']
  else if (encoding === 'base58') transaction = [bs58.encode(record.wire), 'base58']
  else if (encoding === 'json' || encoding === 'jsonParsed') {
    transaction = {
      signatures: record.transaction.signatures.map((signature) => bs58.encode(signature)),
      message: messageJson(record, encoding === 'jsonParsed'),
    }
  } else throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`)
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    ...(withVersion && { version: record.transaction.version }),
    transaction,
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      innerInstructions: [],
      logMessages: record.logs,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: record.unitsConsumed,
    },
  }
}
