import CommentIcon from '@mui/icons-material/Comment';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../i18n/i18n';

/**
 * The comment icon of a cell or a student: out of the Tab order (Tab stays mark -> mark; Alt+C / Alt+G open it from
 * the keyboard), filled when a comment is written.
 */
export function CommentButton({ what, has, general, onClick }: { what: string; has: boolean; general?: boolean; onClick(): void }) {
  const { t } = useTranslation();
  const name = general ? t('words.generalOn', { student: what }) : has ? t('words.commentHas', { what }) : t('words.commentOn', { what });
  return (
    <IconButton size="small" tabIndex={-1} onClick={onClick} aria-label={has && general ? `${name} ✓` : name} sx={{ ml: 0.25, color: has ? 'primary.main' : 'text.secondary' }}>
      {has ? <CommentIcon fontSize="inherit" /> : <AddCommentOutlinedIcon fontSize="inherit" />}
    </IconButton>
  );
}
