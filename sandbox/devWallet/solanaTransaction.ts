import {
  Keypair,
  LAMPORTS_PER_SOL,
  SystemInstruction,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'

const lamportsPerSol = BigInt(LAMPORTS_PER_SOL)

/** Thrown when the account asked to sign holds none of a transaction's signer slots. */
export class NotASolanaSignerError extends Error {
  override name = 'NotASolanaSignerError'
  constructor(address: string) {
    super(`${address} is not a signer of this transaction.`)
  }
}

/** A transaction read, not yet signed: web3.js's parse and the slot `address` signs in. */
export interface SolanaTransactionToSign {
  parsed: VersionedTransaction
  address: string
  slot: number
}

/**
 * Reads a serialized transaction, legacy or v0, to be signed as `address`, so that it can be
 * described before anything is signed. Throws web3.js's error on bytes that are no transaction,
 * and a `NotASolanaSignerError` when `address` is not one of its signers.
 * @example const read = readSolanaTransaction(bytes, address); describeSolanaTransaction(read.parsed)
 */
export function readSolanaTransaction(bytes: Uint8Array, address: string): SolanaTransactionToSign {
  const parsed = VersionedTransaction.deserialize(bytes)
  const { header, staticAccountKeys } = parsed.message
  const slot = staticAccountKeys
    .slice(0, header.numRequiredSignatures)
    .findIndex((key) => key.toBase58() === address)
  if (slot < 0) throw new NotASolanaSignerError(address)
  return { parsed, address, slot }
}

/**
 * Signs a transaction `readSolanaTransaction` read: the signature goes into the signer's slot and
 * every other slot is kept (a partially signed transaction stays so).
 * @example const { transaction, signature } = signReadSolanaTransaction(read, secretKey)
 */
export function signReadSolanaTransaction(
  { parsed, slot }: SolanaTransactionToSign,
  secretKey: Uint8Array,
): { transaction: Uint8Array; signature: Uint8Array } {
  parsed.sign([Keypair.fromSecretKey(secretKey)])
  const signature = Uint8Array.from(parsed.signatures[slot] ?? [])
  return { transaction: parsed.serialize(), signature }
}

/**
 * Reads and signs a serialized transaction, legacy or v0, as `address`, one of its signers (see
 * `readSolanaTransaction` and `signReadSolanaTransaction`). `parsed` is the transaction as
 * web3.js reads it, for `describeSolanaTransaction`.
 * @example const { transaction, signature } = signSolanaTransaction(bytes, address, secretKey)
 */
export function signSolanaTransaction(
  bytes: Uint8Array,
  address: string,
  secretKey: Uint8Array,
): { transaction: Uint8Array; signature: Uint8Array; parsed: VersionedTransaction } {
  const read = readSolanaTransaction(bytes, address)
  return { ...signReadSolanaTransaction(read, secretKey), parsed: read.parsed }
}

function sol(lamports: bigint): string {
  const fraction = (lamports % lamportsPerSol).toString().padStart(9, '0').replace(/0+$/, '')
  return `${lamports / lamportsPerSol}${fraction ? `.${fraction}` : ''} SOL`
}

/** The System Program transfer an instruction is, if it is one. */
function transfer(instruction: TransactionInstruction) {
  if (!instruction.programId.equals(SystemProgram.programId)) return undefined
  try {
    if (SystemInstruction.decodeInstructionType(instruction) !== 'Transfer') return undefined
    return SystemInstruction.decodeTransfer(instruction)
  } catch {
    return undefined // not an instruction the System Program knows
  }
}

/**
 * What a person approving a transaction reads: its SOL transfers, or which programs it calls.
 * Accounts from address lookup tables are not fetched, so such a v0 transaction lists its calls.
 * @example describeSolanaTransaction(parsed) // ['Send 0.25 SOL to 9xQe...', 'Fee payer 7Yk3...']
 */
export function describeSolanaTransaction(parsed: VersionedTransaction): string[] {
  const { message } = parsed
  const keys = message.staticAccountKeys
  const lines =
    message.addressTableLookups.length > 0
      ? message.compiledInstructions.map(
          ({ programIdIndex }) => `Call ${keys[programIdIndex]?.toBase58() ?? '(unknown)'}`,
        )
      : TransactionMessage.decompile(message).instructions.map((instruction) => {
          const sent = transfer(instruction)
          return sent
            ? `Send ${sol(sent.lamports)} to ${sent.toPubkey.toBase58()}`
            : `Call ${instruction.programId.toBase58()}`
        })
  return [...lines, `Fee payer ${keys[0]?.toBase58() ?? '(none)'}`]
}
