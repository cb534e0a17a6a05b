import { createHash } from 'node:crypto'
import bs58 from 'bs58'
import type { SolanaPackages } from './loadSolanaPackages.js'
import { invalidParams, rpcErrorCodes, SolanaRpcError } from './SolanaRpcError.js'
import { keypairFromSeed } from './solanaDevAccounts.js'
import {
  parseMint,
  parseTokenAccount,
  tokenProgramName,
  type UiTokenAmount,
  uiTokenAmount,
} from './tokenLayout.js'
import {
  describeTransactionError,
  type TransactionErrorJson,
  transactionErrorJson,
} from './transactionError.js'

type LiteSvm = InstanceType<SolanaPackages['litesvm']['LiteSVM']>
type SvmAddress = Parameters<LiteSvm['getBalance']>[0]
type SvmTransaction = Parameters<LiteSvm['sendTransaction']>[0]
type SvmEncodedAccount = Parameters<LiteSvm['setAccount']>[0]

/** An account as the ledger holds it. */
export interface LedgerAccount {
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}

/** A token balance of a transaction's `meta.preTokenBalances` / `postTokenBalances`. */
export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** A processed transaction, everything `getTransaction` and `getSignatureStatuses` answer from. */
export interface TransactionRecord {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  err: TransactionErrorJson | null
  /** The transaction as it came over the wire. */
  wire: Uint8Array
  transaction: InstanceType<SolanaPackages['web3']['VersionedTransaction']>
  /** The static account keys, base58. */
  accountKeys: string[]
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logs: string[]
  unitsConsumed: number
}

/** One block: the sandbox makes one for every transaction it processes. */
export interface LedgerBlock {
  slot: number
  parent: number
  blockhash: string
  transactions: readonly TransactionRecord[]
}

/** What a simulation found. */
export interface SimulationResult {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
  returnData: { programId: string; data: [string, 'base64'] } | null
  /** The accounts as they would be after the transaction. */
  postAccounts: Map<string, LedgerAccount>
}

/** The local SVM with a chain's bookkeeping around it (slots, blockhashes, history). */
export interface SolanaLedger {
  slot(): number
  /** The blockhash of the newest block and the last block height at which it is still valid. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  getAccount(address: string): LedgerAccount | undefined
  getProgramAccounts(program: string): { address: string; account: LedgerAccount }[]
  minimumBalanceForRentExemption(bytes: number): number
  decimalsOf(mint: string): number | undefined
  /** Processes a wire transaction; throws a `SolanaRpcError` the RPC can answer with. */
  send(wire: Uint8Array, options: { preflight: boolean }): TransactionRecord
  simulate(
    wire: Uint8Array,
    options: { sigVerify: boolean; replaceBlockhash: boolean },
  ): SimulationResult
  /** Sends `lamports` from the sandbox's faucet, in a transaction of its own. */
  airdrop(address: string, lamports: bigint): TransactionRecord
  transaction(signature: string): TransactionRecord | undefined
  /** The transactions that touched `address`, newest first. */
  signaturesFor(address: string): TransactionRecord[]
  onBlock(listener: (block: LedgerBlock) => void): () => void
}

type SvmAccount = ReturnType<LiteSvm['getProgramAccounts']>[number]

// litesvm hands out @solana/kit's read-only shapes; the ledger's readers only read them too.
const toLedgerAccount = (account: SvmAccount): LedgerAccount => ({
  lamports: BigInt(account.lamports),
  owner: account.programAddress,
  data: account.data as Uint8Array,
  executable: account.executable,
})

/** How many blocks a blockhash stays valid for, as on the real clusters. */
const blockhashLifetime = 150
const lamportsPerSignature = 5000
const systemProgram = '11111111111111111111111111111111'
/** The faucet behind `requestAirdrop`: a key derived from a fixed label, holding 1M SOL (whole lamports stay exact in a JSON number). */
const faucetLamports = 1_000_000n * 1_000_000_000n

/**
 * Creates the in-process SVM (litesvm with SPL Token and the associated-token program) and the
 * chain bookkeeping the JSON-RPC needs: every processed transaction makes a block, so the slot and
 * the blockhash advance and two identical transfers in a row are two different transactions.
 * @example
 * const ledger = createSolanaLedger(await loadSolanaPackages())
 * ledger.airdrop(address, 1_000_000_000n)
 */
