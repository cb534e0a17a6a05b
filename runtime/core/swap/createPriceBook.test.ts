import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPriceBook, swapPriceCacheMs } from './createPriceBook.js'

const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

describe('createPriceBook', () => {
  it('asks for each address once a minute, as written, and keys the prices by lower case', async () => {
    const prices = vi.fn(async (addresses: readonly string[]) =>
      Object.fromEntries(addresses.map((address) => [address, address === eth ? 3000 : 1])),
    )
    const book = createPriceBook({ prices })
    expect(await book.get([eth, usdc])).toEqual({ [eth]: 3000, [usdc.toLowerCase()]: 1 })
    expect(prices).toHaveBeenCalledWith([eth, usdc])
    await book.get([usdc.toLowerCase(), eth])
    expect(prices).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + swapPriceCacheMs)
    await book.get([eth])
    expect(prices).toHaveBeenCalledTimes(2)
    expect(prices).toHaveBeenLastCalledWith([eth])
  })

  it('leaves out what failed or is unknown, and asks again for a failure', async () => {
    const prices = vi.fn(async (): Promise<Record<string, number>> => {
      throw new Error('down')
    })
    const book = createPriceBook({ prices })
    expect(await book.get([eth])).toEqual({})
    prices.mockResolvedValueOnce({})
    expect(await book.get([eth])).toEqual({})
    expect(prices).toHaveBeenCalledTimes(2)
  })
})
