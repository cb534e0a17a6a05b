import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { storageKeys } from '../storage/storageKeys.js'
import { setupAuth } from './fixtures/setupAuth.js'

// The embedded wallet's account types over the real frame client and a fake secure site that
// speaks the frame protocol (frame/fixtures/createFakeSecurePage.ts).
const eoa = '0x00000000000000000000000000000000000000a1'
const smart = '0x00000000000000000000000000000000000000b2'
const bothAccounts = [
  { address: eoa, type: 'eoa' },
  { address: smart, type: 'smartAccount' },
] as const
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
})

function setup(options: Parameters<typeof setupAuth>[0] = {}) {
  const context = setupAuth(options)
  cleanups.push(context.dispose)
  context.appKit.stores.connectors.add(context.auth.connector)
  const sent = (type: string) => context.site.received.filter((message) => message.type === type)
  return { ...context, sent }
}

/**
 * A secure site with smart accounts on chain 1 only, whose user answers `preferredAccountType`
 * there (the plain account elsewhere).
 */
function smartSite(site: ReturnType<typeof setup>['site']) {
  site.handle('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {
    result: { smartAccountEnabledNetworks: [1] },
  })
  site.handle('SWITCH_NETWORK', ({ payload }) => ({ result: payload }))
  let type: 'eoa' | 'smartAccount' = 'eoa'
  site.handle('GET_USER', ({ payload }) => {
    const { preferredAccountType: wanted, chainId } = payload as {
      preferredAccountType?: string
      chainId?: unknown
    }
    type = wanted === 'eoa' || Number(chainId) !== 1 ? 'eoa' : 'smartAccount'
    return {
      result: {
        address: type === 'eoa' ? eoa : smart,
        chainId: 1,
        accounts: bothAccounts,
        preferredAccountType: type,
        smartAccountDeployed: false,
      },
    }
  })
  site.handle('SET_PREFERRED_ACCOUNT', ({ payload }) => {
    type = (payload as { type: 'eoa' | 'smartAccount' }).type
    return { result: { type, address: type === 'eoa' ? eoa : smart } }
  })
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5_000 })

