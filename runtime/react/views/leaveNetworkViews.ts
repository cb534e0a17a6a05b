import type { AppKit, ViewName } from '../../core/kernel.js'

const networkViews: readonly ViewName[] = ['Networks', 'SwitchNetwork', 'UnsupportedChain']

/**
 * After a network switch succeeded: pops the network views off the history, back to where the
 * user came from; closes the modal when they were all it showed (opened from the network button).
 * @example await switchNetwork(appKit, { caipNetworkId }); leaveNetworkViews(appKit)
 */
export function leaveNetworkViews(appKit: AppKit): void {
  const { history } = appKit.router.getState()
  let count = 0
  while (
    count < history.length &&
    networkViews.includes(history[history.length - 1 - count]?.view ?? 'Connect')
  ) {
    count++
  }
  if (count === 0) return
  if (count === history.length) {
    void appKit.close()
    return
  }
  for (let step = 0; step < count; step++) appKit.router.goBack()
}
