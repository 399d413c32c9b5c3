import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { MarkingView } from '../../../common/contract/marking';
import { formatPercent, formatScore } from '../../../common/format';
import { basisPointsOf, lecturerTotal, toHundredths } from '../../../common/grading';
import { parseScoreInput } from '../../../common/scoreInput';
import { useTranslation } from '../../i18n/i18n';
import { keyOf } from './gridModel';
import { CardScoreField } from './CardScoreField';
import { CommentButton } from './CommentButton';
import { cellMessage } from './GridCell';
import { commentKey } from './comments';
import type { CommentTarget } from './CommentDialog';

export interface MarkingCardsProps {
  view: MarkingView;
  textOf(key: string): string;
  onEdit(cells: Record<string, string>): void;
  showErrors: boolean;
  readOnly: boolean;
  onComment(target: CommentTarget): void;
}

/** Marking on a phone: one card per student with large inputs, no sideways scrolling. */
export function MarkingCards({ view, textOf, onEdit, showErrors, readOnly, onComment }: MarkingCardsProps) {
  const { t, language } = useTranslation();
  const messages = useMemo(
    () => ({ invalid: t('words.invalidCell'), invalidLong: t('words.invalidCellLong'), empty: t('words.emptyCell'), decimals: t('words.decimalsCell'), decimalsLong: t('words.decimalsCellLong') }),
    [t],
  );
  const weights = useMemo(() => view.columns.map((c) => ({ columnId: c.id, percentBp: basisPointsOf(c.percent) })), [view.columns]);
  const results = new Map(view.publication?.results.map((r) => [r.StudentId, r]) ?? []);
  return (
    <Stack spacing={2} component="ul" aria-label={t('marking.cardsLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {view.students.map((s, r) => {
        const scores = new Map<number, number>();
        for (const col of view.columns) {
          const h = toHundredths(parseScoreInput(textOf(keyOf(s.stdinprjId, col.id))));
          if (h !== null) scores.set(col.id, h);
        }
        const total = lecturerTotal(weights, scores);
        const result = results.get(s.StudentId);
        return (
          <Card component="li" key={s.stdinprjId} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {s.Code} - {s.Name}
                <CommentButton what={s.Code} general has={textOf(commentKey(s.stdinprjId, 0)).trim() !== ''} onClick={() => onComment({ key: commentKey(s.stdinprjId, 0), title: `${s.Code} - ${s.Name}, ${t('words.generalComment')}` })} />
              </Typography>
              <Stack spacing={1.5} sx={{ mt: 1 }}>
                {view.columns.map((col, c) => {
                  const k = keyOf(s.stdinprjId, col.id);
                  const text = textOf(k);
                  const message = cellMessage(text, showErrors, messages);
                  const invalid = message !== null;
                  const ck = commentKey(s.stdinprjId, col.id);
                  return (
                    <Stack key={col.id} direction="row" sx={{ alignItems: 'flex-start' }}>
                    <CardScoreField
                      id={`cell-${r}-${c}`}
                      label={`${col.name} (${formatPercent(col.percent, language)})`}
                      value={text}
                      error={invalid}
                      helperText={message?.long}
                      onChange={(value) => onEdit({ [k]: value })}
                      readOnly={readOnly}
                      ariaLabel={`${s.Code} ${col.name}`}
                    />
                    <CommentButton what={`${s.Code} ${col.name}`} has={textOf(ck).trim() !== ''} onClick={() => onComment({ key: ck, title: `${s.Code} - ${s.Name}, ${col.name}` })} />
                    </Stack>
                  );
                })}
              </Stack>
              <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid={`card-total-${s.Code}`}>
                {t('marking.cardTotal', { total: total === null ? '—' : formatScore(total, language) })}
                {result && t('marking.cardFinal', { score: formatScore(result.Score, language), result: result.Result ? t('marking.passed') : t('marking.notPassed') })}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
