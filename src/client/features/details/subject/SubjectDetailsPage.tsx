import Typography from '@mui/material/Typography';

/** Placeholder until its feature slice lands. */
export default function SubjectDetailsPage() {
  return (
    <Typography variant="h5" component="h1">
      SubjectDetailsPage
    </Typography>
  );
}
