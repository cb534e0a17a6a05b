import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createTestProvider,
  type TestProvider,
  testAccounts,
} from '../connectors/fixtures/createTestProvider.js'
import { testAnnouncement } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import { storageKeys } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { setupAppKit, stubBalanceRpc } from './fixtures/setupAppKit.js'

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A kit with two announced wallets: MetaMask (`kit.provider`) and a second one, Rabby. */
function setupTwoWallets() {
  const kit = setupAppKit()
  const rabby: TestProvider = createTestProvider({ accounts: [testAccounts[1]] })
  kit.window.install(testAnnouncement(rabby, { name: 'Rabby', rdns: 'io.rabby' }))
  const idOf = (name: string) => {
    kit.appKit.stores.connectors.getConnector('')
    const found = kit.appKit.stores.connectors.getState().connectors.find((c) => c.name === name)
    if (!found) throw new Error(`no ${name} connector`)
    return found.id
  }
  return { ...kit, rabby, metaMaskId: idOf('MetaMask'), rabbyId: idOf('Rabby') }
}

/** Lets every pending promise callback run (the late answer's whole chain). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('connect: only the latest attempt counts', () => {
  it('ignores the late answer of an attempt another connect superseded', async () => {
    const kit = setupTwoWallets()
    kit.provider.answerNext('eth_requestAccounts', 'hold')
    await kit.appKit.open()
    const abandoned = connect(kit.appKit, { connectorId: kit.metaMaskId }).catch((e) => e)
    await vi.waitFor(() => expect(kit.provider.callsOf('eth_requestAccounts')).toHaveLength(1), {
      timeout: 5_000,
    })

    // The user goes Back and picks Rabby, which answers at once.
    await connect(kit.appKit, { connectorId: kit.rabbyId })
    expect(kit.account().address).toBe(testAccounts[1])
    expect(await abandoned).toMatchObject({ code: 'CONNECTION_SUPERSEDED' })

    // MetaMask's prompt is approved long after: nothing changes, and MetaMask hears nothing more.
    const callsBefore = kit.provider.calls.length
    kit.provider.releaseHeld()
    await settle()
    expect(kit.account()).toMatchObject({ status: 'connected', address: testAccounts[1] })
    expect(kit.appKit.stores.providers.getState().eip155?.provider).toBe(kit.rabby)
    expect(kit.appKit.stores.connectors.getSession('eip155')?.connector.id).toBe(kit.rabbyId)
    expect(kit.appKit.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe(kit.rabbyId)
    expect(kit.provider.calls.length).toBe(callsBefore)

    // The next signature request goes to Rabby, the wallet the user connected.
    const provider = kit.appKit.stores.providers.getState().eip155?.provider as TestProvider
    await provider
      .request({ method: 'personal_sign', params: ['0x68690a', testAccounts[1]] })
      .catch(
        () => undefined, // the test wallet does not sign; who received the request is what counts
      )
    expect(kit.rabby.callsOf('personal_sign')).toHaveLength(1)
    expect(kit.provider.calls.length).toBe(callsBefore)
  })

  it('does not let a superseded attempt reset the status of the one that replaced it', async () => {
    const kit = setupTwoWallets()
    kit.provider.answerNext('eth_requestAccounts', 'never')
    kit.rabby.answerNext('eth_requestAccounts', 'hold')
    await kit.appKit.open()
    const first = connect(kit.appKit, { connectorId: kit.metaMaskId }).catch((e) => e)
    const second = connect(kit.appKit, { connectorId: kit.rabbyId })
    expect(await first).toMatchObject({ code: 'CONNECTION_SUPERSEDED' })
    expect(kit.account().status).toBe('connecting')
    kit.rabby.releaseHeld()
    await second
    expect(kit.account()).toMatchObject({ status: 'connected', address: testAccounts[1] })
  })
})

describe('connect: an unanswered prompt never leaves the kit connecting', () => {
  it("ends the attempt with 'Modal closed' when the modal closes, and the late answer is ignored", async () => {
    const kit = setupAppKit()
    kit.provider.answerNext('eth_requestAccounts', 'hold')
    await kit.appKit.open()
    const pending = connect(kit.appKit, { connectorId: kit.connectorId() }).catch((e) => e)
    expect(kit.account().status).toBe('connecting')
    await kit.appKit.close()
    const error = await pending
    expect(error).toMatchObject({ code: 'MODAL_CLOSED', shortMessage: 'Modal closed' })
    expect(kit.account().status).toBe('disconnected')

    kit.provider.releaseHeld()
    await settle()
    expect(kit.account().status).toBe('disconnected')
    expect(kit.account().caipAddress).toBeUndefined()
    expect(kit.provider.callsOf('eth_chainId')).toHaveLength(0)
  })

  it('keeps the previous wallet connected when a new attempt is closed unanswered', async () => {
    const kit = setupTwoWallets()
    await connect(kit.appKit, { connectorId: kit.metaMaskId })
    kit.rabby.answerNext('eth_requestAccounts', 'never')
    await kit.appKit.open()
    const pending = connect(kit.appKit, { connectorId: kit.rabbyId }).catch((e) => e)
    await kit.appKit.close()
    expect(await pending).toMatchObject({ code: 'MODAL_CLOSED' })
    expect(kit.account()).toMatchObject({ status: 'connected', address: testAccounts[0] })
  })

  it('ends an attempt nobody answers after the bounded wait, even with the modal open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const kit = setupAppKit()
    const appKit = createAppKit(testConfig(), {
      storage: null,
      logger: kit.logger,
      window: kit.window,
      isMobile: false,
      connectTimeoutMs: 60_000,
    })
    kit.provider.answerNext('eth_requestAccounts', 'never')
    await appKit.open()
    const pending = connect(appKit, { connectorId: kit.connectorId() }).catch((e) => e)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await pending).toMatchObject({ code: 'CONNECTION_TIMEOUT' })
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('disconnected')
    appKit.destroy()
  })

  it('lets the user connect again right after closing on an unanswered prompt', async () => {
    const kit = setupAppKit()
    kit.provider.answerNext('eth_requestAccounts', 'never')
    await kit.appKit.open()
    const stuck = connect(kit.appKit, { connectorId: kit.connectorId() }).catch((e) => e)
    await kit.appKit.close()
    await stuck
    await kit.appKit.open()
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    expect(kit.account()).toMatchObject({ status: 'connected', address: testAccounts[0] })
  })
})
