// More real wallets for the stand-in registry, as a compact table written from public facts
// (names, homepages, the rdns their extensions announce, URL schemes of their apps). Ids and image
// ids are the stand-in's own (`compactWallets` derives them).

/**
 * name | homepage host | rdns ('' for none) | chains: e(vm) s(olana) b(itcoin) | mobile scheme ('' for none)
 */
export const knownWalletRows = `
Brave Wallet|brave.com/wallet|com.brave.wallet|esb|
Exodus|exodus.com|com.exodus.web3|esb|exodus
Frame|frame.sh|sh.frame|e|
Taho|taho.xyz|xyz.taho|e|
Enkrypt|enkrypt.com|com.enkrypt|eb|
Backpack|backpack.app|app.backpack|es|backpack
Coin98|coin98.com|coin98.com|es|coin98
Bitget Wallet|web3.bitget.com|com.bitget.web3|esb|bitkeep
TokenPocket|tokenpocket.pro|pro.tokenpocket|esb|tpoutside
SafePal|safepal.com|app.safepal|esb|safepalwallet
Keplr|keplr.app|app.keplr|e|keplrwallet
Core|core.app|app.core.extension|eb|core
Talisman|talisman.xyz|xyz.talisman|e|
SubWallet|subwallet.app|app.subwallet|e|subwallet
OneKey|onekey.so|so.onekey.app.wallet|esb|onekey-wallet
Magic Eden Wallet|wallet.magiceden.io|io.magiceden.wallet|esb|magiceden
Ronin Wallet|wallet.roninchain.com|com.roninchain.wallet|e|roninwallet
Ambire Wallet|ambire.com|com.ambire.wallet|e|ambire
Nightly|nightly.app|app.nightly|es|nightly
Binance Web3 Wallet|binance.com/web3wallet|com.binance.wallet|esb|bnc
Argent|argent.xyz||e|argent
imToken|token.im||eb|imtokenv2
1inch Wallet|1inch.io/wallet||e|oneinch
Zengo|zengo.com||eb|zengo
Crypto.com Onchain|crypto.com/onchain||e|dfw
Kraken Wallet|kraken.com/wallet||esb|krakenwallet
Robinhood Wallet|robinhood.com/web3-wallet||es|robinhood-wallet
Bitcoin.com Wallet|wallet.bitcoin.com||eb|bitcoincom
Blockchain.com Wallet|blockchain.com/wallet||eb|blockchain-wallet
Atomic Wallet|atomicwallet.io||esb|atomic
Guarda Wallet|guarda.com||esb|guarda
MathWallet|mathwallet.org||esb|mathwallet
AlphaWallet|alphawallet.com||e|awallet
Unstoppable Wallet|unstoppable.money||esb|unstoppable.money
Edge Wallet|edge.app||eb|edge
Status|status.app||e|status-app
Valora|valoraapp.com||e|celo
Pillar|pillar.fi||e|pillarwallet
Omni|omni.app||esb|omni
Spot|spot-wallet.com||eb|spot
Enjin Wallet|enjin.io/wallet||e|enjinwallet
Klever Wallet|klever.io||eb|kleverwallet
Gate Wallet|gate.io/web3||esb|gtweb3wallet
Bybit Wallet|bybit.com/web3||esb|bybitapp
Solflare|solflare.com||s|solflare
Glow|glow.app||s|glow
Xverse|xverse.app||b|xverse
Leather|leather.io||b|leather
UniSat Wallet|unisat.io||b|unisat
Sparrow Wallet|sparrowwallet.com||b|
Tangem|tangem.com||esb|tangem
Trezor Suite|trezor.io/trezor-suite||esb|
Keystone|keyst.one||esb|keystone
Coinomi|coinomi.com||eb|coinomi
Infinity Wallet|infinitywallet.io||e|infinity
Fireblocks|fireblocks.com||e|
Bitski|bitski.com||e|bitski
Sequence|sequence.xyz||e|
Family|family.co||e|family
Opera Crypto Browser|opera.com/crypto||e|opera
Fox Wallet|foxwallet.com||esb|foxwallet
HaloWallet|halo.social||e|halo
Portal|portalhq.io||e|portal
Zelcore|zelcore.io||eb|zel
`
