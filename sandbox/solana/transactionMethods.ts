import { type RpcMethod, withContext } from './accountMethods.js'
import type { SolanaLedger, TransactionRecord } from './createSolanaLedger.js'
import { encodeAccount } from './encodeAccount.js'
import type { SolanaPackages } from './loadSolanaPackages.js'
import {
  addressParam,
  configParam,
  encodedBytes,
  integerParam,
  signatureParam,
} from './rpcParams.js'
import { invalidParams, rpcErrorCodes, SolanaRpcError } from './SolanaRpcError.js'
import { transactionJson } from './transactionJson.js'

/** The most one airdrop brings: 1000 SOL, plenty for a dev account and a bound on typos. */
const maxAirdropLamports = 1_000 * 1_000_000_000

/**
 * A signature's status as `getSignatureStatuses` answers it: every processed transaction is
 * final at once in the sandbox.
 * @example signatureStatus(record) // { slot: 3, confirmations: null, err: null, status: { Ok: null }, confirmationStatus: 'finalized' }
 */
function signatureStatus(record: TransactionRecord) {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  }
}

/**
 * The methods that send, simulate and look up transactions, and the airdrop.
 * @example transactionMethods(ledger, packages).sendTransaction?.([base64, { encoding: 'base64' }])
 */
export function transactionMethods(
  ledger: SolanaLedger,
  { web3 }: SolanaPackages,
): Record<string, RpcMethod> {
  return {
    getFeeForMessage: (params) => {
      let message: ReturnType<typeof web3.VersionedMessage.deserialize>
      try {
        message = web3.VersionedMessage.deserialize(encodedBytes(params[0], 'base64'))
      } catch (error) {
        if (error instanceof SolanaRpcError) throw error
        throw invalidParams(`failed to deserialize message: ${(error as Error).message}`)
      }
      const fee = ledger.isBlockhashValid(message.recentBlockhash)
        ? 5000 * message.header.numRequiredSignatures
        : null
      return withContext(ledger, fee)
    },
    sendTransaction: (params) => {
      const config = configParam(params, 1)
      const wire = encodedBytes(params[0], config.encoding)
      return ledger.send(wire, { preflight: config.skipPreflight !== true }).signature
    },
    simulateTransaction: (params) => {
      const config = configParam(params, 1)
      const sigVerify = config.sigVerify === true
      const replaceBlockhash = config.replaceRecentBlockhash === true
      if (sigVerify && replaceBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const result = ledger.simulate(encodedBytes(params[0], config.encoding), {
        sigVerify,
        replaceBlockhash,
      })
      const wanted = configParam([config.accounts], 0)
      const addresses = Array.isArray(wanted.addresses) ? wanted.addresses : undefined
      const accounts = addresses?.map((_, index) => {
        const address = addressParam(addresses, index)
        const found = result.postAccounts.get(address) ?? ledger.getAccount(address)
        const encoding = { encoding: wanted.encoding ?? 'base64' }
        return found ? encodeAccount(found, encoding, ledger.decimalsOf) : null
      })
      return withContext(ledger, {
        err: result.err,
        logs: result.logs,
        accounts: accounts ?? null,
        unitsConsumed: result.unitsConsumed,
        returnData: result.returnData,
        ...(replaceBlockhash && { replacementBlockhash: ledger.latestBlockhash() }),
      })
    },
    getSignatureStatuses: (params) => {
      const signatures = params[0]
      if (!Array.isArray(signatures) || signatures.length > 256) {
        throw invalidParams('Invalid params: expected an array of at most 256 signatures')
      }
      return withContext(
        ledger,
        signatures.map((signature) => {
          const record = ledger.transaction(signatureParam(signature))
          return record ? signatureStatus(record) : null
        }),
      )
    },
    getTransaction: (params) => {
      const record = ledger.transaction(signatureParam(params[0]))
      if (!record) return null
      const config = configParam(params, 1)
      const version = record.transaction.version
      const maxVersion = config.maxSupportedTransactionVersion
      if (version !== 'legacy' && (typeof maxVersion !== 'number' || maxVersion < version)) {
        throw new SolanaRpcError(
          rpcErrorCodes.unsupportedTransactionVersion,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        )
      }
      return transactionJson(record, config.encoding ?? 'json', maxVersion !== undefined)
    },
    getSignaturesForAddress: (params) => {
      const address = addressParam(params, 0)
      const config = configParam(params, 1)
      const limit = config.limit === undefined ? 1000 : integerParam([config.limit], 0)
      let found = ledger.signaturesFor(address)
      const before = found.findIndex((record) => record.signature === config.before)
      if (before >= 0) found = found.slice(before + 1)
      const until = found.findIndex((record) => record.signature === config.until)
      if (until >= 0) found = found.slice(0, until)
      return found.slice(0, Math.min(limit, 1000)).map((record) => ({
        signature: record.signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    requestAirdrop: (params) => {
      const address = addressParam(params, 0)
      const lamports = integerParam(params, 1)
      if (lamports > maxAirdropLamports) {
        throw new SolanaRpcError(
          rpcErrorCodes.internalError,
          `airdrop request too large: at most ${maxAirdropLamports} lamports`,
        )
      }
      return ledger.airdrop(address, BigInt(lamports)).signature
    },
  }
}
