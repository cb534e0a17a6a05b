// The variants of Solana's TransactionError and InstructionError without fields, in the order of
// their enums (litesvm hands them over as these indices). The RPC names them as strings.
const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A transaction error as the JSON-RPC shows it: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`. */
export type TransactionErrorJson = string | Record<string, unknown>

type Fields = Record<string, unknown>

function instructionErrorJson(error: unknown): unknown {
  if (typeof error === 'number') return instructionErrors[error] ?? `InstructionError${error}`
  const fields = error as Fields
  if (typeof fields.code === 'number') return { Custom: fields.code }
  if (typeof fields.msg === 'string') return { BorshIoError: fields.msg }
  return String(error)
}

/**
 * litesvm's error of a failed transaction in the RPC's JSON form.
 * @example transactionErrorJson(failed.err()) // 'InsufficientFundsForFee'
 */
export function transactionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return transactionErrors[error] ?? `TransactionError${error}`
  const fields = error as Fields & { err?: () => unknown; constructor: { name: string } }
  if (typeof fields.err === 'function' && typeof fields.index === 'number') {
    return { InstructionError: [fields.index, instructionErrorJson(fields.err())] }
  }
  if (typeof fields.index === 'number') return { DuplicateInstruction: fields.index }
  if (typeof fields.accountIndex === 'number') {
    const name = fields.constructor.name.replace(/^TransactionError/, '')
    return { [name]: { account_index: fields.accountIndex } }
  }
  return String(error)
}

/**
 * A sentence for an error, in the words of the validator's messages where it has them.
 * @example describeTransactionError({ InstructionError: [0, { Custom: 1 }] }) // 'Error processing Instruction 0: custom program error: 0x1'
 */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') {
    if (error === 'AlreadyProcessed') return 'This transaction has already been processed'
    if (error === 'BlockhashNotFound') return 'Blockhash not found'
    if (error === 'InsufficientFundsForFee') return 'Insufficient funds for fee'
    if (error === 'AccountNotFound') {
      return 'Attempt to debit an account but found no record of a prior credit.'
    }
    return error
  }
  const instruction = error.InstructionError
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, unknown]
    const custom = (inner as { Custom?: number } | undefined)?.Custom
    const what =
      typeof custom === 'number'
        ? `custom program error: 0x${custom.toString(16)}`
        : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${what.replace(/^"|"$/g, '')}`
  }
  return JSON.stringify(error)
}
