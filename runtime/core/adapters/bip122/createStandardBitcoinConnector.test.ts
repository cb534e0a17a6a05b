import { hex } from '@scure/base'
import { Address, NETWORK, OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../../../schema/index.js'
import { fromBase64, toBase64 } from '../../encoding/base64.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import type { BitcoinProvider } from './BitcoinProvider.js'
import type { BitcoinChainReader } from './bitcoinChainReader.js'
import { createStandardBitcoinConnector } from './createStandardBitcoinConnector.js'
import { regtestReference, testBitcoinKey, testRegtest } from './fixtures/bitcoinTestKeys.js'
import { fakeStandardBitcoinWallet, standardAccount } from './fixtures/fakeStandardBitcoinWallet.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'

const key = testBitcoinKey(1)
const recipient = testBitcoinKey(2).payment.address
const esploraUrl = 'http://127.0.0.1:3002'
const regtest = {
  id: regtestReference,
  caipNetworkId: `bip122:${regtestReference}`,
  rpcUrls: { default: { http: [esploraUrl] } },
} as unknown as CaipNetwork

afterEach(() => {
  vi.useRealTimers()
})

/** A chain with two confirmed UTXOs of the payment address; broadcasts are recorded. */
function testChain(values: readonly number[] = [50_000, 30_000]) {
  const broadcasts: { url: string; hex: string }[] = []
  const chain: BitcoinChainReader = {
    readUtxos: vi.fn(async () =>
      values.map((value, vout) => ({ txid: 'ab'.repeat(32), vout, value })),
    ),
    readFeeRate: vi.fn(async () => 1.5),
    broadcast: vi.fn(async (url: string, raw: string) => {
      broadcasts.push({ url, hex: raw })
      return Transaction.fromRaw(hex.decode(raw)).id
    }),
  }
  return { chain, broadcasts }
}

function connectorFor(wallet = fakeStandardBitcoinWallet(), chain = testChain().chain) {
  const connector = createStandardBitcoinConnector(wallet, {
    id: 'bitcoinStandard:Test Bitcoin Wallet',
    selectedNetwork: () => regtest,
    chain,
    naming: { isAddress: isBitcoinAddress },
  })
  if (!connector) throw new Error('no connector')
  return { wallet, connector, provider: connector.getProvider() as BitcoinProvider }
}

describe('the Wallet Standard bitcoin connector', () => {
  it('asks bitcoin:connect for payment and ordinal accounts, P2TR being the ordinal one', async () => {
    const { wallet, connector, provider } = connectorFor()
    await expect(connector.connect()).resolves.toEqual({
      accounts: [key.payment.address, key.ordinal.address],
      chainId: regtestReference,
    })
    expect(wallet.spies.connect).toHaveBeenCalledWith({ purposes: ['payment', 'ordinals'] })
    expect(await provider.getAccountAddresses()).toEqual([
      { address: key.payment.address, publicKey: key.payment.publicKey, purpose: 'payment' },
      { address: key.ordinal.address, publicKey: key.ordinal.publicKey, purpose: 'ordinal' },
    ])
  })

  it('is no connector for a wallet without bitcoin:connect or a name', () => {
    const options = { id: 'x', chain: testChain().chain, naming: { isAddress: isBitcoinAddress } }
    expect(
      createStandardBitcoinConnector(fakeStandardBitcoinWallet({ features: {} }), options),
    ).toBe(undefined)
    expect(
      createStandardBitcoinConnector(fakeStandardBitcoinWallet({ name: '\u200b' }), options),
    ).toBe(undefined)
  })

  it('drops accounts of other chains only, and malformed ones', async () => {
    const wallet = fakeStandardBitcoinWallet()
    wallet.spies.connect.mockResolvedValueOnce({
      accounts: [
        { ...standardAccount(1, 'payment'), chains: ['solana:devnet'] },
        { ...standardAccount(1, 'payment'), address: 'bc1-not-an-address' },
        null,
        standardAccount(1, 'ordinal'),
      ],
    })
    const { connector } = connectorFor(wallet)
    expect((await connector.connect()).accounts).toEqual([key.ordinal.address])
  })

  it('says Connection rejected, rpcCode 4001, when the user declines', async () => {
    const wallet = fakeStandardBitcoinWallet()
    wallet.spies.connect.mockRejectedValueOnce(new Error('User rejected the request.'))
    const error = await connectorFor(wallet)
      .connector.connect()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ rpcCode: 4001 })
  })

  it("fails, naming the network, when the wallet's accounts are all of another network", async () => {
    const wallet = fakeStandardBitcoinWallet()
    wallet.spies.connect.mockResolvedValueOnce({
      accounts: [standardAccount(1, 'payment', true), standardAccount(1, 'ordinal', true)],
    })
    const { connector } = connectorFor(wallet)
    await expect(connector.connect()).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
      code: 'FAILED_TO_CONNECT',
      details:
        'Test Bitcoin Wallet shared no account for Bitcoin Regtest; switch the wallet to that network.',
    })
    expect(await connector.getAccounts()).toEqual([])
  })

  it('keeps only the accounts of the selected network, and of the changes it reports', async () => {
    const wallet = fakeStandardBitcoinWallet()
    wallet.spies.connect.mockResolvedValueOnce({
      accounts: [standardAccount(1, 'payment', true), standardAccount(1, 'ordinal')],
    })
    const { connector, provider } = connectorFor(wallet)
    expect((await connector.connect()).accounts).toEqual([key.ordinal.address])
    expect((await provider.getAccountAddresses()).map((account) => account.address)).toEqual([
      key.ordinal.address,
    ])
    const accountsChanged = vi.fn()
    const disconnect = vi.fn()
    connector.subscribe({ accountsChanged, disconnect })
    wallet.emit([standardAccount(2, 'payment', true), standardAccount(2, 'payment')])
    expect(accountsChanged).toHaveBeenCalledWith([recipient])
    wallet.emit([standardAccount(2, 'payment', true)])
    expect(disconnect).toHaveBeenCalledTimes(1)
  })

  it('is not authorized after a reload when its accounts are of another network', async () => {
    // No standard:connect: the reload reads wallet.accounts.
    const wallet = fakeStandardBitcoinWallet({ accounts: [standardAccount(1, 'payment', true)] })
    expect(await connectorFor(wallet).connector.isAuthorized()).toBe(false)
    const both = fakeStandardBitcoinWallet({
      accounts: [standardAccount(1, 'payment', true), standardAccount(1, 'payment')],
    })
    const { connector } = connectorFor(both)
    expect(await connector.isAuthorized()).toBe(true)
    expect(await connector.getAccounts()).toEqual([key.payment.address])
  })

  it('fails clearly when the wallet shares no Bitcoin account', async () => {
    const wallet = fakeStandardBitcoinWallet()
    wallet.spies.connect.mockResolvedValueOnce({ accounts: [] })
    await expect(connectorFor(wallet).connector.connect()).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    })
  })

  it("is authorized after a reload when the wallet's accounts are Bitcoin ones", async () => {
    const { connector } = connectorFor()
    expect(await connector.isAuthorized()).toBe(false)
    await connector.connect()
    expect(await connector.isAuthorized()).toBe(true)
  })

  it('forwards an account change, and no account as a disconnect', async () => {
    const { wallet, connector } = connectorFor()
    await connector.connect()
    const accountsChanged = vi.fn()
    const disconnect = vi.fn()
    connector.subscribe({ accountsChanged, disconnect })
    wallet.emit([standardAccount(2, 'payment')])
    expect(accountsChanged).toHaveBeenCalledWith([recipient])
    wallet.emit([])
    expect(disconnect).toHaveBeenCalledTimes(1)
  })

  it('disconnects within a second when the wallet never acknowledges it', async () => {
    const wallet = fakeStandardBitcoinWallet()
    wallet.spies.disconnect.mockReturnValueOnce(new Promise(() => {}))
    const { connector } = connectorFor(wallet)
    await connector.connect()
    vi.useFakeTimers()
    const done = vi.fn()
    const disconnecting = connector.disconnect().then(done)
    await vi.advanceTimersByTimeAsync(1_000)
    await disconnecting
    expect(done).toHaveBeenCalledTimes(1)
    expect(await connector.getAccounts()).toEqual([])
  })
})

