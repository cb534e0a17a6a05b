import { type Address, getAddress, isAddressEqual, parseEther, parseUnits } from 'viem'
import { devAccounts } from '../chain/devAccounts.js'
import type { Transaction } from './BlockchainApiTypes.js'
import type { PlacedTransaction } from './collectTransactions.js'
import { type SandboxAsset, sandboxAssets } from './sandboxAssets.js'
import { toFungibleTransfer } from './toTransfer.js'

/** The chain the archive entries claim to be on. */
export const archiveChainId = 31337

/** Where the archive's `withdraw` sends to: a made-up address, spelling "5A4DB0C5" (SANDBOX). */
const sandboxVault = getAddress('0x000000000000000000000000000000005a4db0c5')

interface ArchiveEntry {
  /** Years before the current one, month (1-12) and day, at noon UTC. */
  yearsAgo: number
  month: number
  day: number
  operationType: Transaction['metadata']['operationType']
  asset: SandboxAsset
  amount: bigint
  /** The other party: a dev account index, or the made-up vault. */
  counterparty: number | 'vault'
}

// Fixed, so the Activity tab always has a previous year's December (two entries), November, and a
// year further back, and the +, - and unsigned amounts of receive, withdraw and send.
const entries: readonly ArchiveEntry[] = [
  {
    yearsAgo: 1,
    month: 12,
    day: 20,
    operationType: 'receive',
    asset: sandboxAssets.token,
    amount: parseUnits('250', sandboxAssets.token.decimals),
    counterparty: 1,
  },
  {
    yearsAgo: 1,
    month: 12,
    day: 3,
    operationType: 'send',
    asset: sandboxAssets.native,
    amount: parseEther('0.1'),
    counterparty: 2,
  },
  {
    yearsAgo: 1,
    month: 11,
    day: 14,
    operationType: 'withdraw',
    asset: sandboxAssets.native,
    amount: parseEther('0.5'),
    counterparty: 'vault',
  },
  {
    yearsAgo: 2,
    month: 6,
    day: 9,
    operationType: 'receive',
    asset: sandboxAssets.native,
    amount: parseEther('1'),
    counterparty: 1,
  },
]

function partyAddress(counterparty: ArchiveEntry['counterparty']): Address {
  if (counterparty === 'vault') return sandboxVault
  const account = devAccounts()[counterparty]
  if (!account) throw new Error(`no dev account ${counterparty}`)
  return account.address
}

/**
 * Fixed, clearly sandbox-made history entries of dev account 0 on eip155:31337, older than anything
 * the chain holds (a fresh anvil chain has only today's blocks), so the Activity tab's month and
 * year grouping has something to group. Dated relative to `now`; ids start `sandbox-archive-` and
 * hashes repeat `5a4db0c5`. None for any other address.
 * @example
 * archiveTransactions(devAccounts()[0].address, assetsUrl).map((entry) => entry.transaction.id)
 * // ['sandbox-archive-1', 'sandbox-archive-2', 'sandbox-archive-3', 'sandbox-archive-4']
 */
export function archiveTransactions(
  address: Address,
  assetsUrl: string,
  now: Date = new Date(),
): PlacedTransaction[] {
  const owner = devAccounts()[0]?.address
  if (!owner || !isAddressEqual(address, owner)) return []
  return entries.map((entry, index) => {
    const number = index + 1
    const time = Date.UTC(now.getUTCFullYear() - entry.yearsAgo, entry.month - 1, entry.day, 12)
    const other = partyAddress(entry.counterparty)
    const sends = entry.operationType !== 'receive'
    const hash = `0x${'5a4db0c5'.repeat(7)}${number.toString(16).padStart(8, '0')}`
    return {
      // Block 0 holds no transactions on a sandbox chain, so these places never meet a live one.
      place: [Math.floor(time / 1000), archiveChainId, 0, number] as const,
      transaction: {
        id: `sandbox-archive-${number}`,
        metadata: {
          operationType: entry.operationType,
          hash,
          minedAt: new Date(time).toISOString(),
          sentFrom: sends ? owner : other,
          sentTo: sends ? other : owner,
          status: 'confirmed',
          nonce: sends ? number : 0,
          chain: `eip155:${archiveChainId}`,
        },
        transfers: [toFungibleTransfer(entry.asset, entry.amount, sends ? 'out' : 'in', assetsUrl)],
      },
    }
  })
}
