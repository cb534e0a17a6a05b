import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../../../schema/index.js'
import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import type { AccountType } from '../../state/AccountState.js'
import type { BitcoinProvider } from './BitcoinProvider.js'
import { createWbip004Connector } from './createWbip004Connector.js'
import { regtestReference, testBitcoinKey, testMainnet } from './fixtures/bitcoinTestKeys.js'
import { fakeWbip004Wallet, wbip004Accounts } from './fixtures/fakeWbip004Wallet.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'

const { payment, ordinal } = testBitcoinKey(1)
const regtest = {
  id: regtestReference,
  caipNetworkId: `bip122:${regtestReference}`,
} as unknown as CaipNetwork

afterEach(() => {
  vi.useRealTimers()
})

/** A connector over `wallet`, the kit on regtest unless `selected` says otherwise (null: none). */
function connectorFor(
  wallet = fakeWbip004Wallet(),
  options: { preferred?: AccountType; selected?: CaipNetwork | null } = {},
) {
  const selected = options.selected === undefined ? regtest : (options.selected ?? undefined)
  const connector = createWbip004Connector({
    id: 'wbip004:TestWallet',
    name: 'Test Wallet',
    icon: undefined,
    provider: wallet.provider,
    selectedNetwork: () => selected,
    preferredAccountType: () => options.preferred,
    naming: { isAddress: isBitcoinAddress },
  })
  return { wallet, connector, provider: connector.getProvider() as BitcoinProvider }
}

