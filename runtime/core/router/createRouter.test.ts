import { describe, expect, it, vi } from 'vitest'
import { builtinNetworks, type CaipNetwork } from '../../../schema/index.js'
import { createRouter, type RouterContext } from './createRouter.js'

function setup(overrides: Partial<Omit<RouterContext, 'close'>> & { connected?: boolean } = {}) {
  const flags = { connected: overrides.connected ?? false, adapters: true, mobile: false }
  const close = vi.fn()
  const router = createRouter({
    isConnected: () => flags.connected,
    hasWalletAdapters: () => flags.adapters,
    isMobile: () => flags.mobile,
    embedded: overrides.embedded ?? false,
    close,
  })
  const views = () => router.getState().history.map((route) => route.view)
  return { router, flags, close, views }
}

const network: CaipNetwork = builtinNetworks['eip155:8453']
const otherNetwork: CaipNetwork = builtinNetworks['eip155:10']

describe('createRouter', () => {
  it('starts on Connect', () => {
    const { router } = setup()
    expect(router.getState().current).toEqual({ view: 'Connect', data: undefined })
  })

  describe('opening rules', () => {
    it('opens a requested view with its data, even when connected', () => {
      const { router, flags, views } = setup({ connected: true })
      flags.adapters = false
      router.open({ view: 'SwitchNetwork', data: { network } })
      expect(router.getState().current).toEqual({ view: 'SwitchNetwork', data: { network } })
      expect(views()).toEqual(['SwitchNetwork'])
    })

    it('opens Account when an address is connected', () => {
      const { router, views } = setup({ connected: true })
      router.open()
      expect(views()).toEqual(['Account'])
    })

    it('opens Connect when nothing is connected', () => {
      const { router, views } = setup()
      router.push({ view: 'Networks' })
      router.open()
      expect(views()).toEqual(['Connect'])
    })

    it('opens AllWallets on mobile with no wallet adapters and no address', () => {
      const { router, flags, views } = setup()
      flags.adapters = false
      flags.mobile = true
      router.open()
      expect(views()).toEqual(['AllWallets'])
    })

    it('opens ConnectingWalletConnectBasic on desktop with no wallet adapters and no address', () => {
      const { router, flags, views } = setup()
      flags.adapters = false
      router.open()
      expect(views()).toEqual(['ConnectingWalletConnectBasic'])
    })

    it('opens Account with no wallet adapters when an address is connected', () => {
      const { router, flags, views } = setup({ connected: true })
      flags.adapters = false
      flags.mobile = true
      router.open()
      expect(views()).toEqual(['Account'])
    })
  })

  describe('closing rules', () => {
    it('resets to Connect, even when connected', () => {
      const { router, views } = setup({ connected: true })
      router.open()
      router.push({ view: 'Networks' })
      router.close()
      expect(views()).toEqual(['Connect'])
    })

    it('resets to Account in embedded mode when connected', () => {
      const { router, views } = setup({ embedded: true, connected: true })
      router.push({ view: 'Networks' })
      router.close()
      expect(views()).toEqual(['Account'])
    })

    it('resets to Connect in embedded mode when not connected', () => {
      const { router, views } = setup({ embedded: true })
      router.push({ view: 'AllWallets' })
      router.close()
      expect(views()).toEqual(['Connect'])
    })
  })

  describe('back rules', () => {
    it('pops the history', () => {
      const { router, views, close } = setup()
      router.push({ view: 'AllWallets' })
      router.push({ view: 'ConnectingWalletConnect', data: { walletId: 'w1' } })
      router.goBack()
      expect(views()).toEqual(['Connect', 'AllWallets'])
      expect(router.getState().current.view).toBe('AllWallets')
      expect(close).not.toHaveBeenCalled()
    })

    it('closes the modal at the root and leaves the history alone', () => {
      const { router, views, close } = setup()
      router.goBack()
      expect(close).toHaveBeenCalledTimes(1)
      expect(views()).toEqual(['Connect'])
    })

    it('shows Account instead of Connect when connected', () => {
      const { router, flags, views } = setup()
      router.push({ view: 'ConnectingExternal', data: { connectorId: 'injected' } })
      flags.connected = true
      router.goBack()
      expect(views()).toEqual(['Account'])
      expect(router.getState().current).toEqual({ view: 'Account', data: undefined })
    })

    it('goes back to Connect when not connected', () => {
      const { router, views } = setup()
      router.push({ view: 'ConnectingExternal', data: { connectorId: 'injected' } })
      router.goBack()
      expect(views()).toEqual(['Connect'])
    })
  })

  describe('history', () => {
    it('ignores a push of the view on top with equal data', () => {
      const { router, views } = setup()
      router.push({ view: 'SwitchNetwork', data: { network } })
      router.push({ view: 'SwitchNetwork', data: { network } })
      expect(views()).toEqual(['Connect', 'SwitchNetwork'])
      router.push({ view: 'SwitchNetwork', data: { network: otherNetwork } })
      expect(views()).toEqual(['Connect', 'SwitchNetwork', 'SwitchNetwork'])
    })

    it('replaces the top entry and resets to a single entry', () => {
      const { router, views } = setup()
      router.push({ view: 'AllWallets' })
      router.replace({ view: 'Swap', data: { toToken: 'USDC' } })
      expect(views()).toEqual(['Connect', 'Swap'])
      expect(router.getState().current.data).toEqual({ toToken: 'USDC' })
      router.reset({ view: 'Account' })
      expect(views()).toEqual(['Account'])
    })

    it('notifies subscribers of each change', () => {
      const { router } = setup()
      const listener = vi.fn()
      router.subscribe(listener)
      router.push({ view: 'Networks' })
      router.push({ view: 'Networks' })
      expect(listener).toHaveBeenCalledTimes(1)
      expect(listener.mock.calls[0]?.[0].current.view).toBe('Networks')
    })
  })
})
