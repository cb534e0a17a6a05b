// The views of a network switch, one chunk: SwitchNetwork and SwitchActiveChain open from the
// network list, so they come with it, and share its code rather than splitting it into more files.

export { NetworksView } from './Networks/NetworksView.js'
export { SwitchActiveChainView } from './SwitchActiveChain/SwitchActiveChainView.js'
export { SwitchNetworkView } from './SwitchNetwork/SwitchNetworkView.js'
