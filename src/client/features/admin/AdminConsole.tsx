import { useTranslation } from '../../i18n/i18n';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { ADMIN_SECTION_LOADERS, adminSectionOf, type AdminSectionKey } from './sectionLoaders';

/** The left menu of spec section 2, in its order, plus Audit and the defence Schedule with its Conflicts; Evaluation Board is the default. */
const SECTIONS = [
  { key: 'board', label: 'Evaluation Board', Component: lazy(ADMIN_SECTION_LOADERS.board) },
  { key: 'subject', label: 'Subject', Component: lazy(ADMIN_SECTION_LOADERS.subject) },
  { key: 'course', label: 'Course', Component: lazy(ADMIN_SECTION_LOADERS.course) },
  { key: 'project', label: 'Project', Component: lazy(ADMIN_SECTION_LOADERS.project) },
  { key: 'student', label: 'Student', Component: lazy(ADMIN_SECTION_LOADERS.student) },
  { key: 'lecturer', label: 'Lecturer', Component: lazy(ADMIN_SECTION_LOADERS.lecturer) },
  { key: 'template', label: 'Template Score', Component: lazy(ADMIN_SECTION_LOADERS.template) },
  { key: 'semester', label: 'Semester', Component: lazy(ADMIN_SECTION_LOADERS.semester) },
  { key: 'audit', label: 'Audit', Component: lazy(ADMIN_SECTION_LOADERS.audit) },
  { key: 'schedule', label: 'Schedule', Component: lazy(ADMIN_SECTION_LOADERS.schedule) },
  { key: 'conflicts', label: 'Conflicts', Component: lazy(ADMIN_SECTION_LOADERS.conflicts) },
  { key: 'mail', label: 'Outbox', Component: lazy(ADMIN_SECTION_LOADERS.mail) },
  { key: 'signInLinks', label: 'University sign-in', Component: lazy(ADMIN_SECTION_LOADERS.signInLinks) },
] as const satisfies readonly { key: AdminSectionKey; label: string; Component: unknown }[];


/** /admin: the admin console. The open section is kept in the address (?section=...) so reloads keep it. */
export default function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const current = SECTIONS.find((s) => s.key === adminSectionOf(params.get('section')))!;
  // on a phone the menu folds under one button naming the open section, so the section's content is in view
  const [unfolded, setUnfolded] = useState(false);
  const open = (key: AdminSectionKey) => {
    setUnfolded(false);
    setParams(key === 'board' ? {} : { section: key });
  };
  const { Component } = current;
  const { t } = useTranslation();
  const listId = useId();
  const currentLabel = t(`admin.sections.${current.key}`, { defaultValue: current.label });
  return (
    // the menu is a side column only from 1536 px: on a laptop (1280, 1366) it runs across the top, so each list has
    // the full width for its toolbar and its Edit and Remove columns; below 900 px it folds
    <Box sx={{ display: 'flex', gap: { xs: 2, xl: 3 }, flexDirection: { xs: 'column', xl: 'row' } }}>
      <Paper component="nav" aria-label={t('admin.menu')} sx={{ width: { xl: 220 }, flexShrink: 0, alignSelf: { xl: 'flex-start' } }}>
        <Typography variant="h6" component="h1" sx={{ px: 2, pt: 2 }}>
          {t('admin.console')}
        </Typography>
        <Button
          aria-expanded={unfolded}
          aria-controls={listId}
          onClick={() => setUnfolded((u) => !u)}
          endIcon={unfolded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ display: { xs: 'inline-flex', md: 'none' }, mx: 1, my: 1, textTransform: 'none' }}
        >
          {t('admin.menuSection', { section: currentLabel })}
        </Button>
        <List
          id={listId}
          sx={{
            display: { xs: unfolded ? 'block' : 'none', md: 'flex', xl: 'block' },
            flexWrap: 'wrap',
            '& > li': { width: { md: 'auto', xl: '100%' } },
          }}
        >
          {SECTIONS.map((s) => (
            <ListItem key={s.key} disablePadding>
              <ListItemButton selected={s.key === current.key} aria-current={s.key === current.key ? 'page' : undefined} onClick={() => open(s.key)}>
                <ListItemText primary={t(`admin.sections.${s.key}`, { defaultValue: s.label })} />
              </ListItemButton>
            </ListItem>
          ))}
          {/* the term's analytics are a screen of their own (their charts load only there) */}
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to="/termanalytics">
              <ListItemText primary={t('admin.sections.analytics')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Paper>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Suspense fallback={<PageLoading />}>
          <Component key={current.key} />
        </Suspense>
      </Box>
    </Box>
  );
}
