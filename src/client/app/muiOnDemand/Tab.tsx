import { lazyPart } from './lazyPart';

/** A tab of the grid's side panels. */
export default lazyPart(() => import(/* webpackChunkName: "grid-panels" */ '@mui/material/Tab'));
