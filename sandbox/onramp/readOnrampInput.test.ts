import { describe, expect, it } from 'vitest'
import { type OnrampMarket, readOnrampPurchase } from './readOnrampInput.js'
import { sandboxOnrampProviders } from './sandboxOnrampProviders.js'

const market: OnrampMarket = {
  providers: [
    {
      label: 'Sandbox Pay',
      name: 'sandboxpay',
      feeRange: '1-1.5%',
      url: 'http://127.0.0.1:1',
      supportedChains: ['eip155:31337', 'solana:ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshX'],
    },
  ],
  networks: [
    {
      namespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      chainId: 31337,
      name: 'Anvil 31337',
      rpcUrl: 'http://127.0.0.1:2',
      tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
    {
      namespace: 'eip155',
      caipNetworkId: 'eip155:31338',
      chainId: 31338,
      name: 'Anvil 31338',
      rpcUrl: 'http://127.0.0.1:3',
      tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
    {
      namespace: 'solana',
      caipNetworkId: 'solana:ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshX',
      name: 'Solana Localnet',
      rpcUrl: 'http://127.0.0.1:4',
    },
  ],
  fees: { sandboxpay: sandboxOnrampProviders[0]?.fees ?? { providerFeeBps: 0 } },
}

const good = {
  provider: 'sandboxpay',
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  network: 'eip155:31337',
  amount: '100',
}

describe('readOnrampPurchase', () => {
  it('reads and prices a good request', () => {
    const purchase = readOnrampPurchase(market, good)
    expect(purchase.provider.name).toBe('sandboxpay')
    expect(purchase.price.purchaseAmount).toBe('0.03296666')
  })

  it('takes each method up to its own limit, inclusive', () => {
    expect(readOnrampPurchase(market, { ...good, amount: '5000' }).price.totalCents).toBe(500_000n)
    expect(
      readOnrampPurchase(market, { ...good, paymentMethod: 'bank_account', amount: 20000 }).price
        .totalCents,
    ).toBe(2_000_000n)
    expect(
      readOnrampPurchase(market, { ...good, paymentCurrency: 'EUR', amount: '10' }).price
        .totalCents,
    ).toBe(1_000n)
  })

  it.each([
    [{ provider: 'nope' }, /^Unknown provider: nope \(the sandbox has sandboxpay\)$/],
    [{ provider: undefined }, /^Unknown provider/],
    [{ purchaseCurrency: 'BTC' }, /^Unknown purchaseCurrency: BTC/],
    [{ purchaseCurrency: 'toString' }, /^Unknown purchaseCurrency/],
    [{ paymentCurrency: 'GBP' }, /^Unknown paymentCurrency: GBP/],
    [{ paymentMethod: 'paypal' }, /^Unknown paymentMethod: paypal/],
    [{ network: '31337' }, /^Invalid network: 31337/],
    [{ network: 'eip155:1' }, /^Unsupported network: Sandbox Pay does not deliver on eip155:1/],
    [{ network: 'eip155:31338' }, /^Unsupported network/],
    [{ purchaseCurrency: 'SOL' }, /^SOL is not sold on eip155:31337$/],
    [
      { network: 'solana:ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshX' },
      /^ETH is not sold on solana:ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshX$/,
    ],
    [{ amount: undefined }, /^Missing amount$/],
    [{ amount: 'ten' }, /^Invalid amount: ten \(expected a positive decimal/],
    [{ amount: '-10' }, /^Invalid amount: -10/],
    [{ amount: '0' }, /^Invalid amount: 0/],
    [{ amount: '10.123' }, /^Invalid amount: 10.123 has more than 2 decimals$/],
    [{ amount: '9.99' }, /^Invalid amount: 9.99 USD is under the card minimum of 10 USD$/],
    [{ amount: '5000.01' }, /^Invalid amount: 5000.01 USD is over the card maximum of 5000 USD$/],
    [
      { paymentCurrency: 'EUR', amount: '4500.01' },
      /^Invalid amount: 4500.01 EUR is over the card maximum of 4500 EUR$/,
    ],
    [
      { paymentMethod: 'bank_account', amount: '20000.01' },
      /over the bank account maximum of 20000 USD$/,
    ],
  ])('refuses %j: %s', (change, message) => {
    expect(() => readOnrampPurchase(market, { ...good, ...change })).toThrow(message)
  })
})
