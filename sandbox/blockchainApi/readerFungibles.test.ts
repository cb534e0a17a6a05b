import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { convertKit } from './fixtures/convertKit.js'
import { setupSeededApi } from './setupSeededApi.js'

const seeded = setupSeededApi()
const { seur, balanceOf } = convertKit(seeded)

describe('balances and prices of SEUR', () => {
  it('lists the SEUR an account holds at 1.1 USD, and prices it', async () => {
    const { euroTokenAddress } = seeded.seed()
    const response = await seeded.get(`/v1/account/${seeded.account(3)}/balance`, {
      currency: 'usd',
      chainId: 'eip155:31337',
    })
    const { balances } = (await response.json()) as { balances: { symbol: string }[] }
    expect(balances.map((entry) => entry.symbol)).toEqual(['ETH', 'SUSD', 'SEUR'])
    expect(balances[2]).toEqual({
      name: 'Sandbox Euro',
      symbol: 'SEUR',
      chainId: 'eip155:31337',
      address: seur(),
      value: 5000 * 1.1,
      price: 1.1,
      quantity: { decimals: '18', numeric: '5000' },
      iconUrl: `${seeded.url()}/assets/seur.svg`,
    })
    expect(await balanceOf(euroTokenAddress, 3)).toBe(parseEther('5000'))
    const prices = await seeded.post('/v1/fungible/price', { currency: 'usd', addresses: [seur()] })
    expect(await prices.json()).toEqual({
      fungibles: [
        {
          name: 'Sandbox Euro',
          symbol: 'SEUR',
          iconUrl: `${seeded.url()}/assets/seur.svg`,
          price: 1.1,
        },
      ],
    })
  })
})
