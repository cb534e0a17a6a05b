import { describe, expect, it } from 'vitest'
import { renderModal } from '../../fixtures/renderModal.js'

// A Bitcoin-only app whose kit was made without the Bitcoin adapter (renderModal passes EVM's
// only): WalletConnect is its only way in.
const bitcoinMainnet = 'bip122:000000000019d6689c085ae165831e93'

describe('ConnectingWalletConnectBasic view without a connector', () => {
  it('says the app does not offer WalletConnect when it turned it off', async () => {
    const view = renderModal({
      config: { networks: [bitcoinMainnet], wallets: { enableWalletConnect: false } },
    })
    await view.open()
    const alert = await view.modal().findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toContain('This app does not offer WalletConnect.')
  })
})
