// The send feature's one entry: loaded with `import()` (`loadSend` in ../kernel.ts) when the
// Send view opens, so none of it, nor the chain code it pulls in, is in the first load.
// Names are re-exported one by one (STYLE.md 6).

export { type CheckReceiverResult, checkReceiver } from './checkReceiver.js'
export { type CheckSendableParameters, checkSendable } from './checkSendable.js'
export {
  createSendController,
  type FillMaxResult,
  type SendAccount,
  type SendController,
} from './createSendController.js'
export {
  type CreateSendFlowOptions,
  createSendFlow,
  type SendFlow,
  type SendFlowState,
} from './createSendFlow.js'
export { estimateSendFee } from './estimateSendFee.js'
export { isNameLike } from './isNameLike.js'
export { maxSendable } from './maxSendable.js'
export { type ParseAmountResult, parseAmount } from './parseAmount.js'
export type { PollOptions } from './pollUntil.js'
export type { PrepareSendParameters, PrepareSendResult } from './prepareSend.js'
export { type ReadFreshBalanceParameters, readFreshBalance } from './readFreshBalance.js'
export { resolveName } from './resolveName.js'
export type { SendContext } from './SendContext.js'
export type { SendEvents, SendEventTransfer } from './SendEvents.js'
export type {
  Eip155FeeTerms,
  SendFee,
  SendToken,
  TransferParameters,
} from './SendParameters.js'
export {
  chosenToken,
  isPreviewStale,
  type SendPreview,
  type SendState,
  tokenKeyOf,
} from './SendState.js'
export { sendControllerOf } from './sendControllerOf.js'
export {
  SendConfirmationError,
  SendParametersError,
  SendUnsupportedChainError,
  TransactionRejectedError,
} from './sendErrors.js'
export { type SendTokensParameters, sendTokens } from './sendTokens.js'
export { sendTokensOf } from './sendTokensOf.js'
export { type SendWarning, type SendWarningsParameters, sendWarnings } from './sendWarnings.js'
export { tokenContract } from './tokenContract.js'
export {
  type WaitForSendConfirmationParameters,
  waitForSendConfirmation,
} from './waitForSendConfirmation.js'
