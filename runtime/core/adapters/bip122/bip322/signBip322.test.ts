import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { OutScript, p2pkh, p2tr, p2wpkh, RawTx, RawWitness, SigHash } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, bitcoinRegtest } from './BitcoinNetworkParams.js'
import { bip322Challenge } from './bip322Challenge.js'
import { bip322ToSign, bip322ToSpendTxid } from './bip322Transactions.js'
import { signBip322Simple } from './signBip322.js'
import { taprootKeyPathKey } from './taprootKeyPath.js'
import { verifyBip322 } from './verifyBip322.js'

const network = bitcoinRegtest
const privateKey = secp256k1.utils.randomPrivateKey()
const other = secp256k1.utils.randomPrivateKey()
const payment = p2wpkh(secp256k1.getPublicKey(privateKey, true), network).address as string
const ordinal = p2tr(schnorr.getPublicKey(privateKey), undefined, network).address as string
const message = 'service.org wants you to sign in with your Bitcoin account:'

/** The simple signature's witness put in a full `to_sign` (version 0, one input, OP_RETURN). */
function asFullSignature(address: string, signature: string, version = 0): string {
  const toSpend = bip322ToSpendTxid(message, bip322Challenge(address, network).script)
  const raw = RawTx.encode({
    version,
    segwitFlag: true,
    inputs: [{ txid: toSpend, index: 0, finalScriptSig: new Uint8Array(), sequence: 0 }],
    outputs: [{ amount: 0n, script: new Uint8Array([0x6a]) }],
    witnesses: [RawWitness.decode(base64.decode(signature))],
    lockTime: 0,
  })
  return base64.encode(raw)
}

/**
 * The witness (base64) that signs `to_sign` of `version` for `address` with `privateKey`, as a
 * wallet making a full signature with other terms would: SIGHASH_ALL, P2WPKH or key-path P2TR.
 */
function signToSign(address: string, version: number): string {
  const challenge = bip322Challenge(address, network)
  const toSign = bip322ToSign(bip322ToSpendTxid(message, challenge.script), {
    version,
    lockTime: 0,
    sequence: 0,
  })
  if (challenge.type === 'p2wpkh') {
    const scriptCode = OutScript.encode({ type: 'pkh', hash: challenge.hash })
    const hash = toSign.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
    const der = secp256k1.sign(hash, privateKey, { lowS: true }).toDERRawBytes()
    const witness = [
      new Uint8Array([...der, SigHash.ALL]),
      secp256k1.getPublicKey(privateKey, true),
    ]
    return base64.encode(RawWitness.encode(witness))
  }
  if (challenge.type !== 'p2tr') throw new Error(`${address} is ${challenge.type}`)
  const hash = toSign.preimageWitnessV1(0, [challenge.script], SigHash.ALL, [0n])
  const signature = schnorr.sign(hash, taprootKeyPathKey(privateKey))
  return base64.encode(RawWitness.encode([new Uint8Array([...signature, SigHash.ALL])]))
}

describe('signBip322Simple and verifyBip322 on regtest', () => {
  it.each([
    ['P2WPKH', payment],
    ['P2TR', ordinal],
  ])('round-trips a %s signature, and refuses it for another message', (_type, address) => {
    const signature = signBip322Simple({ privateKey, address, message, network })
    expect(verifyBip322({ address, message, signature, network })).toBe(true)
    expect(verifyBip322({ address, message: `${message}!`, signature, network })).toBe(false)
  })

  it('writes a P2TR signature of 65 bytes ending in SIGHASH_ALL', () => {
    const signature = signBip322Simple({ privateKey, address: ordinal, message, network })
    const [element] = RawWitness.decode(base64.decode(signature))
    expect(element).toHaveLength(65)
    expect(element?.[64]).toBe(0x01)
  })

  it("refuses a signature for another key's address", () => {
    const signature = signBip322Simple({ privateKey, address: payment, message, network })
    const stranger = p2wpkh(secp256k1.getPublicKey(other, true), network).address as string
    expect(verifyBip322({ address: stranger, message, signature, network })).toBe(false)
  })

  it('refuses a regtest signature checked against mainnet rules (the address does not decode)', () => {
    const signature = signBip322Simple({ privateKey, address: payment, message, network })
    expect(verifyBip322({ address: payment, message, signature, network: bitcoinMainnet })).toBe(
      false,
    )
  })

  it.each([
    ['P2WPKH', payment],
    ['P2TR', ordinal],
  ])('verifies the full form of a %s signature (version 0 and 2)', (_type, address) => {
    const simple = signBip322Simple({ privateKey, address, message, network })
    expect(
      verifyBip322({ address, message, signature: asFullSignature(address, simple), network }),
    ).toBe(true)
    // A witness signed over the version 2 `to_sign` itself.
    const version2 = asFullSignature(address, signToSign(address, 2), 2)
    expect(verifyBip322({ address, message, signature: version2, network })).toBe(true)
    expect(verifyBip322({ address, message: `${message}!`, signature: version2, network })).toBe(
      false,
    )
  })

  it.each([
    ['P2WPKH', payment],
    ['P2TR', ordinal],
  ])(
    'refuses a %s version 0 witness put in a version 2 to_sign (the sighash differs)',
    (_type, address) => {
      const simple = signBip322Simple({ privateKey, address, message, network })
      expect(
        verifyBip322({ address, message, signature: asFullSignature(address, simple, 2), network }),
      ).toBe(false)
    },
  )

  it('refuses malformed signatures without throwing', () => {
    for (const signature of ['', 'not base64!', base64.encode(new Uint8Array(65)), 'AA==']) {
      expect(verifyBip322({ address: payment, message, signature, network })).toBe(false)
    }
  })

  it('refuses a P2WPKH witness whose signature has another sighash type', () => {
    const signature = signBip322Simple({ privateKey, address: payment, message, network })
    const [der, key] = RawWitness.decode(base64.decode(signature)) as [Uint8Array, Uint8Array]
    const none = new Uint8Array([...der.subarray(0, -1), 0x02])
    const tampered = base64.encode(RawWitness.encode([none, key]))
    expect(verifyBip322({ address: payment, message, signature: tampered, network })).toBe(false)
  })

  it('refuses to sign with a key that does not control the address', () => {
    expect(() =>
      signBip322Simple({ privateKey: other, address: payment, message, network }),
    ).toThrow(`This private key does not control ${payment}.`)
    expect(() =>
      signBip322Simple({ privateKey: other, address: ordinal, message, network }),
    ).toThrow(`This private key does not control ${ordinal}`)
  })

  it('refuses to sign for a P2PKH address, pointing to the legacy format', () => {
    const legacy = p2pkh(secp256k1.getPublicKey(privateKey, true), network).address as string
    expect(() => signBip322Simple({ privateKey, address: legacy, message, network })).toThrow(
      'sign it with the legacy message format',
    )
  })

  it('refuses to sign for an address of another network, naming it', () => {
    const mainnet = p2wpkh(secp256k1.getPublicKey(privateKey, true)).address as string
    expect(() => signBip322Simple({ privateKey, address: mainnet, message, network })).toThrow(
      `${mainnet} is not an address of this Bitcoin network`,
    )
  })
})
