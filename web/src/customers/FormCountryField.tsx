import { COUNTRIES } from '@licensing/domain';
import { FormSelectField } from '../shared/form/FormSelectField';

const options = COUNTRIES.map((country) => ({ id: country, name: country }));

/** The country, chosen from the fixed list of 55 (SPEC §2). */
export function FormCountryField({ name }: { name: string }) {
  return <FormSelectField name={name} label="Country" options={options} required={false} empty={false} />;
}
