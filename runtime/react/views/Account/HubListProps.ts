import type { CaipNetwork } from '../../../../schema/index.js'
import type { loadBlockchainApi } from '../../../core/kernel.js'

/** The Blockchain API client, once its chunk has arrived. */
export type BlockchainApi = Awaited<ReturnType<typeof loadBlockchainApi>>

/** What the NFTs and Activity tabs list: one account on one network, through the client. */
export interface HubListProps {
  /** `undefined` until the client's chunk has arrived. */
  api: BlockchainApi | undefined
  address: string
  network: CaipNetwork
}
