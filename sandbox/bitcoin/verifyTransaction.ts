import type { DecodedTransaction } from './decodeTransaction.js'
import { dustLimit } from './dustLimit.js'
import type { LedgerOutput } from './ledgerTypes.js'
import { isOpReturn, isWitnessProgram, scriptType } from './scriptType.js'
import { TransactionRejectedError } from './TransactionRejectedError.js'
import { verifyInputSignature } from './verifyInputSignature.js'

/** 21 million BTC in sats: no amount, nor sum of amounts, may exceed it. */
export const maxMoney = 21_000_000n * 100_000_000n

const coinbaseTxid = '0'.repeat(64)

/** What the verification reads from the ledger. */
export interface VerifyContext {
  /** An output a known transaction created (spendable kinds only), spent or not. */
  output(txid: string, vout: number): LedgerOutput | undefined
  /** Who spends an output, and whether that spend is in a block. */
  spender(txid: string, vout: number): { txid: string; confirmed: boolean } | undefined
  /** The height the transaction would be mined at: the tip plus one. */
  nextHeight: number
  /** Unix seconds, for time locks. */
  now: number
}

/** The checked transaction's spent outputs (by input) and fee. */
export interface VerifiedSpend {
  prevouts: LedgerOutput[]
  fee: bigint
}

function outpoint(txid: string, vout: number): string {
  return `${txid}:${vout}`
}

function checkOutputs(decoded: DecodedTransaction): bigint {
  let total = 0n
  for (const { vout, script, value } of decoded.outputs) {
    if (value > maxMoney)
      throw new TransactionRejectedError(`output ${vout} pays more than 21M BTC`)
    const type = scriptType(script)
    // What a node relays: addresses' scripts, witness programs, OP_RETURN data.
    if (type === 'unknown' && !isWitnessProgram(script) && !isOpReturn(script)) {
      throw new TransactionRejectedError(`output ${vout} has a non-standard script`)
    }
    const dust = dustLimit(script)
    if (value < dust) {
      throw new TransactionRejectedError(
        `output ${vout} pays ${value} sats, below the dust limit of ${dust} sats for ${type}`,
      )
    }
    total += value
  }
  if (total > maxMoney) throw new TransactionRejectedError('the outputs pay more than 21M BTC')
  return total
}

function findPrevouts(decoded: DecodedTransaction, context: VerifyContext): LedgerOutput[] {
  const seen = new Set<string>()
  return decoded.inputs.map((input, index) => {
    const point = outpoint(input.txid, input.vout)
    if (input.txid === coinbaseTxid) {
      throw new TransactionRejectedError('a coinbase transaction cannot be submitted')
    }
    if (seen.has(point)) throw new TransactionRejectedError(`inputs spend ${point} twice`)
    seen.add(point)
    const spent = context.output(input.txid, input.vout)
    if (!spent) {
      throw new TransactionRejectedError(
        `input ${index} spends ${point}, an output the sandbox ledger does not have`,
      )
    }
    const spender = context.spender(input.txid, input.vout)
    if (spender) {
      const where = spender.confirmed ? 'in a block' : 'in the mempool'
      throw new TransactionRejectedError(
        `double spend: input ${index} spends ${point}, already spent by ${spender.txid} ${where}`,
      )
    }
    return spent
  })
}

/** BIP65-style lock: final when locktime is 0, every sequence is final, or the lock has passed. */
function checkFinal(decoded: DecodedTransaction, context: VerifyContext) {
  const { locktime, inputs } = decoded
  if (locktime === 0 || inputs.every((input) => input.sequence === 0xffffffff)) return
  const passed = locktime < 500_000_000 ? locktime < context.nextHeight : locktime < context.now
  if (!passed) throw new TransactionRejectedError(`non-final: locktime ${locktime} not reached`)
}

/**
 * Checks a decoded transaction against the ledger, as a node's mempool would: every input spends
 * an existing output nobody has spent (in a block or in the mempool), outputs are standard and
 * not dust, inputs cover outputs, the time lock has passed, and every signature verifies.
 * Throws `TransactionRejectedError` with the first reason found.
 * @example const { prevouts, fee } = verifyTransaction(decodeTransaction(hex), context)
 */
export function verifyTransaction(
  decoded: DecodedTransaction,
  context: VerifyContext,
): VerifiedSpend {
  const prevouts = findPrevouts(decoded, context)
  const spent = checkOutputs(decoded)
  const funds = prevouts.reduce((sum, prevout) => sum + prevout.value, 0n)
  if (spent > funds) {
    throw new TransactionRejectedError(
      `the outputs pay ${spent} sats, more than the inputs' ${funds} sats`,
    )
  }
  checkFinal(decoded, context)
  decoded.inputs.forEach((input, index) => {
    verifyInputSignature(decoded.tx, index, input, prevouts)
  })
  return { prevouts, fee: funds - spent }
}
