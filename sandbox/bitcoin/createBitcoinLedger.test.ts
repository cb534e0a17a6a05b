import { OutScript, p2pkh, RawTx, Script, SigHash } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinDevAccount } from './bitcoinDevAccounts.js'
import { regtestGenesisHash, regtestNetwork } from './bitcoinRegtest.js'
import { createBitcoinLedger } from './createBitcoinLedger.js'
import { keyScript, type SpendInput, signSpend } from './fixtures/signSpend.js'
import { InvalidBitcoinAddressError } from './InvalidBitcoinAddressError.js'
import { TransactionRejectedError } from './TransactionRejectedError.js'

const alice = bitcoinDevAccount(0)
const bob = bitcoinDevAccount(1)
const carol = bitcoinDevAccount(2)
const startMs = 1_700_000_000_000

/** A ledger on a fixed clock, `alice.payment` funded with 1 BTC at height 1. */
function fundedLedger() {
  const ledger = createBitcoinLedger({ now: () => startMs })
  const funding = ledger.fund(alice.payment.address, 100_000_000n)
  const coin: SpendInput = {
    txid: funding,
    vout: 0,
    value: 100_000_000n,
    key: alice.payment,
    kind: 'payment',
  }
  return { ledger, funding, coin }
}

/** Decodes `hex`, lets `change` edit it, and encodes it again (signatures untouched). */
function tamper(hex: string, change: (raw: ReturnType<typeof RawTx.decode>) => void): string {
  const raw = RawTx.decode(Buffer.from(hex, 'hex'))
  change(raw)
  return Buffer.from(RawTx.encode(raw)).toString('hex')
}

