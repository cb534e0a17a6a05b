import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { sandboxMintKeypair, slip10Ed25519, solanaDevAccounts } from './solanaDevAccounts.js'
import { parseMint, uiTokenAmount } from './tokenLayout.js'

describe('solanaDevAccounts', () => {
  it('derives SLIP-0010 Ed25519 keys (the standard test vector 1)', () => {
    const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')
    expect(slip10Ed25519(seed, []).toString('hex')).toBe(
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(slip10Ed25519(seed, [0]).toString('hex')).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
  })

  it('gives ten stable accounts whose secret keys web3.js accepts', () => {
    const accounts = solanaDevAccounts()
    expect(accounts.map((account) => account.address).slice(0, 3)).toEqual([
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
      'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
    ])
    expect(new Set(accounts.map((account) => account.address)).size).toBe(10)
    for (const account of accounts) {
      expect(Keypair.fromSecretKey(account.secretKey).publicKey.toBase58()).toBe(account.address)
    }
    expect(accounts[4]?.path).toBe("m/44'/501'/4'/0'")
    expect(bs58.encode(sandboxMintKeypair().subarray(32))).toBe(
      'G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA',
    )
  })
})

describe('tokenLayout', () => {
  it('shows token amounts as the RPC does', () => {
    expect(uiTokenAmount(1_500_000n, 6)).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    })
    expect(uiTokenAmount(7n, 6).uiAmountString).toBe('0.000007')
    expect(uiTokenAmount(0n, 0).uiAmountString).toBe('0')
  })

  it('reads nothing into data of the wrong size', () => {
    expect(parseMint(new Uint8Array(81))).toBeUndefined()
  })
})
