// Builds the SPA into $OUT_DIR/client (default dist/client); role areas are separate lazy chunks.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

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
    plugins: [new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' })],
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
