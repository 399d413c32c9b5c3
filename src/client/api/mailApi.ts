import type { MailPreferences, MailPreferencesBody, MyMail, OutboxList } from '../../common/contract/mail';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';
import { invalidates, provides } from './tagRules';

/** E-mail: the own address and choices (/user), the admin's outbox (the forgotten password's pages call with a plain fetch). */
export type { MailPreferences, MyMail, OutboxList };

const mailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyMail: build.query<MyMail, void>({
      query: () => '/account/mail',
      transformResponse: (r: Envelope<MyMail>) => r.data!,
      providesTags: provides('getMyMail'),
    }),
    setMyMail: build.mutation<Envelope<MyMail>, MailPreferencesBody>({
      queryFn: envelopeCall((body: MailPreferencesBody) => ({ url: '/account/mail', method: 'PUT', body })),
      invalidatesTags: invalidates('setMyMail'),
    }),
    getOutbox: build.query<OutboxList, void>({
      query: () => '/mail/outbox',
      transformResponse: (r: Envelope<OutboxList>) => r.data!,
      providesTags: provides('getOutbox'),
    }),
    resendMail: build.mutation<Envelope, number>({
      queryFn: envelopeCall((id: number) => ({ url: `/mail/outbox/${id}/resend`, method: 'POST' })),
      invalidatesTags: invalidates('resendMail'),
    }),
    sendTestMail: build.mutation<Envelope, string>({
      queryFn: envelopeCall((to: string) => ({ url: '/mail/test', method: 'POST', body: { to } })),
      invalidatesTags: invalidates('sendTestMail'),
    }),
  }),
});

export const { useGetMyMailQuery, useSetMyMailMutation, useGetOutboxQuery, useResendMailMutation, useSendTestMailMutation } = mailApi;
