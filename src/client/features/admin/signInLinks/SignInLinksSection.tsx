import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { useGetIdentityLinksQuery, useUnlinkAccountMutation, type IdentityLink } from '../../../api/identityLinksApi';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoading } from '../../../components/PageLoading';
import { useInstant } from '../../../components/useInstant';
import { useToast } from '../../../components/useToast';
import { useTranslation } from '../../../i18n/i18n';
import { AdminTable, type AdminColumn } from '../common/AdminTable';

/** The admin console's list of accounts linked to the university's sign-in, each with Unlink (after a question). */
export default function SignInLinksSection() {
  const { t } = useTranslation();
  const when = useInstant();
  const links = useGetIdentityLinksQuery();
  const [unlink, unlinking] = useUnlinkAccountMutation();
  const [asking, setAsking] = useState<IdentityLink | null>(null);
  const toast = useToast();

  const confirm = async () => {
    if (!asking) return;
    const who = asking;
    const result = await unlink(who.accountId);
    setAsking(null);
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(t('adminUi.signInLinks.unlinked', { username: who.username }));
  };

  const columns: AdminColumn<IdentityLink>[] = [
    { head: t('adminUi.signInLinks.username'), cell: (link) => link.username },
    { head: t('adminUi.signInLinks.role'), cell: (link) => t(`adminUi.signInLinks.roles.${link.role}`) },
    { head: t('adminUi.signInLinks.email'), cell: (link) => link.email ?? '—' },
    { head: t('adminUi.signInLinks.provider'), cell: (link) => link.issuer, sx: { wordBreak: 'break-all' } },
    { head: t('adminUi.signInLinks.linkedAt'), cell: (link) => when(link.linkedAt) },
    { head: t('adminUi.signInLinks.lastSignInAt'), cell: (link) => when(link.lastSignInAt) },
    {
      head: t('adminUi.signInLinks.actions'),
      cell: (link) => (
        <Button size="small" color="error" onClick={() => setAsking(link)} aria-label={t('adminUi.signInLinks.unlinkLabel', { username: link.username })}>
          {t('adminUi.signInLinks.unlink')}
        </Button>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="sign-in-links-title">
      <Typography id="sign-in-links-title" variant="h5" component="h2" gutterBottom>
        {t('adminUi.signInLinks.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('adminUi.signInLinks.intro')}
      </Typography>
      {links.isLoading ? (
        <PageLoading />
      ) : links.isError ? (
        <Alert severity="error">{t('adminUi.signInLinks.loadFailed')}</Alert>
      ) : (links.data ?? []).length === 0 ? (
        <Alert severity="info">{t('adminUi.signInLinks.empty')}</Alert>
      ) : (
        <AdminTable columns={columns} rows={links.data ?? []} rowKey={(link) => link.accountId} />
      )}
      <ConfirmDialog
        open={asking !== null}
        message={asking ? t('adminUi.signInLinks.confirm', { username: asking.username }) : ''}
        confirmLabel={t('adminUi.signInLinks.unlink')}
        busy={unlinking.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
