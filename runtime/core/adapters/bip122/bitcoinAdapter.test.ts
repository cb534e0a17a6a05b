import { describe, expect, it } from 'vitest'
import type { Connector } from '../../connectors/Connector.js'
import { createTestWindow, testIcon } from '../../connectors/fixtures/createTestWindow.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { testBitcoinKey } from './fixtures/bitcoinTestKeys.js'
import { fakeWbip004Wallet } from './fixtures/fakeWbip004Wallet.js'

describe('bitcoinAdapter', () => {
  it('serves bip122 with payment accounts first, and the bip122 WalletConnect methods', () => {
    expect(bitcoinAdapter.namespace).toBe('bip122')
    expect(bitcoinAdapter.accountTypes).toEqual(['payment', 'ordinal'])
    expect(bitcoinAdapter.walletConnect.methods).toEqual([
      'sendTransfer',
      'signMessage',
      'signPsbt',
      'getAccountAddresses',
    ])
    expect(bitcoinAdapter.walletConnect.events).toEqual(['accountsChanged', 'chainChanged'])
    const { address } = testBitcoinKey(1).payment
    expect(bitcoinAdapter.isAddress(address)).toBe(true)
    expect(
      bitcoinAdapter.isAddress(`${address.slice(0, 8)}${address.slice(8).toUpperCase()}`),
    ).toBe(false)
  })

  it('reads a taproot address as the ordinal account and any other as the payment account', () => {
    const { payment, ordinal } = testBitcoinKey(1)
    expect(bitcoinAdapter.accountTypeOf?.(payment.address)).toBe('payment')
    expect(bitcoinAdapter.accountTypeOf?.(ordinal.address)).toBe('ordinal')
    expect(
      bitcoinAdapter.accountTypeOf?.(
        'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
      ),
    ).toBe('ordinal')
    expect(bitcoinAdapter.accountTypeOf?.('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe('payment')
  })

  it("finds the page's WBIP004 wallet through its lazily loaded discovery", async () => {
    const page = Object.assign(createTestWindow(), {
      SandboxWalletBitcoin: fakeWbip004Wallet().provider,
      btc_providers: [{ id: 'SandboxWalletBitcoin', name: 'Sandbox Wallet', icon: testIcon }],
    })
    const discovery = bitcoinAdapter.createDiscovery(page, {
      enableInjected: true,
      enableEIP6963: true,
    })
    let found: readonly Connector[] = []
    const stop = discovery.scan((connectors) => (found = connectors))
    try {
      await expect
        .poll(() => found.map((c) => c.id), { timeout: 20_000 })
        .toEqual(['wbip004:SandboxWalletBitcoin'])
    } finally {
      stop()
    }
  })
})
