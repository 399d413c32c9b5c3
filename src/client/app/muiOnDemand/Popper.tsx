import type { PopperProps } from '@mui/material/Popper';
import { lazy, Suspense } from 'react';

let ready = false;
const RealPopper = lazy(() =>
  import(/* webpackChunkName: "popper" */ '@mui/material/Popper').then((module) => {
    ready = true;
    return module;
  }),
);

/**
 * MUI's Popper (with popper.js, ≈ 7 KB gzip) for the tooltips, the Autocomplete and the DataGrid's menus and panels
 * (webpack.config.js `muiOnDemand`): nothing is shown while closed, so it downloads the first time one opens.
 * Once it is there it always renders, so a closing transition plays as before.
 */
export default function Popper(props: PopperProps) {
  if (!ready && !props.open && !props.keepMounted) return null;
  return (
    <Suspense fallback={null}>
      <RealPopper {...props} />
    </Suspense>
  );
}
