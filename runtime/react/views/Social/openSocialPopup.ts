/** The popup's window name: a second click reuses the window the first one opened. */
const socialPopupName = 'appkit-social-login'

/**
 * Opens the social login popup, blank: call it synchronously inside the click, before any
 * `await`, or popup blockers refuse it (a browser allows a popup only during the user's gesture).
 * The embedded wallet then sends it to the provider's page. `null` when the browser blocked it.
 * @example const popup = openSocialPopup(window) // in onClick, first
 */
export function openSocialPopup(view: Pick<Window, 'open'>): Window | null {
  try {
    return view.open('', socialPopupName, 'popup,width=600,height=700')
  } catch {
    // Some embedding frames throw instead of returning null: the login says 'Popup closed'.
    return null
  }
}
