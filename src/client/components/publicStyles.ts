/**
 * The signed-out screens (landing, logins) and the footer render without MUI, so their look — the app
 * theme's (app/theme.ts) colours, 8 px corners, Roboto-first fonts, MUI's type scale, shadows and focus styles — is
 * written here as plain CSS. React 19 hoists each `<style href precedence>` into the head once
 * (`<style href="pf-frame" precedence="pf">{FRAME_CSS}</style>`).
 */

const FONT = 'Roboto, "Segoe UI", Arial, sans-serif';
const PRIMARY = '#0d47a1';
/** MUI's primary.dark for that main colour (darken by 0.3) */
const PRIMARY_DARK = 'rgb(9, 49, 112)';
const TEXT = 'rgba(0, 0, 0, 0.87)';
const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.6)';

const shadow = (a: string, b: string, c: string) => `0px ${a} rgba(0,0,0,0.2),0px ${b} rgba(0,0,0,0.14),0px ${c} rgba(0,0,0,0.12)`;
/** MUI's elevations 2, 3, 4, 6, 8 and 24 */
export const ELEVATION = {
  2: shadow('3px 1px -2px', '2px 2px 0px', '1px 5px 0px'),
  3: shadow('3px 3px -2px', '3px 4px 0px', '1px 8px 0px'),
  4: shadow('2px 4px -1px', '4px 5px 0px', '1px 10px 0px'),
  6: shadow('3px 5px -1px', '6px 10px 0px', '1px 18px 0px'),
  8: shadow('5px 5px -3px', '8px 10px 1px', '3px 14px 2px'),
  24: shadow('11px 15px -7px', '24px 38px 3px', '9px 46px 8px'),
};

/** What MUI's CssBaseline gives the signed-in screens (the same rules, so both agree). */
const BASELINE = `
html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}
*,*::before,*::after{box-sizing:inherit}
body{margin:0;color:${TEXT};font-family:${FONT};font-weight:400;font-size:1rem;line-height:1.5;background-color:#fff}
`;

/** The frame (PublicFrame), the landing's buttons and the login form. */
export const FRAME_CSS = `${BASELINE}
.pf-root{min-height:100vh;display:flex;flex-direction:column;background-color:#fafafa}
.pf-header{display:flex;align-items:center;gap:16px;padding:16px 24px;background-color:${PRIMARY};color:#fff}
@media (max-width:599.95px){.pf-header{flex-wrap:wrap;gap:8px;padding:12px 16px}.pf-brand.pf-h4,.pf-brand.pf-h5{font-size:1.25rem;line-height:1.6;min-width:0;overflow-wrap:anywhere}}
.pf-brand{margin:0;font-weight:700}
.pf-h4{font-size:2.125rem;line-height:1.235}
.pf-h5{font-size:1.5rem;line-height:1.334}
.pf-grow{flex-grow:1}
.pf-main{flex-grow:1;display:flex;align-items:center;justify-content:center;padding:24px}
.pf-card{background-color:#fff;color:${TEXT};border-radius:8px;box-shadow:${ELEVATION[3]};padding:32px;width:100%;max-width:420px}
.pf-title{margin:0 0 0.35em;font-weight:400;font-size:2.125rem;line-height:1.235;text-align:center}
.pf-text{margin:0;font-size:1rem;line-height:1.5}
.pf-subtitle{text-align:center;margin-bottom:16px;color:${TEXT_SECONDARY}}
.pf-stack{display:flex;flex-direction:column;gap:16px}
.pf-button{display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;min-width:64px;margin:0;border:0;
  padding:8px 22px;border-radius:8px;font-family:${FONT};font-weight:500;font-size:0.9375rem;line-height:1.75;
  text-transform:uppercase;text-decoration:none;color:#fff;background-color:${PRIMARY};box-shadow:${ELEVATION[2]};cursor:pointer;
  user-select:none;vertical-align:middle;-webkit-tap-highlight-color:transparent;outline:0;
  transition:background-color 250ms cubic-bezier(0.4,0,0.2,1),box-shadow 250ms cubic-bezier(0.4,0,0.2,1)}
.pf-button:hover{background-color:${PRIMARY_DARK};box-shadow:${ELEVATION[4]}}
.pf-button:focus-visible{box-shadow:${ELEVATION[6]};outline:2px solid ${PRIMARY};outline-offset:2px}
.pf-button:active{box-shadow:${ELEVATION[8]}}
.pf-button:disabled{color:rgba(0,0,0,0.26);background-color:rgba(0,0,0,0.12);box-shadow:none;cursor:default}
.pf-full{width:100%}
.pf-error{margin:8px 0 0;min-height:24px;color:#c62828}
.pf-submit{margin-top:8px}
.pf-status{margin:0}
.pf-field{position:relative;display:inline-flex;flex-direction:column;margin:16px 0 8px;width:100%;min-width:0;padding:0;border:0;vertical-align:top}
.pf-label{position:absolute;left:0;top:0;z-index:1;max-width:calc(100% - 24px);overflow:hidden;white-space:nowrap;text-overflow:ellipsis;
  color:${TEXT_SECONDARY};font-size:1rem;line-height:1.4375em;pointer-events:none;transform-origin:top left;
  transform:translate(14px,16px) scale(1);transition:color 200ms cubic-bezier(0,0,0.2,1),transform 200ms cubic-bezier(0,0,0.2,1),max-width 200ms cubic-bezier(0,0,0.2,1)}
.pf-shrink .pf-label{max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(0.75);pointer-events:auto;user-select:none}
/* a browser's autofill fills the field without a change event: the label moves up all the same */
.pf-field:has(.pf-input:autofill) .pf-label{max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(0.75)}
.pf-field:has(.pf-input:autofill) .pf-legend{max-width:100%}
.pf-focused .pf-label{color:${PRIMARY}}
.pf-box{position:relative;display:flex;align-items:center;border-radius:8px;color:${TEXT};cursor:text}
.pf-input{font:inherit;font-size:1rem;letter-spacing:inherit;color:currentColor;box-sizing:content-box;height:1.4375em;margin:0;
  padding:16.5px 14px;border:0;background:none;display:block;min-width:0;width:100%;border-radius:inherit;outline:0;-webkit-tap-highlight-color:transparent}
.pf-input::placeholder{color:currentColor;opacity:0.42}
.pf-field:not(.pf-shrink) .pf-input::placeholder{opacity:0}
.pf-outline{position:absolute;inset:-5px 0 0;margin:0;padding:0 8px;pointer-events:none;border-radius:inherit;border:1px solid rgba(0,0,0,0.23);overflow:hidden;min-width:0}
.pf-box:hover .pf-outline{border-color:${TEXT}}
.pf-focused .pf-outline,.pf-focused .pf-box:hover .pf-outline{border-color:${PRIMARY};border-width:2px}
.pf-legend{float:unset;width:auto;overflow:hidden;display:block;padding:0;height:11px;font-size:0.75em;visibility:hidden;max-width:0.01px;white-space:nowrap;
  transition:max-width 50ms cubic-bezier(0,0,0.2,1)}
.pf-legend>span{padding-left:5px;padding-right:5px;display:inline-block;opacity:0;visibility:visible}
.pf-shrink .pf-legend{max-width:100%;transition:max-width 100ms cubic-bezier(0,0,0.2,1) 50ms}
`;