describe('the embedded wallet account types', () => {
  it('asks for the smart account by default and shows it as the connected one, typed', async () => {
    const { appKit, site, account, sent } = setup()
    smartSite(site)
    await connect(appKit, { connectorId: 'auth' })
    expect(sent('GET_USER')[0]?.payload).toMatchObject({ preferredAccountType: 'smartAccount' })
    expect(account()).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      user: { accounts: bothAccounts },
      allAccounts: [{ address: smart, type: 'smartAccount' }],
    })
    expect(appKit.stores.chains.getNetwork('eip155').smartAccountEnabledNetworks).toEqual([1])
    expect(appKit.storage.get(storageKeys.smartAccountNetworks)).toEqual([1])
  })

  it("asks for the plain account when defaultAccountTypes.eip155 is 'eoa'", async () => {
    const { appKit, site, account, sent } = setup({
      config: { defaultAccountTypes: { eip155: 'eoa' } },
    })
    smartSite(site)
    await connect(appKit, { connectorId: 'auth' })
    expect(sent('GET_USER')[0]?.payload).toMatchObject({ preferredAccountType: 'eoa' })
    expect(account()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
  })

  it('keeps an empty network list and the plain account when the list cannot be read', async () => {
    const { appKit, site, account, sent } = setup()
    const { storage } = appKit
    storage.set(storageKeys.smartAccountNetworks, [1])
    site.handle('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { error: 'Server error' })
    site.handle('GET_USER', { result: { address: eoa, chainId: 1, accounts: [bothAccounts[0]] } })
    await connect(appKit, { connectorId: 'auth' })
    expect(appKit.stores.chains.getNetwork('eip155').smartAccountEnabledNetworks).toEqual([])
    expect(storage.get(storageKeys.smartAccountNetworks)).toEqual([])
    expect(account()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(sent('INIT_SMART_ACCOUNT')).toEqual([])
  })

  it('sets the smart account up (INIT_SMART_ACCOUNT) when the site named none on an enabled network', async () => {
    const { appKit, site, account, sent } = setup()
    site.handle('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {
      result: { smartAccountEnabledNetworks: [1] },
    })
    site.handle('GET_USER', { result: { address: eoa, chainId: 1, accounts: [bothAccounts[0]] } })
    site.handle('INIT_SMART_ACCOUNT', { result: { address: smart, isDeployed: true } })
    site.handle('SET_PREFERRED_ACCOUNT', { result: { type: 'smartAccount', address: smart } })
    await connect(appKit, { connectorId: 'auth' })
    expect(sent('INIT_SMART_ACCOUNT')).toHaveLength(1)
    expect(account()).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
    })
  })

  it('connects with the plain account when INIT_SMART_ACCOUNT fails, and logs why', async () => {
    const { appKit, site, account, logger } = setup()
    site.handle('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {
      result: { smartAccountEnabledNetworks: [1] },
    })
    site.handle('GET_USER', { result: { address: eoa, chainId: 1, accounts: [bothAccounts[0]] } })
    site.handle('INIT_SMART_ACCOUNT', { error: 'Bundler unavailable' })
    await connect(appKit, { connectorId: 'auth' })
    expect(account()).toMatchObject({
      address: eoa,
      status: 'connected',
      preferredAccountType: 'eoa',
    })
    expect(logger.warn).toHaveBeenCalledWith(
      'Could not set up the smart account: the plain account is used',
      expect.anything(),
    )
  })

  it('switches both ways: the address, its type, the stored choice and the event follow', async () => {
    const { appKit, site, account, auth, provider } = setup()
    const { storage } = appKit
    smartSite(site)
    await connect(appKit, { connectorId: 'auth' })
    const events: unknown[] = []
    appKit.events.on('setPreferredAccountType', (data) => events.push(data))
    const accountsChanged = vi.fn()
    provider.on?.('accountsChanged', accountsChanged)

    await auth.setPreferredAccountType('eoa')
    await waitFor(() => expect(account().address).toBe(eoa))
    expect(account()).toMatchObject({
      preferredAccountType: 'eoa',
      allAccounts: [{ address: eoa, type: 'eoa' }],
    })
    expect(storage.get(storageKeys.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    expect(accountsChanged).toHaveBeenCalledWith([eoa])

    await auth.setPreferredAccountType('smartAccount')
    await waitFor(() => expect(account().address).toBe(smart))
    expect(account().allAccounts).toEqual([
      { namespace: 'eip155', address: smart, type: 'smartAccount' },
    ])
    expect(events).toEqual([
      { accountType: 'eoa', caipNetworkId: 'eip155:1' },
      { accountType: 'smartAccount', caipNetworkId: 'eip155:1' },
    ])
  })

  it('asks for the stored choice on the next login, over the default', async () => {
    const { appKit, site, sent } = setup()
    const { storage } = appKit
    storage.set(storageKeys.preferredAccountTypes, { eip155: 'eoa' })
    smartSite(site)
    await connect(appKit, { connectorId: 'auth' })
    expect(sent('GET_USER')[0]?.payload).toMatchObject({ preferredAccountType: 'eoa' })
  })

  it('refuses the smart account on a network not enabled for it, and sends nothing', async () => {
    const { appKit, site, auth, sent } = setup({
      config: { defaultAccountTypes: { eip155: 'eoa' } },
    })
    smartSite(site)
    site.handle('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {
      result: { smartAccountEnabledNetworks: [8453] },
    })
    await connect(appKit, { connectorId: 'auth' })
    await expect(auth.setPreferredAccountType('smartAccount')).rejects.toMatchObject({
      shortMessage: 'Smart accounts are not available on this network',
    })
    expect(sent('SET_PREFERRED_ACCOUNT')).toEqual([])
  })

  it('refuses a switch while a request waits for approval, and sends nothing', async () => {
    const { appKit, site, auth, sent, provider } = setup()
    smartSite(site)
    await connect(appKit, { connectorId: 'auth' })
    // A signature waiting in the approval view: the frame never answers it here.
    const signing = provider.request({ method: 'personal_sign', params: ['0x68', smart] })
    signing.catch(() => undefined)
    await waitFor(() => expect(auth.approval.getState().pending).toBeDefined())
    await expect(auth.setPreferredAccountType('eoa')).rejects.toMatchObject({
      shortMessage: 'A request is already pending in your wallet',
    })
    expect(sent('SET_PREFERRED_ACCOUNT')).toEqual([])
  })

  it('follows the network: the plain account where smart accounts are off, the smart one back on chain 1', async () => {
    const { appKit, site, account } = setup()
    smartSite(site)
    await connect(appKit, { connectorId: 'auth' })
    expect(account().address).toBe(smart)
    await switchNetwork(appKit, { caipNetworkId: 'eip155:8453' })
    await waitFor(() => expect(account().address).toBe(eoa))
    expect(account()).toMatchObject({
      preferredAccountType: 'eoa',
      allAccounts: [{ address: eoa, type: 'eoa' }],
    })
    await switchNetwork(appKit, { caipNetworkId: 'eip155:1' })
    await waitFor(() => expect(account().address).toBe(smart))
    expect(account().preferredAccountType).toBe('smartAccount')
  })

  it('drops a switch still on its way when the user disconnects', async () => {
    const { appKit, site, auth, account, provider } = setup()
    smartSite(site)
    await connect(appKit, { connectorId: 'auth' })
    // SET_PREFERRED_ACCOUNT is never answered while the user disconnects.
    site.handle('SET_PREFERRED_ACCOUNT', () => undefined)
    site.handle('SIGN_OUT', { result: undefined })
    const accountsChanged = vi.fn()
    provider.on?.('accountsChanged', accountsChanged)
    const switching = auth.setPreferredAccountType('eoa')
    switching.catch(() => undefined)
    await waitFor(() => expect(site.receivedOf('SET_PREFERRED_ACCOUNT')).toHaveLength(1))
    await disconnect(appKit, { namespace: 'eip155' })
    await expect(switching).rejects.toThrow()
    expect(account()).toMatchObject({ status: 'disconnected', address: undefined, user: undefined })
    expect(appKit.storage.get(storageKeys.preferredAccountTypes)).toBeUndefined()
    expect(accountsChanged).not.toHaveBeenCalledWith([eoa])
  })

  it('runs a switch to the other type after the first, and ends on the last one asked', async () => {
    const { appKit, site, auth, account } = setup()
    smartSite(site)
    await connect(appKit, { connectorId: 'auth' })
    await Promise.all([
      auth.setPreferredAccountType('eoa'),
      auth.setPreferredAccountType('smartAccount'),
    ])
    expect(site.receivedOf('SET_PREFERRED_ACCOUNT').map((message) => message.payload)).toEqual([
      { type: 'eoa' },
      { type: 'smartAccount' },
    ])
    await waitFor(() => expect(account().address).toBe(smart))
  })

  it('sends one SET_PREFERRED_ACCOUNT for a double click', async () => {
    const { appKit, site, auth, sent } = setup()
    smartSite(site)
    await connect(appKit, { connectorId: 'auth' })
    await Promise.all([auth.setPreferredAccountType('eoa'), auth.setPreferredAccountType('eoa')])
    expect(sent('SET_PREFERRED_ACCOUNT')).toHaveLength(1)
  })
})
