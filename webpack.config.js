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

// The chunk graph beside the build (not served): bench/bundle and the bundle budget test read it.
const writeChunkGraph = (file) => ({
  apply(compiler) {
    compiler.hooks.done.tap('chunk-graph', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, namedChunkGroups: true, entrypoints: true, ids: true });
      fs.writeFileSync(file, JSON.stringify(json));
    });
  },
});

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
        { test: /\.(png|jpe?g|svg|gif|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      ...(production ? [...precompress(), writeChunkGraph(path.join(outDir, '..', 'bundle-stats.json'))] : []),
    ],
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: { splitChunks: { chunks: 'all' } },
    devServer: {
      port: 5173,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3000' }],
    },
  };
};
