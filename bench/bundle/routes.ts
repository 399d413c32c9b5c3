import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What a first visit to each screen downloads, from the chunk graph the production build writes beside
 * the client ($OUT_DIR/bundle-stats.json): the entry's initial chunks plus every chunk of the lazy
 * imports the screen renders first. Sizes are gzip -9 of the JavaScript (deterministic for a build).
 */

interface StatsChunk {
  id: number | string;
  initial: boolean;
  files: string[];
  origins?: { request?: string }[];
  /** the npm packages whose code the chunk carries (webpack.config.js writes them) */
  packages?: string[];
}

export interface RouteDef {
  name: string;
  /** the lazy imports the screen loads on a first visit (matched against import requests) */
  lazy: RegExp[];
  /** Budget, KB gzipped */
  target: number;
  /** the budget e2e/bundleBudget.e2e.ts enforces (KB): the target itself where the route meets it */
  guard: number;
  /** packages the first visit must not download (the DataGrid and date pickers only where shown, ...) */
  without: string[];
  /** packages of the design card the first visit must download (the app's router and toasts) */
  with: string[];
}

/** The heavy packages the table names per route. */
export const NOTABLE: Record<string, string> = {
  react: 'React',
  'react-router': 'React Router',
  '@mui/material': 'MUI',
  '@reduxjs/toolkit': 'Redux Toolkit',
  notistack: 'notistack',
  '@mui/x-data-grid': 'DataGrid',
  '@mui/x-date-pickers': 'date pickers',
  yup: 'yup',
};

const GRID = '@mui/x-data-grid';
const PICKERS = '@mui/x-date-pickers';
/** The shared Yup rules: only the forms that use them (add and edit dialogs, marking's columns) load the library. */
const YUP = 'yup';
/** The signed-out pages render without MUI (and emotion) and the store; the router and the toasts are the entry's. */
const SIGNED_OUT_WITHOUT = ['@mui/material', '@emotion/react', '@reduxjs/toolkit', 'react-redux', GRID, PICKERS];
/** The design card's router and toasts, which every page is built on (app/routes.tsx, app/Toasts.tsx). */
const CARD = ['react-router', 'notistack'];

/** The signed-in app (store, MUI theme, app bar, footer, the toasts' look), a lazy chunk of its own (app/screens.ts). */
const LAYOUT = /(^|\/)SignedInShell$/;
/**
 * Every first render waits for the translation engine (i18n/engine.ts) and the English texts every screen shares (also the
 * fallback of every other language): i18n/i18n.ts loads them before rendering, index.html preloads them. (Figures
 * before 23 Nov 2026 left these ≈ 22 KB out.)
 */
const I18N = [/^\.\/engine$/, /^\.\/locales\/public\.en$/];
/** The signed-in app's texts (the validation messages' among them): the signed-in app waits for them (main.tsx). */
const APP_TEXTS = [/^\.\/locales\/app\.en$/];
/** The admin's screens' texts (locales/adminArea.*): loaded with those screens (app/screens.tsx), never on a student's or a lecturer's visit. */
const ADMIN_TEXTS = /^\.\/locales\/adminArea\.en$/;

/**
 * The first-visit budgets of the design card's stack (React Router's data router and notistack included): landing +
 * login 130 KB, student 239 KB (the replaced system's whole app), lecturer 275 KB, admin 390 KB.
 */
