import type { TransferUtxo } from './buildBitcoinTransfer.js'

/**
 * What sending through a Wallet Standard wallet needs of the chain, at the network's Esplora
 * base URL: the payment address's UTXOs, a fee rate (sat/vB) and a broadcast (resolving with the
 * txid). Tests pass their own; the kit's reads the Esplora API.
 */
export interface BitcoinChainReader {
  readUtxos(baseUrl: string, address: string): Promise<readonly TransferUtxo[]>
  readFeeRate(baseUrl: string): Promise<number>
  broadcast(baseUrl: string, hex: string): Promise<string>
}

/**
 * The kit's `BitcoinChainReader`: the Esplora client's calls, each fetched with `import()` when a
 * wallet first sends.
 * @example const utxos = await esploraChainReader.readUtxos(network.rpcUrls.default.http[0], address)
 */
export const esploraChainReader: BitcoinChainReader = {
  async readUtxos(baseUrl, address) {
    const { readEsploraUtxos } = await import('./esplora/readEsploraUtxos.js')
    return readEsploraUtxos(baseUrl, address)
  },
  async readFeeRate(baseUrl) {
    const { readEsploraFeeRate } = await import('./esplora/readEsploraFeeRate.js')
    return readEsploraFeeRate(baseUrl)
  },
  async broadcast(baseUrl, hex) {
    const { broadcastEsploraTransaction } = await import('./esplora/broadcastEsploraTransaction.js')
    return broadcastEsploraTransaction(baseUrl, hex)
  },
}
