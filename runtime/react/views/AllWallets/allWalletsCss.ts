// Styles of All Wallets, in its own chunk: adopted into the modal's shadow root while the view is
// shown, so the first load carries none of them.
/**
 * Search field, the scrolling grid of wallet tiles, image placeholders. The body under the search
 * field has one height whatever it shows (a full page, three results, none, an error), so the card
 * does not jump while the user types.
 */
export const allWalletsCss = `
.ak-aw{display:flex;flex-direction:column;gap:12px}
.ak-aw-search{position:relative;display:flex;align-items:center}
.ak-aw-search svg{position:absolute;inset-inline-start:12px;color:var(--ak-muted);pointer-events:none}
.ak-aw-search input{width:100%;min-height:40px;padding-block:0;padding-inline:40px 12px;border:1px solid var(--ak-border);
border-radius:calc(var(--ak-radius-base)*3);background:var(--ak-surface);color:inherit;font:inherit}
.ak-aw-search input::placeholder{color:var(--ak-muted)}
.ak-aw-body{height:min(400px,calc(100dvh - 220px));display:flex;flex-direction:column}
.ak-aw-body>.ak-status{margin:auto 0}
.ak-aw-scroll{flex:1;min-height:0;overflow-y:auto;overscroll-behavior:contain;
margin:0 -6px;padding:2px 6px 8px}
.ak-aw-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));
gap:8px}
.ak-aw-tile{position:relative;display:flex;flex-direction:column;align-items:center;gap:6px;width:100%;
padding:10px 4px 8px;border:0;border-radius:calc(var(--ak-radius-base)*4);background:var(--ak-surface);
cursor:pointer;font-size:var(--ak-text-sm);font-weight:500}
.ak-aw-tile:hover{background:var(--ak-surface-hover)}
.ak-aw-image{position:relative;width:56px;height:56px;flex:none;display:grid;place-items:center;
overflow:hidden;border-radius:calc(var(--ak-radius-base)*4);background:var(--ak-surface-hover);
font-size:var(--ak-text-lg);font-weight:600;color:var(--ak-muted)}
.ak-aw-image img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:0}
.ak-aw-image[data-state=loaded] img{opacity:1}
.ak-aw-image[data-state=loading],.ak-aw-skeleton .ak-aw-image{animation:ak-aw-pulse 1.2s ease-in-out infinite}
.ak-aw-name{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ak-aw-skeleton .ak-aw-name{width:70%;height:10px;margin:3px 0;border-radius:4px;
background:var(--ak-surface-hover)}
.ak-aw-installed{position:absolute;top:8px;inset-inline-end:8px;width:10px;height:10px;border-radius:50%;
background:var(--ak-success);box-shadow:0 0 0 2px var(--ak-surface)}
.ak-aw-more{display:flex;justify-content:center;padding:12px 0 4px}
.ak-aw-sentinel{height:1px}
@keyframes ak-aw-pulse{50%{opacity:.45}}
`
