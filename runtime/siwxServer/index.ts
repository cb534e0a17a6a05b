// appkit/siwx-server: the server side of sign-in (SIWX), framework-free. Names one by one.
export type {
  SiwxSession,
  SiwxSessionData,
  SiwxVerifyFailure,
} from '../core/siwx/verifySiwxMessage.js'
export {
  type CreateSiwxServerParameters,
  createSiwxServer,
  type SiwxServer,
  type SiwxServerVerifyReturnType,
  siwxNonceTtlMs,
} from './createSiwxServer.js'
export {
  type CreateMemorySiwxStorageParameters,
  createMemorySiwxStorage,
  type SiwxServerStorage,
  type SiwxSessionRecord,
} from './SiwxServerStorage.js'
