import { tokenProgramName, uiTokenAmount } from './tokenLayout.js'

const systemProgram = '11111111111111111111111111111111'
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** An instruction as `jsonParsed` shows one of a program the validator parses. */
export interface ParsedInstruction {
  program: string
  programId: string
  parsed: { type: string; info: Record<string, unknown> }
  stackHeight: null
}

type Parse = (
  data: DataView,
  keys: readonly (string | undefined)[],
) => [string, Record<string, unknown>] | undefined

// By program, by instruction discriminator: what a wallet shows of a transfer and of what seeding does.
const systemInstructions: Record<number, Parse> = {
  0: (data, [source, newAccount]) => [
    'createAccount',
    {
      source,
      newAccount,
      lamports: Number(data.getBigUint64(4, true)),
      space: Number(data.getBigUint64(12, true)),
    },
  ],
  2: (data, [source, destination]) => [
    'transfer',
    { source, destination, lamports: Number(data.getBigUint64(4, true)) },
  ],
}

const tokenInstructions: Record<number, Parse> = {
  3: (data, [source, destination, authority]) => [
    'transfer',
    { source, destination, authority, amount: data.getBigUint64(1, true).toString() },
  ],
  7: (data, [mint, account, mintAuthority]) => [
    'mintTo',
    { mint, account, mintAuthority, amount: data.getBigUint64(1, true).toString() },
  ],
  12: (data, [source, mint, destination, authority]) => [
    'transferChecked',
    {
      source,
      mint,
      destination,
      authority,
      tokenAmount: uiTokenAmount(data.getBigUint64(1, true), data.getUint8(9)),
    },
  ],
}

function associatedTokenInstruction(
  data: DataView,
  [source, account, wallet, mint, systemProgramId, tokenProgram]: readonly (string | undefined)[],
): [string, Record<string, unknown>] | undefined {
  const kind = data.byteLength === 0 ? 0 : data.getUint8(0)
  if (kind > 1) return undefined
  const info = { source, account, wallet, mint, systemProgram: systemProgramId, tokenProgram }
  return [kind === 0 ? 'create' : 'createIdempotent', info]
}

/**
 * The parsed form of a System, SPL Token or associated-token instruction the sandbox knows
 * (transfers, account creation, mint-to), or `undefined`: the caller then shows it partially
 * decoded, as the validator does for programs it does not parse.
 * @example parsedInstruction(systemProgram, [from, to], data)?.parsed // { type: 'transfer', info: { source, destination, lamports } }
 */
export function parsedInstruction(
  programId: string,
  accounts: readonly (string | undefined)[],
  bytes: Uint8Array,
): ParsedInstruction | undefined {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let program: string | undefined
  let parsed: [string, Record<string, unknown>] | undefined
  try {
    if (programId === systemProgram && bytes.length >= 4) {
      program = 'system'
      parsed = systemInstructions[data.getUint32(0, true)]?.(data, accounts)
    } else if (tokenProgramName(programId) && bytes.length >= 1) {
      program = tokenProgramName(programId)
      parsed = tokenInstructions[data.getUint8(0)]?.(data, accounts)
    } else if (programId === associatedTokenProgram) {
      program = 'spl-associated-token-account'
      parsed = associatedTokenInstruction(data, accounts)
    }
  } catch {
    // Data too short for its kind: shown partially decoded instead.
    return undefined
  }
  if (!program || !parsed) return undefined
  const [type, info] = parsed
  return { program, programId, parsed: { type, info }, stackHeight: null }
}