export function createSolanaLedger({ litesvm, web3 }: SolanaPackages): SolanaLedger {
  // Blockhashes are checked here, over a window of recent blocks; litesvm knows only the newest.
  const svm = new litesvm.LiteSVM().withBlockhashCheck(false)
  const faucet = web3.Keypair.fromSecretKey(
    keypairFromSeed(createHash('sha256').update('appkit sandbox solana faucet').digest()),
  )
  svm.setAccount({
    address: faucet.publicKey.toBase58(),
    lamports: faucetLamports,
    data: new Uint8Array(),
    programAddress: systemProgram,
    executable: false,
    space: 0n,
  } as unknown as SvmEncodedAccount)

  let slot = 0
  const recentBlockhashes = new Map<string, number>()
  const records = new Map<string, TransactionRecord>()
  const history: TransactionRecord[] = []
  const listeners = new Set<(block: LedgerBlock) => void>()

  const setClock = () =>
    svm.setClock(new litesvm.Clock(BigInt(slot), 0n, 0n, 0n, BigInt(Math.floor(Date.now() / 1000))))
  setClock()
  recentBlockhashes.set(svm.latestBlockhash(), blockhashLifetime)

  const getAccount = (address: string): LedgerAccount | undefined => {
    const account = svm.getAccount(address as SvmAddress)
    if (!account.exists) return undefined
    return toLedgerAccount(account)
  }

  const decimalsOf = (mint: string) => {
    const account = getAccount(mint)
    return account && tokenProgramName(account.owner)
      ? parseMint(account.data)?.decimals
      : undefined
  }

  const tokenBalances = (keys: readonly string[]): TokenBalance[] =>
    keys.flatMap((address, accountIndex) => {
      const account = getAccount(address)
      const token = account && tokenProgramName(account.owner) && parseTokenAccount(account.data)
      if (!account || !token) return []
      const decimals = decimalsOf(token.mint) ?? 0
      const uiAmount = uiTokenAmount(token.amount, decimals)
      return [
        {
          accountIndex,
          mint: token.mint,
          owner: token.owner,
          programId: account.owner,
          uiTokenAmount: uiAmount,
        },
      ]
    })

  const balances = (keys: readonly string[]) =>
    keys.map((address) => Number(svm.getBalance(address as SvmAddress) ?? 0n))

  const decode = (wire: Uint8Array) => {
    let transaction: InstanceType<typeof web3.VersionedTransaction>
    try {
      transaction = web3.VersionedTransaction.deserialize(wire)
    } catch (error) {
      throw invalidParams(`failed to deserialize transaction: ${(error as Error).message}`)
    }
    const message = transaction.message
    if (transaction.signatures.length !== message.header.numRequiredSignatures) {
      throw invalidParams('failed to deserialize transaction: wrong number of signatures')
    }
    const accountKeys = message.staticAccountKeys.map((key) => key.toBase58())
    // litesvm takes @solana/kit's shape: signatures keyed by signer, in the message's order.
    const signatures: Record<string, Uint8Array> = {}
    transaction.signatures.forEach((signature, index) => {
      signatures[accountKeys[index] ?? String(index)] = signature
    })
    const svmTransaction = {
      messageBytes: message.serialize(),
      signatures,
    } as unknown as SvmTransaction
    return { transaction, accountKeys, svmTransaction }
  }

  const newBlock = (transactions: TransactionRecord[]) => {
    const parent = slot
    slot += 1
    setClock()
    svm.expireBlockhash()
    const blockhash = svm.latestBlockhash()
    recentBlockhashes.set(blockhash, slot + blockhashLifetime)
    for (const [hash, lastValid] of recentBlockhashes) {
      if (lastValid < slot) recentBlockhashes.delete(hash)
    }
    for (const record of transactions) record.slot = slot
    const block: LedgerBlock = { slot, parent, blockhash, transactions }
    for (const listener of listeners) {
      // The transaction is processed whatever a listener does: its failure must not fail the send.
      try {
        listener(block)
      } catch {}
    }
  }

  const preflightError = (err: TransactionErrorJson, logs: string[], unitsConsumed: number) =>
    new SolanaRpcError(
      rpcErrorCodes.preflightFailed,
      `Transaction simulation failed: ${describeTransactionError(err)}`,
      { err, logs, accounts: null, unitsConsumed, returnData: null },
    )

  const simulate: SolanaLedger['simulate'] = (wire, options) => {
    const { transaction, svmTransaction } = decode(wire)
    const blockhash = transaction.message.recentBlockhash
    const noAccounts = new Map<string, LedgerAccount>()
    if (!options.replaceBlockhash && !recentBlockhashes.has(blockhash)) {
      return {
        err: 'BlockhashNotFound',
        logs: [],
        unitsConsumed: 0,
        returnData: null,
        postAccounts: noAccounts,
      }
    }
    svm.withSigverify(options.sigVerify)
    let result: ReturnType<LiteSvm['simulateTransaction']>
    try {
      result = svm.simulateTransaction(svmTransaction)
    } finally {
      svm.withSigverify(true)
    }
    if (result instanceof litesvm.FailedTransactionMetadata) {
      const meta = result.meta()
      const err = transactionErrorJson(result.err())
      return {
        err,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData: null,
        postAccounts: noAccounts,
      }
    }
    const meta = result.meta()
    const returned = meta.returnData()
    const postAccounts = new Map(
      result.postAccounts().map((account) => [account.address as string, toLedgerAccount(account)]),
    )
    const returnData =
      returned.data().length > 0
        ? {
            programId: bs58.encode(returned.programId()),
            data: [Buffer.from(returned.data()).toString('base64'), 'base64'] as [string, 'base64'],
          }
        : null
    return {
      err: null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData,
      postAccounts,
    }
  }

  const send: SolanaLedger['send'] = (wire, options) => {
    const { transaction, accountKeys, svmTransaction } = decode(wire)
    if (!recentBlockhashes.has(transaction.message.recentBlockhash)) {
      throw preflightError('BlockhashNotFound', [], 0)
    }
    if (options.preflight) {
      const simulated = simulate(wire, { sigVerify: true, replaceBlockhash: false })
      if (simulated.err !== null)
        throw preflightError(simulated.err, simulated.logs, simulated.unitsConsumed)
    }
    const preBalances = balances(accountKeys)
    const preTokenBalances = tokenBalances(accountKeys)
    const result = svm.sendTransaction(svmTransaction)
    const failed = result instanceof litesvm.FailedTransactionMetadata
    const meta = failed ? result.meta() : result
    const err = failed ? transactionErrorJson(result.err()) : null
    // Only a transaction that ran (and failed in an instruction) lands in a block and pays its fee;
    // one refused before running (a duplicate, no funds for the fee) is answered as an error.
    if (typeof err === 'string') throw preflightError(err, meta.logs(), 0)
    const record: TransactionRecord = {
      signature: bs58.encode(meta.signature()),
      slot,
      blockTime: Math.floor(Date.now() / 1000),
      err,
      wire,
      transaction,
      accountKeys,
      fee: lamportsPerSignature * transaction.message.header.numRequiredSignatures,
      preBalances,
      postBalances: balances(accountKeys),
      preTokenBalances,
      postTokenBalances: tokenBalances(accountKeys),
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
    }
    records.set(record.signature, record)
    history.push(record)
    newBlock([record])
    return record
  }

  return {
    slot: () => slot,
    latestBlockhash: () => {
      const blockhash = svm.latestBlockhash()
      return {
        blockhash,
        lastValidBlockHeight: recentBlockhashes.get(blockhash) ?? slot + blockhashLifetime,
      }
    },
    isBlockhashValid: (blockhash) => recentBlockhashes.has(blockhash),
    getAccount,
    getProgramAccounts: (program) =>
      svm.getProgramAccounts(program as SvmAddress).map((account) => ({
        address: account.address as string,
        account: toLedgerAccount(account),
      })),
    minimumBalanceForRentExemption: (bytes) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(bytes))),
    decimalsOf,
    send,
    simulate,
    airdrop: (address, lamports) => {
      const to = new web3.PublicKey(address)
      const transaction = new web3.Transaction({
        feePayer: faucet.publicKey,
        recentBlockhash: svm.latestBlockhash(),
      }).add(web3.SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: to, lamports }))
      transaction.sign(faucet)
      return send(transaction.serialize(), { preflight: true })
    },
    transaction: (signature) => records.get(signature),
    signaturesFor: (address) =>
      history.filter((record) => record.accountKeys.includes(address)).reverse(),
    onBlock: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
