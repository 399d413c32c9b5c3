import { lazyPart } from './lazyPart';

/** The grid's bar while it refetches rows it already shows (a first load shows skeleton rows instead). */
export default lazyPart(() => import(/* webpackChunkName: "grid-panels" */ '@mui/material/LinearProgress'));
