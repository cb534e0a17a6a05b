import { createHash } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { solanaKeyLabel, solanaUserKey } from './solanaUserKey.js'

describe("the embedded wallet's Solana key", () => {
  it('is the Ed25519 key of SHA-256 of the label and the EVM key bytes', () => {
    const privateKey: Hex = `0x${'11'.repeat(32)}`
    const seed = createHash('sha256')
      .update(Buffer.concat([Buffer.from(solanaKeyLabel), Buffer.alloc(32, 0x11)]))
      .digest()
    const key = solanaUserKey(privateKey)
    expect(solanaKeyLabel).toBe('appkit-sandbox-solana')
    expect(key.address).toBe(bs58.encode(ed25519.getPublicKey(seed)))
    expect([...key.secretKey.subarray(0, 32)]).toEqual([...seed])
  })

  it('is the same for the same EVM key, every time, and another for another key', () => {
    const first = generatePrivateKey()
    const second = generatePrivateKey()
    expect(solanaUserKey(first).address).toBe(solanaUserKey(first).address)
    expect(solanaUserKey(first).address).not.toBe(solanaUserKey(second).address)
    expect(solanaUserKey(first).address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('signs with that key', () => {
    const key = solanaUserKey(generatePrivateKey())
    const message = new TextEncoder().encode('gm')
    expect(ed25519.verify(key.sign(message), message, bs58.decode(key.address))).toBe(true)
  })

  it.each(['0x1234', `0x${'zz'.repeat(32)}`, `0x${'11'.repeat(33)}`])('refuses %s', (bad) => {
    expect(() => solanaUserKey(bad as Hex)).toThrow(TypeError)
  })
})