/** The footer (signed-out and signed-in screens) and its dialogs. */
export const FOOTER_CSS = `
.pf-footer{margin-top:auto;padding:16px 24px;background-color:#f5f5f5;border-top:1px solid rgba(0,0,0,0.12)}
.pf-nav{display:flex;flex-wrap:wrap;gap:16px;align-items:center}
.pf-nav>.pf-grow{flex-grow:1}
.pf-link{position:relative;margin:0;padding:0;border:0;border-radius:0;background-color:transparent;font:inherit;letter-spacing:inherit;color:${PRIMARY};
  text-decoration:none;cursor:pointer;user-select:none;vertical-align:middle;-webkit-appearance:none;appearance:none;-webkit-tap-highlight-color:transparent;outline:0}
.pf-link:hover{text-decoration:underline}
.pf-link:focus-visible{outline:auto}
.pf-icons{display:flex;gap:8px;color:${TEXT_SECONDARY}}
.pf-icon{width:1em;height:1em;font-size:1.5rem;display:inline-block;flex-shrink:0;fill:currentColor;user-select:none}
.pf-copy{margin:8px 0 0;font-size:0.875rem;line-height:1.43;color:${TEXT_SECONDARY}}
.pf-backdrop{position:fixed;inset:0;z-index:1300;display:flex;align-items:center;justify-content:center;background-color:rgba(0,0,0,0.5);
  -webkit-tap-highlight-color:transparent}
.pf-dialog{position:relative;display:flex;flex-direction:column;margin:32px;width:calc(100% - 64px);max-width:600px;max-height:calc(100% - 64px);
  overflow-y:auto;background-color:#fff;color:${TEXT};border-radius:8px;box-shadow:${ELEVATION[24]};outline:0}
.pf-dialog-title{margin:0;padding:16px 24px;font-family:${FONT};font-weight:500;font-size:1.25rem;line-height:1.6}
.pf-dialog-content{flex:1 1 auto;overflow-y:auto;padding:16px 24px;border-top:1px solid rgba(0,0,0,0.12);border-bottom:1px solid rgba(0,0,0,0.12)}
.pf-dialog-text{margin:0;white-space:pre-line;font-size:1rem;line-height:1.5}
.pf-dialog-actions{display:flex;align-items:center;justify-content:flex-end;padding:8px}
.pf-text-button{display:inline-flex;align-items:center;justify-content:center;min-width:64px;margin:0;border:0;padding:6px 8px;border-radius:8px;
  background-color:transparent;color:${PRIMARY};font-family:${FONT};font-weight:500;font-size:0.875rem;line-height:1.75;
  text-transform:uppercase;cursor:pointer;outline:0;transition:background-color 250ms cubic-bezier(0.4,0,0.2,1)}
.pf-text-button:hover{background-color:rgba(13,71,161,0.04)}
.pf-text-button:focus-visible{background-color:rgba(13,71,161,0.12);outline:2px solid ${PRIMARY};outline-offset:2px}
`;
