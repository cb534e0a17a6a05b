import { useEffect, useState } from 'react'
import { imagePreloadTimeoutMs } from '../../../core/kernel.js'

type ImageState = 'loading' | 'slow' | 'loaded' | 'failed'

/**
 * A registry wallet's image: `<img loading="lazy">` (only tiles near the viewport fetch theirs)
 * over a placeholder with the wallet's initial. The placeholder pulses while the image loads,
 * stays after an error, and stops pulsing after `imagePreloadTimeoutMs` (2 s) without an image;
 * a slow image still replaces it when it arrives. The source is untrusted: `<img src>` only.
 * @example <WalletImage src={wallet.image_url} name={wallet.name} />
 */
export function WalletImage({ src, name }: { src: string | undefined; name: string }) {
  const [state, setState] = useState<ImageState>(src ? 'loading' : 'failed')
  useEffect(() => {
    if (state !== 'loading') return
    const timer = setTimeout(() => setState('slow'), imagePreloadTimeoutMs)
    return () => clearTimeout(timer)
  }, [state])
  return (
    <span className="ak-aw-image" data-state={state} aria-hidden="true">
      {state === 'loaded' ? null : (Array.from(name)[0]?.toUpperCase() ?? '?')}
      {src && state !== 'failed' ? (
        <img
          src={src}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          draggable={false}
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      ) : null}
    </span>
  )
}
