import {
  type AppKit,
  fetchBalance,
  loadBlockchainApi,
  type SendPreview,
} from '../../../core/kernel.js'
import type { AppKitUi } from '../../AppKitUiContext.js'
import { historyPagerOf } from '../Account/historyPagers.js'
import { sendStrings } from './sendStrings.js'
import type { SendModule } from './useSendModule.js'

/**
 * What follows a send whose hash is known, while the user is already back on Account: the
 * transaction shows as pending in Activity, is confirmed (or marked failed) from the chain, and
 * the balances are read again, bypassing their caches. A network that drops meanwhile loses
 * nothing: the pending entry keeps the hash, and nothing is sent again.
 */
export async function afterSend(
  appKit: AppKit,
  ui: Pick<AppKitUi, 'snackbar'>,
  send: SendModule,
  preview: SendPreview,
  hash: string,
): Promise<void> {
  const { network, from, token } = preview
  const api = await loadBlockchainApi().catch(() => undefined)
  const pager =
    api && network.chainNamespace === 'eip155'
      ? historyPagerOf(appKit, api, from, network)
      : undefined
  pager?.addPending({
    hash,
    sentFrom: from,
    sentTo: preview.receiver,
    operationType: 'send',
    transfers: [
      {
        kind: 'fungible',
        name: token.name,
        symbol: token.symbol,
        ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
        quantity: preview.amountText,
        direction: 'out',
        isSpam: false,
      },
    ],
  })
  const refresh = () => {
    void fetchBalance(appKit, { namespace: network.chainNamespace, forceUpdate: true }).catch(
      () => undefined,
    )
    void api
      ?.getTokenBalances(appKit, { address: from, caipNetwork: network, forceUpdate: true })
      .catch(() => undefined)
  }
  try {
    const status = await send.waitForSendConfirmation(appKit, { network, hash })
    pager?.confirm(hash, status)
    if (status === 'failed') ui.snackbar.show(sendStrings.preview.failed, 'error')
  } catch {
    ui.snackbar.show(sendStrings.preview.dropped, 'error')
  } finally {
    refresh()
  }
}
