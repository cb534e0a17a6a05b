import { RawTx, Script, ScriptNum } from '@scure/btc-signer'

/**
 * The raw hex of a coinbase-like transaction paying `sats` to `script`, for block `height`: one
 * input with the null outpoint (64 zero hex digits, index 0xffffffff) whose scriptSig starts with
 * the height, as BIP34 asks, so that every funding transaction has its own txid.
 * @example fundingTransaction(5, p2wpkh(key).script, 100_000_000n) // '0200000001000000...'
 */
export function fundingTransaction(height: number, script: Uint8Array, sats: bigint): string {
  const scriptSig = Script.encode([
    ScriptNum().encode(BigInt(height)),
    new TextEncoder().encode('appkit sandbox faucet'),
  ])
  const bytes = RawTx.encode({
    version: 2,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: scriptSig,
        sequence: 0xffffffff,
      },
    ],
    outputs: [{ amount: sats, script }],
    witnesses: undefined,
    lockTime: 0,
  })
  return Buffer.from(bytes).toString('hex')
}