export const ROUTES: RouteDef[] = [
  { name: 'landing + login', lazy: [...I18N], target: 130, guard: 130, without: SIGNED_OUT_WITHOUT, with: CARD },
  { name: 'student home', lazy: [...I18N, ...APP_TEXTS, LAYOUT, /features\/student\/StudentHome$/], target: 239, guard: 239, without: [GRID, PICKERS, YUP], with: CARD },
  // the leave and move questions' dialogs load when asked and the phone cards' field is not TextField (no Select, menu,
  // popover or modal on the first visit); the Submit button's tooltip (MUI's Tooltip and popper.js) loads once the
  // marking screen has painted (components/LateTooltip.tsx): 262.8 KB on 2 Dec 2026
  { name: 'lecturer home + board + marking', lazy: [...I18N, ...APP_TEXTS, LAYOUT, /features\/lecturer\/LecturerHome$/, /features\/lecturer\/BoardProjects$/, /features\/marking\/MarkingPage$/], target: 275, guard: 275, without: [GRID, PICKERS, YUP], with: CARD },
  // the DataGrid (149 KB) and the MUI parts its panels and menus import (≈ 43 KB) arrive once the console has painted
  // and the browser is idle (features/admin/common/AdminGrid.tsx); until then the list's first page is a plain table:
  // 424.7 KB with the grid on 2 Dec 2026
  { name: 'admin console (boards tab)', lazy: [...I18N, ...APP_TEXTS, LAYOUT, ADMIN_TEXTS, /features\/admin\/AdminConsole$/, /boards\/BoardsSection$/], target: 390, guard: 390, without: [GRID, PICKERS, YUP], with: CARD },
];

export interface RouteSize {
  name: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  target: number;
  guard: number;
  /** lazy imports of the definition not found in the build (the client was reorganised) */
  missing: string[];
  /** every npm package the first visit downloads */
  packages: string[];
  /** packages of `without` it downloads all the same */
  unwanted: string[];
  /** packages of `with` it does not download */
  lacking: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function routeSizes(outDir: string): RouteSize[] {
  const stats = JSON.parse(readFileSync(path.join(outDir, 'bundle-stats.json'), 'utf8')) as { chunks: StatsChunk[] };
  const clientDir = path.join(outDir, 'client');
  const sizeCache = new Map<string, { raw: number; gz: number }>();
  const sizeOf = (file: string) => {
    if (!sizeCache.has(file)) {
      const bytes = readFileSync(path.join(clientDir, file));
      sizeCache.set(file, { raw: bytes.length, gz: zlib.gzipSync(bytes, { level: 9 }).length });
    }
    return sizeCache.get(file)!;
  };
  return ROUTES.map((route) => {
    const files = new Set<string>();
    const packages = new Set<string>();
    const missing: string[] = [];
    const take = (c: StatsChunk) => {
      c.files.forEach((f) => files.add(f));
      (c.packages ?? []).forEach((p) => packages.add(p));
    };
    for (const c of stats.chunks) if (c.initial) take(c);
    for (const pattern of route.lazy) {
      const chunks = stats.chunks.filter((c) => (c.origins ?? []).some((o) => o.request && pattern.test(o.request)));
      if (chunks.length === 0) missing.push(pattern.source);
      chunks.forEach(take);
    }
    const js = [...files].filter((f) => f.endsWith('.js'));
    const raw = js.reduce((sum, f) => sum + sizeOf(f).raw, 0);
    const gz = js.reduce((sum, f) => sum + sizeOf(f).gz, 0);
    const unwanted = route.without.filter((p) => packages.has(p));
    const lacking = route.with.filter((p) => !packages.has(p));
    return { name: route.name, files: js.length, rawKb: kb(raw), gzipKb: kb(gz), target: route.target, guard: route.guard, missing, packages: [...packages].sort(), unwanted, lacking };
  });
}

export function formatTable(sizes: RouteSize[]): string {
  const lines = [
    '| First visit | JS files | raw KB | gzip KB | issue target KB | meets target | guard KB | heavy packages it loads |',
    '|---|---:|---:|---:|---:|---|---:|---|',
  ];
  for (const s of sizes) {
    const verdict = s.gzipKb <= s.target ? 'yes' : `no (+${(s.gzipKb - s.target).toFixed(1)} KB)`;
    const heavy = Object.entries(NOTABLE)
      .filter(([pkg]) => s.packages.includes(pkg))
      .map(([, label]) => label)
      .join(', ');
    const flags = [s.missing.length ? `missing: ${s.missing.join(', ')}` : '', s.unwanted.length ? `must not load: ${s.unwanted.join(', ')}` : ''].filter(Boolean);
    lines.push(`| ${s.name}${flags.length ? ` (${flags.join('; ')})` : ''} | ${s.files} | ${s.rawKb} | ${s.gzipKb} | ${s.target} | ${verdict} | ${s.guard} | ${heavy} |`);
  }
  return lines.join('\n');
}
