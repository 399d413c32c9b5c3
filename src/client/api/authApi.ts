import type { Role } from '../../common/roles';
import { LOGIN_PATH } from '../../common/roles';
import type { LoginAnswer, PublicConfig } from '../../common/contract/account';
import { baseApi } from './baseApi';
import { provides } from './tagRules';

/** What a login answers (the wire shape: common/contract/account.ts). */
export type LoginResponse = LoginAnswer;
export type { PublicConfig };

const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, { role: Role; username: string; password: string }>({
      query: ({ role, username, password }) => ({ url: LOGIN_PATH[role], method: 'POST', body: { username, password } }),
    }),
    /** Ends the session on the server (POST /api/logout); the server also removes its HttpOnly cookie. */
    logout: build.mutation<{ status: number; message?: string }, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    publicConfig: build.query<PublicConfig, void>({
      query: () => '/config',
      transformResponse: (r: { data: PublicConfig }) => r.data,
      providesTags: provides('publicConfig'),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, usePublicConfigQuery } = authApi;
