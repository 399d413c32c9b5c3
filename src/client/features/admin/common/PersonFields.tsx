import { FormDate, FormText } from '../../../components/formFields';

/** The fields of a person (student or lecturer), by Formik name: label and input kind. */
const FIELDS = {
  code: { label: 'Code' },
  name: { label: 'Name' },
  birthday: { label: 'Birthday', date: true },
  phone: { label: 'Phone number', type: 'tel' },
  phonenumber: { label: 'Phone number', type: 'tel' },
  address: { label: 'Address' },
  username: { label: 'Username' },
  password: { label: 'Password', type: 'password', autoComplete: 'new-password' },
} as const satisfies Record<string, { label: string; type?: string; autoComplete?: string; date?: boolean }>;

export type PersonField = keyof typeof FIELDS;

/** A person's fields in the order given (each section keeps its own list). */
export function PersonFields({ fields }: { fields: readonly PersonField[] }) {
  return (
    <>
      {fields.map((name) => {
        const spec: { label: string; type?: string; autoComplete?: string; date?: boolean } = FIELDS[name];
        return spec.date ? (
          <FormDate key={name} name={name} label={spec.label} />
        ) : (
          <FormText key={name} name={name} label={spec.label} type={spec.type} autoComplete={spec.autoComplete} />
        );
      })}
    </>
  );
}
