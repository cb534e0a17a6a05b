import bs58 from 'bs58'

/** SPL Token and Token-2022: both share the base account and mint layouts read here. */
export const tokenProgramIds = {
  'spl-token': 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'spl-token-2022': 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
} as const

/** Which token program owns an account, by its jsonParsed name. */
export function tokenProgramName(owner: string): keyof typeof tokenProgramIds | undefined {
  if (owner === tokenProgramIds['spl-token']) return 'spl-token'
  if (owner === tokenProgramIds['spl-token-2022']) return 'spl-token-2022'
  return undefined
}

const accountSize = 165
const mintSize = 82
const accountStates = ['uninitialized', 'initialized', 'frozen'] as const

/** A token account's fields (the 165-byte base layout). */
export interface TokenAccountFields {
  mint: string
  owner: string
  amount: bigint
  delegate: string | undefined
  state: (typeof accountStates)[number]
  isNative: boolean
  delegatedAmount: bigint
  closeAuthority: string | undefined
}

/** A mint's fields (the 82-byte base layout). */
export interface MintFields {
  mintAuthority: string | undefined
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | undefined
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)
const key = (data: Uint8Array, at: number) => bs58.encode(data.subarray(at, at + 32))
const optionalKey = (data: Uint8Array, at: number) =>
  view(data).getUint32(at, true) === 1 ? key(data, at + 4) : undefined

// Token-2022 accounts with extensions are longer; their type byte sits right after the base layout.
function isAccount(data: Uint8Array): boolean {
  return data.length === accountSize || (data.length > accountSize && data[accountSize] === 2)
}

function isMint(data: Uint8Array): boolean {
  return data.length === mintSize || (data.length > accountSize && data[accountSize] === 1)
}

/**
 * The fields of a token account's data, or `undefined` when the data is not one.
 * @example parseTokenAccount(account.data)?.amount // 1000000000n
 */
export function parseTokenAccount(data: Uint8Array): TokenAccountFields | undefined {
  if (!isAccount(data)) return undefined
  const fields = view(data)
  const state = accountStates[data[108] ?? 0]
  if (!state || state === 'uninitialized') return undefined
  return {
    mint: key(data, 0),
    owner: key(data, 32),
    amount: fields.getBigUint64(64, true),
    delegate: optionalKey(data, 72),
    state,
    isNative: fields.getUint32(109, true) === 1,
    delegatedAmount: fields.getBigUint64(121, true),
    closeAuthority: optionalKey(data, 129),
  }
}

/**
 * The fields of a mint's data, or `undefined` when the data is not a mint.
 * @example parseMint(account.data)?.decimals // 6
 */
export function parseMint(data: Uint8Array): MintFields | undefined {
  if (!isMint(data)) return undefined
  return {
    mintAuthority: optionalKey(data, 0),
    supply: view(data).getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(data, 46),
  }
}

/** A token amount as the RPC's `uiTokenAmount` shows it. */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

/**
 * `amount` base units of a token with `decimals`, as the RPC shows them.
 * @example uiTokenAmount(1_500_000n, 6) // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/**
 * The `jsonParsed` form of a token program's account (a token account or a mint), or `undefined`
 * when it is neither; the RPC then answers base64 instead. `decimalsOf` looks up a mint's decimals.
 * @example parsedTokenData(owner, data, decimalsOf)?.parsed.type // 'account'
 */
export function parsedTokenData(
  owner: string,
  data: Uint8Array,
  decimalsOf: (mint: string) => number | undefined,
): { program: string; parsed: { type: string; info: unknown }; space: number } | undefined {
  const program = tokenProgramName(owner)
  if (!program) return undefined
  const account = parseTokenAccount(data)
  if (account) {
    const decimals = decimalsOf(account.mint) ?? 0
    const info = {
      isNative: account.isNative,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: uiTokenAmount(account.amount, decimals),
      ...(account.delegate && {
        delegate: account.delegate,
        delegatedAmount: uiTokenAmount(account.delegatedAmount, decimals),
      }),
      ...(account.closeAuthority && { closeAuthority: account.closeAuthority }),
    }
    return { program, parsed: { type: 'account', info }, space: data.length }
  }
  const mint = parseMint(data)
  if (!mint) return undefined
  const info = {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority ?? null,
    isInitialized: mint.isInitialized,
    mintAuthority: mint.mintAuthority ?? null,
    supply: mint.supply.toString(),
  }
  return { program, parsed: { type: 'mint', info }, space: data.length }
}
