import { loggedIn } from '../state/sessionSlice';
import { devToolsOptions, hideSecrets, REDACTED } from './devTools';
import { makeStore } from './store';

describe('Redux DevTools sanitizers', () => {
  it('hide tokens and passwords at any depth, in actions and in state, and leave the rest alone', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: { arg: { endpointName: 'login', originalArgs: { role: 'admin', username: 'admin', password: 'Secret#1' } } },
    };
    const shown = devToolsOptions.actionSanitizer!(action as never, 0) as unknown as typeof action;
    expect(shown.meta.arg.originalArgs).toEqual({ role: 'admin', username: 'admin', password: REDACTED });
    expect(action.meta.arg.originalArgs.password).toBe('Secret#1'); // the real action is untouched

    const store = makeStore();
    store.dispatch(loggedIn({ user: { id: 1, username: 'admin', role: 'admin', name: 'Admin' } }));
    // The login answer (kept in the RTK Query cache) still carries the token for API clients: it is hidden.
    const withLogin = { ...store.getState(), api: { mutations: { login: { data: { token: 'eyJ.secret.jwt', data: { status: 200 } } } } } };
    const state = devToolsOptions.stateSanitizer!(withLogin, 0) as typeof withLogin;
    expect(state.api.mutations.login.data.token).toBe(REDACTED);
    expect(state.api.mutations.login.data.data).toEqual({ status: 200 });
    expect(state.session.user).toEqual({ id: 1, username: 'admin', role: 'admin', name: 'Admin' });
    expect(withLogin.api.mutations.login.data.token).toBe('eyJ.secret.jwt');

    expect(hideSecrets({ form: [{ newPassword: 'x', confirmPassword: 'y', name: 'n' }], accessToken: 't', Authorization: 'Bearer t' })).toEqual({
      form: [{ newPassword: REDACTED, confirmPassword: REDACTED, name: 'n' }],
      accessToken: REDACTED,
      Authorization: REDACTED,
    });
  });
});
