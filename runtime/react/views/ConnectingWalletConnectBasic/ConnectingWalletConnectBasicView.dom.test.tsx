import { describe, expect, it } from 'vitest'
import { renderModal } from '../../fixtures/renderModal.js'

// No adapter and no WalletConnect namespace serve Bitcoin in this version.
const bitcoinMainnet = 'bip122:000000000019d6689c085ae165831e93'

describe('ConnectingWalletConnectBasic view without a connector', () => {
  it('says which networks this version cannot connect yet, for an app with only those', async () => {
    const view = renderModal({ config: { networks: [bitcoinMainnet] } })
    await view.open()
    const alert = await view.modal().findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toContain('WalletConnect is not available')
    expect(alert.textContent).toContain('This version cannot connect Bitcoin wallets yet.')
  })

  it('says the app does not offer WalletConnect when it turned it off', async () => {
    const view = renderModal({
      config: { networks: [bitcoinMainnet], wallets: { enableWalletConnect: false } },
    })
    await view.open()
    const alert = await view.modal().findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toContain('This app does not offer WalletConnect.')
  })
})
