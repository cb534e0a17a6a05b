import { createHash } from 'node:crypto'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { caipNetworkIdPattern } from '../../schema/index.js'
import {
  sandboxSolanaCaipNetworkId,
  sandboxSolanaGenesisHash,
  sandboxSolanaNetwork,
} from './sandboxSolanaNetwork.js'

describe('sandboxSolanaNetwork', () => {
  it('uses the genesis hash derived from its fixed seed phrase', () => {
    const derived = bs58.encode(createHash('sha256').update('appkit sandbox solana').digest())
    expect(sandboxSolanaGenesisHash).toBe(derived)
  })

  it('has a CAIP-2 id the config schema accepts, cut to 32 characters', () => {
    expect(sandboxSolanaCaipNetworkId).toMatch(caipNetworkIdPattern)
    expect(sandboxSolanaNetwork('http://127.0.0.1:1').caipNetworkId).toBe(
      sandboxSolanaCaipNetworkId,
    )
  })
})
