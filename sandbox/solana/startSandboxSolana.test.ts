import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { isPortFree } from '../chain/freePort.js'
import { startSandbox } from '../startSandbox.js'

describe('startSandbox({ solana })', () => {
  it('runs no Solana validator unless asked', async () => {
    const sandbox = await startSandbox({ walletConnect: false })
    try {
      expect(sandbox.solana).toBeUndefined()
    } finally {
      await sandbox.stop()
    }
  })

  it('starts the Solana validator with the rest and stops it with them', async () => {
    const steps: string[] = []
    const sandbox = await startSandbox({
      walletConnect: false,
      solana: true,
      onStep: (step) => steps.push(step),
    })
    const solana = sandbox.solana
    try {
      expect(steps).toContain('starting the local Solana validator')
      expect(solana?.wsUrl).toBe(`ws://127.0.0.1:${(solana?.port ?? 0) + 1}`)
      const connection = new Connection(solana?.rpcUrl ?? '', 'confirmed')
      const owner = new PublicKey(solana?.accounts[0]?.address ?? '')
      expect(await connection.getBalance(owner)).toBe(100 * LAMPORTS_PER_SOL)
    } finally {
      await sandbox.stop()
    }
    expect(await isPortFree(solana?.port ?? 0)).toBe(true)
  })
})
