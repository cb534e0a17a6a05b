/** The words of email login and the embedded wallet, in their own chunk with its views. */
export const emailStrings = {
  field: {
    label: 'Email',
    placeholder: 'Email',
    submit: 'Continue with email',
    invalid: 'Enter a valid email address',
    offline: 'Email login needs an internet connection: the secure site cannot be reached offline.',
  },
  otp: {
    label: 'Code from your email',
    title: 'Enter the code',
    sentTo: (email: string) => `We sent a 6-digit code to ${email}`,
    verifying: 'Verifying...',
    connecting: 'Connecting your wallet...',
    resend: 'Resend code',
    resent: 'A new code was sent',
    notString: 'The code must be 6 digits',
  },
  device: {
    title: 'Approve this device',
    text: (email: string) =>
      `Open the link we sent to ${email} to approve this device, then come back here.`,
  },
  update: {
    label: 'New email',
    intro: (email: string) => `Your wallet belongs to ${email}. Which email should it move to?`,
    save: 'Save',
    saving: 'Sending a code...',
    currentTitle: 'Confirm your current email',
    newTitle: 'Confirm your new email',
    done: 'Email updated',
    /** SPEC section 8's connection error, for this view opened without an email login. */
    notConnected: 'Not connected to email or social',
  },
  /** A failed step whose error carries no words of its own to show. */
  errors: {
    /** SPEC section 8's alert, for a secure site (or the services it needs first) not answering. */
    unreachable: 'Network Error - Could not load embedded wallet. Try again later.',
    unverifiedDomain:
      "Invalid App Configuration: this site's origin is not on the project's allowlist.",
    fallback: 'Something went wrong',
  },
  approve: {
    waiting: 'Approve the request in the secure window',
    notAllowed: 'Action not allowed',
    notAllowedText: (method: string) =>
      `The app asked the embedded wallet for ${method}, which it does not allow.`,
  },
} as const
