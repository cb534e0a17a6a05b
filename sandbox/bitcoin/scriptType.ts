import { Address, OutScript } from '@scure/btc-signer'
import { regtestNetwork } from './bitcoinRegtest.js'

/** An output script's type as Esplora names it in `scriptpubkey_type`. */
export type EsploraScriptType =
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'op_return'
  | 'multisig'
  | 'unknown'

const OP_RETURN = 0x6a

/** True for an OP_RETURN (data carrier) script: provably unspendable, so never a UTXO. */
export function isOpReturn(script: Uint8Array): boolean {
  return script[0] === OP_RETURN
}

/**
 * True for a segwit output (BIP141): OP_0 or OP_1..OP_16, then one push of 2 to 40 bytes that
 * ends the script. Its spend is cheaper, so its dust limit is lower.
 */
export function isWitnessProgram(script: Uint8Array): boolean {
  const [version, length] = script
  if (version === undefined || length === undefined) return false
  const versionOk = version === 0 || (version >= 0x51 && version <= 0x60)
  return versionOk && length >= 2 && length <= 40 && script.length === length + 2
}

const types: Record<string, EsploraScriptType> = {
  pk: 'p2pk',
  pkh: 'p2pkh',
  sh: 'p2sh',
  wpkh: 'v0_p2wpkh',
  wsh: 'v0_p2wsh',
  tr: 'v1_p2tr',
  ms: 'multisig',
}

function decode(script: Uint8Array) {
  try {
    return OutScript.decode(script)
  } catch {
    // btc-signer refuses some scripts outright (a bad key in a P2PK, say): not one we name.
    return undefined
  }
}

/**
 * The Esplora type of an output script.
 * @example scriptType(p2wpkh(publicKey).script) // 'v0_p2wpkh'
 */
export function scriptType(script: Uint8Array): EsploraScriptType {
  if (isOpReturn(script)) return 'op_return'
  const decoded = decode(script)
  return (decoded && types[decoded.type]) ?? 'unknown'
}

/**
 * The regtest address an output script pays, or undefined for scripts with no address
 * (OP_RETURN, bare keys and multisig, unknown scripts).
 * @example scriptAddress(p2wpkh(publicKey).script) // 'bcrt1q...'
 */
export function scriptAddress(script: Uint8Array): string | undefined {
  const decoded = decode(script)
  if (!decoded || !['pkh', 'sh', 'wpkh', 'wsh', 'tr'].includes(decoded.type)) return undefined
  return Address(regtestNetwork).encode(decoded)
}
