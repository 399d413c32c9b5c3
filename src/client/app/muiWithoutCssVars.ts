/**
 * Stands in for MUI's CSS-variables theme code (styles/createThemeWithVars and styles/ThemeProviderWithVars), which
 * webpack.config.js swaps for this module: the app's theme (theme.ts) is a plain one — a palette, no `colorSchemes`,
 * no `cssVariables` — so MUI never calls that code, yet its ThemeProvider and createTheme import it (≈ 6 KB gzipped on
 * every signed-in first visit). A theme that asks for CSS variables fails loudly here instead of silently.
 */
function cssVariablesUnavailable(): never {
  throw new Error('MUI CSS-variables themes are left out of this build (webpack.config.js): use a plain theme');
}

export default cssVariablesUnavailable;
export const createGetCssVar = cssVariablesUnavailable;
export const CssVarsProvider = cssVariablesUnavailable;
export const useColorScheme = cssVariablesUnavailable;
export const getInitColorSchemeScript = cssVariablesUnavailable;
export const Experimental_CssVarsProvider = cssVariablesUnavailable;
