// The name registration's one entry: loaded with `import()` (`loadNames` in ../kernel.ts) when
// the RegisterAccountName view opens, so none of it, nor the name service calls it makes, is in
// the first load. Names are re-exported one by one (STYLE.md 6).

export type { NameRecord, NameSuggestion } from '../blockchainApi/index.js'
export {
  createNameRegistration,
  maxNameSuggestions,
  type NameRegistration,
  nameSuggestionDebounceMs,
} from './createNameRegistration.js'
export type {
  NameAccount,
  NameRegistrationBody,
  NameRegistrationContext,
} from './NameRegistrationContext.js'
export type {
  NameAvailability,
  NameRegistrationFailure,
  NameRegistrationState,
  NameRegistrationStep,
  NameUnavailableReason,
} from './NameRegistrationState.js'
export { nameRegistrationOf } from './nameRegistrationOf.js'
export { type NameProblem, nameZone } from './nameRules.js'
export { registrationFailureOf } from './registrationFailureOf.js'
