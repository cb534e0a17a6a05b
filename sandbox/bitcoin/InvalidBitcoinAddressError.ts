/**
 * An address that is malformed or not a regtest address. Its message is what the Esplora API
 * answers with a 400: `Invalid Bitcoin address: <why>`.
 * @example throw new InvalidBitcoinAddressError('bc1q...', 'prefix bc is not regtest (bcrt)')
 */
export class InvalidBitcoinAddressError extends Error {
  override name = 'InvalidBitcoinAddressError'

  constructor(
    /** The address as given; the message leaves it out, since it may be anything. */
    readonly address: string,
    why: string,
  ) {
    super(`Invalid Bitcoin address: ${why}`)
  }
}
