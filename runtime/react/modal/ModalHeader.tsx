import { strings } from '../internal.js'
import { Icon } from '../ui/Icon.js'

export interface ModalHeaderProps {
  titleId: string
  title: string
  /** Shows the back button (history longer than one view). */
  onBack: (() => void) | undefined
  /** Shows the close button (hidden when the modal is embedded in the page). */
  onClose: (() => void) | undefined
}

/**
 * The modal's header: back, the view's title (which names the dialog), close.
 * @example <ModalHeader titleId={id} title="Connect Wallet" onBack={undefined} onClose={close} />
 */
export function ModalHeader({ titleId, title, onBack, onClose }: ModalHeaderProps) {
  return (
    <header className="ak-header">
      {onBack ? (
        <button type="button" className="ak-icon-button" aria-label={strings.back} onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : null}
      {/* Keyed by the text so the 120 ms fade replays when the title changes. */}
      <h2 key={title} id={titleId} className="ak-title">
        {title}
      </h2>
      {onClose ? (
        <button
          type="button"
          className="ak-icon-button ak-close"
          aria-label={strings.close}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </header>
  )
}
