import { accentFill, accentText, relativeColors } from '../internal.js'

// The modal shell's styles: plain CSS in a string, adopted through a constructable stylesheet
// (works under a CSP without 'unsafe-inline'). Every color and size comes from the theme contract.
// The opening frame must already show the dialog (DESIGN.md, performance budgets): the backdrop
// fades on an element of its own beside the card (no opacity multiplied into the card),
// the card enters from 60% opacity (Chromium may hold an animation at its first keyframe for a few
// frames), and the view and title fade only on a view change (`.ak-moved`), not on opening.
// Reduced motion: nothing fades, slides or shakes (a refused close rings the card instead); only
// the loading spinners turn, slowly (they say something is happening).

// The shades of the accent the views use for text and for fills under white text (accentShades):
// the accent itself where the browser cannot compute them. The theme sheet names which text
// shade is `--ak-accent-text` for its mode (toThemeCss).
const accentShadesCss = `${relativeColors}{:host{--ak-accent-fill:${accentFill('var(--ak-accent)')};
--ak-accent-text-light:${accentText('var(--ak-accent)', 'light')};
--ak-accent-text-dark:${accentText('var(--ak-accent)', 'dark')}}}`

/** Styles of the shell: host, backdrop, card, header, spinner, keyframes, reduced motion. */
export const modalCss = `
:host{all:initial;display:block;color-scheme:var(--ak-color-scheme);font-family:var(--ak-font-family);
font-size:var(--ak-text-md);line-height:1.4;color:var(--ak-foreground);-webkit-font-smoothing:antialiased;
--ak-text-sm:calc(var(--ak-font-size-base)*1.2);--ak-text-md:calc(var(--ak-font-size-base)*1.4);
--ak-text-lg:calc(var(--ak-font-size-base)*1.6);--ak-text-xl:calc(var(--ak-font-size-base)*2);
--ak-muted:color-mix(in srgb,var(--ak-foreground) 62%,var(--ak-background));
--ak-surface:color-mix(in srgb,var(--ak-foreground) 5%,var(--ak-background));
--ak-surface-hover:color-mix(in srgb,var(--ak-foreground) 10%,var(--ak-background));
--ak-border:color-mix(in srgb,var(--ak-foreground) 10%,transparent);
--ak-on-accent:#fff;--ak-accent-fill:var(--ak-accent)}
${accentShadesCss}
*,*::before,*::after{box-sizing:border-box}
button{font:inherit;color:inherit;margin:0}
:focus-visible{outline:2px solid var(--ak-accent);outline-offset:2px}
.ak-overlay{position:fixed;inset:0;z-index:var(--ak-z-index);display:flex;align-items:center;
justify-content:center;padding:16px}
.ak-backdrop{position:absolute;inset:0;background:rgba(0,0,0,.55);animation:ak-fade 150ms ease-out}
.ak-card{position:relative;width:360px;max-width:100%;overflow:hidden;outline:none;
background:var(--ak-background);color:var(--ak-foreground);border:1px solid var(--ak-border);
border-radius:calc(var(--ak-radius-base)*8);box-shadow:0 16px 56px rgba(0,0,0,.35)}
.ak-overlay .ak-card{animation:ak-card-in 150ms ease-out}
.ak-overlay .ak-card[data-shake]{animation:ak-shake 500ms ease-in-out}
.ak-card[data-embedded]{box-shadow:none}
.ak-content{display:flex;flex-direction:column}.ak-content>*{flex:none}.ak-content>.ak-view{flex:0 1 auto}
.ak-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;gap:4px;
min-height:56px;padding:10px 10px 2px}
.ak-header>.ak-icon-button:first-child{grid-column:1}.ak-close{grid-column:3}
.ak-header>.ak-icon-button:not(.ak-close) svg:dir(rtl){transform:scaleX(-1)}
.ak-title{grid-column:2;margin:0;text-align:center;font-size:var(--ak-text-lg);font-weight:600;overflow:hidden;
text-overflow:ellipsis;white-space:nowrap}
.ak-moved .ak-title{animation:ak-fade 120ms ease-out}
.ak-icon-button{width:36px;height:36px;display:inline-flex;align-items:center;justify-content:center;
padding:0;border:0;border-radius:calc(var(--ak-radius-base)*3);background:transparent;cursor:pointer;
color:var(--ak-muted)}
.ak-icon-button:hover{background:var(--ak-surface);color:var(--ak-foreground)}
.ak-view{padding:8px 14px 16px;max-height:calc(100dvh - 120px);overflow-y:auto}
.ak-moved .ak-view{animation:ak-view-in 150ms ease-out}
.ak-spinner{width:24px;height:24px;margin:24px auto;border-radius:50%;border:3px solid var(--ak-border);
border-top-color:var(--ak-accent);animation:ak-spin 800ms linear infinite}
.ak-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);
white-space:nowrap}
@media (max-width:430px){.ak-overlay{align-items:flex-end;padding:0}
.ak-card{width:100%;border-bottom-left-radius:0;border-bottom-right-radius:0}}
@keyframes ak-fade{from{opacity:0}}
@keyframes ak-card-in{from{opacity:.6;transform:translateY(8px) scale(.98)}}
@keyframes ak-view-in{from{opacity:0;transform:translateY(4px)}}
@keyframes ak-spin{to{transform:rotate(360deg)}}
@keyframes ak-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}
30%,50%,70%{transform:translateX(-7px)}40%,60%{transform:translateX(7px)}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}
.ak-spinner,.ak-ring{animation:ak-spin 2s linear infinite!important}
.ak-overlay .ak-card[data-shake]{box-shadow:0 0 0 2px var(--ak-error),0 16px 56px rgba(0,0,0,.35)}}
`

/** Above this the card's top may rise to fit taller content; at or below it, the view scrolls. */
const pinFloor = 'max(120px,20dvh)'

/**
 * The dialog's card pinned at `top` px from the viewport's top (where it was, centered), on
 * desktop only (the narrow bottom sheet is untouched): its height then changes at the bottom
 * edge. An empty spacer above the card holds the top; when taller content would cross the
 * viewport's bottom, the spacer shrinks (the top rises) down to `pinFloor`, and past that the
 * content is capped so the view scrolls. The card never leaves the viewport.
 * @example sheet.replaceSync(pinnedCss(card.offsetTop))
 */
export function pinnedCss(top: number): string {
  const px = `${Math.max(0, Math.round(top * 100) / 100)}px`
  const floor = `min(${px},${pinFloor})`
  return `@media (min-width:431px){.ak-overlay{flex-direction:column;justify-content:flex-start;padding-top:0}
.ak-overlay::after{content:"";order:-1;flex:0 1 ${px};min-height:${floor}}
.ak-overlay>.ak-card{flex:none}
.ak-overlay .ak-content{max-height:calc(100dvh - 18px - ${floor})}}`
}
