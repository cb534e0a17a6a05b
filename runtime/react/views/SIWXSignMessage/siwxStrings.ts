/** The words of the sign-in view, loaded with it (its title is in `strings.ts`). */
export const siwxStrings = {
  heading: (app: string) => `${app} wants you to sign in`,
  text: 'Sign a message in your wallet to prove that you own this account. It costs nothing and sends no transaction.',
  requiredHint: 'Signing in is required to continue: cancelling disconnects your wallet.',
  sign: 'Sign',
  signing: 'Signing...',
  cancel: 'Cancel',
}
