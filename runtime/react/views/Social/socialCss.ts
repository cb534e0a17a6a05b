// Styles of social login (the Connect view's row, AllSocials, the connecting views), adopted with
// their chunk. Notes (here, not in the CSS, so that no comment ships):
// - The row's buttons share its width: at 360 px the five fit with room to tap each.
// - The black-and-white marks follow the theme: foreground tile, background glyph.
export const socialCss = `
.ak-social-row{list-style:none;margin:0;padding:0;display:flex;gap:8px}
.ak-social-row>li{flex:1 1 0;min-width:0}
.ak-social-button{width:100%;height:48px;display:grid;place-items:center;padding:0;border:0;
border-radius:calc(var(--ak-radius-base)*4);background:var(--ak-surface);color:var(--ak-foreground);cursor:pointer}
.ak-social-button:hover{background:var(--ak-surface-hover)}
.ak-social-icon{flex:none;color:#fff}
.ak-social-icon[data-mono]{color:var(--ak-background)}
.ak-social-icon[data-mono] .ak-social-tile{fill:var(--ak-foreground)}
.ak-item .ak-social-icon{margin-inline:6px}
.ak-social-status .ak-status-visual .ak-social-icon{border-radius:calc(var(--ak-radius-base)*5)}
.ak-social-status .ak-actions{max-width:320px}
`
