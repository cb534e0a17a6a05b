import { type RegistryWallet, validateWalletLink } from '../../../core/kernel.js'

/**
 * Where to get a wallet: its homepage, else a store page, each checked again by the kit's link
 * rule (only http(s) web links; the registry's data is untrusted). `undefined` when none passes.
 * @example pickWalletLink(wallet) // 'https://metamask.io/'
 */
export function pickWalletLink(wallet: RegistryWallet): string | undefined {
  for (const link of [wallet.homepage, wallet.chrome_store, wallet.app_store, wallet.play_store]) {
    const valid = validateWalletLink(link, 'web')
    if (valid) return valid
  }
  return undefined
}
