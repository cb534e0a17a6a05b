import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxSolanaNetwork } from '../../../../sandbox/solana/sandboxSolanaNetwork.js'
import {
  type SandboxSolana,
  startSolanaValidator,
} from '../../../../sandbox/solana/startSolanaValidator.js'
import { readSolanaBalance } from './readSolanaBalance.js'

let solana: SandboxSolana
beforeAll(async () => {
  solana = await startSolanaValidator()
}, 60_000)
afterAll(async () => {
  await solana?.stop()
})

describe('readSolanaBalance on the local validator', () => {
  it('reads the exact SOL balance of a dev account', async () => {
    const address = solana.accounts[0]?.address ?? ''
    const lamports = await new Connection(solana.rpcUrl).getBalance(new PublicKey(address))
    const expected = String(lamports / LAMPORTS_PER_SOL)
    await expect(readSolanaBalance(sandboxSolanaNetwork(solana.rpcUrl), address)).resolves.toEqual({
      balance: expected,
      symbol: 'SOL',
    })
  })

  it('truncates to 3 decimals, never rounds', async () => {
    const fresh = Keypair.generate().publicKey
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const signature = await connection.requestAirdrop(fresh, 1_239_999_999)
    await connection.confirmTransaction(signature, 'confirmed')
    const { balance } = await readSolanaBalance(
      sandboxSolanaNetwork(solana.rpcUrl),
      fresh.toBase58(),
    )
    expect(balance).toBe('1.239')
  })

  it('fails when the validator refuses the connection', async () => {
    const down = sandboxSolanaNetwork('http://127.0.0.1:9')
    await expect(readSolanaBalance(down, solana.accounts[0]?.address ?? '')).rejects.toThrow()
  })
})
