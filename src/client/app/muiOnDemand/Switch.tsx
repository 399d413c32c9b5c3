import { lazyPart } from './lazyPart';

/** The switches of the grid's columns panel. */
export default lazyPart(() => import(/* webpackChunkName: "grid-panels" */ '@mui/material/Switch'));
