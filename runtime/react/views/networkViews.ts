// The views of a network switch, one chunk: SwitchActiveChain opens from the network list, so it
// comes with it, and shares its code rather than splitting it into more first-load files.

export { NetworksView } from './Networks/NetworksView.js'
export { SwitchActiveChainView } from './SwitchActiveChain/SwitchActiveChainView.js'
