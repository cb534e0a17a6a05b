/** One address a Bitcoin wallet shares, as `getAccountAddresses` lists it. */
export interface BitcoinAccountAddress {
  address: string
  /** Hex: 33-byte compressed key (payment), 32-byte x-only key (taproot), when the wallet gives it. */
  publicKey?: string | undefined
  /** Derivation path, when the wallet gives it. */
  path?: string | undefined
  /** SPEC section 3's account type: `payment` (index 0) or `ordinal` (index 1). */
  purpose: 'payment' | 'ordinal'
}

/** A PSBT input the wallet is asked to sign. */
export interface BitcoinSignInput {
  /** The address whose key signs. */
  address: string
  /** The input's index in the PSBT. */
  index: number
  /** Sighash types allowed for it (default: SIGHASH_ALL, or DEFAULT for taproot). */
  sighashTypes?: readonly number[] | undefined
}

/**
 * What an app talks to a Bitcoin wallet through (`useAppKitProvider('bip122')`), whatever the
 * connector: a WBIP004 or Wallet Standard browser wallet, or WalletConnect's bip122 requests.
 * A rejection has `rpcCode` 4001, as on the other namespaces.
 * @example
 * const txid = await provider.sendTransfer({ recipient: 'bcrt1q...', amount: '15000' })
 */
export interface BitcoinProvider {
  /** The payment and ordinal addresses the wallet shares with this site. */
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>
  /**
   * Signs `message` with `address`'s key (default: the connected account): BIP-322 by default,
   * `ecdsa` for the legacy "Bitcoin Signed Message" form. Resolves with the base64 signature.
   */
  signMessage(parameters: {
    message: string
    address?: string | undefined
    protocol?: 'bip322' | 'ecdsa' | undefined
  }): Promise<string>
  /** Sends `amount` satoshis (a decimal string) to `recipient`; resolves with the txid. */
  sendTransfer(parameters: { recipient: string; amount: string }): Promise<string>
  /** Signs the base64 PSBT's `signInputs`; with `broadcast`, also sends it (then `txid`). */
  signPsbt(parameters: {
    psbt: string
    signInputs: readonly BitcoinSignInput[]
    broadcast?: boolean | undefined
  }): Promise<{ psbt: string; txid?: string | undefined }>
}
