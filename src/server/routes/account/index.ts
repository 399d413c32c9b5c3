import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../auth/guard';
import { changeOwnPassword, resetPassword } from '../../domain/passwords';
import { S } from '../../http/validation';

const PASSWORD = { type: 'string', minLength: 1, maxLength: 200 } as const;

/**
 * Issue 9 item 4 (beyond the spec, docs/deviations.md):
 * PUT /account/password (any signed-in role): change the own password (current + new).
 * POST /student/{id}/reset-password, POST /teacher/{id}/reset-password (admin): temporary password
 * (typed or generated, answered once); the user must change it at the next login.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.put<{ Body: { currentPassword: string; newPassword: string } }>(
    '/account/password',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Change the own password (any role)',
        body: S.body({ currentPassword: PASSWORD, newPassword: PASSWORD }),
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await changeOwnPassword(app.db, caller(request).accountId, currentPassword, newPassword);
      return { status: 200, message: 'Password changed' };
    },
  );

  for (const [segment, role] of [
    ['student', 'std'],
    ['teacher', 'teach'],
  ] as const) {
    app.post<{ Params: { id: number }; Body: { temporaryPassword?: string } }>(
      `/${segment}/:id/reset-password`,
      {
        config: { access: ['admin'] },
        schema: {
          summary: `Reset a ${segment}'s password (admin): must be changed at next login`,
          params: S.params('id'),
          body: S.body({ temporaryPassword: PASSWORD }, []),
        },
      },
      async (request) => {
        const temporaryPassword = await resetPassword(app.db, role, request.params.id, request.body?.temporaryPassword);
        return { status: 200, message: 'Password reset', data: { temporaryPassword } };
      },
    );
  }
};

export default routes;
