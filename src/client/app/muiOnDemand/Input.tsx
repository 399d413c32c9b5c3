import { lazyPart } from './lazyPart';

/** The standard variant of MUI's Select and TextField, which this app never draws (its fields are outlined). */
export default lazyPart(() => import(/* webpackChunkName: "mui-variants" */ '@mui/material/Input'));
