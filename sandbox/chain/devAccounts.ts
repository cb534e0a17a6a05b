import { type Address, type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** anvil's default mnemonic (public test data, never a secret); passed to anvil explicitly too. */
export const devMnemonic = 'test test test test test test test test test test test junk'

/** How many funded accounts the sandbox chain has (anvil's default). */
export const devAccountCount = 10

/** A funded dev account of the sandbox chain. */
export interface DevAccount {
  address: Address
  privateKey: Hex
}

let derived: readonly DevAccount[] | undefined

/**
 * The sandbox chain's dev accounts, derived from `devMnemonic` with viem (m/44'/60'/0'/0/i), so no
 * key is written down anywhere. Derivation costs a few hundred ms, so it is done once per process.
 * @example
 * const [deployer] = devAccounts() // deployer.address === '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function devAccounts(): readonly DevAccount[] {
  derived ??= Object.freeze(
    Array.from({ length: devAccountCount }, (_, addressIndex) => {
      const account = mnemonicToAccount(devMnemonic, { addressIndex })
      const key = account.getHdKey().privateKey
      if (!key) throw new Error(`dev account ${addressIndex} has no private key`)
      return Object.freeze({ address: account.address, privateKey: toHex(key) })
    }),
  )
  return derived
}