describe('createBitcoinLedger: funding and mining', () => {
  it('starts at regtest genesis, height 0, with an empty mempool', () => {
    const ledger = createBitcoinLedger()
    expect(ledger.tipHeight()).toBe(0)
    expect(ledger.tipHash()).toBe(regtestGenesisHash)
    expect(ledger.mempool()).toEqual([])
    expect(ledger.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it('funds with a coinbase-like transaction mined at once in its own block', () => {
    const { ledger, funding } = fundedLedger()
    expect(ledger.tipHeight()).toBe(1)
    const transaction = ledger.transaction(funding)
    expect(transaction?.vin).toEqual([
      {
        txid: '0'.repeat(64),
        vout: 0xffffffff,
        prevout: null,
        scriptsig: expect.stringMatching(/^[0-9a-f]+$/),
        witness: [],
        is_coinbase: true,
        sequence: 0xffffffff,
      },
    ])
    expect(transaction?.vout).toEqual([
      {
        scriptpubkey: Buffer.from(keyScript(alice.payment, 'payment')).toString('hex'),
        scriptpubkey_type: 'v0_p2wpkh',
        scriptpubkey_address: alice.payment.address,
        value: 100_000_000,
      },
    ])
    expect(transaction?.fee).toBe(0)
    expect(transaction?.status).toEqual({
      confirmed: true,
      block_height: 1,
      block_hash: ledger.tipHash(),
      block_time: startMs / 1000,
    })
    expect(ledger.balance(alice.payment.address)).toEqual({
      confirmed: 100_000_000n,
      unconfirmed: 0n,
    })
  })

  it('gives each funding its own txid, even for the same address and amount', () => {
    const ledger = createBitcoinLedger()
    const first = ledger.fund(alice.payment.address, 1000n)
    const second = ledger.fund(alice.payment.address, 1000n)
    expect(first).not.toBe(second)
    expect(ledger.utxos(alice.payment.address).map((utxo) => utxo.txid)).toEqual([first, second])
  })

  it('refuses to fund a non-regtest address or a non-positive amount', () => {
    const ledger = createBitcoinLedger()
    expect(() => ledger.fund('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 1000n)).toThrow(
      InvalidBitcoinAddressError,
    )
    expect(() => ledger.fund(alice.payment.address, 0n)).toThrow(/positive bigint/)
    expect(ledger.tipHeight()).toBe(0)
  })

  it('mines n blocks, the first with the whole mempool, and refuses a bad count', () => {
    const { ledger, coin } = fundedLedger()
    const txid = ledger.submit(
      signSpend([coin], [{ address: bob.payment.address, sats: 99_990_000n }]),
    )
    const hashes = ledger.mine(3)
    expect(hashes).toHaveLength(3)
    expect(new Set(hashes).size).toBe(3)
    expect(ledger.tipHeight()).toBe(4)
    expect(ledger.tipHash()).toBe(hashes[2])
    expect(ledger.transactionStatus(txid)).toMatchObject({ block_height: 2, block_hash: hashes[0] })
    expect(ledger.mempool()).toEqual([])
    for (const bad of [0, -1, 1.5, 1001]) expect(() => ledger.mine(bad)).toThrow(RangeError)
  })
})

describe('createBitcoinLedger: accepted spends', () => {
  it('accepts a P2WPKH spend, mines it, and moves balances and UTXOs exactly', () => {
    const { ledger, coin } = fundedLedger()
    const hex = signSpend(
      [coin],
      [
        { address: bob.payment.address, sats: 30_000_000n },
        { address: alice.payment.address, sats: 69_990_000n },
      ],
    )
    const txid = ledger.submit(hex)
    expect(ledger.mempool()).toEqual([txid])
    expect(ledger.transaction(txid)?.fee).toBe(10_000)
    expect(ledger.transactionHex(txid)).toBe(hex)
    expect(ledger.transactionStatus(txid)).toEqual({ confirmed: false })
    expect(ledger.balance(alice.payment.address)).toEqual({
      confirmed: 100_000_000n,
      unconfirmed: -30_010_000n,
    })
    expect(ledger.balance(bob.payment.address)).toEqual({ confirmed: 0n, unconfirmed: 30_000_000n })
    expect(ledger.utxos(alice.payment.address)).toEqual([
      { txid, vout: 1, value: 69_990_000, status: { confirmed: false } },
    ])

    const [hash] = ledger.mine()
    const confirmed = {
      confirmed: true,
      block_height: 2,
      block_hash: hash,
      block_time: startMs / 1000,
    }
    expect(ledger.transactionStatus(txid)).toEqual(confirmed)
    expect(ledger.balance(alice.payment.address)).toEqual({
      confirmed: 69_990_000n,
      unconfirmed: 0n,
    })
    expect(ledger.balance(bob.payment.address)).toEqual({ confirmed: 30_000_000n, unconfirmed: 0n })
    expect(ledger.utxos(bob.payment.address)).toEqual([
      { txid, vout: 0, value: 30_000_000, status: confirmed },
    ])
    expect(ledger.addressInfo(alice.payment.address)).toEqual({
      address: alice.payment.address,
      chain_stats: {
        funded_txo_count: 2,
        funded_txo_sum: 169_990_000,
        spent_txo_count: 1,
        spent_txo_sum: 100_000_000,
        tx_count: 2,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
    })
  })

  it('accepts a chain of unconfirmed spends and mines parent before child', () => {
    const { ledger, coin } = fundedLedger()
    const parent = ledger.submit(
      signSpend([coin], [{ address: bob.payment.address, sats: 99_990_000n }]),
    )
    const child = ledger.submit(
      signSpend(
        [{ txid: parent, vout: 0, value: 99_990_000n, key: bob.payment, kind: 'payment' }],
        [{ address: carol.payment.address, sats: 99_980_000n }],
      ),
    )
    expect(ledger.mempool()).toEqual([parent, child])
    ledger.mine()
    expect(ledger.balance(carol.payment.address).confirmed).toBe(99_980_000n)
    expect(ledger.history(bob.payment.address).map((entry) => entry.txid)).toEqual([child, parent])
  })

  it('accepts P2TR key-path spends: DEFAULT (64-byte) and SIGHASH_ALL (65-byte) signatures', () => {
    const ledger = createBitcoinLedger()
    const first = ledger.fund(alice.ordinal.address, 50_000n)
    const second = ledger.fund(alice.ordinal.address, 50_000n)
    const spend = (txid: string, sighash?: SigHash) =>
      signSpend(
        [{ txid, vout: 0, value: 50_000n, key: alice.ordinal, kind: 'ordinal', sighash }],
        [{ address: bob.ordinal.address, sats: 49_000n }],
      )
    const defaultTxid = ledger.submit(spend(first))
    const explicitTxid = ledger.submit(spend(second, SigHash.ALL))
    expect(ledger.transaction(defaultTxid)?.vin[0]?.witness[0]).toHaveLength(128)
    expect(ledger.transaction(explicitTxid)?.vin[0]?.witness[0]).toHaveLength(130)
    expect(ledger.balance(bob.ordinal.address)).toEqual({ confirmed: 0n, unconfirmed: 98_000n })
  })

  it('accepts a transaction mixing P2WPKH and P2TR inputs (BIP341 hashes every spent output)', () => {
    const { ledger, coin } = fundedLedger()
    const ordinal = ledger.fund(alice.ordinal.address, 10_000n)
    const txid = ledger.submit(
      signSpend(
        [coin, { txid: ordinal, vout: 0, value: 10_000n, key: alice.ordinal, kind: 'ordinal' }],
        [{ address: bob.payment.address, sats: 100_000_000n }],
      ),
    )
    expect(ledger.transaction(txid)?.fee).toBe(10_000)
  })

  it('accepts an OP_RETURN output of 0 sats, and keeps it out of the UTXO set', () => {
    const { ledger, coin } = fundedLedger()
    const data = Script.encode(['RETURN', new TextEncoder().encode('sandbox')])
    const txid = ledger.submit(
      signSpend(
        [coin],
        [
          { address: bob.payment.address, sats: 99_990_000n },
          { script: data, sats: 0n },
        ],
      ),
    )
    expect(ledger.transaction(txid)?.vout[1]).toEqual({
      scriptpubkey: Buffer.from(data).toString('hex'),
      scriptpubkey_type: 'op_return',
      value: 0,
    })
    const spendOpReturn = signSpend(
      [{ txid, vout: 1, value: 0n, key: bob.payment, kind: 'payment' }],
      [{ address: bob.payment.address, sats: 0n }],
    )
    expect(() => ledger.submit(spendOpReturn)).toThrow(/does not have/)
  })
})

describe('createBitcoinLedger: refused transactions', () => {
  const refused = (run: () => unknown, reason: RegExp) => {
    expect(run).toThrow(TransactionRejectedError)
    expect(run).toThrow(reason)
  }

  it('refuses a double spend of a mempool-spent output, then of a chain-spent one', () => {
    const { ledger, coin } = fundedLedger()
    const first = ledger.submit(
      signSpend([coin], [{ address: bob.payment.address, sats: 99_990_000n }]),
    )
    const second = signSpend([coin], [{ address: carol.payment.address, sats: 99_990_000n }])
    refused(
      () => ledger.submit(second),
      new RegExp(
        `double spend: input 0 spends ${coin.txid}:0, already spent by ${first} in the mempool`,
      ),
    )
    ledger.mine()
    refused(() => ledger.submit(second), new RegExp(`already spent by ${first} in a block`))
    expect(ledger.balance(carol.payment.address)).toEqual({ confirmed: 0n, unconfirmed: 0n })
  })

  it('refuses the same transaction twice', () => {
    const { ledger, coin } = fundedLedger()
    const hex = signSpend([coin], [{ address: bob.payment.address, sats: 99_990_000n }])
    const txid = ledger.submit(hex)
    refused(() => ledger.submit(hex), new RegExp(`transaction ${txid} is already known`))
  })

  it('refuses a P2WPKH signature that does not verify', () => {
    const { ledger, coin } = fundedLedger()
    const hex = signSpend([coin], [{ address: bob.payment.address, sats: 99_990_000n }])
    const forged = tamper(hex, (raw) => {
      const signature = raw.witnesses?.[0]?.[0]
      if (signature) signature[10] = (signature[10] ?? 0) ^ 1
    })
    refused(() => ledger.submit(forged), /input 0: the signature does not verify/)
  })

  it('refuses outputs changed after signing (P2WPKH and P2TR)', () => {
    const { ledger, coin } = fundedLedger()
    const ordinal = ledger.fund(alice.ordinal.address, 10_000n)
    for (const input of [
      coin,
      { txid: ordinal, vout: 0, value: 10_000n, key: alice.ordinal, kind: 'ordinal' } as const,
    ]) {
      const hex = signSpend([input], [{ address: bob.payment.address, sats: 5_000n }])
      const redirected = tamper(hex, (raw) => {
        const output = raw.outputs[0]
        if (output) output.script = keyScript(carol.payment, 'payment')
      })
      refused(() => ledger.submit(redirected), /input 0: the signature does not verify/)
    }
  })

  it("refuses a spend signed with another account's key (P2WPKH and P2TR)", () => {
    const { ledger, coin } = fundedLedger()
    const wrongPayment = signSpend(
      [{ ...coin, key: bob.payment }],
      [{ address: bob.payment.address, sats: 99_990_000n }],
    )
    refused(() => ledger.submit(wrongPayment), /input 0: the witness key does not match/)
    const ordinal = ledger.fund(alice.ordinal.address, 10_000n)
    const wrongOrdinal = signSpend(
      [{ txid: ordinal, vout: 0, value: 10_000n, key: bob.ordinal, kind: 'ordinal' }],
      [{ address: bob.payment.address, sats: 9_000n }],
    )
    refused(() => ledger.submit(wrongOrdinal), /input 0: the signature does not verify/)
  })

  it('refuses outputs worth more than the inputs', () => {
    const { ledger, coin } = fundedLedger()
    // Signed as if the coin held one sat more: btc-signer itself refuses to overspend.
    const hex = signSpend(
      [{ ...coin, claimedValue: 100_000_001n }],
      [{ address: bob.payment.address, sats: 100_000_001n }],
    )
    refused(
      () => ledger.submit(hex),
      /the outputs pay 100000001 sats, more than the inputs' 100000000 sats/,
    )
  })

  it('refuses an input spending an output the ledger does not have', () => {
    const { ledger, coin } = fundedLedger()
    for (const input of [
      { ...coin, txid: 'ab'.repeat(32) },
      { ...coin, vout: 1 },
    ]) {
      const hex = signSpend([input], [{ address: bob.payment.address, sats: 1000n }])
      refused(() => ledger.submit(hex), /an output the sandbox ledger does not have/)
    }
  })

  it('refuses an output below its dust limit, by type', () => {
    const { ledger, coin } = fundedLedger()
    const legacy = p2pkh(
      Uint8Array.from(Buffer.from(carol.payment.publicKey, 'hex')),
      regtestNetwork,
    )
    const cases = [
      { address: bob.payment.address, sats: 293n, reason: /294 sats for v0_p2wpkh/ },
      { address: bob.ordinal.address, sats: 329n, reason: /330 sats for v1_p2tr/ },
      { address: legacy.address as string, sats: 545n, reason: /546 sats for p2pkh/ },
    ]
    for (const { address, sats, reason } of cases) {
      const hex = signSpend([coin], [{ address, sats }])
      refused(() => ledger.submit(hex), reason)
    }
    // At the limit it passes.
    expect(
      ledger.submit(signSpend([coin], [{ address: bob.payment.address, sats: 294n }])),
    ).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses malformed hex and bytes that are no transaction', () => {
    const { ledger, coin } = fundedLedger()
    const good = signSpend([coin], [{ address: bob.payment.address, sats: 99_990_000n }])
    refused(() => ledger.submit(''), /malformed transaction hex/)
    refused(() => ledger.submit('abc'), /malformed transaction hex/)
    refused(() => ledger.submit('zz'.repeat(40)), /malformed transaction hex/)
    refused(() => ledger.submit('00'.repeat(40)), /malformed transaction|no inputs/)
    refused(() => ledger.submit(good.slice(0, -10)), /malformed transaction/)
    refused(() => ledger.submit(`${good}00`), /malformed transaction/)
    expect(ledger.mempool()).toEqual([])
  })

  it('refuses every one-byte change and every truncation of a signed transaction, with a reason', () => {
    const { ledger, coin } = fundedLedger()
    const ordinal = ledger.fund(alice.ordinal.address, 10_000n)
    const bytes = Buffer.from(
      signSpend(
        [coin, { txid: ordinal, vout: 0, value: 10_000n, key: alice.ordinal, kind: 'ordinal' }],
        [{ address: bob.payment.address, sats: 100_000_000n }],
      ),
      'hex',
    )
    for (let index = 0; index < bytes.length; index++) {
      const changed = Buffer.from(bytes)
      changed[index] = (changed[index] ?? 0) ^ 0x01
      refused(() => ledger.submit(changed.toString('hex')), /./)
      refused(() => ledger.submit(bytes.subarray(0, index).toString('hex')), /./)
    }
    expect(ledger.mempool()).toEqual([])
  })

  it('refuses a coinbase and inputs of types it does not verify, naming the type', () => {
    const ledger = createBitcoinLedger()
    const legacyKey = Uint8Array.from(Buffer.from(carol.payment.publicKey, 'hex'))
    const legacy = p2pkh(legacyKey, regtestNetwork)
    const funding = ledger.fund(legacy.address as string, 10_000n)
    const spend = (txid: string, index: number) =>
      Buffer.from(
        RawTx.encode({
          version: 2,
          segwitFlag: false,
          inputs: [
            {
              txid: Buffer.from(txid, 'hex'),
              index,
              finalScriptSig: Script.encode([legacyKey]),
              sequence: 0xffffffff,
            },
          ],
          outputs: [
            { amount: 9_000n, script: OutScript.encode({ type: 'pkh', hash: legacy.hash }) },
          ],
          witnesses: undefined,
          lockTime: 0,
        }),
      ).toString('hex')
    refused(
      () => ledger.submit(spend(funding, 0)),
      /input 0: unsupported input type in the sandbox ledger: p2pkh/,
    )
    refused(() => ledger.submit(spend('0'.repeat(64), 0xffffffff)), /coinbase/)
  })
})
