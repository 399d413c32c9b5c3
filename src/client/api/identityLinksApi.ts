import { baseApi, type Envelope } from './baseApi';
import { invalidates, provides } from './tagRules';

/** An account linked to a person at the university's OpenID Connect provider (GET /api/oidc/links). */
export interface IdentityLink {
  accountId: number;
  username: string;
  role: 'admin' | 'teach' | 'std';
  issuer: string;
  email: string | null;
  linkedAt: string;
  lastSignInAt: string;
}

/** The admin's list of accounts linked to the university's sign-in, and unlinking one. */
export const identityLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIdentityLinks: build.query<IdentityLink[], void>({
      query: () => '/oidc/links',
      transformResponse: (r: Envelope<IdentityLink[]>) => r.data ?? [],
      providesTags: provides('getIdentityLinks'),
    }),
    unlinkAccount: build.mutation<Envelope, number>({
      query: (accountId) => ({ url: `/oidc/links/${accountId}`, method: 'DELETE' }),
      invalidatesTags: invalidates('unlinkAccount'),
    }),
  }),
});

export const { useGetIdentityLinksQuery, useUnlinkAccountMutation } = identityLinksApi;
