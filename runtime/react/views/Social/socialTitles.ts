/**
 * The header titles of the social login views. Apart from `socialStrings` (which loads with the
 * views): the modal's header names a view before its chunk arrives. Mounted under `titles` in the
 * catalogue, beside the core table's titles.
 */
export const socialTitles = {
  AllSocials: 'All socials',
  ConnectingSocial: 'Social login',
  ConnectingFarcaster: 'Sign in with Farcaster',
}
