import { SCHEDULE_IMPORT_COLUMNS, SCHEDULE_SHEET } from '../../../../common/importColumns';
import { useCheckScheduleXlsxMutation, useImportScheduleXlsxMutation } from '../../../api/xlsxApi';
import { successMessage } from '../../../components/successMessage';
import { t } from '../../../i18n/i18n';
import { XlsxImportButton } from './XlsxImportButton';

/** 'Import Excel' of a term's schedule (the CSV import's columns; checked and previewed first, then all or nothing, each refused cell named). */
export function ScheduleXlsxImport({ semesterId }: { semesterId: number }) {
  const [importSchedule] = useImportScheduleXlsxMutation();
  const [checkSchedule] = useCheckScheduleXlsxMutation();
  return (
    <XlsxImportButton
      noun="schedule"
      template="schedule"
      columns={SCHEDULE_IMPORT_COLUMNS}
      importFile={(file) => importSchedule({ semesterId, file }).unwrap()}
      preview={{ sheet: SCHEDULE_SHEET, checkFile: (file) => checkSchedule({ semesterId, file }).unwrap() }}
      doneText={(answer) => {
        const made = answer.data as { boards?: number; slots?: number } | undefined;
        return successMessage(answer, t('errors.importedSchedule', { boards: made?.boards ?? 0, slots: made?.slots ?? 0 }));
      }}
    />
  );
}
