// The Bitcoin entry (`appkit/bitcoin`): the chain adapter for bip122 browser wallets and
// WalletConnect. An entry of its own, so that an app without Bitcoin networks never reaches its
// lazily loaded code (the generated module imports it only for a config with Bitcoin networks).

export type {
  BitcoinAccountAddress,
  BitcoinProvider,
  BitcoinSignInput,
} from './BitcoinProvider.js'
export { bitcoinAdapter } from './bitcoinAdapter.js'
