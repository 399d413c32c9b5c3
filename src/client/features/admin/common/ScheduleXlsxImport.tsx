import { SCHEDULE_IMPORT_COLUMNS } from '../../../../common/importColumns';
import { useImportScheduleXlsxMutation } from '../../../api/xlsxApi';
import { successMessage } from '../../../components/successMessage';
import { t } from '../../../i18n/i18n';
import { XlsxImportButton } from './XlsxImportButton';

/** 'Import Excel' of a term's schedule (the CSV import's columns; all or nothing, each refused cell named). */
export function ScheduleXlsxImport({ semesterId }: { semesterId: number }) {
  const [importSchedule] = useImportScheduleXlsxMutation();
  return (
    <XlsxImportButton
      noun="schedule"
      columns={SCHEDULE_IMPORT_COLUMNS}
      importFile={(file) => importSchedule({ semesterId, file }).unwrap()}
      doneText={(answer) => {
        const made = answer.data as { boards?: number; slots?: number } | undefined;
        return successMessage(answer, t('errors.importedSchedule', { boards: made?.boards ?? 0, slots: made?.slots ?? 0 }));
      }}
    />
  );
}
