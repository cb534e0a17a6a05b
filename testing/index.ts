// The testing entry (`appkit/testing`): the offline sandbox for a dapp's own tests. Node-side;
// nothing here reaches an app's bundle. Names are re-exported one by one (STYLE rule 6).

export type {
  RecordedAnalyticsEvent,
  RecorderAnswer,
  WaitForEventOptions,
} from '../sandbox/analytics/createEventLog.js'
export type { AnalyticsRecorder } from '../sandbox/analytics/startAnalyticsRecorder.js'
export type { DevAccount } from '../sandbox/chain/devAccounts.js'
export { AnvilNotFoundError } from '../sandbox/chain/resolveAnvil.js'
export type { SandboxChain } from '../sandbox/chain/startChain.js'
export type { DevWalletControl, SignedEntry } from '../sandbox/devWallet/DevWalletOptions.js'
export {
  type Sandbox,
  type StartSandboxOptions,
  sandboxChainIds,
  startSandbox,
} from '../sandbox/startSandbox.js'
export type {
  RemoteFeatureChange,
  WalletApiConfigFiles,
} from '../sandbox/walletApi/createEditableAnswers.js'
export type { WalletApi } from '../sandbox/walletApi/startWalletApi.js'
export type { RemoteFeature, RemoteFeatureId } from '../sandbox/walletApi/WalletApiFixture.js'
export { sandboxFixtures } from './sandboxFixtures.js'
export { type SandboxWalletOptions, sandboxWallet } from './sandboxWallet.js'
export {
  approvePrompt,
  type EvaluatingPage,
  type PromptHelperOptions,
  rejectPrompt,
  signedByWallet,
  switchAccount,
} from './walletHelpers.js'
