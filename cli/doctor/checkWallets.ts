import * as z from 'zod/mini'
import type { AppKitConfig } from '../../schema/index.js'
import { terminalText } from '../terminalText.js'
import { check, type DoctorCheck, type RemoteCheckContext } from './DoctorCheck.js'
import { describeWalletApiFailure } from './describeWalletApiFailure.js'
import { fetchWalletApi } from './fetchWalletApi.js'

const walletsSchema = z.object({
  data: z.array(z.looseObject({ id: z.string(), name: z.string() })),
  count: z.number(),
})

const lists = ['featured', 'include', 'exclude'] as const
// The modal's cap on a wallet name (runtime/core/connectors/sanitizeWalletName.ts), which the
// CLI's import rule keeps it from importing.
const maxWalletNameLength = 64
// The registry pages at 100 entries; longer lists are asked for in several requests.
const pageSize = 100

/**
 * Check 7: every wallet id named in `wallets.featured`, `include` and `exclude` exists in the
 * registry (`GET /getWallets?include=...`). A missing featured or included id is a failure (the
 * wallet will not show); a missing excluded id is a warning (the exclusion does nothing).
 * @example await checkWallets(context, config.wallets)
 */
export async function checkWallets(
  context: RemoteCheckContext,
  wallets: AppKitConfig['wallets'],
): Promise<DoctorCheck[]> {
  const title = 'Wallets'
  const named = new Map<string, (typeof lists)[number]>()
  for (const list of lists) for (const id of wallets[list]) if (!named.has(id)) named.set(id, list)
  if (named.size === 0) {
    return [
      check(
        'wallets',
        'ok',
        title,
        'no registry wallet ids in wallets.featured, include or exclude',
      ),
    ]
  }
  const ids = [...named.keys()]
  const pages = []
  for (let start = 0; start < ids.length; start += pageSize)
    pages.push(ids.slice(start, start + pageSize))
  const results = await Promise.all(
    pages.map((page) =>
      fetchWalletApi(
        context,
        '/getWallets',
        { page: '1', entries: String(page.length), include: page.join(',') },
        walletsSchema,
      ),
    ),
  )
  const found = new Map<string, string>()
  for (const result of results) {
    if (!result.ok) {
      const detail = describeWalletApiFailure(
        result.failure,
        'the wallet registry',
        context.walletApi,
      )
      return [check('wallets', 'fail', title, detail)]
    }
    for (const wallet of result.data.data) found.set(wallet.id, wallet.name)
  }
  const report: DoctorCheck[] = []
  // Registry names are outside text: escaped, and capped as the modal caps them.
  const names = ids.flatMap((id) => {
    const name = found.get(id)
    return name === undefined ? [] : [terminalText(name, maxWalletNameLength)]
  })
  if (names.length > 0) {
    report.push(
      check('wallets', 'ok', title, `wallet ids found in the registry: ${names.join(', ')}`),
    )
  }
  for (const [id, list] of named) {
    if (found.has(id)) continue
    const effect =
      list === 'exclude' ? 'so excluding it has no effect' : 'so the modal cannot show it'
    report.push(
      check(
        `wallet:${id}`,
        list === 'exclude' ? 'warn' : 'fail',
        title,
        `wallets.${list}: "${id}" is not a wallet id in the registry, ${effect}; copy the id from the WalletConnect wallet list`,
      ),
    )
  }
  return report
}
