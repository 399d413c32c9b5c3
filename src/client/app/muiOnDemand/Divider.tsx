import { lazyPart } from './lazyPart';

/** The dividers of the grid's column menu and panels. */
export default lazyPart(() => import(/* webpackChunkName: "grid-panels" */ '@mui/material/Divider'));
