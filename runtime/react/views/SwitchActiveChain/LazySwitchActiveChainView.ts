import { defineLazyView } from '../../lazy/defineLazyView.js'

/** SwitchActiveChain, its own chunk: fetched when a switch to another namespace first needs it. */
export const LazySwitchActiveChainView = defineLazyView(() =>
  import('./SwitchActiveChainView.js').then((module) => module.SwitchActiveChainView),
)
