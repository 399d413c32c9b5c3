import { useDispatch, useSelector } from 'react-redux';
import type { SharedDispatch, SharedState } from './types';

export const useAppDispatch = useDispatch.withTypes<SharedDispatch>();
export const useAppSelector = useSelector.withTypes<SharedState>();

export const useSessionUser = () => useAppSelector((s) => s.session.user);
