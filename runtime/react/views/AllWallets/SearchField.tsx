import { useId } from 'react'
import { Icon, strings } from '../../internal.js'

/**
 * The labelled search box of All Wallets. The registry waits 300 ms after the last keystroke
 * before it searches, so this field just reports every change.
 * @example <SearchField value={text} onChange={setText} />
 */
export function SearchField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId()
  return (
    <div className="ak-aw-search">
      <label htmlFor={id} className="ak-visually-hidden">
        {strings.allWallets.searchLabel}
      </label>
      <Icon name="search" size={18} />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={strings.allWallets.searchPlaceholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={64}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  )
}
