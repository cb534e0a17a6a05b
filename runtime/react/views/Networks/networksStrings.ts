/**
 * The words of the Networks view, kept with the view so that they load with it (its title is in
 * `strings.ts`: the modal's header needs it first).
 */
export const networksStrings = {
  /** Under the list when the app turned network switching off (`enableNetworkSwitch: false`). */
  switchingOff: 'Switching networks is turned off in this app.',
}
