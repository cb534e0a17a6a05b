/**
 * The checkout page's stylesheet: one centred card, system fonts, a visible focus ring, light or
 * dark as the system is. `--accent` is set per provider on the page's root.
 * @example `<style nonce="${nonce}">${checkoutStyles}</style>`
 */
export const checkoutStyles = `
:root{color-scheme:light dark;--bg:#f3f4f6;--card:#fff;--text:#111827;--muted:#4b5563;--line:#e5e7eb;--bad:#b91c1c;--good:#047857;--accent-text:var(--accent)}
@media (prefers-color-scheme:dark){:root{--bg:#0b0d12;--card:#161a22;--text:#f3f4f6;--muted:#a1a7b3;--line:#2a303c;--bad:#f87171;--good:#34d399;--accent-text:color-mix(in srgb,var(--accent) 45%,#fff)}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;padding:16px}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:24px;box-shadow:0 10px 30px rgb(0 0 0/.08)}
.brand{margin:0;font-weight:700;color:var(--accent-text);letter-spacing:.02em}
h1{margin:4px 0 8px;font-size:24px}
.sandbox{margin:0 0 16px;font-size:13px;color:var(--muted)}
dl{margin:0 0 20px;border:1px solid var(--line);border-radius:12px;padding:4px 14px}
dl div{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid var(--line)}
dl div:last-child{border-bottom:0}
dt{color:var(--muted)}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.get dd{color:var(--accent-text);font-size:18px}
fieldset{border:0;padding:0;margin:0 0 16px;display:flex;gap:8px}
legend{font-weight:600;margin-bottom:8px;padding:0}
fieldset label{flex:1;display:flex;gap:8px;align-items:center;border:1px solid var(--line);border-radius:10px;padding:10px 12px;cursor:pointer}
fieldset label:has(input:checked){border-color:var(--accent-text);box-shadow:inset 0 0 0 1px var(--accent-text)}
form label{display:block;font-weight:600;font-size:14px;margin:0 0 4px}
input[type=text]{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--line);border-radius:10px;background:transparent;color:inherit;margin-bottom:12px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;font:inherit;font-weight:700;padding:12px 16px;border:0;border-radius:10px;background:var(--accent);color:#fff;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
#close{margin-top:12px;background:transparent;color:var(--accent-text);border:1px solid var(--accent-text)}
input[type=radio]{accent-color:var(--accent)}
:focus-visible{outline:3px solid var(--accent-text);outline-offset:2px}
.note{font-size:14px;color:var(--muted);margin:0 0 12px}
#status{margin:16px 0 0;font-weight:600;color:var(--good)}#status:empty,#alert:empty{display:none}
#alert{margin:16px 0 0;font-weight:600;color:var(--bad)}
[hidden]{display:none!important}
`
