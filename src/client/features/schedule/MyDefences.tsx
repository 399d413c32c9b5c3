import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../common/format';
import { apiRoot } from '../../api/baseApi';
import { useGetMyScheduleQuery } from '../../api/scheduleApi';
import { useTranslation } from '../../i18n/i18n';

/**
 * A lecturer's "My defences" (their boards and each project's slot) or a student's "My defence" (board, room, date,
 * time, the board's lecturers), soonest first, with the .ics download. Small cards: usable on a 390 px phone.
 */
export default function MyDefences({ titleLevel = 'h2' }: { titleLevel?: 'h1' | 'h2' }) {
  const { t, language } = useTranslation();
  const { data, isLoading, isError } = useGetMyScheduleQuery();
  if (isLoading) return <CircularProgress aria-label={t('schedule.myDefences')} size={24} />;
  if (isError || !data) return <Alert severity="error">{t('schedule.loadError')}</Alert>;
  const student = data.Role === 'std';
  return (
    <section aria-labelledby="my-defences-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {/* the screen's own title where it is a view of its own (the lecturer's), a part's title in a page (the student's) */}
        <Typography id="my-defences-title" variant={titleLevel === 'h1' ? 'h5' : 'h6'} component={titleLevel}>
          {student ? t('schedule.myDefence') : t('schedule.myDefences')}
        </Typography>
        {data.Boards.length > 0 && (
          <Button size="small" variant="outlined" href={`${apiRoot()}/schedule/mine.ics?lang=${language}`} download="defences.ics">
            {t('schedule.download')}
          </Button>
        )}
      </Stack>
      {data.Boards.length === 0 && <Typography>{t('schedule.none')}</Typography>}
      <Stack spacing={1}>
        {data.Boards.map((b) => (
          <Card key={b.Id} variant="outlined" data-testid="my-defence">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Typography component={titleLevel === 'h1' ? 'h2' : 'h3'} sx={{ fontWeight: 600 }}>
                {b.Name}
              </Typography>
              <Typography>
                {formatDate(b.Date, language)} · {b.StartTime}–{b.EndTime} · {t('schedule.room', { room: b.Room })}
              </Typography>
              {student && (
                <Typography variant="body2">
                  {t('schedule.lecturers')}: {b.Lecturers.map((l) => l.Name).join(', ')}
                </Typography>
              )}
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {b.Projects.map((p) => (
                  <li key={p.Id}>
                    <Typography variant="body2">
                      {p.Start}–{p.End} {p.Name}
                    </Typography>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
