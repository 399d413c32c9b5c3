// Builds the SPA into $OUT_DIR/client (default dist/client); role areas are separate lazy chunks.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');

// Text assets precompressed at build time: the server sends the .br / .gz file when the browser accepts it.
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const precompress = () => [
  new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, threshold: 1024 }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
  }),
];

/** The npm packages whose code each chunk carries (by chunk id), concatenated modules looked into. */
function packagesByChunk(compilation) {
  const byChunk = {};
  for (const chunk of compilation.chunks) {
    const names = new Set();
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      for (const inner of module.modules ?? [module]) {
        const found = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(inner.resource ?? '');
        if (found) names.add(found[1].replace('\\', '/'));
      }
    }
    byChunk[chunk.id] = [...names].sort();
  }
  return byChunk;
}

// The chunk graph beside the build (not served), with each chunk's npm packages: bench/bundle and the bundle budget
// test read it.
const writeChunkGraph = (file) => ({
  apply(compiler) {
    compiler.hooks.done.tap('chunk-graph', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, namedChunkGroups: true, entrypoints: true, ids: true });
      const packages = packagesByChunk(stats.compilation);
      for (const chunk of json.chunks) chunk.packages = packages[chunk.id] ?? [];
      fs.writeFileSync(file, JSON.stringify(json));
    });
  },
});

/**
 * `<link rel="preload">` in index.html for the chunks every first render waits for — the translation engine and the
 * English texts (i18n/i18n.ts loads them before rendering; English is also every language's fallback) — so that they
 * download beside the entry instead of after it (issue 15: the landing's LCP).
 */
const preloadChunkGroups = (names) => ({
  apply(compiler) {
    compiler.hooks.compilation.tap('preload-chunk-groups', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('preload-chunk-groups', (data) => {
        const files = names.flatMap((name) => compilation.namedChunkGroups.get(name)?.getFiles() ?? []).filter((f) => f.endsWith('.js'));
        const links = [...new Set(files)].map((f) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${f}` }));
        data.headTags.push(...links);
        return data;
      });
    });
  },
});

/**
 * Every module the signed-in shell (app/SignedInShell.tsx, the lazy chunk 'shell') and the toasts' look (app/ToastAlert.tsx) import: the store and RTK Query, MUI's
 * theme and the components the app bar, the dialogs and the toasts use, emotion. Every signed-in first visit renders
 * it, so it is one chunk instead of webpack's split by sets of chunks, which cut it into several files and copied the
 * modules below minSize (Button, the tag tables) into each screen's chunk as well.
 */
const inSignedInApp = (module, { chunkGraph }) => {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name === 'shell') return true;
  return false;
};

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const outDir = path.resolve(process.env.OUT_DIR || 'dist', 'client');
  return {
    entry: './src/client/main.tsx',
    output: {
      path: outDir,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        // emotion imports these for its withTheme only, which nothing here calls: without side effects they are dropped
        { test: /node_modules[\\/](hoist-non-react-statics|@emotion[\\/]react[\\/]_isolated-hnrs)[\\/]/, sideEffects: false },
        { test: /\.(png|jpe?g|svg|gif|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      preloadChunkGroups(['i18n', 'lang-en']),
      ...(production ? [...precompress(), writeChunkGraph(path.join(outDir, '..', 'bundle-stats.json'))] : []),
    ],
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    // Vendor code follows the lazy routes: webpack splits the lazy chunks by the set of chunks that use a module, so
    // there is no shared vendor chunk and the DataGrid and the date pickers stay in the chunks of the screens that
    // show them. minSize 60 kB (source) instead of 20 kB: fewer, larger shared chunks gzip better — measured 2–3 KB
    // less per signed-in first visit; 0 (no small copies) measured 6 KB worse, 150 kB copied the DataGrid's helpers
    // into two lecturer chunks (+17 KB). The entry is not split (chunks: 'async'): React DOM in a chunk of its own
    // cost every first visit a file (0.5 KB gzip).
    // One exception, 'signed-in': the signed-in shell with everything it imports (above), one chunk every signed-in
    // first visit downloads once — 9–17 KB less per signed-in first visit than the split by sets. The router (React
    // Router) is part of the entry: the signed-out pages use it too.
    optimization: {
      splitChunks: {
        chunks: 'async',
        minSize: 60_000,
        cacheGroups: {
          signedIn: { test: inSignedInApp, name: 'signed-in', chunks: 'async', enforce: true },
        },
      },
    },
    devServer: {
      port: 5173,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3000' }],
    },
  };
};
