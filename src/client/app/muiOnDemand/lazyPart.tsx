import { lazy, Suspense, type ComponentType } from 'react';

type Props = Record<string, unknown>;

/**
 * A MUI component the DataGrid shows only after a click (webpack.config.js `muiOnDemand`): the grid gets
 * this stand-in, which downloads the component the first time it renders (nothing shows meanwhile, a few
 * milliseconds). Props, and refs (a prop in React 19), go through unchanged.
 */
export function lazyPart(load: () => Promise<{ default: unknown }>): ComponentType<Props> {
  const Part = lazy(load as () => Promise<{ default: ComponentType<Props> }>);
  function LazyPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
