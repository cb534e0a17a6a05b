import { describe, expect, it } from 'vitest'
import { renderModal } from '../../fixtures/renderModal.js'

const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('ConnectingWalletConnectBasic view without a connector', () => {
  it('says which networks this version cannot connect yet, for an app with only those', async () => {
    const view = renderModal({ config: { networks: [solanaMainnet] } })
    await view.open()
    const alert = await view.modal().findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toContain('WalletConnect is not available')
    expect(alert.textContent).toContain('This version cannot connect Solana wallets yet.')
  })

  it('says the app does not offer WalletConnect when it turned it off', async () => {
    const view = renderModal({
      config: { networks: [solanaMainnet], wallets: { enableWalletConnect: false } },
    })
    await view.open()
    const alert = await view.modal().findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toContain('This app does not offer WalletConnect.')
  })
})
