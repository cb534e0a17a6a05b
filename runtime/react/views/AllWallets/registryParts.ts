// The Connect view's registry pieces, a chunk of their own fetched beside the registry's code:
// the first load carries only `useRegistryParts` and the hook that feeds the wallet groups.
export { AllWalletsItem } from './AllWalletsItem.js'
export { RegistryNotice } from './RegistryNotice.js'
