import { FormDate, FormText } from '../../../components/formFields';
import { useTranslation } from '../../../i18n/i18n';
import type { Catalogue } from '../../../i18n/locales/en';

/** The fields of a person (student or lecturer), by Formik name: label (a key of adminUi.fields) and input kind. */
const FIELDS = {
  code: { label: 'code' },
  name: { label: 'name' },
  birthday: { label: 'birthday', date: true },
  phone: { label: 'phone', type: 'tel' },
  phonenumber: { label: 'phone', type: 'tel' },
  address: { label: 'address' },
  email: { label: 'email', type: 'email', autoComplete: 'off' },
  username: { label: 'username' },
  password: { label: 'password', type: 'password', autoComplete: 'new-password' },
} as const satisfies Record<string, { label: string; type?: string; autoComplete?: string; date?: boolean }>;

export type PersonField = keyof typeof FIELDS;

/** A person's fields in the order given (each section keeps its own list). */
export function PersonFields({ fields }: { fields: readonly PersonField[] }) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((name) => {
        const spec: { label: keyof Catalogue['adminUi']['fields']; type?: string; autoComplete?: string; date?: boolean } = FIELDS[name];
        return spec.date ? (
          <FormDate key={name} name={name} label={t(`adminUi.fields.${spec.label}`)} />
        ) : (
          <FormText key={name} name={name} label={t(`adminUi.fields.${spec.label}`)} type={spec.type} autoComplete={spec.autoComplete} />
        );
      })}
    </>
  );
}
