/**
 * The words of RegisterAccountName and RegisterAccountNameSuccess, loaded with them; their
 * titles are in `strings.ts`, as the modal's header needs them first. SPEC section 8's texts
 * ('Error registering name', 'Error fetching name suggestions') word for word.
 */
export const registerNameStrings = {
  intro: 'Pick a name people can use instead of your address.',
  fieldLabel: 'Name',
  /** Under the field until something is wrong with what is typed. */
  rules: 'Letters a-z, digits 0-9 and hyphens, 4 to 32 characters.',
  /** What is wrong with the typed name, shown as it is typed. */
  problems: {
    /** `character` is the character as typed, or its code (U+202E) when it cannot be seen. */
    character: (character: string) =>
      `${character} cannot be used in a name: use letters a-z, digits 0-9 and hyphens.`,
    space: 'A name cannot have spaces: use letters a-z, digits 0-9 and hyphens.',
    hyphenAtEdge: 'A name cannot start or end with a hyphen.',
    doubleHyphen: 'A name cannot have two hyphens in a row.',
    tooShort: 'Use at least 4 characters.',
    tooLong: 'Use at most 32 characters.',
  },
  checking: 'Checking the name...',
  available: (name: string) => `${name} is available`,
  taken: (name: string) => `${name} is taken. Try another name or a suggestion.`,
  /** SPEC section 8: the name service could not be asked. */
  lookupFailed: 'Error fetching name suggestions',
  suggestions: 'Available names',
  register: 'Register name',
  signing: 'Sign the message in your wallet',
  signingHint: 'Signing proves this account is yours. It costs nothing.',
  registering: (name: string) => `Registering ${name}...`,
  /** SPEC section 8, above the reason. */
  failed: 'Error registering name',
  declined: 'The signature was declined in your wallet.',
  signFailed: 'Your wallet could not sign the message.',
  unreachable: 'The name service could not be reached. Check your connection and try again.',
  refused: 'The name service did not register it.',
  accountChanged: 'Your account or network changed, so nothing was registered.',
  notConnected: 'Connect a wallet to choose a name.',
  notEvm: 'Names are for EVM accounts only.',
  notOnNetwork: (network: string) => `Names are not shown on ${network}.`,
  successTitle: (name: string) => `${name} is yours`,
  successTitleUnnamed: 'Your name is registered',
  successBody: 'Apps and wallets can show your name in place of your address.',
  backToAccount: 'Back to account',
} as const
