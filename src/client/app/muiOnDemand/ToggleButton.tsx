import { lazyPart } from './lazyPart';

/** The grid's toggle buttons (its side panels' options): none shows on the list itself. */
export default lazyPart(() => import(/* webpackChunkName: "grid-panels" */ '@mui/material/ToggleButton'));
