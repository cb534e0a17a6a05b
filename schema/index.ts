export {
  type BuiltinCaipNetworkId,
  type BuiltinNetworkAlias,
  type BuiltinNetworkId,
  builtinNetworkAliases,
  builtinNetworks,
  resolveBuiltinNetworkId,
} from './builtinNetworks.js'
export {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  caipNetworkIdPattern,
  chainNamespaces,
} from './caipNetwork.js'
export {
  type AppKitConfig,
  type AppKitConfigInput,
  builtinNetworkIds,
  type CustomNetworkInput,
  configSchema,
  connectMethods,
  connectorTypes,
  customNetworkSchema,
  defaultServices,
  logLevels,
  socialProviders,
  walletFeatures,
} from './configSchema.js'
export { defineConfig } from './defineConfig.js'
export { didYouMean } from './didYouMean.js'
export {
  type ConfigIssue,
  formatIssueLines,
  formatIssues,
  formatPath,
  redactCredentials,
} from './formatIssues.js'
export { type NormalizedConfig, normalizeConfig } from './normalizeConfig.js'
export {
  findNotYetAvailable,
  type NotYetAvailableOption,
  notYetAvailableOptions,
} from './notYetAvailable.js'
export { toJsonSchema } from './toJsonSchema.js'
export { type ValidateConfigResult, validateConfig } from './validateConfig.js'