describe('the WBIP004 connector', () => {
  it('asks getAccounts for payment and ordinal accounts and connects payment first', async () => {
    const { wallet, connector } = connectorFor(undefined, { selected: regtest })
    await expect(connector.connect()).resolves.toEqual({
      accounts: [payment.address, ordinal.address],
      chainId: regtestReference,
    })
    expect(wallet.calls[0]).toEqual({
      method: 'getAccounts',
      params: { purposes: ['payment', 'ordinals'] },
    })
    expect([connector.type, connector.chain]).toEqual(['ANNOUNCED', 'bip122'])
  })

  it('is on Bitcoin mainnet when the kit has chosen no network, and on the one it connects to', async () => {
    const wallet = fakeWbip004Wallet()
    wallet.accounts = wbip004Accounts(1, testMainnet)
    const { connector } = connectorFor(wallet, { selected: null })
    expect((await connector.connect()).accounts).toEqual(
      wallet.accounts.map((account) => account.address),
    )
    expect(await connector.getChainId()).toBe('000000000019d6689c085ae165831e93')
    await connector.switchChain(regtest)
    expect(await connector.getChainId()).toBe(regtestReference)
  })

  it('connects the ordinal account first when the config prefers ordinal accounts', async () => {
    const { connector } = connectorFor(undefined, { preferred: 'ordinal' })
    expect((await connector.connect()).accounts).toEqual([ordinal.address, payment.address])
  })

  it('connects a wallet that shares ordinal accounts only with its ordinal account', async () => {
    const wallet = fakeWbip004Wallet()
    wallet.accounts = wbip004Accounts().filter((account) => account.purpose === 'ordinals')
    const { connector } = connectorFor(wallet)
    expect((await connector.connect()).accounts).toEqual([ordinal.address])
  })

  it('uses only the well-formed accounts among a hostile answer', async () => {
    const wallet = fakeWbip004Wallet()
    wallet.answers.getAccounts = {
      jsonrpc: '2.0',
      id: '1',
      result: [
        { address: 'javascript:alert(1)', purpose: 'payment' },
        { address: payment.address, purpose: 'payment', publicKey: '<script>' },
        { address: ordinal.address, purpose: 'ordinals', publicKey: ordinal.publicKey },
      ],
    }
    const { connector } = connectorFor(wallet)
    expect((await connector.connect()).accounts).toEqual([ordinal.address])
  })

  it("fails, naming the network, when the wallet's accounts are all of another network", async () => {
    const wallet = fakeWbip004Wallet()
    wallet.accounts = wbip004Accounts(1, testMainnet)
    const { connector } = connectorFor(wallet, { selected: regtest })
    await expect(connector.connect()).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
      code: 'FAILED_TO_CONNECT',
      details:
        'Test Wallet shared no account for Bitcoin Regtest; switch the wallet to that network.',
    })
    expect(await connector.getAccounts()).toEqual([])
  })

  it('keeps only the accounts of the selected network, at connect and after a reload', async () => {
    const wallet = fakeWbip004Wallet()
    const [mainnetPayment] = wbip004Accounts(2, testMainnet)
    if (!mainnetPayment) throw new Error('no account')
    wallet.accounts = [mainnetPayment, ...wbip004Accounts().filter((a) => a.purpose === 'ordinals')]
    const { connector } = connectorFor(wallet, { selected: regtest })
    expect((await connector.connect()).accounts).toEqual([ordinal.address])
    expect(await connector.isAuthorized()).toBe(true)
    expect(await connector.getAccounts()).toEqual([ordinal.address])
    // Mainnet rules when the kit has chosen no network: the mainnet account only.
    const { connector: onMainnet } = connectorFor(wallet, { selected: null })
    expect((await onMainnet.connect()).accounts).toEqual([mainnetPayment.address])
  })

  it('is not authorized after a reload when the permitted accounts are of another network', async () => {
    const wallet = fakeWbip004Wallet()
    wallet.accounts = wbip004Accounts(1, testMainnet)
    wallet.permitted = true
    const { connector } = connectorFor(wallet, { selected: regtest })
    expect(await connector.isAuthorized()).toBe(false)
    expect(await connector.getAccounts()).toEqual([])
  })

  it('fails clearly when the wallet shares no usable account', async () => {
    const wallet = fakeWbip004Wallet()
    wallet.answers.getAccounts = { jsonrpc: '2.0', id: '1', result: [{ address: 'nope' }] }
    const { connector } = connectorFor(wallet)
    await expect(connector.connect()).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
      details: 'Test Wallet shared no Bitcoin payment or ordinal account.',
    })
    expect(await connector.getAccounts()).toEqual([])
  })

  it.each([-32000, 4001])('says Connection rejected, rpcCode 4001, for error %i', async (code) => {
    const wallet = fakeWbip004Wallet()
    wallet.answers.getAccounts = {
      jsonrpc: '2.0',
      id: '1',
      error: { code, message: 'User rejected' },
    }
    const { connector } = connectorFor(wallet)
    const error = await connector.connect().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ rpcCode: 4001, shortMessage: 'Connection rejected' })
  })

  it('refuses an answer that is not JSON-RPC', async () => {
    const wallet = fakeWbip004Wallet()
    wallet.answers.getAccounts = [wbip004Accounts()]
    const { connector } = connectorFor(wallet)
    await expect(connector.connect()).rejects.toMatchObject({ rpcCode: -32603 })
  })

  it('stops before asking the wallet when the attempt is already aborted', async () => {
    const { wallet, connector } = connectorFor()
    const controller = new AbortController()
    controller.abort(new Error('superseded'))
    await expect(connector.connect({ signal: controller.signal })).rejects.toThrow('superseded')
    expect(wallet.calls).toEqual([])
  })

  it('is authorized after a reload only when wallet_getAccount lists accounts', async () => {
    const { wallet, connector } = connectorFor()
    expect(await connector.isAuthorized()).toBe(false)
    wallet.permitted = true
    expect(await connector.isAuthorized()).toBe(true)
    expect(await connector.getAccounts()).toEqual([payment.address, ordinal.address])
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'wallet_getAccount',
      'wallet_getAccount',
    ])
  })

  it('is not authorized when wallet_getAccount throws', async () => {
    const wallet = fakeWbip004Wallet()
    wallet.answers.wallet_getAccount = () => {
      throw new Error('broken wallet')
    }
    expect(await connectorFor(wallet).connector.isAuthorized()).toBe(false)
  })

  it('renounces the permission on disconnect', async () => {
    const { wallet, connector } = connectorFor()
    await connector.connect()
    await connector.disconnect()
    expect(wallet.calls.at(-1)?.method).toBe('wallet_renouncePermissions')
    expect(wallet.permitted).toBe(false)
    expect(await connector.getAccounts()).toEqual([])
  })

  it('disconnects within a second when the wallet never answers the renouncement', async () => {
    const wallet = fakeWbip004Wallet()
    wallet.answers.wallet_renouncePermissions = () => new Promise(() => {})
    const { connector } = connectorFor(wallet)
    await connector.connect()
    vi.useFakeTimers()
    const done = vi.fn()
    const disconnecting = connector.disconnect().then(done)
    await vi.advanceTimersByTimeAsync(999)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await disconnecting
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('re-reads the accounts on accountChange and forwards them', async () => {
    const { wallet, connector } = connectorFor()
    await connector.connect()
    const accountsChanged = vi.fn()
    connector.subscribe({ accountsChanged })
    const other = testBitcoinKey(2)
    wallet.accounts = wbip004Accounts(2)
    wallet.emit('accountChange')
    await vi.waitFor(() => expect(accountsChanged).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    expect(accountsChanged).toHaveBeenCalledWith([other.payment.address, other.ordinal.address])
    expect(await connector.getAccounts()).toEqual([other.payment.address, other.ordinal.address])
  })

  it('forwards an accountChange to accounts of another network only as a disconnect', async () => {
    const { wallet, connector } = connectorFor()
    await connector.connect()
    const disconnect = vi.fn()
    const accountsChanged = vi.fn()
    connector.subscribe({ disconnect, accountsChanged })
    wallet.accounts = wbip004Accounts(2, testMainnet)
    wallet.emit('accountChange')
    await vi.waitFor(() => expect(disconnect).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    expect(accountsChanged).not.toHaveBeenCalled()
    expect(await connector.getAccounts()).toEqual([])
  })

  it('forwards an accountChange that leaves no permitted account as a disconnect', async () => {
    const { wallet, connector } = connectorFor()
    await connector.connect()
    const disconnect = vi.fn()
    const accountsChanged = vi.fn()
    connector.subscribe({ disconnect, accountsChanged })
    wallet.permitted = false
    wallet.emit('accountChange')
    await vi.waitFor(() => expect(disconnect).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    expect(accountsChanged).not.toHaveBeenCalled()
  })

  it("ends the connection on the wallet's disconnect event: no accounts, the provider says 4100", async () => {
    const { wallet, connector, provider } = connectorFor()
    await connector.connect()
    connector.subscribe({ disconnect: vi.fn() })
    wallet.emit('disconnect')
    expect(await connector.getAccounts()).toEqual([])
    wallet.calls.length = 0
    await expect(provider.signMessage({ message: 'hi' })).rejects.toMatchObject({ rpcCode: 4100 })
    await expect(provider.getAccountAddresses()).rejects.toMatchObject({ rpcCode: 4100 })
    expect(wallet.calls).toEqual([])
  })

  it("forwards the wallet's disconnect event, and nothing once unsubscribed", async () => {
    const { wallet, connector } = connectorFor()
    await connector.connect()
    const disconnect = vi.fn()
    const stop = connector.subscribe({ disconnect })
    wallet.emit('disconnect')
    expect(disconnect).toHaveBeenCalledTimes(1)
    stop()
    wallet.emit('disconnect')
    expect(disconnect).toHaveBeenCalledTimes(1)
  })

  it('subscribes to a wallet whose addListener throws without failing', () => {
    const wallet = fakeWbip004Wallet()
    wallet.provider.addListener = () => {
      throw new Error('no events')
    }
    const stop = connectorFor(wallet).connector.subscribe({})
    expect(stop).not.toThrow()
  })
})

describe("the WBIP004 connector's provider", () => {
  async function connected(wallet = fakeWbip004Wallet()) {
    const parts = connectorFor(wallet)
    await parts.connector.connect()
    wallet.calls.length = 0
    return parts
  }

  it('lists the permitted addresses with ordinal purposes named ordinal', async () => {
    const { provider } = await connected()
    expect(await provider.getAccountAddresses()).toEqual([
      { address: payment.address, publicKey: payment.publicKey, purpose: 'payment' },
      { address: ordinal.address, publicKey: ordinal.publicKey, purpose: 'ordinal' },
    ])
  })

  it('signs with the connected account, BIP-322 unless asked for ECDSA', async () => {
    const { wallet, provider } = await connected()
    expect(await provider.signMessage({ message: 'hello' })).toBe('AkcwRAIg')
    await provider.signMessage({ message: 'hello', address: ordinal.address, protocol: 'ecdsa' })
    expect(wallet.calls.map((call) => call.params)).toEqual([
      { address: payment.address, message: 'hello', protocol: 'BIP322' },
      { address: ordinal.address, message: 'hello', protocol: 'ECDSA' },
    ])
  })

  it('sends a transfer as one recipient with a number of satoshis', async () => {
    const { wallet, provider } = await connected()
    expect(await provider.sendTransfer({ recipient: ordinal.address, amount: '15000' })).toBe(
      'a'.repeat(64),
    )
    expect(wallet.calls).toEqual([
      {
        method: 'sendTransfer',
        params: { recipients: [{ address: ordinal.address, amount: 15000 }] },
      },
    ])
  })

  const badAmounts = ['1.5', '1e3', '-1', '0', ' 15000', '', String(2n ** 53n)]
  it.each(badAmounts)('refuses the amount %j before asking the wallet', async (amount) => {
    const { wallet, provider } = await connected()
    await expect(
      provider.sendTransfer({ recipient: ordinal.address, amount }),
    ).rejects.toMatchObject({
      rpcCode: -32602,
    })
    expect(wallet.calls).toEqual([])
  })

  it('refuses a recipient that is not a Bitcoin address before asking the wallet', async () => {
    const { wallet, provider } = await connected()
    await expect(
      provider.sendTransfer({ recipient: `0x${'1'.repeat(40)}`, amount: '1000' }),
    ).rejects.toMatchObject({ rpcCode: -32602, details: 'The recipient is not a Bitcoin address.' })
    expect(wallet.calls).toEqual([])
  })

  it('groups the inputs to sign by address, as WBIP004 signPsbt takes them', async () => {
    const { wallet, provider } = await connected()
    const result = await provider.signPsbt({
      psbt: 'cHNidP8=',
      signInputs: [
        { address: payment.address, index: 0 },
        { address: ordinal.address, index: 1 },
        { address: payment.address, index: 2 },
      ],
    })
    expect(result).toEqual({ psbt: 'cHNidP8=' })
    expect(wallet.calls[0]?.params).toEqual({
      psbt: 'cHNidP8=',
      signInputs: { [payment.address]: [0, 2], [ordinal.address]: [1] },
      broadcast: false,
    })
  })

  it('needs a txid when the PSBT is broadcast', async () => {
    const wallet = fakeWbip004Wallet()
    const { provider } = await connected(wallet)
    const parameters = {
      psbt: 'cHNidP8=',
      signInputs: [{ address: payment.address, index: 0 }],
      broadcast: true,
    }
    await expect(provider.signPsbt(parameters)).rejects.toMatchObject({ rpcCode: -32603 })
    wallet.answers.signPsbt = {
      jsonrpc: '2.0',
      id: '1',
      result: { psbt: 'cHNidP8=', txid: 'b'.repeat(64) },
    }
    expect(await provider.signPsbt(parameters)).toEqual({ psbt: 'cHNidP8=', txid: 'b'.repeat(64) })
  })

  const malformed: [string, string, unknown][] = [
    ['a txid that is not 64 hex characters', 'sendTransfer', { txid: 'not-a-txid' }],
    ['no txid', 'sendTransfer', {}],
    ['a signature that is not base64', 'signMessage', { signature: 'not base64!' }],
    ['a PSBT that is not base64', 'signPsbt', { psbt: { evil: true } }],
  ]
  it.each(malformed)('refuses an answer with %s', async (_reason, method, result) => {
    const wallet = fakeWbip004Wallet()
    const { provider } = await connected(wallet)
    wallet.answers[method] = { jsonrpc: '2.0', id: '1', result }
    const calls = {
      sendTransfer: () => provider.sendTransfer({ recipient: ordinal.address, amount: '1000' }),
      signMessage: () => provider.signMessage({ message: 'hi' }),
      signPsbt: () =>
        provider.signPsbt({
          psbt: 'cHNidP8=',
          signInputs: [{ address: payment.address, index: 0 }],
        }),
    } as Record<string, () => Promise<unknown>>
    await expect(calls[method]?.()).rejects.toMatchObject({ rpcCode: -32603 })
  })

  it('says Connection rejected, rpcCode 4001, when the user declines a transfer', async () => {
    const wallet = fakeWbip004Wallet()
    const { provider } = await connected(wallet)
    wallet.answers.sendTransfer = {
      jsonrpc: '2.0',
      id: '1',
      error: { code: -32000, message: 'User rejected the request' },
    }
    const error = await provider
      .sendTransfer({ recipient: ordinal.address, amount: '1000' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ rpcCode: 4001 })
  })

  it("keeps the wallet's own message for its other errors", async () => {
    const wallet = fakeWbip004Wallet()
    const { provider } = await connected(wallet)
    wallet.answers.sendTransfer = {
      jsonrpc: '2.0',
      id: '1',
      error: { code: -32603, message: 'Insufficient funds: 1000 sats available' },
    }
    const error = await provider
      .sendTransfer({ recipient: ordinal.address, amount: '5000' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({
      rpcCode: -32603,
      details: 'Insufficient funds: 1000 sats available',
    })
  })

  it('says the site is not authorized when the wallet denies access (-32002)', async () => {
    const wallet = fakeWbip004Wallet()
    const { provider } = await connected(wallet)
    wallet.permitted = false
    await expect(provider.getAccountAddresses()).rejects.toMatchObject({
      rpcCode: -32002,
      code: 'UNAUTHORIZED',
    })
  })

  it('fails with 4100 before any request when no account is connected', async () => {
    const { wallet, provider } = connectorFor()
    await expect(provider.signMessage({ message: 'hi' })).rejects.toMatchObject({ rpcCode: 4100 })
    await expect(provider.getAccountAddresses()).rejects.toMatchObject({ rpcCode: 4100 })
    await expect(
      provider.sendTransfer({ recipient: ordinal.address, amount: '1000' }),
    ).rejects.toMatchObject({ rpcCode: 4100 })
    await expect(
      provider.signPsbt({
        psbt: 'cHNidP8=',
        signInputs: [{ address: payment.address, index: 0 }],
      }),
    ).rejects.toMatchObject({ rpcCode: 4100 })
    expect(wallet.calls).toEqual([])
  })
})
