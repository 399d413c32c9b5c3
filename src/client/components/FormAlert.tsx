import Alert from '@mui/material/Alert';

export interface FormMessage {
  severity: 'success' | 'error';
  text: string;
}

/** The server's answer shown inline under a form (kept filled on failure). */
export function FormAlert({ message }: { message: FormMessage | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1 }}>
      {message.text}
    </Alert>
  );
}
