// Styles of the trigger buttons (AppKitButton, connect, account, network). They live in the host
// page's light DOM, so every class is prefixed and the sheet is adopted into the document (no
// <style> element: a strict CSP allows it). Rules are single classes, so they win over element
// and attribute resets of the page (Tailwind's preflight, `button {}`); the theme variables sit
// in `:where()` (no specificity), so an app's `className` can re-theme a button through them.
// `width: fit-content` keeps a button its own width where a parent would stretch it (a flex
// column, a grid); a width the app sets still wins.
import { accentFill, relativeColors } from '../theme/accentShades.js'

// Notes on the rules (here, not in the CSS, so that no comment ships):
// - Connect's white words keep 4.5:1 on any accent: a darker shade where the accent is too light.
// - Connecting: the spinner and the words say it; a faded accent would lose the text's contrast.
// - The network as text (enableNetworkSwitch: false): nothing to press, so no pointer nor hover.
// - The network's first letter, drawn rather than written: text in the button, even aria-hidden,
//   counts as its visible words (WCAG 2.5.3), and the letter is no part of its name. The alt text
//   "" keeps it out of the accessibility tree; browsers without that syntax use the first value.
// - Below tablet width the account button drops the balance and the network image (the network
//   button has it), and on phones the network button keeps only its image: the buttons must fit a
//   header beside the app's name. Their accessible names keep every word.
/** The static rules of the trigger buttons; the colors come from the instance's theme sheet. */
export const triggerCss = `
:where(.ak-trigger){--ak-t-accent-fill:var(--ak-accent);--ak-t-surface:color-mix(in srgb,var(--ak-foreground) 7%,var(--ak-background));
--ak-t-surface-hover:color-mix(in srgb,var(--ak-foreground) 12%,var(--ak-background));
--ak-t-border:color-mix(in srgb,var(--ak-foreground) 14%,transparent);
--ak-t-muted:color-mix(in srgb,var(--ak-foreground) 62%,var(--ak-background));
--ak-t-on-accent:#fff}
${relativeColors}{:where(.ak-trigger){--ak-t-accent-fill:${accentFill('var(--ak-accent)')}}}
.ak-trigger{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;
width:fit-content;height:40px;min-width:0;max-width:100%;margin:0;padding:0 16px;border:1px solid var(--ak-t-border);
border-radius:calc(var(--ak-radius-base)*10);background:var(--ak-background);color:var(--ak-foreground);
color-scheme:var(--ak-color-scheme);font-family:var(--ak-font-family);
font-size:calc(var(--ak-font-size-base)*1.4);font-weight:600;line-height:1;letter-spacing:normal;
text-transform:none;white-space:nowrap;vertical-align:middle;cursor:pointer;user-select:none;
-webkit-tap-highlight-color:transparent;transition:background-color 120ms ease-out,opacity 120ms ease-out}
.ak-trigger:hover{background:var(--ak-t-surface)}
.ak-trigger:focus-visible{outline:2px solid var(--ak-accent);outline-offset:2px}
.ak-trigger:disabled{cursor:default;opacity:.72}
.ak-trigger:disabled:hover{background:var(--ak-background)}
.ak-trigger[data-variant=connect]{border-color:transparent;background:var(--ak-t-accent-fill);
color:var(--ak-t-on-accent)}
.ak-trigger[data-variant=connect]:hover{background:color-mix(in srgb,var(--ak-t-accent-fill) 86%,#000)}
.ak-trigger[data-variant=connect]:disabled{opacity:1;background:var(--ak-t-accent-fill)}
.ak-trigger[data-variant=account]{gap:6px;padding-inline:6px 3px}
.ak-trigger[data-variant=network]{padding-inline:7px 12px}
.ak-trigger[data-static]{cursor:default;user-select:text}
.ak-trigger[data-static]:hover{background:var(--ak-background)}
.ak-trigger-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);
white-space:nowrap}
.ak-trigger-icon{box-sizing:border-box;width:24px;height:24px;flex:none;display:grid;place-items:center;
overflow:hidden;border-radius:50%;object-fit:cover;background:var(--ak-t-surface-hover);
color:var(--ak-t-muted);font-size:calc(var(--ak-font-size-base)*1.2);font-weight:700}
.ak-trigger-icon[data-letter]:empty::before{content:attr(data-letter);content:attr(data-letter) / ""}
.ak-trigger-label{overflow:hidden;text-overflow:ellipsis}
.ak-trigger-balance{padding:0 4px;font-variant-numeric:tabular-nums}
.ak-trigger-address{display:inline-flex;align-items:center;gap:6px;height:32px;padding-inline:4px 10px;
border-radius:calc(var(--ak-radius-base)*8);background:var(--ak-t-surface);font-variant-numeric:tabular-nums}
.ak-trigger:hover .ak-trigger-address{background:var(--ak-t-surface-hover)}
.ak-trigger-avatar{width:24px;height:24px;flex:none;border-radius:50%;
background:conic-gradient(from 200deg,var(--ak-accent),color-mix(in srgb,var(--ak-accent) 40%,#fff),
var(--ak-accent))}
.ak-trigger-avatar>img{display:block;width:100%;height:100%;border-radius:50%;object-fit:cover}
.ak-trigger-id{position:relative}.ak-trigger-id[data-named]>:first-child{visibility:hidden}
.ak-trigger-name{position:absolute;inset:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ak-trigger-avatar[data-hue="1"]{filter:hue-rotate(45deg)}
.ak-trigger-avatar[data-hue="2"]{filter:hue-rotate(90deg)}
.ak-trigger-avatar[data-hue="3"]{filter:hue-rotate(135deg)}
.ak-trigger-avatar[data-hue="4"]{filter:hue-rotate(180deg)}
.ak-trigger-avatar[data-hue="5"]{filter:hue-rotate(225deg)}
.ak-trigger-avatar[data-hue="6"]{filter:hue-rotate(270deg)}
.ak-trigger-avatar[data-hue="7"]{filter:hue-rotate(315deg)}
.ak-trigger-skeleton{display:inline-block;width:64px;height:12px;margin:0 4px;border-radius:6px;
background:var(--ak-t-surface-hover);animation:ak-trigger-pulse 1.2s ease-in-out infinite}
.ak-trigger-spinner{box-sizing:border-box;width:16px;height:16px;flex:none;border-radius:50%;
border:2px solid color-mix(in srgb,currentColor 35%,transparent);border-top-color:currentColor;
animation:ak-trigger-spin 800ms linear infinite}
.ak-trigger-chevron{flex:none;color:var(--ak-t-muted)}
@keyframes ak-trigger-spin{to{transform:rotate(360deg)}}
@keyframes ak-trigger-pulse{50%{opacity:.45}}
@media (max-width:767px){.ak-trigger-balance,.ak-trigger-skeleton{display:none}
.ak-trigger[data-variant=account]>.ak-trigger-icon{display:none}}
@media (max-width:480px){.ak-trigger[data-variant=network] .ak-trigger-label{display:none}
.ak-trigger[data-variant=network]{gap:4px;padding-inline:7px 8px}}
@media (prefers-reduced-motion:reduce){.ak-trigger{transition:none}
.ak-trigger-skeleton{animation:none}.ak-trigger-spinner{animation-duration:2s}}
`
