import { lazyPart } from './lazyPart';

/** The tabs of the grid's side panels. */
export default lazyPart(() => import(/* webpackChunkName: "grid-panels" */ '@mui/material/Tabs'));
