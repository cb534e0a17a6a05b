import { ed25519 } from '@noble/curves/ed25519'
import { encodeBase58 } from './solanaBase58.js'

/** A Solana wire transaction, read as far as a wallet needs to sign and describe it. */
export interface SolanaWireTransaction {
  version: 'legacy' | 0
  /** Where the message (what is signed) starts: after the signature count and the signatures. */
  messageOffset: number
  /** Where signature i sits: `signaturesOffset + 64 * i`. */
  signaturesOffset: number
  requiredSignatures: number
  /** The static account keys, base58; signers first. */
  accountKeys: readonly string[]
  instructions: readonly { program: string; accounts: readonly number[]; data: Uint8Array }[]
}

const systemProgram = '11111111111111111111111111111111'
const lamportsPerSol = 1_000_000_000n

function reader(bytes: Uint8Array, start: number) {
  let offset = start
  const byte = () => {
    const value = bytes[offset++]
    if (value === undefined) throw new Error('The transaction bytes end too early.')
    return value
  }
  // Solana's compact-u16: 7 bits a byte, lowest first, the high bit saying another byte follows.
  const length = () => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const next = byte()
      value |= (next & 0x7f) << shift
      if ((next & 0x80) === 0) return value
    }
    throw new Error('The transaction has a malformed length.')
  }
  const take = (count: number) => {
    if (offset + count > bytes.length) throw new Error('The transaction bytes end too early.')
    offset += count
    return bytes.subarray(offset - count, offset)
  }
  return { byte, length, take, offset: () => offset }
}

/**
 * Reads a serialized transaction, legacy or v0 (what `Transaction.serialize` and
 * `VersionedTransaction.serialize` produce): its signature slots, signers and instructions.
 * @example parseSolanaTransaction(transaction.serialize({ requireAllSignatures: false })).accountKeys[0] // fee payer
 */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaWireTransaction {
  const read = reader(bytes, 0)
  const signatureCount = read.length()
  const signaturesOffset = read.offset()
  read.take(64 * signatureCount)
  const messageOffset = read.offset()
  const first = read.byte()
  // A versioned message starts with 0x80 | version; a legacy one with its signer count (< 128).
  const versioned = (first & 0x80) !== 0
  if (versioned && (first & 0x7f) !== 0) {
    throw new Error(`Transaction version ${first & 0x7f} is not supported (legacy and 0 are).`)
  }
  const requiredSignatures = versioned ? read.byte() : first
  read.take(2) // read-only signed and unsigned counts
  const keyCount = read.length()
  const accountKeys = Array.from({ length: keyCount }, () => encodeBase58(read.take(32)))
  read.take(32) // recent blockhash
  const instructions = Array.from({ length: read.length() }, () => {
    const program = accountKeys[read.byte()] ?? '(an account from a lookup table)'
    const accounts = [...read.take(read.length())]
    return { program, accounts, data: read.take(read.length()) }
  })
  if (signatureCount !== requiredSignatures) {
    throw new Error(
      `The transaction has ${signatureCount} signature slots for ${requiredSignatures} signers.`,
    )
  }
  return {
    version: versioned ? 0 : 'legacy',
    messageOffset,
    signaturesOffset,
    requiredSignatures,
    accountKeys,
    instructions,
  }
}

/**
 * Signs a serialized transaction as `address`, one of its signers: the signature goes into that
 * signer's slot and every other slot is kept (a partially signed transaction stays so).
 * @example const { transaction, signature } = signSolanaTransaction(bytes, address, secretKey)
 */
export function signSolanaTransaction(
  bytes: Uint8Array,
  address: string,
  secretKey: Uint8Array,
): { transaction: Uint8Array; signature: Uint8Array; parsed: SolanaWireTransaction } {
  const parsed = parseSolanaTransaction(bytes)
  const index = parsed.accountKeys.slice(0, parsed.requiredSignatures).indexOf(address)
  if (index < 0) throw new Error(`${address} is not a signer of this transaction.`)
  const signature = ed25519.sign(bytes.subarray(parsed.messageOffset), secretKey.subarray(0, 32))
  const transaction = Uint8Array.from(bytes)
  transaction.set(signature, parsed.signaturesOffset + 64 * index)
  return { transaction, signature, parsed }
}

function sol(lamports: bigint): string {
  const fraction = (lamports % lamportsPerSol).toString().padStart(9, '0').replace(/0+$/, '')
  return `${lamports / lamportsPerSol}${fraction ? `.${fraction}` : ''} SOL`
}

/**
 * What a person approving a transaction reads: its SOL transfers, or how many instructions it has.
 * @example describeSolanaTransaction(parsed) // ['Send 0.25 SOL to 9xQe...', 'Fee payer 7Yk3...']
 */
export function describeSolanaTransaction(parsed: SolanaWireTransaction): string[] {
  const lines: string[] = []
  for (const { program, accounts, data } of parsed.instructions) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    // The System Program's Transfer: u32 instruction 2, then u64 lamports; accounts [from, to].
    if (program === systemProgram && data.length === 12 && view.getUint32(0, true) === 2) {
      const to = parsed.accountKeys[accounts[1] ?? -1] ?? '(an account from a lookup table)'
      lines.push(`Send ${sol(view.getBigUint64(4, true))} to ${to}`)
    } else lines.push(`Call ${program}`)
  }
  return [...lines, `Fee payer ${parsed.accountKeys[0] ?? '(none)'}`]
}
