// Babel compiles TypeScript and JSX for webpack (the SPA) and Jest (every test project).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        // the SPA: the browsers of package.json's `browserslist` (evergreen ones since early 2023 — Chrome and Edge 109, the last on Windows 7/8, Firefox ESR 115, Safari 16: ES2022 as written, no legacy transforms)
        isTest ? { targets: { node: 'current' } } : { bugfixes: true },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ],
  };
};
