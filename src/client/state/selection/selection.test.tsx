import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { removeAllCookies } from '../cookies';
import { useChoose, useSelection } from './useSelection';
import { loggedOut } from '../sessionSlice';
import { makeStore } from '../../app/store';

afterEach(() => removeAllCookies());

describe('the lecturer selection', () => {
  it('stores each choice in the spec cookies and mirrors it in the store; logout clears it', () => {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ choose: useChoose(), selection: useSelection() }), { wrapper });
    act(() => {
      result.current.choose.board({ evaluationId: 1, templateId: 101, lectureInBoardId: 5 });
      result.current.choose.project({ projectId: 2, courseId: 1 });
      result.current.choose.course({ Id: 3, Name: 'SWP391-G1' });
    });
    expect(result.current.selection).toEqual({
      course: { Id: 3, Name: 'SWP391-G1' },
      evaluationId: 1,
      templateId: 101,
      lectureInBoardId: 5,
      projectId: 2,
      courseId: 1,
    });
    expect(Cookies.get()).toEqual({
      evaluation_id: '1',
      template_id: '101',
      lectureinboard_id: '5',
      project_id: '2',
      course_id: '1',
      course: JSON.stringify({ Id: 3, Name: 'SWP391-G1' }),
    });
    // A new store (a reload) reads the choices back from the cookies.
    expect(makeStore().getState().selection.lectureInBoardId).toBe(5);
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(result.current.selection.projectId).toBeNull();
  });
});
