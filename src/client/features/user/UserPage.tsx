import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePublicConfigQuery } from '../../api/authApi';
import { useSessionUser } from '../../app/hooks';

/** /user: the signed-in user's details; Email = login name + the institutional domain. */
export default function UserPage() {
  const user = useSessionUser();
  const { data: config } = usePublicConfigQuery();
  if (!user) return null;
  const rows: [string, string | number][] = [
    ['Login', user.username],
    ['ID', user.id],
    ['Full name', user.name],
    ['Email', config ? `${user.username}@${config.emailDomain}` : '...'],
  ];
  return (
    <Paper sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        User detail
      </Typography>
      <Table aria-label="User detail">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 160 }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
