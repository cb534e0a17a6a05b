import { Address, OutScript } from '@scure/btc-signer'
import { regtestNetwork } from './bitcoinRegtest.js'
import { InvalidBitcoinAddressError } from './InvalidBitcoinAddressError.js'

/** A regtest address decoded: the output script it stands for, and its canonical spelling. */
export interface RegtestAddress {
  /** Lower-case bech32, or base58 as given. */
  address: string
  script: Uint8Array
  /** The script as hex: the ledger's index key. */
  scriptHex: string
}

const otherNetworks: Record<string, string> = { bc: 'mainnet', tb: 'testnet or signet' }

function why(address: string, error: unknown): string {
  const hrp = /^(bc|tb)1/i.exec(address)?.[1]?.toLowerCase()
  if (hrp)
    return `${hrp}1... is a ${otherNetworks[hrp]} address; the sandbox ledger is regtest (bcrt1...)`
  const detail = error instanceof Error ? error.message : String(error)
  return `${detail} (expected a regtest address: bcrt1..., m..., n... or 2...)`
}

/**
 * Decodes a regtest address (bech32 `bcrt`, base58 versions 0x6f and 0xc4) with btc-signer.
 * Throws `InvalidBitcoinAddressError` naming what is wrong for anything else.
 * @example decodeRegtestAddress('bcrt1q...').scriptHex // '0014...'
 */
export function decodeRegtestAddress(address: string): RegtestAddress {
  // Checked here, not by the decoder: a space or control character must not reach a message.
  if (!/^[0-9A-Za-z]{14,90}$/.test(address)) {
    throw new InvalidBitcoinAddressError(
      address,
      'expected 14 to 90 letters and digits (bech32 or base58), with no spaces or symbols',
    )
  }
  let decoded: ReturnType<ReturnType<typeof Address>['decode']>
  try {
    decoded = Address(regtestNetwork).decode(address)
  } catch (error) {
    throw new InvalidBitcoinAddressError(address, why(address, error))
  }
  const script = OutScript.encode(decoded)
  return {
    address: Address(regtestNetwork).encode(decoded),
    script,
    scriptHex: Buffer.from(script).toString('hex'),
  }
}
