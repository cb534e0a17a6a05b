import * as bitcoinSiwx from '../adapters/bip122/bitcoinSiwx.js'
import * as eip155Siwx from '../adapters/eip155/eip155Siwx.js'
import * as solanaSiwx from '../adapters/solana/solanaSiwx.js'
import type { SiwxChains } from './SiwxChain.js'

/**
 * Every namespace's sign-in rules, for code that reads any message: the server's verifier
 * (`appkit/siwx-server`, which reaches runtime/core/siwx/ only) and tests. Code in the page
 * must not import it: the kit's sign-in asks its chain adapters (`siwxChainsOf`), so an app
 * without Solana or Bitcoin carries none of their rules.
 */
export const allSiwxChains: SiwxChains = {
  eip155: eip155Siwx,
  solana: solanaSiwx,
  bip122: bitcoinSiwx,
}
