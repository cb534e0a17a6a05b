import type { SolanaLedger } from './createSolanaLedger.js'
import { encodeAccount } from './encodeAccount.js'
import { addressParam, configParam, integerParam, type RpcParams } from './rpcParams.js'
import { invalidParams } from './SolanaRpcError.js'
import {
  parseMint,
  parseTokenAccount,
  tokenProgramIds,
  tokenProgramName,
  uiTokenAmount,
} from './tokenLayout.js'

/** A JSON-RPC method of the sandbox: positional params in, the `result` out (or a throw). */
export type RpcMethod = (params: RpcParams) => unknown

/** What the validator's 2.x RPC says it is; web3.js only reads `solana-core`. */
const solanaCoreVersion = '2.2.0'

/**
 * The `{ context, value }` envelope of the RPC's contextual answers.
 * @example withContext(ledger, 42) // { context: { apiVersion: '2.2.0', slot: 7 }, value: 42 }
 */
export function withContext(ledger: SolanaLedger, value: unknown) {
  return { context: { apiVersion: solanaCoreVersion, slot: ledger.slot() }, value }
}

/**
 * The account, token and chain-state methods: balances, accounts, token accounts, slots, epoch,
 * version, health. Every answer is read from the ledger at the moment of the call.
 * @example accountMethods(ledger).getBalance?.(['oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'])
 */
export function accountMethods(
  ledger: SolanaLedger,
  genesisHash: string,
): Record<string, RpcMethod> {
  const account = (address: string, config: Record<string, unknown>) => {
    const found = ledger.getAccount(address)
    return found ? encodeAccount(found, config, ledger.decimalsOf) : null
  }
  const tokenAmountOf = (address: string) => {
    const found = ledger.getAccount(address)
    const token = found && tokenProgramName(found.owner) ? parseTokenAccount(found.data) : undefined
    if (!token) throw invalidParams('Invalid param: not a Token account')
    return uiTokenAmount(token.amount, ledger.decimalsOf(token.mint) ?? 0)
  }
  const epochInfo = () => ({
    absoluteSlot: ledger.slot(),
    blockHeight: ledger.slot(),
    epoch: 0,
    slotIndex: ledger.slot(),
    slotsInEpoch: 432_000,
    transactionCount: ledger.slot(),
  })

  return {
    getBalance: (params) =>
      withContext(ledger, Number(ledger.getAccount(addressParam(params, 0))?.lamports ?? 0n)),
    getAccountInfo: (params) =>
      withContext(ledger, account(addressParam(params, 0), configParam(params, 1))),
    getMultipleAccounts: (params) => {
      const addresses = params[0]
      if (!Array.isArray(addresses) || addresses.length > 100) {
        throw invalidParams('Invalid params: expected an array of at most 100 addresses')
      }
      const config = configParam(params, 1)
      return withContext(
        ledger,
        addresses.map((_, index) => account(addressParam(addresses, index), config)),
      )
    },
    getMinimumBalanceForRentExemption: (params) =>
      ledger.minimumBalanceForRentExemption(integerParam(params, 0)),
    getTokenAccountsByOwner: (params) => {
      const owner = addressParam(params, 0)
      const filter = configParam(params, 1)
      const config = configParam(params, 2)
      let programs: string[] = Object.values(tokenProgramIds)
      let mint: string | undefined
      if (typeof filter.mint === 'string') mint = addressParam([filter.mint], 0)
      else if (typeof filter.programId === 'string') {
        const programId = addressParam([filter.programId], 0)
        if (!tokenProgramName(programId))
          throw invalidParams('Invalid param: unrecognized Token program id')
        programs = [programId]
      } else throw invalidParams('Invalid params: expected { mint } or { programId }')
      const value = programs.flatMap((program) =>
        ledger.getProgramAccounts(program).flatMap(({ address, account: found }) => {
          const token = parseTokenAccount(found.data)
          if (!token || token.owner !== owner || (mint && token.mint !== mint)) return []
          return [{ pubkey: address, account: encodeAccount(found, config, ledger.decimalsOf) }]
        }),
      )
      return withContext(ledger, value)
    },
    getTokenAccountBalance: (params) => withContext(ledger, tokenAmountOf(addressParam(params, 0))),
    getTokenSupply: (params) => {
      const found = ledger.getAccount(addressParam(params, 0))
      const mint = found && tokenProgramName(found.owner) ? parseMint(found.data) : undefined
      if (!mint) throw invalidParams('Invalid param: not a Token mint')
      return withContext(ledger, uiTokenAmount(mint.supply, mint.decimals))
    },
    getLatestBlockhash: () => withContext(ledger, ledger.latestBlockhash()),
    isBlockhashValid: (params) => {
      if (typeof params[0] !== 'string') throw invalidParams('Invalid params: expected a blockhash')
      return withContext(ledger, ledger.isBlockhashValid(params[0]))
    },
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getEpochInfo: epochInfo,
    getEpochSchedule: () => ({
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: 432_000,
      slotsPerEpoch: 432_000,
      warmup: false,
    }),
    getVersion: () => ({ 'solana-core': solanaCoreVersion, 'feature-set': 0 }),
    getGenesisHash: () => genesisHash,
    getHealth: () => 'ok',
    getRecentPrioritizationFees: () => [{ slot: ledger.slot(), prioritizationFee: 0 }],
  }
}
