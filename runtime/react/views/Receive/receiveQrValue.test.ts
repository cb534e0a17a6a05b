import { describe, expect, it } from 'vitest'
import { receiveQrValue } from './receiveQrValue.js'

describe('receiveQrValue', () => {
  it('gives a Bitcoin address as a BIP-21 bitcoin: URI', () => {
    expect(receiveQrValue('bip122', 'bcrt1qrrzqpyc47nlmqurve33gcfgwzanj2jun564mer')).toBe(
      'bitcoin:bcrt1qrrzqpyc47nlmqurve33gcfgwzanj2jun564mer',
    )
  })

  it('gives EVM and Solana addresses bare, as their wallets scan them', () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const solana = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    expect(receiveQrValue('eip155', evm)).toBe(evm)
    expect(receiveQrValue('solana', solana)).toBe(solana)
  })
})
