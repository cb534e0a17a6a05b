import { createHash } from 'node:crypto'
import type { SolanaLedger } from './createSolanaLedger.js'
import type { SolanaPackages } from './loadSolanaPackages.js'
import { sandboxSplToken, solanaDevBalances } from './sandboxSplToken.js'
import { keypairFromSeed, type SolanaDevAccount, sandboxMintKeypair } from './solanaDevAccounts.js'

/** How many token accounts one seeding transaction creates and fills (well under 1232 bytes). */
const accountsPerTransaction = 5

/**
 * Funds every dev account with 100 SOL, creates the SUSD mint (6 decimals, mint authority dev
 * account 0, no freeze authority) at its fixed address and gives each dev account 1000 SUSD in its
 * associated token account. A seeder key of its own pays the fees and rents, so each dev account
 * holds exactly `solanaDevBalances`. Everything goes through real transactions.
 * @example const { tokenMint } = seedSolana(ledger, packages, solanaDevAccounts())
 */
export function seedSolana(
  ledger: SolanaLedger,
  { web3, splToken }: SolanaPackages,
  accounts: readonly SolanaDevAccount[],
): { tokenMint: string } {
  const [first] = accounts
  if (!first) throw new Error('seeding needs at least one dev account')
  const authority = web3.Keypair.fromSecretKey(first.secretKey)
  const mint = web3.Keypair.fromSecretKey(sandboxMintKeypair())
  const seeder = web3.Keypair.fromSecretKey(
    keypairFromSeed(createHash('sha256').update('appkit sandbox solana seeder').digest()),
  )
  for (const account of [seeder.publicKey.toBase58(), ...accounts.map((a) => a.address)]) {
    ledger.airdrop(account, solanaDevBalances.lamports)
  }
  const send = (
    instructions: InstanceType<typeof web3.TransactionInstruction>[],
    signers: InstanceType<typeof web3.Keypair>[],
  ) => {
    const transaction = new web3.Transaction({
      feePayer: seeder.publicKey,
      recentBlockhash: ledger.latestBlockhash().blockhash,
    }).add(...instructions)
    transaction.sign(seeder, ...signers)
    ledger.send(transaction.serialize(), { preflight: true })
  }

  send(
    [
      web3.SystemProgram.createAccount({
        fromPubkey: seeder.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: ledger.minimumBalanceForRentExemption(splToken.MINT_SIZE),
        space: splToken.MINT_SIZE,
        programId: splToken.TOKEN_PROGRAM_ID,
      }),
      splToken.createInitializeMint2Instruction(
        mint.publicKey,
        sandboxSplToken.decimals,
        authority.publicKey,
        null,
      ),
    ],
    [mint],
  )
  for (let start = 0; start < accounts.length; start += accountsPerTransaction) {
    const instructions = accounts
      .slice(start, start + accountsPerTransaction)
      .flatMap((account) => {
        const owner = new web3.PublicKey(account.address)
        const ata = splToken.getAssociatedTokenAddressSync(mint.publicKey, owner)
        return [
          splToken.createAssociatedTokenAccountIdempotentInstruction(
            seeder.publicKey,
            ata,
            owner,
            mint.publicKey,
          ),
          splToken.createMintToInstruction(
            mint.publicKey,
            ata,
            authority.publicKey,
            solanaDevBalances.tokenUnits,
          ),
        ]
      })
    send(instructions, [authority])
  }
  return { tokenMint: mint.publicKey.toBase58() }
}
