import { lazyPart } from './lazyPart';

/** The grid's "is any of" filter value input (filter panel). */
export default lazyPart(() => import(/* webpackChunkName: "grid-autocomplete" */ '@mui/material/Autocomplete'));
