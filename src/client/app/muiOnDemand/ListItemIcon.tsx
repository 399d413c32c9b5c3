import { lazyPart } from './lazyPart';

/** The icons of the grid's menu items. */
export default lazyPart(() => import(/* webpackChunkName: "grid-panels" */ '@mui/material/ListItemIcon'));
