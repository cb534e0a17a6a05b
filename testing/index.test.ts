import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { solanaDevAccounts } from '../sandbox/solana/solanaDevAccounts.js'
import * as testing from './index.js'

describe('startSandbox', () => {
  it('starts on ports chosen at run time, and stop() may be called twice', async () => {
    const first = await testing.startSandbox({ walletConnect: false })
    const second = await testing.startSandbox({ walletConnect: false })
    try {
      const ports = [...first.chains, ...second.chains].map((chain) => chain.port)
      expect(new Set(ports).size).toBe(ports.length)
      expect(first.chains.map((chain) => chain.chainId)).toEqual([...testing.sandboxChainIds])
    } finally {
      await first.stop()
      await second.stop()
    }
    await first.stop()
    const probe = await fetch(first.chains[0]?.rpcUrl ?? '', { method: 'POST' }).then(
      () => 'answered',
      () => 'refused',
    )
    expect(probe).toBe('refused')
  }, 60_000)

  it('says in its first line what to install when anvil is missing', async () => {
    const previous = process.env.APPKIT_ANVIL
    process.env.APPKIT_ANVIL = '/nonexistent/anvil'
    try {
      const error = await testing.startSandbox({ walletConnect: false }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(testing.AnvilNotFoundError)
      expect(String((error as Error).message).split('\n')[0]).toBe(
        'anvil not found: install the npm package @foundry-rs/anvil',
      )
    } finally {
      if (previous === undefined) delete process.env.APPKIT_ANVIL
      else process.env.APPKIT_ANVIL = previous
    }
  })
})

describe('sandboxWallet', () => {
  const sandbox = {
    chains: [
      {
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:1',
        port: 1,
        accounts: [
          {
            address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
            privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
          },
        ],
      },
    ],
  } as unknown as testing.Sandbox

  it('is an init script, synchronously, with the options baked in', () => {
    const script = testing.sandboxWallet({ sandbox, autoApprove: false })
    expect(script.content).toContain('__appkitSandboxWalletControl')
    expect(script.content).toContain('"autoApprove":false')
    expect(script.content).toContain('"31337":"http://127.0.0.1:1"')
  })

  it('names a dev account that does not exist', () => {
    expect(() => testing.sandboxWallet({ sandbox, accounts: [3] })).toThrow(
      'sandboxWallet: no dev account 3 (0-0)',
    )
  })

  describe('with a Solana sandbox', () => {
    const solanaAccounts = solanaDevAccounts()
    const withSolana = {
      ...sandbox,
      solana: { rpcUrl: 'http://127.0.0.1:2', accounts: solanaAccounts },
    } as unknown as testing.Sandbox
    const baked = (content: string) =>
      JSON.parse(
        /\.devWallet\((.*)\)\.provider\.control;\}\)\(\);\n$/s.exec(content)?.[1] ?? 'null',
      )

    it('is a Solana wallet too, holding the same account indexes as base58 secret keys', () => {
      const { content } = testing.sandboxWallet({ sandbox: withSolana })
      expect(baked(content).solana).toEqual({
        rpcUrl: 'http://127.0.0.1:2',
        secretKeys: [bs58.encode(solanaAccounts[0]?.secretKey ?? new Uint8Array())],
      })
    })

    it('leaves Solana out with `solana: false`, and out when the sandbox has none', () => {
      expect(
        baked(testing.sandboxWallet({ sandbox: withSolana, solana: false }).content),
      ).not.toHaveProperty('solana')
      expect(baked(testing.sandboxWallet({ sandbox }).content)).not.toHaveProperty('solana')
    })

    it('says why when Solana is asked of a sandbox without it, or for a missing account', () => {
      expect(() => testing.sandboxWallet({ sandbox, solana: true })).toThrow(
        'sandboxWallet: `solana: true` needs a sandbox started with `solana: true`',
      )
      const twoChainAccounts = {
        ...withSolana,
        chains: [
          {
            ...withSolana.chains[0],
            accounts: [sandbox.chains[0]?.accounts[0], sandbox.chains[0]?.accounts[0]],
          },
        ],
        solana: { rpcUrl: 'http://127.0.0.1:2', accounts: solanaAccounts.slice(0, 1) },
      } as unknown as testing.Sandbox
      expect(() => testing.sandboxWallet({ sandbox: twoChainAccounts, accounts: [0, 1] })).toThrow(
        'sandboxWallet: no Solana dev account 1 (0-0)',
      )
    })
  })
})