describe("the Wallet Standard bitcoin connector's provider", () => {
  async function connected(wallet = fakeStandardBitcoinWallet(), chain = testChain()) {
    const parts = connectorFor(wallet, chain.chain)
    await parts.connector.connect()
    return { ...parts, broadcasts: chain.broadcasts, chain: chain.chain }
  }

  it("signs a message with bitcoin:signMessage and gives the signature's bytes as base64", async () => {
    const { wallet, provider } = await connected()
    expect(await provider.signMessage({ message: 'hello' })).toBe(
      toBase64(new Uint8Array([1, 2, 3])),
    )
    expect(wallet.spies.signMessage).toHaveBeenCalledWith({
      account: expect.objectContaining({ address: key.payment.address }),
      message: new TextEncoder().encode('hello'),
    })
  })

  it('refuses an ECDSA message and an address the wallet did not share, before any prompt', async () => {
    const { wallet, provider } = await connected()
    await expect(provider.signMessage({ message: 'hi', protocol: 'ecdsa' })).rejects.toMatchObject({
      rpcCode: 4200,
    })
    await expect(provider.signMessage({ message: 'hi', address: recipient })).rejects.toMatchObject(
      {
        rpcCode: -32602,
      },
    )
    expect(wallet.spies.signMessage).not.toHaveBeenCalled()
  })

  it('sends a transfer: a PSBT of the payment UTXOs the wallet signs, finalized and broadcast', async () => {
    const { wallet, provider, broadcasts, chain } = await connected()
    const txid = await provider.sendTransfer({ recipient, amount: '60000' })
    expect(chain.readUtxos).toHaveBeenCalledWith(esploraUrl, key.payment.address)
    expect(wallet.spies.signTransaction).toHaveBeenCalledWith({
      psbt: expect.any(Uint8Array),
      inputsToSign: [
        {
          account: expect.objectContaining({ address: key.payment.address }),
          signingIndexes: [0, 1],
        },
      ],
    })
    expect(broadcasts).toHaveLength(1)
    const sent = Transaction.fromRaw(hex.decode(broadcasts[0]?.hex ?? ''))
    expect(sent.id).toBe(txid)
    const outputs = Array.from({ length: sent.outputsLength }, (_, i) => sent.getOutput(i))
    expect(outputs[0]?.amount).toBe(60_000n)
    // The change goes back to the payment address; the fee is what is left: 1.5 sat/vB rounded up.
    expect(outputs[1]?.script).toEqual(
      OutScript.encode(Address(testRegtest).decode(key.payment.address)),
    )
    const fee = 80_000n - 60_000n - (outputs[1]?.amount ?? 0n)
    const rate = Number(fee) / sent.vsize
    expect(rate).toBeGreaterThanOrEqual(2)
    expect(rate).toBeLessThan(2.1)
  })

  it('refuses to broadcast a transaction the wallet changed', async () => {
    const wallet = fakeStandardBitcoinWallet()
    const { provider, broadcasts } = await connected(wallet)
    wallet.spies.signTransaction.mockImplementationOnce(async ({ psbt }: { psbt: Uint8Array }) => {
      const tx = Transaction.fromPSBT(psbt)
      tx.addOutputAddress(testBitcoinKey(3).payment.address, 1_000n, testRegtest)
      tx.sign(testBitcoinKey(1).privateKey)
      return [{ signedPsbt: tx.toPSBT() }]
    })
    await expect(provider.sendTransfer({ recipient, amount: '60000' })).rejects.toMatchObject({
      rpcCode: -32603,
      details: 'The wallet changed the transaction it was asked to sign.',
    })
    expect(broadcasts).toEqual([])
  })

  it('refuses more than the UTXOs can pay, and dust, before any prompt', async () => {
    const { wallet, provider } = await connected()
    await expect(provider.sendTransfer({ recipient, amount: '80000' })).rejects.toMatchObject({
      rpcCode: -32602,
    })
    await expect(provider.sendTransfer({ recipient, amount: '545' })).rejects.toMatchObject({
      rpcCode: -32602,
      details: '545 satoshis is below the dust limit of 546.',
    })
    expect(wallet.spies.signTransaction).not.toHaveBeenCalled()
  })

  it('refuses a recipient of another network before any prompt', async () => {
    const { wallet, provider } = await connected()
    const mainnet = p2wpkh(hex.decode(key.payment.publicKey), NETWORK).address ?? ''
    await expect(
      provider.sendTransfer({ recipient: mainnet, amount: '1000' }),
    ).rejects.toMatchObject({
      rpcCode: -32602,
    })
    expect(wallet.spies.signTransaction).not.toHaveBeenCalled()
  })

  it('says Connection rejected, rpcCode 4001, when the user declines the transfer', async () => {
    const wallet = fakeStandardBitcoinWallet()
    const { provider, broadcasts } = await connected(wallet)
    wallet.spies.signTransaction.mockRejectedValueOnce(new Error('User declined'))
    const error = await provider
      .sendTransfer({ recipient, amount: '1000' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(broadcasts).toEqual([])
  })

  it('signs a PSBT through bitcoin:signTransaction, base64 in and out, and broadcasts when asked', async () => {
    const { wallet, provider, broadcasts } = await connected()
    const { buildBitcoinTransfer } = await import('./buildBitcoinTransfer.js')
    const transfer = buildBitcoinTransfer({
      from: key.payment,
      recipient,
      amount: 10_000n,
      utxos: [{ txid: 'cd'.repeat(32), vout: 0, value: 20_000 }],
      feeRate: 1,
    })
    const signed = await provider.signPsbt({
      psbt: toBase64(transfer.psbt),
      signInputs: [{ address: key.payment.address, index: 0, sighashTypes: [1] }],
      broadcast: true,
    })
    expect(wallet.spies.signTransaction).toHaveBeenCalledWith({
      psbt: transfer.psbt,
      inputsToSign: [
        {
          account: expect.objectContaining({ address: key.payment.address }),
          signingIndexes: [0],
          sigHash: 1,
        },
      ],
    })
    const tx = Transaction.fromPSBT(fromBase64(signed.psbt))
    expect(tx.getInput(0).partialSig).toHaveLength(1)
    expect(signed.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(broadcasts).toHaveLength(1)
  })

  it('refuses to broadcast a PSBT the wallet answered with another transaction in', async () => {
    const wallet = fakeStandardBitcoinWallet()
    const { provider, broadcasts } = await connected(wallet)
    const { buildBitcoinTransfer } = await import('./buildBitcoinTransfer.js')
    const transfer = buildBitcoinTransfer({
      from: key.payment,
      recipient,
      amount: 10_000n,
      utxos: [{ txid: 'cd'.repeat(32), vout: 0, value: 20_000 }],
      feeRate: 1,
    })
    wallet.spies.signTransaction.mockImplementationOnce(async ({ psbt }: { psbt: Uint8Array }) => {
      // Signed, finalizable, and not what it was asked: an output of its own added.
      const tx = Transaction.fromPSBT(psbt)
      tx.addOutputAddress(testBitcoinKey(3).payment.address, 1_000n, testRegtest)
      tx.sign(key.privateKey)
      return [{ signedPsbt: tx.toPSBT() }]
    })
    await expect(
      provider.signPsbt({
        psbt: toBase64(transfer.psbt),
        signInputs: [{ address: key.payment.address, index: 0 }],
        broadcast: true,
      }),
    ).rejects.toMatchObject({
      rpcCode: -32603,
      details: 'The wallet changed the transaction it was asked to sign.',
    })
    expect(broadcasts).toEqual([])
  })

  it('refuses to broadcast a PSBT that does not parse, before any prompt', async () => {
    const { wallet, provider, broadcasts } = await connected()
    await expect(
      provider.signPsbt({
        psbt: 'cHNidP8=',
        signInputs: [{ address: key.payment.address, index: 0 }],
        broadcast: true,
      }),
    ).rejects.toMatchObject({ rpcCode: -32602, details: 'The PSBT to sign does not parse.' })
    expect(wallet.spies.signTransaction).not.toHaveBeenCalled()
    expect(broadcasts).toEqual([])
  })

  it('refuses a signed PSBT answer that is not bytes', async () => {
    const wallet = fakeStandardBitcoinWallet()
    const { provider } = await connected(wallet)
    wallet.spies.signTransaction.mockResolvedValueOnce([{ signedPsbt: 'cHNidP8=' }])
    await expect(
      provider.signPsbt({
        psbt: 'cHNidP8=',
        signInputs: [{ address: key.payment.address, index: 0 }],
      }),
    ).rejects.toMatchObject({ rpcCode: -32603 })
  })
})
