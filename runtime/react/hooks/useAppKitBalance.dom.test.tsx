import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { type FetchBalanceResult, useAppKitBalance } from './useAppKitBalance.js'

describe('useAppKitBalance', () => {
  it("reads the connected account's native balance from the chain", async () => {
    const { result, account, fetchMock, connectWallet } = renderKitHook(() => useAppKitBalance())
    await connectWallet()
    let read: FetchBalanceResult | undefined
    await act(async () => {
      read = await result.current.fetchBalance()
    })
    // stubBalanceRpc answers eth_getBalance with 1.2345 ETH, shown truncated to 3 decimals.
    expect(read).toEqual({
      isSuccess: true,
      data: { balance: '1.234', symbol: 'ETH' },
      error: null,
    })
    expect(fetchMock).toHaveBeenCalled()
    expect(account()).toMatchObject({ balance: '1.234', balanceSymbol: 'ETH' })
  })

  it('says why, without throwing, when no account is connected', async () => {
    const { result } = renderKitHook(() => useAppKitBalance())
    await expect(result.current.fetchBalance()).resolves.toEqual({
      isSuccess: false,
      data: undefined,
      error: 'No account is connected.',
    })
  })
})
