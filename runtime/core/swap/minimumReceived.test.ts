import { describe, expect, it } from 'vitest'
import { minimumReceived } from './minimumReceived.js'

/** A constant-product pool with a 0.3 % fee, as the sandbox's AMM prices a swap. */
const ammAmountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

const ether = 10n ** 18n
const usdc = 10n ** 6n

describe('minimumReceived', () => {
  it('is floor(toAmount x (100 - S) / 100), exactly', () => {
    expect(minimumReceived(1_000_000n, '1')).toBe(990_000n)
    // 999 x 99 / 100 = 989.01
    expect(minimumReceived(999n, '1')).toBe(989n)
    // 999 x 99.5 / 100 = 994.005
    expect(minimumReceived(999n, '0.5')).toBe(994n)
    expect(minimumReceived(100n, '0')).toBe(100n)
    expect(minimumReceived(100n, '100')).toBe(0n)
    // Above 2^53: no precision is lost.
    expect(minimumReceived(2n ** 200n + 1n, '1')).toBe(((2n ** 200n + 1n) * 99n) / 100n)
  })

  it('refuses a slippage that is not a percentage from 0 to 100', () => {
    for (const slippage of ['101', '-1', '1e-3', '', ' 1', '1.', '0.1234567']) {
      expect(() => minimumReceived(100n, slippage), slippage).toThrow(RangeError)
    }
  })

  it('lets a pool that moved less than 1 % fill and reverts one that moved more', () => {
    // 1 ETH into a pool of 100 ETH and 300,000 USDC.
    const reserveIn = 100n * ether
    const reserveOut = 300_000n * usdc
    const quoted = ammAmountOut(ether, reserveIn, reserveOut)
    expect(quoted).toBe(2_961_474_103n)
    const minimum = minimumReceived(quoted, '1')
    expect(minimum).toBe(2_931_859_361n)
    /** What the same swap gives after someone else sold `ahead` ETH into the pool first. */
    const outAfter = (ahead: bigint) => {
      const out = ammAmountOut(ahead, reserveIn, reserveOut)
      return ammAmountOut(ether, reserveIn + ahead, reserveOut - out)
    }
    expect(outAfter(5n * 10n ** 17n)).toBe(2_932_267_774n)
    expect(outAfter(5n * 10n ** 17n) >= minimum).toBe(true)
    expect(outAfter(6n * 10n ** 17n)).toBe(2_926_478_372n)
    expect(outAfter(6n * 10n ** 17n) >= minimum).toBe(false)
  })
})
